import { rational, type Rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem, NumericProblem } from '../generator-types';
import { formatRational } from '../number-format';
import { opening } from '../story-text';
import { wholeMistake } from './problem-helpers';
import { times } from '../times';

/**
 * 5.9A: represent data: categorical data in bar graphs and frequency tables, numerical data (with
 * fractions or decimals) in dot plots and stem-and-leaf plots. Easy: match a bar graph with a scale to
 * its frequency table. Medium: how many dots go above one mark when a list of fractions or decimals is
 * made into a dot plot. Hard: the row of a stem-and-leaf plot for one stem. Wrong choices: counting
 * grid lines instead of reading the scale, two bars swapped, one bar a grid line off, a repeated value
 * written once, whole numbers written as leaves, a neighbouring stem's leaves.
 */
type Choice = ChoiceProblem['choices'][number];
const COLORS = ['Red', 'Blue', 'Green', 'Gold'] as const;

const listText = (values: readonly number[]) => COLORS.map((color, i) => `${color}: ${values[i]}`).join(', ');

function barGraphToTable(random: Random, story: StoryContext): ChoiceProblem {
  const scale = random.pick([2, 5, 10]);
  const steps = random.sample([1, 2, 3, 4, 5, 6, 7, 8, 9], 4);
  const values = steps.map((s) => s * scale);
  const swapAt = random.int(0, 2);
  const swapped = [...values];
  [swapped[swapAt], swapped[swapAt + 1]] = [values[swapAt + 1]!, values[swapAt]!];
  const offAt = random.int(0, 3);
  const off = values.map((v, i) => (i === offAt ? v + scale : v));
  const wrong: Choice[] = [
    {
      text: listText(steps),
      correct: false,
      note: `These count grid lines. Each grid line stands for ${scale}, so multiply by ${scale}.`,
    },
    {
      text: listText(swapped),
      correct: false,
      note: `The ${COLORS[swapAt]} and ${COLORS[swapAt + 1]} numbers are swapped. Match each bar to its label.`,
    },
    {
      text: listText(off),
      correct: false,
      note: `The ${COLORS[offAt]} bar was read one grid line too high.`,
    },
  ];
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name}'s class votes for a team color. ${story.name} shows the votes in a bar graph. Which frequency table shows the same data?`,
    visual: {
      kind: 'bar-graph',
      title: 'Team color votes',
      categoryAxisLabel: 'Color',
      valueAxisLabel: 'Number of votes',
      scale,
      orientation: random.chance(1, 2) ? 'vertical' : 'horizontal',
      bars: COLORS.map((color, i) => ({ label: color, value: values[i]! })),
      imageDescription: `A bar graph with a scale of ${scale}. ${COLORS.map((color, i) => `${color}: ${values[i]} votes.`).join(' ')}`,
    },
    choices: [{ text: listText(values), correct: true }, ...wrong],
    hints: [
      `Look at the scale. Each grid line stands for ${scale} votes.`,
      'Read where each bar ends on the scale.',
      'Check every color in the list, not just the first one.',
    ],
    explanation: [
      `Each grid line is ${scale} votes.`,
      `The bars show ${listText(values)}.`,
      'A frequency table lists the same number for each color.',
    ],
    parameters: { task: 'bar-to-table', scale, first: 0 },
  };
}

interface DotData {
  marks: readonly Rational[];
  style: 'mixed' | 'decimal';
  what: string;
}
const DOT_DATA: readonly DotData[] = [
  {
    marks: [1, 2, 3, 4, 5].map((k) => rational(k, 4)),
    style: 'mixed',
    what: 'lengths of some leaves, in inches',
  },
  {
    marks: [1, 2, 3, 4, 5].map((k) => rational(k, 2)),
    style: 'mixed',
    what: 'hours some friends spent reading',
  },
  {
    marks: [11, 12, 13, 14, 15].map((k) => rational(k, 10)),
    style: 'decimal',
    what: 'masses of some apples, in kilograms',
  },
  {
    marks: [5, 10, 15, 20, 25].map((k) => rational(k, 10)),
    style: 'decimal',
    what: 'heights of some plants, in meters',
  },
];

function dotsAboveAMark(random: Random, story: StoryContext): NumericProblem {
  const dataIndex = random.int(0, DOT_DATA.length - 1);
  const { marks, style, what } = DOT_DATA[dataIndex]!;
  const counts = marks.map(() => random.int(0, 4));
  const asked = random.int(0, marks.length - 1);
  counts[asked] = random.int(2, 5);
  // Shuffles the marks' places, not the marks: the same draws, and each mark is written only once.
  const places: number[] = [];
  counts.forEach((count, i) => {
    for (let k = 0; k < count; k += 1) places.push(i);
  });
  const list = random.shuffle(places);
  const written = marks.map((mark) => formatRational(mark, style));
  // written[i] is marks[i] written out (no lookup closure: this runs for every item).
  const answer = counts[asked]!;
  const left = counts[asked - 1];
  const right = counts[asked + 1];
  const distinct = counts.filter((c) => c > 0).length;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} records the ${what}: ${list.map((i) => written[i]).join(', ')}. ${story.name} makes a dot plot of the data. How many dots go above ${written[asked]!}?`,
    answer: rational(answer),
    format: 'whole-number',
    mistakes: [
      ...(left === undefined
        ? []
        : wholeMistake(left, `${left} is the number of dots above ${written[asked - 1]!}.`)),
      ...(right === undefined
        ? []
        : wholeMistake(right, `${right} is the number of dots above ${written[asked + 1]!}.`)),
      ...wholeMistake(
        list.length,
        `${list.length} is the number of values in all. Count only the values equal to ${written[asked]!}.`,
      ),
      ...wholeMistake(
        distinct,
        `${distinct} is how many different values there are. Count how many times ${written[asked]!} appears.`,
      ),
    ],
    hints: [
      'A dot plot has one dot for each value in the list.',
      `Find every ${written[asked]!} in the list.`,
      'Cross off each one as you count it.',
    ],
    explanation: [
      `The value ${written[asked]!} is in the list ${answer} times.`,
      `Each one gets a dot, so ${answer} dots go above ${written[asked]!}.`,
    ],
    parameters: { task: 'dot-count', scale: dataIndex, first: asked },
  };
}

const rowText = (stem: number, values: readonly number[]) => `Stem ${stem}, leaves ${values.join(' ')}`;

function stemRow(random: Random, story: StoryContext): ChoiceProblem {
  const firstStem = random.int(2, 6);
  const stems = [firstStem, firstStem + 1, firstStem + 2];
  const askedAt = random.int(0, 2);
  const asked = stems[askedAt]!;
  const leaves = stems.map((stem) => {
    const count = stem === asked ? random.int(4, 5) : random.int(2, 4);
    return times(count, () => random.int(0, 9)).sort((a, b) => a - b);
  });
  // The asked row always repeats a leaf, so "writing a repeat once" is a real slip to catch.
  const row = leaves[askedAt]!;
  const repeatAt = random.int(0, row.length - 2);
  row[repeatAt + 1] = row[repeatAt]!;
  row.sort((a, b) => a - b);
  const scores: number[] = [];
  stems.forEach((stem, i) => {
    for (const leaf of leaves[i]!) scores.push(stem * 10 + leaf);
  });
  const data = random.shuffle(scores);
  const neighbourAt = askedAt === 0 ? 1 : askedAt - 1;
  const dropped = row.filter((leaf, i) => row.indexOf(leaf) === i);
  const candidates: Choice[] = [
    {
      text: rowText(asked, dropped),
      correct: false,
      note: 'A value that appears twice needs two leaves. Write every value.',
    },
    {
      text: rowText(
        asked,
        row.map((leaf) => asked * 10 + leaf),
      ),
      correct: false,
      note: `A leaf is only the ones digit. The tens digit, ${asked}, is the stem.`,
    },
    {
      text: rowText(asked, leaves[neighbourAt]!),
      correct: false,
      note: `These leaves belong to the scores with ${stems[neighbourAt]} tens.`,
    },
    {
      text: rowText(asked, [...row].reverse()),
      correct: false,
      note: 'The leaves go in order from least to greatest.',
    },
  ];
  const right = rowText(asked, row);
  const wrong = candidates
    .filter((choice, i) => choice.text !== right && candidates.findIndex((c) => c.text === choice.text) === i)
    .slice(0, 3);
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} writes down the scores in a game: ${data.join(', ')}. ${story.name} makes a stem-and-leaf plot. Which shows the leaves for stem ${asked}?`,
    choices: [{ text: right, correct: true }, ...wrong],
    hints: [
      'The stem is the tens digit. The leaf is the ones digit.',
      `Find every score with ${asked} tens.`,
      'Write their ones digits from least to greatest. Keep repeats.',
    ],
    explanation: [
      `Scores with ${asked} tens: ${row.map((leaf) => asked * 10 + leaf).join(', ')}.`,
      `Their ones digits in order: ${row.join(' ')}.`,
      `So the row is: ${rowText(asked, row)}.`,
    ],
    parameters: { task: 'stem-row', scale: 0, first: asked },
  };
}

export const representData = defineGenerator({
  id: '5.9A.represent-data',
  version: 1,
  teksCode: '5.9A',
  itemTypes: ['multiple-choice'],
  bounds: { maxWhole: 1000, denominators: [2, 4] },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return barGraphToTable(random, story);
    if (difficulty === 'medium') return dotsAboveAMark(random, story);
    return stemRow(random, story);
  },
});
