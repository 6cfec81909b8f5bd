import { rational } from '../../items/rational';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { opening, withArticle } from '../story-text';
import { times } from '../times';

/**
 * 3.3F: equivalent fractions with denominators 2, 3, 4, 6 and 8, greater than 0 and less than 1.
 * Easy: read an equal fraction from two same-size fraction bars. Medium: name a point on a number line
 * another way. Hard: a story asking how many pieces make the same amount. Wrong choices: counting the
 * unshaded parts, changing only the denominator, adding the same number to top and bottom.
 */
const DENOMINATORS = [2, 3, 4, 6, 8] as const;

interface EquivalentPair {
  given: [numerator: number, denominator: number];
  target: [numerator: number, denominator: number];
}

/**
 * Ordered pairs of equal fractions below 1 with grade 3 denominators, asking for fourths, sixths or
 * eighths: halves and thirds leave too few wrong fractions to offer three honest choices (15 pairs).
 */
const PAIRS: readonly EquivalentPair[] = DENOMINATORS.flatMap((q) =>
  times(q - 1, (i) => i + 1).flatMap((p) =>
    DENOMINATORS.filter((s) => s >= 4 && s !== q && (p * s) % q === 0).map((s): EquivalentPair => ({
      given: [p, q],
      target: [(p * s) / q, s],
    })),
  ),
);
const dividing = ({ given: [, q], target: [, s] }: EquivalentPair) => s % q === 0 || q % s === 0;

const f = (numerator: number, denominator: number) => `${numerator}/${denominator}`;
/** A wrong fraction, kept in the form a child writes it (2/8 stays 2/8); 0 < value ≤ 1 as in 3.3. */
const fractionMistake = (numerator: number, denominator: number, note: string): Mistake[] =>
  numerator > 0 && numerator <= denominator
    ? [{ value: rational(numerator, denominator), note, text: f(numerator, denominator) }]
    : [];

/** Wrong fractions over the target denominator that children really write. */
function fractionMistakes({ given: [p, q], target: [r, s] }: EquivalentPair): Mistake[] {
  return [
    ...fractionMistake(s - r, s, 'This counts the parts that are not shaded. Count the shaded parts.'),
    ...fractionMistake(
      p,
      s,
      `Only the denominator changed. When the parts are a different size, the number of parts changes too.`,
    ),
    ...fractionMistake(
      p + (s - q),
      s,
      'The same number was added to the top and the bottom. That does not keep the amount the same.',
    ),
    ...fractionMistake(
      r,
      q,
      `The denominator ${q} belongs to the other fraction. Count the parts of this one.`,
    ),
    ...fractionMistake(r + 1, s, 'This is one part too many. Count the parts again.'),
    ...fractionMistake(r - 1, s, 'This is one part too few. Count the parts again.'),
  ];
}

/** Two to three short steps showing why the fractions are equal. */
function whyEqual({ given: [p, q], target: [r, s] }: EquivalentPair): string[] {
  if (s % q === 0) {
    const k = s / q;
    return [
      `Each of the ${q} parts splits into ${k} smaller parts, so there are ${s} parts.`,
      `${p} × ${k} = ${r} and ${q} × ${k} = ${s}.`,
      `So ${f(p, q)} = ${f(r, s)}.`,
    ];
  }
  if (q % s === 0) {
    const k = q / s;
    return [
      `Every ${k} small parts join into 1 bigger part, so there are ${s} parts.`,
      `${p} ÷ ${k} = ${r} and ${q} ÷ ${k} = ${s}.`,
      `So ${f(p, q)} = ${f(r, s)}.`,
    ];
  }
  return [
    `${f(p, q)} and ${f(r, s)} both cover one half of the whole.`,
    `${p} is half of ${q}, and ${r} is half of ${s}.`,
    `So ${f(p, q)} = ${f(r, s)}.`,
  ];
}

const PARTS_NAME: Record<number, string> = { 4: 'fourths', 6: 'sixths', 8: 'eighths' };

function fractionBars(story: StoryContext, pair: EquivalentPair): NumericProblem {
  const { name, otherName } = story;
  const {
    given: [p, q],
    target: [r, s],
  } = pair;
  return {
    kind: 'numeric',
    stem: `${name} and ${otherName} each shade a fraction bar. The bars are the same size. ${name}'s bar shows ${f(p, q)}. What fraction does ${otherName}'s bar show?`,
    visual: {
      kind: 'fraction-bars',
      bars: [
        { parts: q, shaded: p, label: `${name}: ${f(p, q)}` },
        { parts: s, shaded: r, label: otherName },
      ],
      imageDescription: `Two fraction bars of the same size. ${name}'s bar has ${q} equal parts with ${p} shaded. ${otherName}'s bar has ${s} equal parts with ${r} shaded.`,
    },
    answer: rational(r, s),
    answerText: f(r, s),
    format: 'fraction',
    accept: { kind: 'denominator', denominator: s },
    mistakes: fractionMistakes(pair),
    hints: [
      `Count the equal parts in ${otherName}'s bar. That is the denominator.`,
      `Now count the shaded parts in ${otherName}'s bar. That is the numerator.`,
      `The shaded parts cover the same amount as ${f(p, q)} on ${name}'s bar.`,
    ],
    explanation: [
      `${otherName}'s bar has ${s} equal parts, and ${r} are shaded: ${f(r, s)}.`,
      ...whyEqual(pair).slice(1),
    ],
    parameters: { numerator: p, denominator: q, targetDenominator: s, model: 'fraction-bars' },
  };
}

function numberLine(
  story: StoryContext,
  point: string,
  pair: EquivalentPair,
  itemType: string,
): NumericProblem {
  const {
    given: [p, q],
    target: [r, s],
  } = pair;
  const divisions = Math.max(q, s);
  const asked =
    itemType === 'numeric-entry'
      ? `Write ${point} as a fraction in ${PARTS_NAME[s]}.`
      : `Which fraction also names point ${point}?`;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} marks point ${point} on a number line at ${f(p, q)}. ${asked}`,
    visual: {
      kind: 'number-line',
      divisions,
      tickLabels: [
        { tick: 0, text: '0' },
        { tick: divisions, text: '1' },
      ],
      points: [{ tick: (p * divisions) / q, label: point }],
      jumps: [],
      imageDescription: `A number line from 0 to 1 split into ${divisions} equal parts. Point ${point} is ${(p * divisions) / q} parts from 0.`,
    },
    answer: rational(r, s),
    answerText: f(r, s),
    format: 'fraction',
    accept: { kind: 'denominator', denominator: s },
    mistakes: fractionMistakes(pair),
    hints: [
      'Equal fractions sit at the same point on the number line.',
      `Think of the line split into ${s} equal parts. How many parts from 0 is ${point}?`,
      `Count ${s === divisions ? 'the tick marks' : `groups of ${divisions / s} small parts`} from 0 to ${point}.`,
    ],
    explanation: whyEqual(pair),
    parameters: { numerator: p, denominator: q, targetDenominator: s, model: 'number-line' },
  };
}

function sameAmountStory(story: StoryContext, pair: EquivalentPair): NumericProblem {
  const { name, otherName, whole } = story;
  const {
    given: [p, q],
    target: [r, s],
  } = pair;
  const wholeMistakes = [
    {
      value: p,
      note: `The numerator stayed ${p}. With ${s} pieces instead of ${q}, the number of pieces changes too.`,
    },
    {
      value: p + (s - q),
      note: 'The same number was added to the top and the bottom. That does not keep the amount the same.',
    },
    {
      value: s - r,
      note: 'This is the number of pieces left over, not the pieces that make the same amount.',
    },
    { value: r + 1, note: 'This is one piece too many.' },
    { value: s, note: `${s} pieces is the whole ${whole.one}, not ${f(p, q)} of it.` },
  ].filter((m) => m.value > 0 && m.value !== r);
  return {
    kind: 'numeric',
    stem: `${name} has ${f(p, q)} of ${withArticle(whole.one)}. ${otherName} has the same amount of a same-size ${whole.one}. It is cut into ${s} equal pieces. How many pieces does ${otherName} have?`,
    answer: rational(r),
    format: 'whole-number',
    mistakes: wholeMistakes.map((m) => ({ value: rational(m.value), note: m.note })),
    hints: [
      `${otherName} has the same amount, so find a fraction equal to ${f(p, q)}.`,
      `The denominator is ${s}. Find the numerator: ${f(p, q)} = ?/${s}.`,
      'Draw two same-size bars to check.',
    ],
    explanation: [...whyEqual(pair), `${otherName} has ${r} pieces.`],
    parameters: { numerator: p, denominator: q, targetDenominator: s, model: 'story' },
  };
}

export const equivalentFractions = defineGenerator({
  id: '3.3F.equivalent-fractions',
  version: 1,
  teksCode: '3.3F',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 8 },
  build({ random, story, difficulty, itemType }) {
    if (difficulty === 'easy') return fractionBars(story, random.pick(PAIRS));
    if (difficulty === 'medium')
      return numberLine(
        story,
        random.pick(['P', 'Q', 'R', 'M']),
        random.pick(PAIRS.filter(dividing)),
        itemType,
      );
    return sameAmountStory(story, random.pick(PAIRS));
  },
});

/** The pairs the generator draws from, for tests. */
export const EQUIVALENT_PAIRS = PAIRS;
