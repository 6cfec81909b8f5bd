import { rational } from '../../items/rational';
import type { Difficulty } from '../../items/item-types';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { InlineProblem, Mistake, NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { f } from './number-text';
import { times } from '../times';

/**
 * 4.3C: decide whether two fractions are equivalent. Easy: double the parts (1/3 and 2/6), with fraction
 * bars; medium: multiply the numerator and denominator by 3 to 6; hard: divide to fewer, bigger parts
 * (8/12 = 2/3) or rename tenths as hundredths. Multiple choice asks which fraction is equivalent;
 * inline choice asks whether two fractions "are" or "are not" equivalent. Wrong answers: adding the
 * same number to the top and bottom, changing only one of them, one part off.
 */
const DENOMINATORS = [2, 3, 4, 5, 6, 8, 10, 12, 100] as const;

interface Pair {
  a: number;
  b: number;
  c: number;
  d: number;
}

const ALL_PAIRS: Pair[] = DENOMINATORS.flatMap((b) =>
  times(b - 1, (i) => i + 1).flatMap((a) =>
    DENOMINATORS.filter((d) => d !== b && (a * d) % b === 0).map((d) => ({ a, b, c: (a * d) / b, d })),
  ),
)
  .filter(({ b, d }) => d % b === 0 || b % d === 0)
  .filter(({ b, d }) => (b === 100 ? d === 10 : d === 100 ? b === 10 : true));

function kindOf({ b, d }: Pair): Difficulty {
  if (d === 2 * b && d !== 100) return 'easy';
  if (d % b === 0 && d / b >= 3 && d !== 100) return 'medium';
  return 'hard';
}
const PAIRS: Record<Difficulty, Pair[]> = {
  easy: ALL_PAIRS.filter((p) => kindOf(p) === 'easy'),
  medium: ALL_PAIRS.filter((p) => kindOf(p) === 'medium'),
  hard: ALL_PAIRS.filter((p) => kindOf(p) === 'hard' && (p.d < p.b || p.d === 100)),
};

const over = (numerator: number, d: number, note: string): Mistake[] =>
  numerator > 0 && numerator < 2 * d ? [{ value: rational(numerator, d), text: f(numerator, d), note }] : [];

function nearMissNumerators({ a, b, c, d }: Pair): { numerator: number; note: string }[] {
  return [
    {
      numerator: a + (d - b),
      note: `The same number was added to the top and bottom. That changes the amount.`,
    },
    { numerator: a, note: 'Only the denominator changed. The numerator must change in the same way.' },
    { numerator: c + 1, note: 'This is one part too many.' },
    { numerator: c - 1, note: 'This is one part too few.' },
  ].filter((m) => m.numerator > 0 && m.numerator !== c && m.numerator < 2 * d);
}

function why({ a, b, c, d }: Pair): string {
  return d > b
    ? `${f(a, b)} = ${f(c, d)}, because ${a} × ${d / b} = ${c} and ${b} × ${d / b} = ${d}.`
    : `${f(a, b)} = ${f(c, d)}, because ${a} ÷ ${b / d} = ${c} and ${b} ÷ ${b / d} = ${d}.`;
}

export function mistakesFor(pair: Pair): Mistake[] {
  const { a, b, c, d } = pair;
  return [
    ...nearMissNumerators(pair).flatMap((m) => over(m.numerator, d, m.note)),
    ...(d - c !== c ? over(d - c, d, 'This counts the parts that are not shaded.') : []),
    ...(d > b && (a * d) / b < 2 * b
      ? over(
          (a * d) / b,
          b,
          'Only the numerator was multiplied. Multiply the denominator by the same number.',
        )
      : []),
    ...over(c + 2, d, 'This is two parts too many.'),
  ];
}

/** Pairs with at least three wrong fractions of different values, for multiple choice. */
const hasThreeWrong = (pair: Pair) =>
  new Set(
    mistakesFor(pair)
      .filter((m) => m.value.numerator * pair.d !== pair.c * m.value.denominator)
      .map((m) => `${m.value.numerator}/${m.value.denominator}`),
  ).size >= 3;
export const CHOICE_PAIRS: Record<Difficulty, Pair[]> = {
  easy: PAIRS.easy.filter(hasThreeWrong),
  medium: PAIRS.medium.filter(hasThreeWrong),
  hard: PAIRS.hard.filter(hasThreeWrong),
};

function whichEquivalent(story: StoryContext, pair: Pair, difficulty: Difficulty): NumericProblem {
  const { a, b, c, d } = pair;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} has ${f(a, b)} of a ${story.whole.one}. Which fraction is equivalent to ${f(a, b)}?`,
    ...(difficulty === 'easy'
      ? {
          visual: {
            kind: 'fraction-bars' as const,
            bars: [
              { parts: b, shaded: a, label: f(a, b) },
              { parts: d, shaded: 0 },
            ],
            imageDescription: `Two same-size bars. The first has ${b} equal parts with ${a} shaded. The second has ${d} equal parts with none shaded.`,
          },
        }
      : {}),
    answer: rational(c, d),
    answerText: f(c, d),
    format: 'fraction',
    mistakes: mistakesFor(pair),
    hints: [
      'Equivalent fractions name the same amount.',
      d > b
        ? `Multiply the numerator and the denominator by the same number.`
        : 'Divide the numerator and the denominator by the same number.',
      d > b
        ? `${b} × ${d / b} = ${d}. Multiply ${a} by ${d / b} too.`
        : `${b} ÷ ${b / d} = ${d}. Divide ${a} by ${b / d} too.`,
    ],
    explanation: [
      d > b
        ? `Each part is split into ${d / b} smaller parts.`
        : `Every ${b / d} small parts join into 1 bigger part.`,
      why(pair),
      `So ${f(c, d)} is equivalent to ${f(a, b)}.`,
    ],
    parameters: { a, b, c, d, equivalent: 'yes' },
  };
}

function areThey(random: Random, story: StoryContext, pair: Pair): InlineProblem {
  const { a, b, d } = pair;
  const equal = random.chance(1, 2);
  const wrong = random.pick(nearMissNumerators(pair));
  const c = equal ? pair.c : wrong.numerator;
  const options = ['are', 'are not'];
  const correctIndex = equal ? 0 : 1;
  const reason = equal ? why(pair) : `${f(a, b)} = ${f(pair.c, d)}, not ${f(c, d)}. ${wrong.note}`;
  return {
    kind: 'inline',
    stem: `${opening(story)}${story.name} has ${f(a, b)} of a ${story.whole.one}. ${story.otherName} has ${f(c, d)} of a same-size ${story.whole.one}. Do they have the same amount?`,
    segments: [`${f(a, b)} and ${f(c, d)} `, { blank: 'same' }, ' equivalent.'],
    blanks: [
      {
        id: 'same',
        options: options.map((text, index) => (index === correctIndex ? { text } : { text, note: reason })),
        correctIndex,
      },
    ],
    hints: [
      'Equivalent fractions name the same amount of the same whole.',
      d > b
        ? `Multiply the top and bottom of ${f(a, b)} by ${d / b}.`
        : `Divide the top and bottom of ${f(a, b)} by ${b / d}.`,
      `Do you get ${f(c, d)}?`,
    ],
    explanation: [
      why(pair),
      equal
        ? `So ${f(a, b)} and ${f(c, d)} are equivalent.`
        : `So ${f(a, b)} and ${f(c, d)} are not equivalent.`,
    ],
    parameters: { a, b, c, d, equivalent: equal ? 'yes' : 'no' },
  };
}

export const equivalentFractions = defineGenerator({
  id: '4.3C.equivalent-fractions',
  version: 1,
  teksCode: '4.3C',
  itemTypes: ['multiple-choice', 'inline-choice'],
  bounds: { maxWhole: 200 },
  build({ random, story, difficulty, itemType }) {
    return itemType === 'inline-choice'
      ? areThey(random, story, random.pick(PAIRS[difficulty]))
      : whichEquivalent(story, random.pick(CHOICE_PAIRS[difficulty]), difficulty);
  },
});

export const EQUIVALENT_PAIRS = PAIRS;
