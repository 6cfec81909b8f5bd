import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { renameSteps, unlikeMistakes, type FractionPair } from './add-subtract-rationals';
import { fractionText, simplestText } from './fraction-text';
import { distinctWrongCount, withFallbacks } from './mistake-padding';
import { numeratorsInLowestTerms } from './lowest-terms';

/**
 * 5.3H: represent and solve adding and subtracting fractions with unlike denominators referring to
 * the same whole, using models. Easy: fraction bars where one denominator divides the other (1/2 +
 * 1/8); medium: bars for a difference that needs a new common denominator (3/4 − 1/3), with a bar
 * cut into that many parts to compare against; hard: a story on a number line, two jumps from 0.
 * Wrong choices are the ones 5.3K uses: adding tops and bottoms, not renaming the fractions.
 */
const PART_NAMES: Record<number, string> = {
  2: 'halves',
  3: 'thirds',
  4: 'fourths',
  5: 'fifths',
  6: 'sixths',
  8: 'eighths',
  9: 'ninths',
  10: 'tenths',
  12: 'twelfths',
  15: 'fifteenths',
  16: 'sixteenths',
  20: 'twentieths',
  24: 'twenty-fourths',
};

const lowest = (random: Random, d: number) => random.pick(numeratorsInLowestTerms(d));

/** Draws a pair until its model fits: sum or difference positive, at most `cap`, three honest wrong answers. */
function drawPair(random: Random, pairs: [number, number][], add: boolean, cap: number): FractionPair {
  let pair: FractionPair = add ? { p: 1, a: 2, q: 1, b: 4, add } : { p: 3, a: 4, q: 1, b: 3, add };
  for (let tries = 0; tries < 40; tries += 1) {
    const [a, b] = random.pick(pairs);
    const candidate: FractionPair = { p: lowest(random, a), a, q: lowest(random, b), b, add };
    const { common, pp, qq } = renameSteps(candidate.p, a, candidate.q, b);
    const top = add ? pp + qq : pp - qq;
    if (top <= 0 || top > cap * common) continue;
    if (distinctWrongCount(rational(top, common), unlikeMistakes(candidate)) < 3) continue;
    pair = candidate;
    break;
  }
  return pair;
}

const DIVIDING_PAIRS: [number, number][] = [
  [2, 4],
  [2, 6],
  [2, 8],
  [2, 10],
  [3, 6],
  [3, 9],
  [3, 12],
  [4, 8],
  [4, 12],
  [5, 10],
  [6, 12],
  [4, 2],
  [6, 3],
  [8, 4],
  [10, 5],
  [12, 4],
];
const NEW_DENOMINATOR_PAIRS: [number, number][] = [
  [2, 3],
  [3, 4],
  [2, 5],
  [3, 5],
  [4, 5],
  [4, 6],
  [6, 8],
  [3, 8],
  [3, 2],
  [4, 3],
  [5, 2],
  [5, 4],
  [6, 4],
  [8, 6],
];

function barsProblem(story: StoryContext, pair: FractionPair, withGuide: boolean): NumericProblem {
  const { p, a, q, b, add } = pair;
  const { common, pp, qq, line } = renameSteps(p, a, q, b);
  const top = add ? pp + qq : pp - qq;
  const answer = rational(top, common);
  const [f1, f2] = [fractionText(p, a), fractionText(q, b)];
  const sign = add ? '+' : '−';
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} uses fraction bars to find ${f1} ${sign} ${f2}. All the bars are the same size. What is ${f1} ${sign} ${f2}?`,
    visual: {
      kind: 'fraction-bars',
      bars: [
        { parts: a, shaded: p, label: f1 },
        { parts: b, shaded: q, label: f2 },
        ...(withGuide ? [{ parts: common, shaded: 0, label: PART_NAMES[common] ?? `${common} parts` }] : []),
      ],
      imageDescription: `Fraction bars of the same size. One has ${a} equal parts with ${p} shaded. One has ${b} equal parts with ${q} shaded.${withGuide ? ` One more bar is split into ${common} equal parts with none shaded.` : ''}`,
    },
    answer,
    answerText: simplestText(answer),
    format: 'fraction',
    style: 'mixed',
    mistakes: withFallbacks(answer, unlikeMistakes(pair), []),
    hints: [
      'The parts are different sizes, so you cannot just count them.',
      `Cut the parts so both bars have ${PART_NAMES[common] ?? `${common} equal parts`}.`,
      `Then ${add ? 'add' : 'subtract'} the ${PART_NAMES[common] ?? 'parts'}.`,
    ],
    explanation: [
      line,
      `${fractionText(pp, common)} ${sign} ${fractionText(qq, common)} = ${fractionText(top, common)}.`,
      `So ${f1} ${sign} ${f2} = ${simplestText(answer)}.`,
    ],
    parameters: { p, a, q, b, op: add ? 'add' : 'subtract' },
  };
}

function numberLineStory(random: Random, story: StoryContext): NumericProblem {
  const pair = drawPair(random, [...DIVIDING_PAIRS, ...NEW_DENOMINATOR_PAIRS], true, 2);
  const { p, a, q, b } = pair;
  const { common, pp, qq, line } = renameSteps(p, a, q, b);
  const top = pp + qq;
  const answer = rational(top, common);
  const span = top > common ? 2 : 1;
  const [f1, f2] = [fractionText(p, a), fractionText(q, b)];
  const { name } = story;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} walks ${f1} mile to a trail. Then ${name} walks ${f2} mile more. The number line shows both parts. How many miles does ${name} walk in all?`,
    visual: {
      kind: 'number-line',
      divisions: common * span,
      tickLabels: [
        { tick: 0, text: '0' },
        { tick: common, text: '1' },
        ...(span === 2 ? [{ tick: 2 * common, text: '2' }] : []),
      ],
      points: [],
      jumps: [
        { fromTick: 0, toTick: pp, label: f1 },
        { fromTick: pp, toTick: top, label: f2 },
      ],
      imageDescription: `A number line from 0 to ${span} with each whole split into ${common} equal parts. A jump of ${f1} goes from 0 to ${pp} parts. A second jump of ${f2} goes on to ${top} parts.`,
    },
    answer,
    answerText: simplestText(answer),
    format: 'fraction',
    style: 'mixed',

    mistakes: withFallbacks(answer, unlikeMistakes(pair), []),
    hints: [
      `Each whole on the line is split into ${common} equal parts.`,
      `${f1} is ${pp} of those parts and ${f2} is ${qq} of them.`,
      'Count where the second jump ends.',
    ],
    explanation: [
      line,
      `${fractionText(pp, common)} + ${fractionText(qq, common)} = ${fractionText(top, common)}.`,
      `${name} walks ${simplestText(answer)} ${top === common ? 'mile' : 'miles'} in all.`,
    ],
    parameters: { p, a, q, b, op: 'add' },
  };
}

export const modelUnlikeFractions = defineGenerator({
  id: '5.3H.model-unlike-fractions',
  version: 1,
  teksCode: '5.3H',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 100 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy')
      return barsProblem(story, drawPair(random, DIVIDING_PAIRS, random.chance(2, 3), 1), false);
    if (difficulty === 'medium')
      return barsProblem(story, drawPair(random, NEW_DENOMINATOR_PAIRS, random.chance(1, 3), 1), true);
    return numberLineStory(random, story);
  },
});

/** Pairs used, for tests: every common denominator is one a grade 5 item may show. */
export const MODEL_PAIRS = { dividing: DIVIDING_PAIRS, newDenominator: NEW_DENOMINATOR_PAIRS };
