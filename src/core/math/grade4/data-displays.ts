import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { capitalise, opening } from '../story-text';
import { mistake } from './measurement-words';
import { times } from '../times';

/**
 * 4.9A: represent data in frequency tables, dot plots and stem-and-leaf plots. Easy: turn a dot plot
 * of whole numbers into a frequency table (how many for one value?). Medium: turn a table of two-digit
 * data into a stem-and-leaf plot (how many leaves for one stem?). Hard: a frequency table of lengths in
 * fractions of an inch with one frequency missing; find how many dots go above that length. Wrong
 * choices: writing the data value instead of its frequency, using the ones digit as the stem,
 * counting everything, stopping after one step.
 */

function dotPlotToTable(random: Random, story: StoryContext): NumericProblem {
  const { name, thing } = story;
  const low = random.int(0, 3);
  const values = times(6, (i) => low + i);
  const counts = values.map(() => random.int(0, 6));
  const asked = random.int(1, 4);
  if (counts[asked] === 0 || counts[asked] === values[asked]) counts[asked] = values[asked] === 1 ? 2 : 1;
  const value = values[asked]!;
  const frequency = counts[asked]!;
  const total = counts.reduce((a, b) => a + b, 0);
  const data = values.flatMap((v, i) => times(counts[i]!, () => v));
  const mistakes: Mistake[] = [
    mistake(value, `${value} is the data value. The frequency is how many dots are above it.`),
    mistake(
      counts[asked - 1]!,
      `That is the number of dots above ${values[asked - 1]}. Look above ${value}.`,
    ),
    mistake(
      counts[asked + 1]!,
      `That is the number of dots above ${values[asked + 1]}. Look above ${value}.`,
    ),
    mistake(total, 'This counts every dot. The frequency for one value counts only the dots above it.'),
  ];
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} asks friends how many ${thing.many} they have. The dot plot shows the answers. ${name} makes a frequency table from it. What is the frequency for ${value} ${thing.many}?`,
    visual: {
      kind: 'dot-plot',
      title: `${capitalise(thing.many)} each friend has`,
      axisLabel: `Number of ${thing.many}`,
      positions: values.map((v, i) => ({ label: String(v), count: counts[i]! })),
      imageDescription: `A dot plot. ${values.map((v, i) => `Above ${v} there ${counts[i] === 1 ? 'is 1 dot' : `are ${counts[i]} dots`}.`).join(' ')}`,
    },
    answer: rational(frequency),
    format: 'whole-number',
    mistakes,
    hints: [
      'In a frequency table, the frequency is how many times a value appears.',
      `Find ${value} on the number line of the dot plot.`,
      `Count the dots above ${value}. Each dot is one friend.`,
    ],
    explanation: [
      `Each dot stands for one friend's answer.`,
      `There ${frequency === 1 ? 'is 1 dot' : `are ${frequency} dots`} above ${value}.`,
      `So the frequency for ${value} is ${frequency}.`,
    ],
    parameters: { display: 'dot-plot', data: data.join(' '), asked: value },
  };
}

function tableToStemAndLeaf(random: Random, story: StoryContext): NumericProblem {
  const { name, thing } = story;
  const days = random.int(8, 12);
  const firstStem = random.int(1, 5);
  const data = times(days, () => random.int(firstStem * 10, firstStem * 10 + 39));
  const stems = [0, 1, 2, 3].map((i) => firstStem + i);
  const tens = (v: number) => Math.floor(v / 10);
  const leavesFor = (stem: number) => data.filter((v) => tens(v) === stem).length;
  let stem = random.pick(stems.filter((s) => leavesFor(s) > 0));
  if (leavesFor(stem) === stem) stem = stems.find((s) => leavesFor(s) > 0 && leavesFor(s) !== s) ?? stem;
  const answer = leavesFor(stem);
  const onesMatch = data.filter((v) => v % 10 === stem).length;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} counts ${thing.many} each day for ${days} days. The table shows the counts. ${name} makes a stem-and-leaf plot of the data. How many leaves will the stem ${stem} have?`,
    visual: {
      kind: 'table',
      title: `${capitalise(thing.many)} counted`,
      headers: ['Day', 'Number'],
      rows: data.map((v, i) => [String(i + 1), String(v)]),
      imageDescription: `A table of ${days} days. The counts are ${data.join(', ')}.`,
    },
    answer: rational(answer),
    format: 'whole-number',
    mistakes: [
      mistake(onesMatch, `This counts numbers with ${stem} in the ones place. The stem is the tens digit.`),
      mistake(stem, `${stem} is the stem. Count the numbers that have ${stem} tens.`),
      mistake(days, 'This counts all the data. Count only the numbers with this stem.'),
      ...[-1, 1].map((d) =>
        mistake(leavesFor(stem + d), `That is how many leaves the stem ${stem + d} has.`),
      ),
    ],
    hints: [
      'In a stem-and-leaf plot, the stem is the tens digit and the leaf is the ones digit.',
      `Look for numbers from ${stem * 10} to ${stem * 10 + 9}.`,
      'Each of those numbers gives one leaf.',
    ],
    explanation: [
      `The stem ${stem} holds the numbers from ${stem * 10} to ${stem * 10 + 9}.`,
      `The data has ${answer} of them: ${data.filter((v) => tens(v) === stem).join(', ')}.`,
      `So the stem ${stem} has ${answer} leaves.`,
    ],
    parameters: { display: 'stem-and-leaf', data: data.join(' '), asked: stem },
  };
}

const LENGTHS: readonly { label: string; quarters: number }[] = [
  { label: '2', quarters: 8 },
  { label: '2 1/4', quarters: 9 },
  { label: '2 1/2', quarters: 10 },
  { label: '2 3/4', quarters: 11 },
  { label: '3', quarters: 12 },
  { label: '3 1/4', quarters: 13 },
];

function missingFrequency(random: Random, story: StoryContext): NumericProblem {
  const { name, thing } = story;
  const rows = LENGTHS.slice(0, random.int(4, 6));
  const counts = rows.map(() => random.int(1, 7));
  const missing = random.int(0, rows.length - 1);
  const total = counts.reduce((a, b) => a + b, 0);
  const known = total - counts[missing]!;
  const label = rows[missing]!.label;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} measures ${total} ${thing.many} to the nearest 1/4 inch. The table shows the lengths, but one frequency is missing. ${name} makes a dot plot of all ${total} lengths. How many dots go above ${label}?`,
    visual: {
      kind: 'table',
      title: `Lengths of ${thing.many}`,
      headers: ['Length (inches)', 'Frequency'],
      rows: rows.map((row, i) => [row.label, i === missing ? '?' : String(counts[i])]),
      imageDescription: `A frequency table. ${rows.map((row, i) => `${row.label} inches: ${i === missing ? 'missing' : counts[i]}.`).join(' ')}`,
    },
    answer: rational(counts[missing]!),
    format: 'whole-number',
    mistakes: [
      mistake(
        known,
        'This is the total of the frequencies you can see. Subtract it from the number measured.',
      ),
      mistake(total, `${total} is every length. Only some of them are ${label} inches.`),
      mistake(total + known, 'The numbers were added. Subtract to find the missing frequency.'),
      mistake(counts[missing]! + 1, 'This is 1 too many. Add the frequencies you can see again.'),
      mistake(counts[missing]! - 1, 'This is 1 too few. Add the frequencies you can see again.'),
    ],
    hints: [
      `All the frequencies add up to ${total}.`,
      'Add the frequencies you can see.',
      `Subtract that sum from ${total}. That is the number of dots above ${label}.`,
    ],
    explanation: [
      `The frequencies you can see add to ${known}.`,
      `${total} − ${known} = ${counts[missing]}.`,
      `So ${counts[missing]} ${counts[missing] === 1 ? 'dot goes' : 'dots go'} above ${label} in the dot plot.`,
    ],
    parameters: {
      display: 'frequency-table',
      total,
      frequencies: counts.map((c, i) => (i === missing ? '?' : String(c))).join(' '),
    },
  };
}

export const dataDisplays = defineGenerator({
  id: '4.9A.data-displays',
  version: 1,
  teksCode: '4.9A',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 100 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return dotPlotToTable(random, story);
    if (difficulty === 'medium') return tableToStemAndLeaf(random, story);
    return missingFrequency(random, story);
  },
});
