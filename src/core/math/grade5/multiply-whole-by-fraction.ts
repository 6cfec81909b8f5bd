import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { fractionMistake, fractionText, simplestText } from './fraction-text';
import { withFallbacks } from './mistake-padding';
import { times } from '../times';
import { numeratorsInLowestTerms } from './lowest-terms';

/**
 * 5.3I: multiply a whole number by a fraction using objects, pictures and area models. Easy: 4 × 2/3
 * with fraction bars; medium: 3/4 of 12 things, shown as an array split into equal rows; hard: a
 * story shown as equal jumps on a number line. Wrong choices: multiplying the denominator too,
 * adding the whole number, counting the shaded parts as wholes, finding one part only.
 */
const DENOMINATORS = [2, 3, 4, 5, 6, 8, 10, 12] as const;
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

const lowestNumerator = (random: Random, d: number) => random.pick(numeratorsInLowestTerms(d));

function productMistakes(whole: number, p: number, d: number): Mistake[] {
  return [
    ...fractionMistake(
      whole * p,
      whole * d,
      `Both the numerator and the denominator were multiplied by ${whole}. That is the same amount as ${fractionText(p, d)}. Multiply only the numerator.`,
    ),
    ...fractionMistake(
      whole * d + p,
      d,
      `${whole} was added to ${fractionText(p, d)}. ${whole} × ${fractionText(p, d)} means ${whole} groups of ${fractionText(p, d)}.`,
    ),
    ...fractionMistake(
      p,
      whole * d,
      `The denominator was multiplied by ${whole}. Multiply the numerator instead: ${whole} × ${p} = ${whole * p}.`,
    ),
    ...fractionMistake(
      whole * p,
      1,
      `${whole * p} is the number of shaded parts. Each part is ${fractionText(1, d)}, not 1 whole.`,
    ),
    ...fractionMistake(p, d, `${fractionText(p, d)} is only one group. There are ${whole} groups.`),
  ];
}

function barsModel(random: Random, story: StoryContext): NumericProblem {
  const d = random.pick(DENOMINATORS);
  const p = lowestNumerator(random, d);
  const whole = random.int(2, 6);
  const answer = rational(whole * p, d);
  const f = fractionText(p, d);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} shades ${f} of each bar in the model. Each bar is 1 whole. What is ${whole} × ${f}?`,
    visual: {
      kind: 'fraction-bars',
      bars: times(whole, () => ({ parts: d, shaded: p, label: f })),
      imageDescription: `${whole} bars, each split into ${d} equal parts, with ${p} ${p === 1 ? 'part' : 'parts'} shaded in each bar.`,
    },
    answer,
    answerText: simplestText(answer),
    format: 'fraction',
    style: 'mixed',
    mistakes: withFallbacks(answer, productMistakes(whole, p, d), []),
    hints: [
      `Each bar has ${p} shaded ${p === 1 ? 'part' : 'parts'}, and each part is ${fractionText(1, d)}.`,
      `Count all the shaded parts: ${whole} × ${p}.`,
      `Write the count over ${d}, then change it to a mixed number if you can.`,
    ],
    explanation: [
      `${whole} groups of ${plural(p, 'part')} is ${plural(whole * p, 'part')}, and each part is ${fractionText(1, d)}.`,
      `${whole} × ${f} = ${fractionText(whole * p, d)}.`,
      ...(simplestText(answer) === fractionText(whole * p, d)
        ? []
        : [`${fractionText(whole * p, d)} = ${simplestText(answer)}.`]),
    ],
    parameters: { whole, p, d },
  };
}

function arrayModel(random: Random, story: StoryContext): NumericProblem {
  const { name, thing } = story;
  const d = random.pick([2, 3, 4, 5, 6] as const);
  const p = lowestNumerator(random, d);
  const each = random.int(2, 8);
  const total = d * each;
  const answer = p * each;
  const f = fractionText(p, d);
  const named: Mistake[] = [
    {
      value: rational(each),
      note: `${each} is ${fractionText(1, d)} of ${total}, one row. ${f} is ${p} rows.`,
    },
    {
      value: rational(total * p),
      note:
        p === 1
          ? `${total} is all of them. ${f} is only 1 of the ${d} rows.`
          : `This multiplies ${total} by ${p} only. Split ${total} into ${d} equal rows first.`,
    },
    ...(total - p > 0
      ? [
          {
            value: rational(total - p),
            note: `${p} was taken away. ${f} of ${total} means ${p} of ${d} equal rows.`,
          },
        ]
      : []),
    {
      value: rational(total - answer),
      note: `This is the part not in ${f}. Count the ${plural(p, 'row')} that ${p === 1 ? 'makes' : 'make'} ${f}.`,
    },
    ...(total % p === 0 && p > 1
      ? [
          {
            value: rational(total / p),
            note: `This divides by ${p}. Divide by ${d} to find one row, then take ${p} rows.`,
          },
        ]
      : []),
  ];
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} has ${total} ${thing.many} in ${d} equal rows. ${name} gives away ${f} of them. How many ${thing.many} is that? Find ${f} × ${total}.`,
    visual: {
      kind: 'array',
      rows: d,
      columns: each,
      imageDescription: `An array of ${total} ${thing.many} in ${d} equal rows of ${each}.`,
    },
    answer: rational(answer),
    format: 'whole-number',
    mistakes: withFallbacks(rational(answer), named, []),
    hints: [
      `The ${d} equal rows each hold ${fractionText(1, d)} of the ${thing.many}.`,
      `One row has ${each}. ${f} is ${p} ${p === 1 ? 'row' : 'rows'}.`,
      `Multiply: ${p} × ${each}.`,
    ],
    explanation: [
      `${total} split into ${d} equal rows gives ${each} in each row.`,
      `${f} of them is ${p} ${p === 1 ? 'row' : 'rows'}: ${p} × ${each} = ${answer}.`,
      `So ${f} × ${total} = ${answer}.`,
    ],
    parameters: { whole: total, p, d },
  };
}

function jumpsStory(random: Random, story: StoryContext): NumericProblem {
  const { name, thing } = story;
  const d = random.pick([2, 3, 4, 5, 6, 8] as const);
  const p = lowestNumerator(random, d);
  const whole = random.int(3, 8);
  const top = whole * p;
  const answer = rational(top, d);
  const span = Math.ceil(top / d);
  const f = fractionText(p, d);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} lines up ${whole} ${thing.many} end to end. Each one is ${f} foot long. The number line shows the jumps. How many feet long is the line of ${thing.many}?`,
    visual: {
      kind: 'number-line',
      divisions: span * d,
      tickLabels: times(span + 1, (i) => ({ tick: i * d, text: String(i) })),
      points: [],
      jumps: times(whole, (i) => ({ fromTick: i * p, toTick: (i + 1) * p, label: f })),
      imageDescription: `A number line from 0 to ${span}, each whole split into ${d} equal parts. There are ${whole} equal jumps of ${f}, starting at 0.`,
    },
    answer,
    answerText: simplestText(answer),
    format: 'fraction',
    style: 'mixed',

    mistakes: withFallbacks(answer, productMistakes(whole, p, d), []),
    hints: [
      `There are ${whole} jumps, and each jump is ${f}.`,
      `Multiply: ${whole} × ${f}. Count the parts: ${whole} × ${p}.`,
      `Each part is ${fractionText(1, d)} foot. Where does the last jump land?`,
    ],
    explanation: [
      `${whole} jumps of ${f} is ${whole} × ${f}.`,
      `${whole} × ${p} = ${top} parts, so ${whole} × ${f} = ${fractionText(top, d)}.`,
      `${fractionText(top, d)} = ${simplestText(answer)}. The line is ${simplestText(answer)} feet long.`,
    ],
    parameters: { whole, p, d },
  };
}

export const multiplyWholeByFraction = defineGenerator({
  id: '5.3I.multiply-whole-by-fraction',
  version: 1,
  teksCode: '5.3I',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 100 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return barsModel(random, story);
    if (difficulty === 'medium') return arrayModel(random, story);
    return jumpsStory(random, story);
  },
});
