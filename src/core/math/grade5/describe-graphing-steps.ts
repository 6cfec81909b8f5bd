import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem } from '../generator-types';
import { opening } from '../story-text';

/** Plain code-unit order: the labels are A to D ("Point A"…), so it is the alphabet's order, without a locale. */
const ordinal = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * 5.8B: describe how to graph an ordered pair in the first quadrant: start at the origin, move x units
 * right along the x-axis, then y units up. Easy: choose the steps for a pair. Medium: follow the steps
 * and choose the point on a grid. Hard: move on from a point already graphed and name the new point.
 * Wrong choices: the numbers switched, moving up first by the x-coordinate, moving left or down, the
 * two moves mixed up, starting again at the origin.
 */
type Choice = ChoiceProblem['choices'][number];

const units = (count: number) => `${count} ${count === 1 ? 'unit' : 'units'}`;

function distinctPair(random: Random, max = 9): [number, number] {
  const x = random.int(1, max);
  let y = random.int(1, max);
  if (y === x) y = x === max ? 1 : x + 1;
  return [x, y];
}

function chooseSteps(random: Random, story: StoryContext): ChoiceProblem {
  const [x, y] = distinctPair(random);
  const step = (right: number, up: number) =>
    `Start at (0, 0). Move ${units(right)} right, then ${units(up)} up.`;
  const wrong: Choice[] = [
    {
      text: step(y, x),
      correct: false,
      note: `This graphs (${y}, ${x}). The first number, ${x}, is how far to move right.`,
    },
    {
      text: `Start at (0, 0). Move ${units(x)} up, then ${units(y)} right.`,
      correct: false,
      note: `The first number tells how far right, not up. This graphs (${y}, ${x}).`,
    },
    {
      text: `Start at (0, 0). Move ${units(x)} left, then ${units(y)} up.`,
      correct: false,
      note: 'In the first quadrant you move right from the origin, never left.',
    },
    {
      text: `Start at (0, 0). Move ${units(x + y)} right.`,
      correct: false,
      note: 'The two numbers were added. Move right for the first number and up for the second.',
    },
  ];
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} wants to graph the point (${x}, ${y}). Which steps are correct?`,
    choices: [{ text: step(x, y), correct: true }, ...random.sample(wrong, 3)],
    hints: [
      'Always start at the origin, (0, 0).',
      'The first number is x. It tells how far to move right along the x-axis.',
      'The second number is y. It tells how far to move up.',
    ],
    explanation: [
      `In (${x}, ${y}), x is ${x} and y is ${y}.`,
      `Start at (0, 0), move ${units(x)} right, then ${units(y)} up.`,
      'Mark the point where you stop.',
    ],
    parameters: { task: 'steps', x, y, dx: 0, dy: 0 },
  };
}

const LABELS = ['A', 'B', 'C', 'D'] as const;

function followSteps(random: Random, story: StoryContext): ChoiceProblem {
  const [x, y] = distinctPair(random, 8);
  // The right point and three slips: switched, one unit too far up, and the x move only.
  const candidates = [
    { x, y, note: '' },
    { x: y, y: x, note: `This point is at (${y}, ${x}). The right and up moves were switched.` },
    { x, y: y + 1, note: `This point is at (${x}, ${y + 1}). Count the moves up again.` },
    { x: x + 1, y, note: `This point is at (${x + 1}, ${y}). Count the moves right again.` },
    { x, y: 0, note: `This point is at (${x}, 0). The move up was left out.` },
  ];
  const chosen = [candidates[0]!, ...random.sample(candidates.slice(1), 3)];
  const order = random.shuffle([0, 1, 2, 3]);
  const points = chosen.map((point, i) => ({ x: point.x, y: point.y, label: LABELS[order[i]!]! }));
  const sorted = [...points].sort((a, b) => ordinal(a.label, b.label));
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} starts at the origin. ${story.name} moves ${units(x)} right, then ${units(y)} up, and marks a point. Which point did ${story.name} mark?`,
    visual: {
      kind: 'coordinate-grid',
      xMax: 10,
      yMax: 10,
      step: 1,
      xAxisLabel: 'x',
      yAxisLabel: 'y',
      points: sorted,
      imageDescription: `A coordinate grid with four points. ${sorted.map((p) => `Point ${p.label} is at (${p.x}, ${p.y}).`).join(' ')}`,
    },
    // Choices in label order, A to D, like the points on the grid.
    choices: chosen
      .map((point, i) => ({
        text: `Point ${LABELS[order[i]!]!}`,
        correct: i === 0,
        ...(i === 0 ? {} : { note: point.note }),
      }))
      .sort((a, b) => ordinal(a.text, b.text)),
    keepOrder: true,
    hints: [
      'Put your finger on the origin, (0, 0).',
      `Move ${units(x)} right along the x-axis.`,
      `From there, move ${units(y)} up.`,
    ],
    explanation: [
      `Moving ${x} right and ${y} up lands on (${x}, ${y}).`,
      `Point ${points[0]!.label} is at (${x}, ${y}).`,
    ],
    parameters: { task: 'follow', x, y, dx: 0, dy: 0 },
  };
}

function moveOn(random: Random, story: StoryContext): ChoiceProblem {
  const x = random.int(1, 6);
  const y = random.int(1, 6);
  let dx = random.int(1, 4);
  const dy = random.int(1, 4);
  if (dx === dy) dx = dx === 4 ? 1 : dx + 1;
  const [nx, ny] = [x + dx, y + dy];
  const pair = (a: number, b: number) => `(${a}, ${b})`;
  const wrong: Choice[] = [
    {
      text: pair(x + dy, y + dx),
      correct: false,
      note: `The moves were mixed up: ${dx} right goes with x, and ${dy} up goes with y.`,
    },
    { text: pair(dx, dy), correct: false, note: `This starts again at the origin. Start at (${x}, ${y}).` },
    { text: pair(nx, y), correct: false, note: `The move of ${units(dy)} up was left out.` },
    { text: pair(x, ny), correct: false, note: `The move of ${units(dx)} right was left out.` },
  ].filter((choice) => choice.text !== pair(nx, ny));
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} graphs the point (${x}, ${y}). From there, ${story.name} moves ${units(dx)} right and ${units(dy)} up to graph a new point. What ordered pair names the new point?`,
    choices: [{ text: pair(nx, ny), correct: true }, ...random.sample(wrong, 3)],
    hints: [
      `Start at (${x}, ${y}), not at the origin.`,
      'Moving right changes x. Moving up changes y.',
      `Add ${dx} to the x-coordinate and ${dy} to the y-coordinate.`,
    ],
    explanation: [
      `Right ${dx}: x goes from ${x} to ${x} + ${dx} = ${nx}.`,
      `Up ${dy}: y goes from ${y} to ${y} + ${dy} = ${ny}.`,
      `The new point is ${pair(nx, ny)}.`,
    ],
    parameters: { task: 'move-on', x, y, dx, dy },
  };
}

export const describeGraphingSteps = defineGenerator({
  id: '5.8B.describe-graphing-steps',
  version: 1,
  teksCode: '5.8B',
  itemTypes: ['multiple-choice'],
  bounds: { maxWhole: 20 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return chooseSteps(random, story);
    if (difficulty === 'medium') return followSteps(random, story);
    return moveOn(random, story);
  },
});
