import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem } from '../generator-types';
import { opening } from '../story-text';
import {
  angleKinds,
  cornersParameter,
  drawClearFigure,
  gridPicture,
  parallelSidePairs,
  perpendicularSidePairs,
  type FigureFamily,
} from './grid-shapes';

/**
 * 4.6D: classify two-dimensional figures by parallel or perpendicular sides and by angle size. Easy: a
 * four-sided figure on grid paper, asked about its parallel sides and right angles. Medium: a figure
 * (three or four sides) asked about perpendicular sides and acute or obtuse angles. Hard: no picture;
 * which named figures always have a property (two pairs of parallel sides, four right angles…).
 * Multiple choice shows one true statement; multiselect asks for two.
 */
type Choice = ChoiceProblem['choices'][number];

export const parallelText = (n: number): string =>
  n === 0
    ? 'It has no parallel sides.'
    : n === 1
      ? 'It has exactly 1 pair of parallel sides.'
      : `It has exactly ${n} pairs of parallel sides.`;
export const rightText = (n: number): string =>
  n === 0
    ? 'It has no right angles.'
    : n === 1
      ? 'It has exactly 1 right angle.'
      : `It has exactly ${n} right angles.`;
export const acuteText = (n: number): string =>
  n === 0
    ? 'It has no acute angles.'
    : n === 1
      ? 'It has exactly 1 acute angle.'
      : `It has exactly ${n} acute angles.`;
export const perpendicularText = (has: boolean): string =>
  has ? 'It has at least 1 pair of perpendicular sides.' : 'It has no perpendicular sides.';
export const obtuseText = (has: boolean): string =>
  has ? 'It has at least 1 obtuse angle.' : 'It has no obtuse angles.';

const PARALLEL_NOTE =
  'Parallel sides go the same way and never meet, even if you make them longer. Check each pair of sides again.';
const RIGHT_NOTE =
  'A right angle makes a square corner, like the corner of a sheet of paper. Count the square corners again.';
const PERPENDICULAR_NOTE = 'Perpendicular sides meet to make a square corner. Look for square corners again.';
const OBTUSE_NOTE = 'An obtuse angle opens wider than a square corner. Check each corner again.';
const ACUTE_NOTE = 'An acute angle is smaller than a square corner. Count the small, sharp corners again.';

const QUADRILATERALS: readonly FigureFamily[] = [
  'square',
  'rectangle',
  'rhombus',
  'parallelogram',
  'trapezoid',
  'right trapezoid',
  'kite',
];
const TRIANGLES: readonly FigureFamily[] = ['right triangle', 'acute triangle', 'obtuse triangle'];

function askFor(itemType: string, what: string): string {
  return itemType === 'multiselect'
    ? `Which TWO statements about the ${what} are true?`
    : `Which statement about the ${what} is true?`;
}

/** One true statement for multiple choice, two for multiselect; the rest are false, each with a note. */
function pickChoices(random: Random, itemType: string, truths: string[], falsehoods: Choice[]): Choice[] {
  const right = truths.slice(0, itemType === 'multiselect' ? 2 : 1).map((text) => ({ text, correct: true }));
  return [...right, ...random.sample(falsehoods, 3)];
}

function parallelAndRight(random: Random, story: StoryContext, itemType: string): ChoiceProblem {
  const figure = drawClearFigure(random, random.pick(QUADRILATERALS));
  const parallel = parallelSidePairs(figure.vertices).length;
  const right = angleKinds(figure.vertices).filter((kind) => kind === 'right').length;
  const wrongRight = [0, 1, 2, 4].filter((n) => n !== right);
  const falsehoods: Choice[] = [
    ...[0, 1, 2]
      .filter((n) => n !== parallel)
      .map((n) => ({ text: parallelText(n), correct: false, note: PARALLEL_NOTE })),
    ...random.sample(wrongRight, 2).map((n) => ({ text: rightText(n), correct: false, note: RIGHT_NOTE })),
  ];
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} draws this figure on grid paper. ${askFor(itemType, 'figure')}`,
    visual: gridPicture(figure.vertices),
    choices: pickChoices(random, itemType, [parallelText(parallel), rightText(right)], falsehoods),
    hints: [
      'Parallel sides go the same way and never meet. A right angle is a square corner.',
      'Use the grid lines. Compare the slant of each pair of opposite sides.',
      'Check each corner: does it fit a square corner exactly?',
    ],
    explanation: [
      `The figure has ${parallel === 0 ? 'no pairs' : parallel === 1 ? '1 pair' : `${parallel} pairs`} of parallel sides.`,
      `It has ${right === 0 ? 'no' : right} right angle${right === 1 ? '' : 's'}.`,
      `So "${parallelText(parallel)}" is true, and so is "${rightText(right)}"`,
    ],
    parameters: {
      corners: cornersParameter(figure.vertices),
      family: figure.family,
      focus: 'parallel-right',
    },
  };
}

function perpendicularAndAngles(random: Random, story: StoryContext, itemType: string): ChoiceProblem {
  const figure = drawClearFigure(random, random.pick(random.chance(1, 2) ? QUADRILATERALS : TRIANGLES));
  const hasPerpendicular = perpendicularSidePairs(figure.vertices).length > 0;
  const kinds = angleKinds(figure.vertices);
  const hasObtuse = kinds.includes('obtuse');
  const acute = kinds.filter((kind) => kind === 'acute').length;
  const wrongAcute = [0, 1, 2, 3, 4].filter((n) => n !== acute && n <= figure.vertices.length);
  const falsehoods: Choice[] = [
    { text: perpendicularText(!hasPerpendicular), correct: false, note: PERPENDICULAR_NOTE },
    { text: obtuseText(!hasObtuse), correct: false, note: OBTUSE_NOTE },
    ...random.sample(wrongAcute, 2).map((n) => ({ text: acuteText(n), correct: false, note: ACUTE_NOTE })),
  ];
  const sides = figure.vertices.length === 3 ? 'triangle' : 'figure';
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.otherName} draws this ${sides} on grid paper. ${askFor(itemType, sides)}`,
    visual: gridPicture(figure.vertices),
    choices: pickChoices(
      random,
      itemType,
      [perpendicularText(hasPerpendicular), obtuseText(hasObtuse)],
      falsehoods,
    ),
    hints: [
      'Perpendicular sides meet at a square corner. An obtuse angle is wider than a square corner.',
      'Hold the corner of a sheet of paper up to each corner of the figure.',
      'An acute angle is smaller than the paper corner. An obtuse angle is bigger.',
    ],
    explanation: [
      hasPerpendicular
        ? 'At least one corner is a square corner, so two sides are perpendicular.'
        : 'No corner is a square corner, so no sides are perpendicular.',
      hasObtuse
        ? 'At least one corner is wider than a square corner: it is obtuse.'
        : 'No corner is wider than a square corner.',
      `It has ${acute} acute angle${acute === 1 ? '' : 's'}.`,
    ],
    parameters: {
      corners: cornersParameter(figure.vertices),
      family: figure.family,
      focus: 'perpendicular-angles',
    },
  };
}

interface AlwaysQuestion {
  property: string;
  /** The question for one answer and for two. */
  ask: [one: string, two: string];
  always: readonly string[];
  notAlways: readonly { name: string; note: string }[];
}

const ALWAYS: readonly AlwaysQuestion[] = [
  {
    property: '2 pairs of parallel sides',
    ask: [
      'Which figure always has 2 pairs of parallel sides?',
      'Which TWO figures always have 2 pairs of parallel sides?',
    ],
    always: ['square', 'rectangle', 'rhombus', 'parallelogram'],
    notAlways: [
      { name: 'trapezoid', note: 'A trapezoid has only 1 pair of parallel sides.' },
      { name: 'kite', note: 'A kite does not have to have any parallel sides.' },
      { name: 'right triangle', note: 'A triangle never has parallel sides. Its sides all meet.' },
      { name: 'obtuse triangle', note: 'A triangle never has parallel sides. Its sides all meet.' },
    ],
  },
  {
    property: '4 right angles',
    ask: ['Which figure always has 4 right angles?', 'Which TWO figures always have 4 right angles?'],
    always: ['square', 'rectangle'],
    notAlways: [
      { name: 'rhombus', note: 'A rhombus can lean over, so its angles are not always right angles.' },
      {
        name: 'parallelogram',
        note: 'A parallelogram can lean over, so its angles are not always right angles.',
      },
      { name: 'trapezoid', note: 'A trapezoid does not always have square corners.' },
      { name: 'kite', note: 'A kite does not always have square corners.' },
    ],
  },
  {
    property: 'at least 1 pair of perpendicular sides',
    ask: [
      'Which figure always has a pair of perpendicular sides?',
      'Which TWO figures always have a pair of perpendicular sides?',
    ],
    always: ['square', 'rectangle', 'right triangle'],
    notAlways: [
      { name: 'rhombus', note: 'A rhombus can lean over and have no square corners.' },
      { name: 'parallelogram', note: 'A parallelogram can lean over and have no square corners.' },
      {
        name: 'obtuse triangle',
        note: 'An obtuse triangle has no square corner, so no sides are perpendicular.',
      },
      {
        name: 'acute triangle',
        note: 'An acute triangle has no square corner, so no sides are perpendicular.',
      },
      { name: 'trapezoid', note: 'A trapezoid does not always have a square corner.' },
    ],
  },
  {
    property: 'no parallel sides',
    ask: ['Which figure never has parallel sides?', 'Which TWO figures never have parallel sides?'],
    always: ['right triangle', 'acute triangle', 'obtuse triangle'],
    notAlways: [
      { name: 'square', note: 'A square has 2 pairs of parallel sides.' },
      { name: 'rectangle', note: 'A rectangle has 2 pairs of parallel sides.' },
      { name: 'trapezoid', note: 'A trapezoid has a pair of parallel sides.' },
      { name: 'parallelogram', note: 'A parallelogram has 2 pairs of parallel sides.' },
      { name: 'rhombus', note: 'A rhombus has 2 pairs of parallel sides.' },
    ],
  },
];

function alwaysHas(random: Random, story: StoryContext, itemType: string): ChoiceProblem {
  const question = random.pick(ALWAYS);
  const count = itemType === 'multiselect' ? 2 : 1;
  const right = random.sample(question.always, count).map((name) => ({ text: name, correct: true }));
  const wrong = random
    .sample(question.notAlways, 3)
    .map(({ name, note }) => ({ text: name, correct: false, note }));
  const ask = question.ask[count - 1]!;
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} sorts shapes. ${ask}`,
    choices: [...right, ...wrong],
    hints: [
      'Think of what each figure looks like. Can it lean over or change its sides?',
      '"Always" and "never" are about every figure of that kind, not just some of them.',
      'Parallel sides never meet. Perpendicular sides make a square corner.',
    ],
    explanation: [
      `Every one of these has ${question.property}: ${question.always.join(', ')}.`,
      'Each of the others can be drawn another way, so it does not fit every time.',
    ],
    parameters: { property: question.property, focus: 'always' },
  };
}

export const classifyTwoDFigures = defineGenerator({
  id: '4.6D.classify-two-d-figures',
  version: 1,
  teksCode: '4.6D',
  itemTypes: ['multiple-choice', 'multiselect'],
  bounds: { maxWhole: 20 },
  build({ random, story, difficulty, itemType }) {
    if (difficulty === 'easy') return parallelAndRight(random, story, itemType);
    if (difficulty === 'medium') return perpendicularAndAngles(random, story, itemType);
    return alwaysHas(random, story, itemType);
  },
});
