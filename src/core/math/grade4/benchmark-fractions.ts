import { rational, type Rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem, Mistake, NumericProblem } from '../generator-types';
import { formatRational } from '../number-format';
import { opening } from '../story-text';
import { f } from './number-text';
import { times } from '../times';

/**
 * 4.3F: judge whether a fraction sum or difference is reasonable using the benchmarks 0, 1/4, 1/2, 3/4
 * and 1. Easy: the best estimate of a sum; medium: the best estimate of a difference; hard: is a
 * classmate's answer reasonable? Every fraction sits within 1/12 of one benchmark, and the exact answer
 * rounds to the estimate, so only one estimate is best. Wrong answers: rounding a fraction to the wrong
 * benchmark, rounding everything to 0 or 1, adding the denominators.
 */
interface Near {
  n: number;
  d: number;
  /** The benchmark in quarters: 0, 1, 2, 3 or 4. */
  quarters: number;
}

const DENOMINATORS = [2, 3, 4, 5, 6, 8, 10, 12];
const NEAR: Near[] = DENOMINATORS.flatMap((d) =>
  times(d - 1, (i) => i + 1).flatMap((n) => {
    const quarters = Math.round((4 * n) / d);
    // Within 1/12 of the benchmark but not on it: 0 < |n/d − q/4| ≤ 1/12, in whole numbers.
    const gap = Math.abs(12 * n - 3 * quarters * d);
    return gap > 0 && gap <= d ? [{ n, d, quarters }] : [];
  }),
);
const BENCHMARK_TEXT = ['0', '1/4', '1/2', '3/4', '1'];
const quarterValue = (quarters: number): Rational => rational(quarters, 4);
const quarterText = (quarters: number) => formatRational(quarterValue(quarters), 'mixed');
/** The exact value is nearest to this many quarters (and not halfway). */
const roundsTo = (exact: Rational, quarters: number) =>
  Math.abs((4 * exact.numerator) / exact.denominator - quarters) < 0.5;

function pickPair(random: Random, subtract: boolean): [Near, Near] {
  for (let tries = 0; tries < 60; tries += 1) {
    const [x, y] = [random.pick(NEAR), random.pick(NEAR)];
    if (x.d === y.d || (x.quarters === 0 && y.quarters === 0)) continue;
    const exact = subtract
      ? rational(x.n * y.d - y.n * x.d, x.d * y.d)
      : rational(x.n * y.d + y.n * x.d, x.d * y.d);
    const estimate = subtract ? x.quarters - y.quarters : x.quarters + y.quarters;
    if (subtract && (estimate <= 0 || exact.numerator <= 0)) continue;
    if (roundsTo(exact, estimate)) return [x, y];
  }
  return subtract
    ? [
        { n: 11, d: 12, quarters: 4 },
        { n: 2, d: 10, quarters: 1 },
      ]
    : [
        { n: 5, d: 6, quarters: 3 },
        { n: 5, d: 12, quarters: 2 },
      ];
}

const closeTo = (x: Near) => `${f(x.n, x.d)} is close to ${BENCHMARK_TEXT[x.quarters]}`;

function estimate(random: Random, story: StoryContext, subtract: boolean): NumericProblem {
  const [x, y] = pickPair(random, subtract);
  const quarters = subtract ? x.quarters - y.quarters : x.quarters + y.quarters;
  const sign = subtract ? '−' : '+';
  const mistakes: Mistake[] = [
    { value: quarterValue(quarters + 1), note: `Check each benchmark: ${closeTo(x)}, and ${closeTo(y)}.` },
    ...(quarters > 1
      ? [
          {
            value: quarterValue(quarters - 1),
            note: `Check each benchmark: ${closeTo(x)}, and ${closeTo(y)}.`,
          },
        ]
      : []),
    ...(subtract
      ? [
          {
            value: quarterValue(x.quarters + y.quarters),
            note: 'The estimates were added. The problem takes one away from the other.',
          },
        ]
      : [
          {
            value: rational(2),
            note: 'Each fraction was rounded up to 1. Use the benchmark each one is closest to.',
          },
        ]),
    { value: quarterValue(quarters + 2), note: `This is too far off. ${closeTo(x)}, and ${closeTo(y)}.` },
    { value: quarterValue(quarters + 3), note: `This is much too big. ${closeTo(x)}, and ${closeTo(y)}.` },
  ];
  return {
    kind: 'numeric',
    stem: subtract
      ? `${opening(story)}${story.name} has ${f(x.n, x.d)} of a ${story.whole.one}. ${story.otherName} has ${f(y.n, y.d)} of a same-size one. Which is the best estimate of ${f(x.n, x.d)} ${sign} ${f(y.n, y.d)}?`
      : `${opening(story)}${story.name} eats ${f(x.n, x.d)} of a ${story.whole.one}. ${story.otherName} eats ${f(y.n, y.d)} of another one. Which is the best estimate of ${f(x.n, x.d)} ${sign} ${f(y.n, y.d)}?`,
    answer: quarterValue(quarters),
    answerText: quarterText(quarters),
    format: 'fraction',
    style: 'mixed',
    mistakes: mistakes.filter((m) => m.value.numerator >= 0),
    hints: [
      'Use the benchmarks 0, 1/4, 1/2, 3/4 and 1.',
      `Which benchmark is ${f(x.n, x.d)} closest to? Which is ${f(y.n, y.d)} closest to?`,
      `${subtract ? 'Subtract' : 'Add'} the two benchmarks.`,
    ],
    explanation: [
      `${closeTo(x)}.`,
      `${closeTo(y)}.`,
      `${BENCHMARK_TEXT[x.quarters]} ${sign} ${BENCHMARK_TEXT[y.quarters]} = ${quarterText(quarters)}, so the best estimate is ${quarterText(quarters)}.`,
    ],
    parameters: { first: f(x.n, x.d), second: f(y.n, y.d), operation: subtract ? 'subtract' : 'add' },
  };
}

/** Same-denominator pairs whose "added the denominators" answer is a grade 4 fraction. */
const SAME: [Near, Near][] = NEAR.flatMap((x) =>
  NEAR.filter((y) => y.d === x.d && y.n !== x.n && [3, 4, 5, 6].includes(x.d) && x.quarters + y.quarters >= 3)
    .filter((y) => roundsTo(rational(x.n + y.n, x.d), x.quarters + y.quarters))
    .map((y): [Near, Near] => [x, y]),
);

function reasonable(random: Random, story: StoryContext): ChoiceProblem {
  const [x, y] = random.pick(SAME);
  const d = x.d;
  const quarters = x.quarters + y.quarters;
  const right = random.chance(1, 2);
  const claimed = right ? f(x.n + y.n, d) : f(x.n + y.n, 2 * d);
  const estimate = quarterText(quarters);
  const wrongEstimate = quarterText(Math.max(1, quarters - 2));
  const why = `${closeTo(x)} and ${closeTo(y)}, so the sum should be close to ${estimate}.`;
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} adds ${f(x.n, d)} + ${f(y.n, d)} and gets ${claimed}. Is ${claimed} a reasonable answer?`,
    choices: [
      { text: right ? `Yes. ${why}` : `No. ${why}`, correct: true },
      {
        text: right
          ? `No. ${why.replace(estimate + '.', wrongEstimate + '.')}`
          : `Yes. ${why.replace(estimate + '.', wrongEstimate + '.')}`,
        note: `Check the benchmarks: ${closeTo(x)} and ${closeTo(y)}. Their sum is ${estimate}.`,
        correct: false,
      },
      {
        text: right
          ? `No. The answer must have a denominator of ${2 * d}.`
          : `Yes. The denominators were added, so the answer is right.`,
        note: 'When the pieces are the same size, the denominator stays the same. Only the numerators are added.',
        correct: false,
      },
      {
        text: right
          ? `No. A sum of two fractions is always less than 1.`
          : `Yes. Any sum of two fractions is less than 1.`,
        note: `Two fractions can add to more than 1. ${closeTo(x)} and ${closeTo(y)}.`,
        correct: false,
      },
    ],
    hints: [
      'Estimate with the benchmarks 0, 1/4, 1/2, 3/4 and 1.',
      `Which benchmark is each fraction close to?`,
      `Is ${claimed} close to the sum of the benchmarks?`,
    ],
    explanation: [
      why,
      right
        ? `${claimed} is close to ${estimate}, so it is reasonable.`
        : `${claimed} is not close to ${estimate}, so it is not reasonable. The denominators should not be added.`,
      `The exact sum is ${f(x.n + y.n, d)}.`,
    ],
    parameters: { first: f(x.n, d), second: f(y.n, d), claimed, operation: 'judge' },
  };
}

export const benchmarkFractions = defineGenerator({
  id: '4.3F.benchmark-fractions',
  version: 1,
  teksCode: '4.3F',
  itemTypes: ['multiple-choice'],
  bounds: { maxWhole: 12 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return estimate(random, story, false);
    if (difficulty === 'medium') return estimate(random, story, true);
    return reasonable(random, story);
  },
});

export const NEAR_BENCHMARKS = NEAR;
