import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { opening, withArticle } from '../story-text';
import { fractionMistake, fractionText, isShowableDenominator } from './fraction-text';

/**
 * 5.3L: divide whole numbers by unit fractions and unit fractions by whole numbers. Easy: 6 ÷ 1/4;
 * medium: 1/4 ÷ 3; hard: a story that asks how many pieces, or how much of the whole each share is.
 * Wrong choices: dividing by the denominator instead of the unit fraction, multiplying the unit
 * fraction by the whole number, flipping the answer, adding.
 */
const DENOMINATORS = [2, 3, 4, 5, 6, 8, 10] as const;
const PARTS: Record<number, string> = {
  2: 'halves',
  3: 'thirds',
  4: 'fourths',
  5: 'fifths',
  6: 'sixths',
  8: 'eighths',
  10: 'tenths',
  12: 'twelfths',
};

const wholeMistake = (value: number, note: string): Mistake[] =>
  value > 0 && Number.isInteger(value) ? [{ value: rational(value), note }] : [];

function wholeByUnitMistakes(whole: number, n: number): Mistake[] {
  return [
    ...fractionMistake(
      whole,
      n,
      `This is ${whole} ÷ ${n}. Dividing by 1/${n} asks how many ${PARTS[n]} fit in ${whole}, so the answer is bigger.`,
    ),
    ...fractionMistake(
      1,
      whole * n,
      `The answer was flipped. There are ${whole * n} ${PARTS[n]} in ${whole} wholes.`,
    ),
    ...wholeMistake(whole + n, `The numbers were added. Count how many ${PARTS[n]} are in ${whole} wholes.`),
    ...wholeMistake(
      whole * n - n,
      `This leaves out the ${PARTS[n]} in 1 whole. Each whole has ${n} of them.`,
    ),
  ];
}

function unitByWholeMistakes(n: number, whole: number): Mistake[] {
  return [
    ...fractionMistake(
      whole,
      n,
      `This multiplies 1/${n} by ${whole}. Sharing 1/${n} into ${whole} equal parts makes each part smaller.`,
    ),
    ...wholeMistake(
      n * whole,
      `The answer was flipped. Each part is 1/${n * whole} of the whole, not ${n * whole} wholes.`,
    ),
    ...fractionMistake(
      1,
      n + whole,
      'The numbers were added. Split each of the parts into equal smaller parts.',
    ),
    ...fractionMistake(n, whole, `This is ${n} ÷ ${whole}. The amount shared is 1/${n}, not ${n}.`),
    ...fractionMistake(
      1,
      n,
      `1/${n} is the amount before it is split. Each of the ${whole} parts is smaller.`,
    ),
    ...fractionMistake(1, whole, `This splits 1 whole into ${whole} parts. Only 1/${n} is being split.`),
  ];
}

function wholeByUnit(random: Random, story: StoryContext): NumericProblem {
  const n = random.pick(DENOMINATORS);
  const whole = random.int(2, 12);
  const answer = whole * n;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} works out ${whole} ÷ 1/${n}. What is the quotient?`,
    answer: rational(answer),
    format: 'whole-number',
    style: 'mixed',
    mistakes: wholeByUnitMistakes(whole, n),
    hints: [
      `${whole} ÷ 1/${n} asks: how many ${PARTS[n]} are in ${whole} wholes?`,
      `There are ${n} ${PARTS[n]} in 1 whole.`,
      `So there are ${whole} groups of ${n} ${PARTS[n]}.`,
    ],
    explanation: [
      `${whole} ÷ 1/${n} means how many ${PARTS[n]} fit in ${whole}.`,
      `Each whole has ${n} ${PARTS[n]}.`,
      `${whole} × ${n} = ${answer}, so ${whole} ÷ 1/${n} = ${answer}.`,
    ],
    parameters: { dividendTop: whole, dividendBottom: 1, divisorTop: 1, divisorBottom: n },
  };
}

/** 1/n ÷ w, with n × w a denominator grade 5 shows. */
function unitPairs(): [number, number][] {
  return DENOMINATORS.flatMap((n) =>
    [2, 3, 4, 5, 6].filter((w) => isShowableDenominator(n * w)).map((w): [number, number] => [n, w]),
  );
}
const UNIT_BY_WHOLE = unitPairs();

function unitByWhole(random: Random, story: StoryContext): NumericProblem {
  const [n, whole] = random.pick(UNIT_BY_WHOLE);
  const answer = rational(1, n * whole);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} works out 1/${n} ÷ ${whole}. What is the quotient?`,
    answer,
    answerText: fractionText(1, n * whole),
    format: 'fraction',
    style: 'mixed',
    mistakes: unitByWholeMistakes(n, whole),
    hints: [
      `1/${n} ÷ ${whole} means split 1/${n} into ${whole} equal parts.`,
      `Splitting each of the ${n} parts of a whole into ${whole} makes ${n * whole} smaller parts.`,
      'Each share is one of those smaller parts.',
    ],
    explanation: [
      `Split 1/${n} into ${whole} equal parts.`,
      `If every ${PARTS[n]!.replace(/s$/, '')} is split into ${whole}, the whole has ${n} × ${whole} = ${n * whole} parts.`,
      `So 1/${n} ÷ ${whole} = 1/${n * whole}.`,
    ],
    parameters: { dividendTop: 1, dividendBottom: n, divisorTop: whole, divisorBottom: 1 },
  };
}

function storyProblem(random: Random, context: StoryContext): NumericProblem {
  const { name, whole: thing } = context;
  if (random.chance(1, 2)) {
    const n = random.pick(DENOMINATORS);
    const count = random.int(2, 9);
    const answer = count * n;
    return {
      kind: 'numeric',
      stem: `${opening(context)}${name} has ${count} ${thing.many}. ${name} cuts them into pieces. Each piece is 1/${n} of ${withArticle(thing.one)}. How many pieces does ${name} get?`,
      answer: rational(answer),
      format: 'whole-number',
      mistakes: wholeByUnitMistakes(count, n),
      hints: [
        `Divide: ${count} ÷ 1/${n}. How many ${PARTS[n]} are in ${count} wholes?`,
        `Each ${thing.one} makes ${n} pieces.`,
        `Think of ${count} groups of ${n}.`,
      ],
      explanation: [
        `Divide ${count} by the size of each piece: ${count} ÷ 1/${n}.`,
        `Each ${thing.one} gives ${n} pieces of 1/${n}.`,
        `${count} × ${n} = ${answer}, so ${name} gets ${answer} pieces.`,
      ],
      parameters: { dividendTop: count, dividendBottom: 1, divisorTop: 1, divisorBottom: n },
    };
  }
  const [n, people] = random.pick(UNIT_BY_WHOLE);
  return {
    kind: 'numeric',
    stem: `${opening(context)}${name} has 1/${n} of ${withArticle(thing.one)}. ${name} shares it equally with friends, so ${people} people get a share. What fraction of the whole ${thing.one} does each person get?`,
    answer: rational(1, n * people),
    answerText: fractionText(1, n * people),
    format: 'fraction',
    mistakes: unitByWholeMistakes(n, people),
    hints: [
      `Divide: 1/${n} ÷ ${people}.`,
      `Split the 1/${n} into ${people} equal parts.`,
      `How many of those small parts would fill the whole ${thing.one}?`,
    ],
    explanation: [
      `Divide the part into ${people} equal shares: 1/${n} ÷ ${people}.`,
      `If every 1/${n} of the ${thing.one} is split into ${people}, the whole has ${n * people} parts.`,
      `Each person gets 1/${n * people} of the ${thing.one}.`,
    ],
    parameters: { dividendTop: 1, dividendBottom: n, divisorTop: people, divisorBottom: 1 },
  };
}

export const divideUnitFractions = defineGenerator({
  id: '5.3L.divide-unit-fractions',
  version: 1,
  teksCode: '5.3L',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 200 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return wholeByUnit(random, story);
    if (difficulty === 'medium') return unitByWhole(random, story);
    return storyProblem(random, story);
  },
});
