import type { Difficulty } from '../../items/item-types';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { InlineProblem, Mistake, NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import {
  canExplainCompare,
  compare,
  commonDenominator,
  type Frac,
  PROPER_FRACTIONS,
  sideOfHalf,
  symbolFor,
  SYMBOLS,
  text,
  value,
  whyCompare,
} from './fraction-compare-tools';

/**
 * 4.3D: compare two fractions with different numerators and different denominators. Easy: one is
 * below 1/2 and one above; medium: one denominator is a multiple of the other; hard: the denominators
 * share no factor that makes one a multiple (3 and 4, 4 and 6, 2 and 5), so both must be renamed.
 * Multiple choice asks which fraction is greater (or less) than a given one; inline choice asks for
 * the symbol. Wrong choices: "bigger denominator means bigger fraction", "bigger numerator wins".
 */
const isMultiple = (a: Frac, b: Frac) => a.d !== b.d && (a.d % b.d === 0 || b.d % a.d === 0);
const differ = (a: Frac, b: Frac) => a.n !== b.n && a.d !== b.d;

function fitsDifficulty(a: Frac, b: Frac, difficulty: Difficulty): boolean {
  if (!differ(a, b)) return false;
  if (difficulty === 'easy') return sideOfHalf(a) * sideOfHalf(b) === -1;
  if (difficulty === 'medium') return isMultiple(a, b) && sideOfHalf(a) * sideOfHalf(b) !== -1;
  return !isMultiple(a, b) && commonDenominator(a, b) !== undefined && sideOfHalf(a) * sideOfHalf(b) !== -1;
}

/** All ordered pairs for a difficulty; equal pairs only when asked (for the symbol question). */
function pairsFor(difficulty: Difficulty, allowEqual: boolean): [Frac, Frac][] {
  return PROPER_FRACTIONS.flatMap((a) =>
    PROPER_FRACTIONS.filter(
      (b) => fitsDifficulty(a, b, difficulty) && (allowEqual || compare(a, b) !== 0),
    ).map((b): [Frac, Frac] => [a, b]),
  );
}
const PAIRS = {
  easy: pairsFor('easy', false),
  medium: pairsFor('medium', false),
  hard: pairsFor('hard', false),
};
const EQUAL_PAIRS = { medium: pairsFor('medium', true), hard: pairsFor('hard', true) };

function wrongNote(choice: Frac, target: Frac, askGreater: boolean): string {
  const sign = compare(choice, target);
  if (sign === 0)
    return `${text(choice)} is equal to ${text(target)}, so it is not ${askGreater ? 'greater' : 'less'}.`;
  const where = `${text(choice)} is ${sign < 0 ? 'less' : 'greater'} than ${text(target)}.`;
  if (askGreater && choice.d > target.d)
    return `${where} A bigger denominator means smaller pieces, not a bigger fraction.`;
  if (askGreater && choice.n > target.n) return `${where} It has more pieces, but each piece is smaller.`;
  if (!askGreater && choice.d < target.d)
    return `${where} A smaller denominator means bigger pieces, not a smaller fraction.`;
  if (!askGreater && choice.n < target.n) return `${where} It has fewer pieces, but each piece is bigger.`;
  return `${where} Rename both with the same denominator to check.`;
}

const HINTS = [
  'Is each fraction more or less than 1/2?',
  'Rename the fractions so they have the same denominator.',
  'When the denominators are the same, the bigger numerator makes the bigger fraction.',
];

/** Fractions on the wrong side of the target (or equal to it), one per value, each easy to explain. */
function findWrongPool(target: Frac, answer: Frac): Frac[] {
  const askGreater = compare(answer, target) > 0;
  const pool: Frac[] = [];
  for (const c of PROPER_FRACTIONS) {
    if (compare(c, target) * (askGreater ? 1 : -1) > 0 || c.d === target.d) continue;
    if (!canExplainCompare(c, target) || compare(c, answer) === 0) continue;
    if (pool.some((p) => compare(p, c) === 0)) continue;
    pool.push(c);
  }
  return pool;
}

/** Each pair's pool, found once: it depends only on the pair, and every item of the pair needs it. */
const WRONG_POOLS = new Map<Frac, Map<Frac, readonly Frac[]>>();

function wrongPool(target: Frac, answer: Frac): readonly Frac[] {
  let byAnswer = WRONG_POOLS.get(target);
  if (!byAnswer) {
    byAnswer = new Map();
    WRONG_POOLS.set(target, byAnswer);
  }
  let pool = byAnswer.get(answer);
  if (!pool) {
    pool = findWrongPool(target, answer);
    byAnswer.set(answer, pool);
  }
  return pool;
}

/** Pairs with at least three honest wrong choices for "which fraction is greater (less)?". */
const CHOICE_PAIRS = {
  easy: PAIRS.easy.filter(([t, a]) => wrongPool(t, a).length >= 3),
  medium: PAIRS.medium.filter(([t, a]) => wrongPool(t, a).length >= 3),
  hard: PAIRS.hard.filter(([t, a]) => wrongPool(t, a).length >= 3),
};

function whichFraction(random: Random, story: StoryContext, difficulty: Difficulty): NumericProblem {
  const [target, answer] = random.pick(CHOICE_PAIRS[difficulty]);
  const askGreater = compare(answer, target) > 0;
  const pool = wrongPool(target, answer);
  const wrong = random.sample(pool, Math.min(5, pool.length));
  const mistakes: Mistake[] = wrong.map((c) => ({
    value: value(c),
    text: text(c),
    note: wrongNote(c, target, askGreater),
  }));
  const word = askGreater ? 'greater' : 'less';
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} has ${text(target)} of a ${story.whole.one}. Which fraction is ${word} than ${text(target)}?`,
    answer: value(answer),
    answerText: text(answer),
    format: 'fraction',
    mistakes,
    hints: HINTS,
    explanation: [
      ...whyCompare(answer, target)!,
      `So ${text(answer)} ${symbolFor(compare(answer, target))} ${text(target)}. The answer is ${text(answer)}.`,
    ],
    parameters: { target: text(target), answer: text(answer), ask: word },
  };
}

function symbolQuestion(random: Random, story: StoryContext, difficulty: Difficulty): InlineProblem {
  const pool = difficulty === 'easy' || random.chance(3, 4) ? PAIRS[difficulty] : EQUAL_PAIRS[difficulty];
  const [a, b] = random.pick(pool);
  const sign = compare(a, b);
  const correct = symbolFor(sign);
  const why = whyCompare(a, b)!;
  return {
    kind: 'inline',
    stem: `${opening(story)}${story.name} has ${text(a)} of a ${story.whole.one}. ${story.otherName} has ${text(b)} of a same-size ${story.whole.one}. Choose the symbol that makes the comparison true.`,
    segments: [`${text(a)} `, { blank: 'symbol' }, ` ${text(b)}`],
    blanks: [
      {
        id: 'symbol',
        options: SYMBOLS.map((symbol) => ({
          text: symbol,
          note:
            symbol === correct ? undefined : `${text(a)} ${symbol} ${text(b)} is not true. ${why.join(' ')}`,
        })).map((option) =>
          option.note === undefined ? { text: option.text } : { text: option.text, note: option.note },
        ),
        correctIndex: SYMBOLS.indexOf(correct),
      },
    ],
    hints: HINTS,
    explanation: [...why, `So ${text(a)} ${correct} ${text(b)}.`],
    parameters: { first: text(a), second: text(b), symbol: correct },
  };
}

export const compareFractions = defineGenerator({
  id: '4.3D.compare-fractions',
  version: 1,
  teksCode: '4.3D',
  itemTypes: ['multiple-choice', 'inline-choice'],
  bounds: { maxWhole: 12 },
  build({ random, story, difficulty, itemType }) {
    return itemType === 'inline-choice'
      ? symbolQuestion(random, story, difficulty)
      : whichFraction(random, story, difficulty);
  },
});

/** For tests. */
export const COMPARE_PAIRS = PAIRS;
export const CHOICE_PAIR_COUNTS = {
  easy: CHOICE_PAIRS.easy.length,
  medium: CHOICE_PAIRS.medium.length,
  hard: CHOICE_PAIRS.hard.length,
};
