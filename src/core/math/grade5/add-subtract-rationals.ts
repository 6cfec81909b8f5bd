import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import {
  addWithoutRegrouping,
  subtractForgettingToDecrease,
  subtractSmallerFromLarger,
} from '../column-arithmetic';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { decimalMistake, short } from './decimal-text';
import { distinctWrongCount } from './mistake-padding';
import { fractionMistake, fractionText, lcm, mixedText, simplestText, unlikePairs } from './fraction-text';
import { numeratorsInLowestTerms } from './lowest-terms';

/**
 * 5.3K: add and subtract positive rational numbers fluently. Easy: decimals with different numbers of
 * places (12.5 + 3.75, 12.3 − 3.75); medium: fractions with unlike denominators; hard: a story with
 * mixed numbers that needs regrouping a whole. Wrong choices: lining up the last digits instead of
 * the decimal points, not regrouping, adding tops and bottoms, not renaming the fractions, taking the
 * smaller fraction from the bigger one.
 */
const PAIRS = unlikePairs([2, 3, 4, 5, 6, 8, 10, 12]);

/** Decimals with different numbers of places; every amount is in hundredths. */
function drawDecimals(random: Random): [add: boolean, first: number, second: number] {
  const add = random.chance(1, 2);
  const first = (random.int(2, 40) * 10 + random.int(1, 9)) * 10; // tenths: 12.5
  const whole = Math.floor(first / 100);
  // Subtracting: the second number has hundredths, so 12.30 − 3.75 always needs regrouping.
  const second =
    (add ? random.int(1, 20) : random.int(1, whole - 1)) * 100 + random.int(0, 9) * 10 + random.int(1, 9);
  return [add, first, second];
}

/** Wrong answers for a decimal sum or difference (in hundredths), most telling first. */
function decimalMistakes(add: boolean, first: number, second: number): Mistake[] {
  const answer = add ? first + second : first - second;
  const aText = short(first, 2);
  // Lining up the last digits: 12.5 + 3.75 read as 1.25 + 3.75.
  const rightAligned = add ? first / 10 + second : first / 10 - second;
  return add
    ? [
        decimalMistake(
          rightAligned,
          2,
          'The last digits were lined up instead of the decimal points. Line up the decimal points first.',
        ),
        decimalMistake(
          addWithoutRegrouping(first, second),
          2,
          'A place added up to 10 or more, but it was not regrouped into the next place.',
        ),
        decimalMistake(first - second, 2, 'This is the difference. The question asks for the sum.'),
        decimalMistake(answer + 100, 2, 'A 1 was regrouped twice into the ones place. Check the ones.'),
        decimalMistake(
          first + second - (second % 10),
          2,
          `The ${second % 10} hundredths were left out because ${aText} has no hundredths. Write ${aText} as ${short(first, 2)}0.`,
        ),
      ]
    : [
        decimalMistake(
          subtractSmallerFromLarger(first, second),
          2,
          `In some places the smaller digit was taken from the bigger one. Write ${aText} as ${short(first, 2)}0 and regroup.`,
        ),
        decimalMistake(
          subtractForgettingToDecrease(first, second),
          2,
          'A place was regrouped, but the place it came from was not made 1 less.',
        ),
        decimalMistake(first + second, 2, 'This is the sum. The question asks for the difference.'),
        decimalMistake(
          answer + (second % 10),
          2,
          `The ${second % 10} hundredths were left out because ${aText} has no hundredths. Write ${aText} as ${short(first, 2)}0.`,
        ),
        decimalMistake(
          rightAligned,
          2,
          'The last digits were lined up instead of the decimal points. Line up the decimal points first.',
        ),
      ];
}

function decimals(random: Random, story: StoryContext): NumericProblem {
  let [add, first, second] = drawDecimals(random);
  for (let tries = 0; tries < 30; tries += 1) {
    const sum = rational(add ? first + second : first - second, 100);
    if (distinctWrongCount(sum, decimalMistakes(add, first, second)) >= 3) break;
    [add, first, second] = tries === 29 ? [true, 1250, 375] : drawDecimals(random);
  }
  const mistakes = decimalMistakes(add, first, second);
  const answer = add ? first + second : first - second;
  const [aText, bText] = [short(first, 2), short(second, 2)];
  const sign = add ? '+' : '−';
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} works out ${aText} ${sign} ${bText}. What is the ${add ? 'sum' : 'difference'}?`,
    answer: rational(answer, 100),
    answerText: short(answer, 2),
    format: 'decimal',
    style: 'decimal',
    mistakes,
    hints: [
      'Line up the decimal points, not the last digits.',
      `Write ${aText} as ${short(first, 2)}0 so both numbers have hundredths.`,
      `${add ? 'Add' : 'Subtract'} place by place from the hundredths, regrouping when you need to.`,
    ],
    explanation: [
      `Write ${aText} as ${short(first, 2)}0 and line up the decimal points.`,
      `${short(first, 2)}0 ${sign} ${bText} = ${short(answer, 2)}.`,
      `So ${aText} ${sign} ${bText} = ${short(answer, 2)}.`,
    ],
    parameters: { model: 'decimal', first, second, scale: 100, op: add ? 'add' : 'subtract' },
  };
}

export function renameSteps(
  p: number,
  a: number,
  q: number,
  b: number,
): { common: number; pp: number; qq: number; line: string } {
  const common = lcm(a, b);
  const [pp, qq] = [(p * common) / a, (q * common) / b];
  return {
    common,
    pp,
    qq,
    line:
      common === a
        ? `Rename ${fractionText(q, b)} with the denominator ${common}: ${fractionText(q, b)} = ${fractionText(qq, common)}.`
        : common === b
          ? `Rename ${fractionText(p, a)} with the denominator ${common}: ${fractionText(p, a)} = ${fractionText(pp, common)}.`
          : `Use ${common} as a common denominator: ${fractionText(p, a)} = ${fractionText(pp, common)} and ${fractionText(q, b)} = ${fractionText(qq, common)}.`,
  };
}

/** Two proper fractions to add or subtract: p/a ± q/b. */
export interface FractionPair {
  p: number;
  a: number;
  q: number;
  b: number;
  add: boolean;
}

/** A numerator that makes a fraction in lowest terms, as problems show them (never 3/12). */
const properNumerator = (random: Random, d: number) => random.pick(numeratorsInLowestTerms(d));

function drawPair(random: Random): FractionPair {
  let [a, b] = random.pick(PAIRS);
  let [p, q] = [properNumerator(random, a), properNumerator(random, b)];
  const add = random.chance(1, 2);
  if (!add) {
    // Subtract the smaller fraction from the bigger one; equal fractions become (a − 1)/a − 1/b.
    if (p * b === q * a) [p, q] = [a - 1, 1]; // never equal: both in lowest terms with a ≠ b
    if (p * b < q * a) [a, b, p, q] = [b, a, q, p];
  }
  return { p, a, q, b, add };
}

/** Wrong answers children give for p/a ± q/b, most telling first. */
export function unlikeMistakes({ p, a, q, b, add }: FractionPair): Mistake[] {
  const { common, pp, qq } = renameSteps(p, a, q, b);
  const [f1, f2] = [fractionText(p, a), fractionText(q, b)];
  const top = add ? p + q : p - q;
  return [
    ...fractionMistake(
      top,
      add ? a + b : Math.abs(a - b),
      `The ${add ? 'tops and bottoms were added' : 'tops and bottoms were subtracted'}. Find a common denominator first.`,
    ),
    ...fractionMistake(
      top,
      common,
      `The denominator changed to ${common}, but the numerators did not. Rename both fractions.`,
    ),
    ...fractionMistake(
      add ? pp - qq : pp + qq,
      common,
      `This is the ${add ? 'difference' : 'sum'}. Check the sign.`,
    ),
    ...fractionMistake(
      add ? pp + q : pp - q,
      common,
      `Only ${f1} was renamed. ${f2} must be renamed as ${fractionText(qq, common)} too.`,
    ),
    ...fractionMistake(
      add ? p + qq : p - qq,
      common,
      `Only ${f2} was renamed. ${f1} must be renamed as ${fractionText(pp, common)} too.`,
    ),
    ...fractionMistake(
      top,
      a,
      `The numerators were ${add ? 'added' : 'subtracted'}, but the fractions were not renamed. Their parts are different sizes.`,
    ),
    ...fractionMistake(
      top,
      b,
      `The numerators were ${add ? 'added' : 'subtracted'} over the denominator ${b}, but ${f1} was not renamed first.`,
    ),
  ];
}

/** Proper fractions with unlike denominators: 2/3 + 3/4, 5/6 − 1/4. */
function unlikeFractions(random: Random, story: StoryContext): NumericProblem {
  let pair = drawPair(random);
  for (let tries = 0; tries < 30; tries += 1) {
    const { common, pp, qq } = renameSteps(pair.p, pair.a, pair.q, pair.b);
    const answer = rational(pair.add ? pp + qq : pp - qq, common);
    if (distinctWrongCount(answer, unlikeMistakes(pair)) >= 3) break;
    pair = tries === 29 ? { p: 2, a: 3, q: 1, b: 4, add: true } : drawPair(random);
  }
  const { p, a, q, b, add } = pair;
  const { common, pp, qq, line } = renameSteps(p, a, q, b);
  const resultTop = add ? pp + qq : pp - qq;
  const answer = rational(resultTop, common);
  const sign = add ? '+' : '−';
  const [f1, f2] = [fractionText(p, a), fractionText(q, b)];
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} works out ${f1} ${sign} ${f2}. What is the ${add ? 'sum' : 'difference'}?`,
    answer,
    answerText: simplestText(answer),
    format: 'fraction',
    style: 'mixed',
    mistakes: unlikeMistakes(pair),
    hints: [
      'The denominators are different. Rename the fractions so they have the same denominator.',
      `Try ${common}: it is a multiple of ${a} and of ${b}.`,
      `${add ? 'Add' : 'Subtract'} the numerators and keep the denominator ${common}.`,
    ],
    explanation: [
      line,
      `${fractionText(pp, common)} ${sign} ${fractionText(qq, common)} = ${fractionText(resultTop, common)}.`,
      ...(simplestText(answer) === fractionText(resultTop, common)
        ? []
        : [`${fractionText(resultTop, common)} = ${simplestText(answer)}.`]),
      `So ${f1} ${sign} ${f2} = ${simplestText(answer)}.`,
    ],
    parameters: { model: 'fraction', w1: 0, p, a, w2: 0, q, b, op: add ? 'add' : 'subtract' },
  };
}

/** Mixed numbers that need a whole regrouped: 4 1/3 − 1 3/4. */
function mixedRegroup(random: Random, story: StoryContext): NumericProblem {
  const { name, otherName } = story;
  let [a, b] = random.pick(PAIRS);
  let [p, q] = [properNumerator(random, a), properNumerator(random, b)];
  // The first fraction must be the smaller one, so the subtraction needs a whole regrouped.
  if (p * b > q * a) [a, b, p, q] = [b, a, q, p];
  if (p * b === q * a) [p, q] = [1, b - 1]; // never equal: both are in lowest terms with a ≠ b
  const w1 = random.int(3, 9);
  const w2 = random.int(1, w1 - 1);
  const { common, pp, qq, line } = renameSteps(p, a, q, b);
  const answerTop = (w1 - w2) * common + pp - qq;
  const answer = rational(answerTop, common);
  const [m1, m2] = [`${w1} ${fractionText(p, a)}`, `${w2} ${fractionText(q, b)}`];
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} walks ${m1} miles. ${otherName} walks ${m2} miles. How many more miles does ${name} walk than ${otherName}?`,
    answer,
    answerText: simplestText(answer),
    format: 'fraction',
    style: 'mixed',
    mistakes: [
      ...fractionMistake(
        (w1 - w2) * common + qq - pp,
        common,
        `The smaller fraction was taken from the bigger one. Regroup 1 whole from ${w1} instead.`,
      ),
      ...fractionMistake(
        answerTop + common,
        common,
        `A whole was regrouped into ${common}/${common}, but the ${w1} was not made 1 less.`,
      ),
      ...fractionMistake(
        (w1 + w2) * common + pp + qq,
        common,
        'The distances were added. "How many more" means subtract.',
      ),
      ...fractionMistake(
        (w1 - w2) * common + Math.abs(p - q),
        common,
        'The fractions were not renamed with a common denominator before subtracting.',
      ),
    ],
    hints: [
      `"How many more" means subtract: ${m1} − ${m2}.`,
      `Rename the fractions with the denominator ${common}.`,
      `${fractionText(pp, common)} is less than ${fractionText(qq, common)}, so regroup 1 whole from ${w1} as ${common}/${common}.`,
    ],
    explanation: [
      line,
      `Regroup: ${w1} ${fractionText(pp, common)} = ${w1 - 1} ${fractionText(pp + common, common)}.`,
      `${w1 - 1} ${fractionText(pp + common, common)} − ${w2} ${fractionText(qq, common)} = ${mixedText(answerTop, common)}.`,
      `${name} walks ${simplestText(answer)} more miles.`,
    ],
    parameters: { model: 'mixed', w1, p, a, w2, q, b, op: 'subtract' },
  };
}

export const addSubtractRationals = defineGenerator({
  id: '5.3K.add-subtract-rationals',
  version: 1,
  teksCode: '5.3K',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 10_000 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return decimals(random, story);
    if (difficulty === 'medium') return unlikeFractions(random, story);
    return mixedRegroup(random, story);
  },
});
