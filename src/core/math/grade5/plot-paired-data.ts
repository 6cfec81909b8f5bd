import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem } from '../generator-types';
import { capitalise, opening } from '../story-text';

/** Plain code-unit order: the labels are A to D ("Point A"…), so it is the alphabet's order, without a locale. */
const ordinal = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * 5.9B: represent discrete paired data on a scatterplot: each row (day, count) becomes one point
 * (x, y). Easy: which ordered pair a table row makes. Medium: which plotted point shows one pair.
 * Hard: a scatterplot with one point plotted wrong; find the pair. Wrong choices: x and y switched, a y
 * from the next row, a point one unit off, a pair that was plotted correctly.
 */
type Choice = ChoiceProblem['choices'][number];
const pairText = (x: number, y: number) => `(${x}, ${y})`;

/** Counts for days 1 to 5, never equal to their day, so switching x and y always moves the point. */
function dailyCounts(random: Random): number[] {
  return [1, 2, 3, 4, 5].map((day) => {
    const count = random.int(1, 9);
    return count === day ? count + 1 : count;
  });
}

function grid(story: StoryContext, points: { x: number; y: number; label?: string }[], description: string) {
  return {
    kind: 'coordinate-grid' as const,
    xMax: 10,
    yMax: 10,
    step: 1,
    xAxisLabel: 'Day',
    yAxisLabel: `Number of ${story.thing.many}`,
    points,
    imageDescription: description,
  };
}

function rowToPair(random: Random, story: StoryContext): ChoiceProblem {
  const counts = dailyCounts(random);
  const day = random.int(1, 4);
  const count = counts[day - 1]!;
  const next = counts[day]!;
  const wrong: Choice[] = [
    {
      text: pairText(count, day),
      correct: false,
      note: 'The x and y were switched. The day is x, the first number.',
    },
    {
      text: pairText(day, next),
      correct: false,
      note: `${next} is the count for day ${day + 1}. Keep each day with its own count.`,
    },
    ...(day > 1
      ? [
          {
            text: pairText(day, counts[day - 2]!),
            correct: false,
            note: `${counts[day - 2]} is the count for day ${day - 1}. Keep each day with its own count.`,
          },
        ]
      : []),
    { text: pairText(day + 1, count), correct: false, note: `This is day ${day + 1}. Check the day again.` },
    {
      text: pairText(day, count + 1),
      correct: false,
      note: `The count for day ${day} is ${count}. Read it again.`,
    },
  ].filter((choice) => choice.text !== pairText(day, count));
  const unique = wrong.filter((choice, i) => wrong.findIndex((c) => c.text === choice.text) === i);
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} counts ${story.thing.many} each day. ${story.name} will show the data on a scatterplot, with the day as x. Which ordered pair shows the data for day ${day}?`,
    visual: {
      kind: 'table',
      title: `${capitalise(story.thing.many)} counted`,
      headers: ['Day', `Number of ${story.thing.many}`],
      rows: counts.map((c, i) => [String(i + 1), String(c)]),
      imageDescription: `A table. ${counts.map((c, i) => `Day ${i + 1}: ${c}.`).join(' ')}`,
    },
    choices: [{ text: pairText(day, count), correct: true }, ...random.sample(unique, 3)],
    hints: [
      'Each row of the table becomes one point.',
      'The day is x, the first number. The count is y, the second number.',
      `Find the row for day ${day}.`,
    ],
    explanation: [
      `Day ${day} has a count of ${count}.`,
      `x is the day and y is the count, so the point is ${pairText(day, count)}.`,
    ],
    parameters: { task: 'row', day, count },
  };
}

const LABELS = ['A', 'B', 'C', 'D'] as const;

function whichPoint(random: Random, story: StoryContext): ChoiceProblem {
  const day = random.int(1, 6);
  let count = random.int(2, 9);
  if (count === day) count += 1;
  const candidates = [
    { x: day, y: count, note: '' },
    { x: count, y: day, note: `This point is at ${pairText(count, day)}: the day and count are switched.` },
    { x: day, y: count + 1, note: `This point shows ${count + 1} ${story.thing.many}, not ${count}.` },
    { x: day + 1, y: count, note: `This point shows day ${day + 1}, not day ${day}.` },
    { x: day, y: count - 1, note: `This point shows ${count - 1} ${story.thing.many}, not ${count}.` },
  ];
  const chosen = [candidates[0]!, ...random.sample(candidates.slice(1), 3)];
  const order = random.shuffle([0, 1, 2, 3]);
  const points = chosen
    .map((p, i) => ({ x: p.x, y: p.y, label: LABELS[order[i]!]! }))
    .sort((a, b) => ordinal(a.label, b.label));
  const rightLabel = LABELS[order[0]!]!;
  return {
    kind: 'choices',
    stem: `${opening(story)}On day ${day}, ${story.name} counted ${count} ${story.thing.many}. ${story.name} plots the day as x and the count as y. Which point shows this data?`,
    visual: grid(
      story,
      points,
      `A scatterplot grid with four labelled points. ${points.map((p) => `Point ${p.label} is at ${pairText(p.x, p.y)}.`).join(' ')}`,
    ),
    choices: chosen
      .map((p, i) => ({
        text: `Point ${LABELS[order[i]!]!}`,
        correct: i === 0,
        ...(i === 0 ? {} : { note: p.note }),
      }))
      .sort((a, b) => ordinal(a.text, b.text)),
    keepOrder: true,
    hints: [
      `The data makes the ordered pair (day, count) = ${pairText(day, count)}.`,
      `Go ${day} right on the Day axis.`,
      `Then go up to ${count}.`,
    ],
    explanation: [
      `Day ${day} with ${count} ${story.thing.many} is the point ${pairText(day, count)}.`,
      `Point ${rightLabel} is at ${pairText(day, count)}.`,
    ],
    parameters: { task: 'point', day, count },
  };
}

function findTheWrongPoint(random: Random, story: StoryContext): ChoiceProblem {
  const counts = dailyCounts(random);
  const pairs = counts.map((c, i) => [i + 1, c] as [number, number]);
  // Switch one point whose mirror image is not already a data point.
  const switchable = pairs.filter(([x, y]) => !pairs.some(([px, py]) => px === y && py === x));
  const bad = random.pick(switchable.length > 0 ? switchable : pairs);
  const [bx, by] = bad;
  const plotted = pairs.map(([x, y]) => (x === bx ? { x: y, y: x } : { x, y }));
  const others = random.sample(
    pairs.filter(([x]) => x !== bx),
    3,
  );
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} counts ${story.thing.many} for 5 days. The data, as (day, count), is ${pairs.map(([x, y]) => pairText(x, y)).join(', ')}. ${story.name} plots the data, but one point is in the wrong place. Which pair was plotted wrong?`,
    visual: grid(
      story,
      plotted,
      `A scatterplot with 5 points at ${plotted.map((p) => pairText(p.x, p.y)).join(', ')}.`,
    ),
    choices: [
      { text: pairText(bx, by), correct: true },
      ...others.map(([x, y]) => ({
        text: pairText(x, y),
        correct: false,
        note: `There is a point at ${pairText(x, y)}, so this pair was plotted right.`,
      })),
    ],
    hints: [
      'Check each pair: go right for the day, then up for the count.',
      'Is there a dot at that spot?',
      'Look for a dot whose numbers are switched.',
    ],
    explanation: [
      `The pair ${pairText(bx, by)} should be ${bx} right and ${by} up.`,
      `It was plotted at ${pairText(by, bx)} instead: x and y were switched.`,
      'Every other pair has a dot in the right place.',
    ],
    parameters: { task: 'wrong-point', day: bx, count: by },
  };
}

export const plotPairedData = defineGenerator({
  id: '5.9B.plot-paired-data',
  version: 1,
  teksCode: '5.9B',
  itemTypes: ['multiple-choice'],
  bounds: { maxWhole: 20 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return rowToPair(random, story);
    if (difficulty === 'medium') return whichPoint(random, story);
    return findTheWrongPoint(random, story);
  },
});
