import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import type { Noun } from '../contexts/theme-words';
import { defineGenerator } from '../define-generator';
import type { NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import type { Point } from './figure-facts';
import { countMistake } from './geometry-data-parts';

/**
 * 3.6D: the area of a figure made of rectangles, found by splitting it into rectangles that do not
 * overlap and adding their areas. Easy: count the unit squares of an L-shape on grid paper. Medium: an
 * L-shape with every side labelled. Hard: two sides are not labelled, so one length must be found by
 * subtracting first. Wrong choices: the whole surrounding rectangle, one part only, the perimeter, and
 * a part that overlaps the other.
 */

interface LengthUnit {
  length: Noun;
  area: Noun;
}
const unit = (one: string, many: string): LengthUnit => ({
  length: { one, many },
  area: { one: `square ${one}`, many: `square ${many}` },
});
const UNITS = [
  unit('foot', 'feet'),
  unit('inch', 'inches'),
  unit('meter', 'meters'),
  unit('centimeter', 'centimeters'),
];
const SQUARE_UNIT: Noun = { one: 'square unit', many: 'square units' };

/** An L-shape: a width × height rectangle with a notch × notchHeight corner cut away. */
interface LShape {
  width: number;
  height: number;
  notch: number;
  notchHeight: number;
  mirrored: boolean;
}

function drawL(random: Random): LShape {
  const width = random.int(4, 10);
  const height = random.int(4, 10);
  return {
    width,
    height,
    notch: random.int(1, width - 2),
    notchHeight: random.int(2, height - 2),
    mirrored: random.chance(1, 2),
  };
}

/** Corners going around; sides in order: base, short side, notch across, notch down, top, tall side. */
function corners({ width, height, notch, notchHeight, mirrored }: LShape): Point[] {
  const points: [number, number][] = [
    [0, 0],
    [width, 0],
    [width, height - notchHeight],
    [width - notch, height - notchHeight],
    [width - notch, height],
    [0, height],
  ];
  return points.map(([x, y]) => ({ x: mirrored ? width - x : x, y }));
}

const sideLengths = ({ width, height, notch, notchHeight }: LShape) => [
  width,
  height - notchHeight,
  notch,
  notchHeight,
  width - notch,
  height,
];

/** The two rectangles a child splits the L into: the full-width base and the narrower top. */
function parts(shape: LShape) {
  const base = { long: shape.width, high: shape.height - shape.notchHeight };
  const top = { long: shape.width - shape.notch, high: shape.notchHeight };
  return { base, top, area: base.long * base.high + top.long * top.high };
}

function areaMistakes(shape: LShape) {
  const { base, top } = parts(shape);
  const perimeter = 2 * (shape.width + shape.height);
  return [
    ...countMistake(
      shape.width * shape.height,
      'This is the area of the whole rectangle around the shape. The corner that is cut out has no squares.',
    ),
    ...countMistake(
      base.long * base.high + top.long * shape.height,
      'The two parts overlap, so some squares were counted twice. Split the shape so the parts do not overlap.',
    ),
    ...countMistake(
      base.long * base.high,
      'This is the area of one part only. Add the area of the other part.',
    ),
    ...countMistake(perimeter, 'This is the perimeter, the distance around. Area counts the squares inside.'),
    ...countMistake(
      top.long * top.high,
      'This is the area of one part only. Add the area of the other part.',
    ),
  ];
}

function splitSteps(shape: LShape, areaUnit: string): string[] {
  const { base, top, area } = parts(shape);
  return [
    'Split the shape into two rectangles that do not overlap.',
    `One rectangle: ${base.long} × ${base.high} = ${base.long * base.high}. The other: ${top.long} × ${top.high} = ${top.long * top.high}.`,
    `Add: ${base.long * base.high} + ${top.long * top.high} = ${area}. The area is ${area} ${areaUnit}.`,
  ];
}

const SPLIT_HINTS = [
  'Area is the number of unit squares that cover the shape.',
  'Draw a line to split the shape into two rectangles.',
  'Find the area of each rectangle. Then add the two areas.',
];

function countSquares(random: Random, story: StoryContext): NumericProblem {
  const shape = drawL(random);
  const vertices = corners(shape);
  const [w, right, notch, notchHeight, top, left] = sideLengths(shape);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} draws this shape on grid paper. Each square is 1 square unit. What is the area of the shape?`,
    visual: {
      kind: 'polygon',
      vertices,
      sideLabels: vertices.map(() => null),
      showUnitSquares: true,
      imageDescription: `An L-shape on grid paper. Going around, its sides are ${w}, ${right}, ${notch}, ${notchHeight}, ${top} and ${left} squares long.`,
    },
    answer: rational(parts(shape).area),
    format: 'whole-number',
    unit: SQUARE_UNIT,
    mistakes: areaMistakes(shape),
    hints: SPLIT_HINTS,
    explanation: splitSteps(shape, 'square units'),
    parameters: {
      width: shape.width,
      height: shape.height,
      notch: shape.notch,
      notchHeight: shape.notchHeight,
      labelled: 0,
    },
  };
}

function labelledL(random: Random, story: StoryContext, hideNotch: boolean): NumericProblem {
  const shape = drawL(random);
  const { length, area } = random.pick(UNITS);
  const vertices = corners(shape);
  const lengths = sideLengths(shape);
  // Hard items leave the two sides of the cut-out corner unlabelled.
  const labels = lengths.map((side, i) =>
    hideNotch && (i === 2 || i === 3) ? null : `${side} ${side === 1 ? length.one : length.many}`,
  );
  const { base, top } = parts(shape);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} draws a shape made of two rectangles. What is the area of the shape?`,
    visual: {
      kind: 'polygon',
      vertices,
      sideLabels: labels,
      showUnitSquares: false,
      imageDescription: `An L-shape. Going around, its sides are ${labels.map((label) => label ?? 'not labelled').join(', ')}.`,
    },
    answer: rational(parts(shape).area),
    format: 'whole-number',
    unit: area,
    mistakes: areaMistakes(shape),
    hints: hideNotch
      ? [
          SPLIT_HINTS[1]!,
          `Find each missing side first. The tall side is ${shape.height} ${length.many}, and part of it is ${base.high} ${length.many}.`,
          SPLIT_HINTS[2]!,
        ]
      : SPLIT_HINTS,
    explanation: hideNotch
      ? [
          `Find the missing side: ${shape.height} − ${base.high} = ${top.high}.`,
          ...splitSteps(shape, area.many).slice(1),
        ]
      : splitSteps(shape, area.many),
    parameters: {
      width: shape.width,
      height: shape.height,
      notch: shape.notch,
      notchHeight: shape.notchHeight,
      labelled: hideNotch ? 4 : 6,
    },
  };
}

export const compositeArea = defineGenerator({
  id: '3.6D.composite-area',
  version: 1,
  teksCode: '3.6D',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 200 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return countSquares(random, story);
    return labelledL(random, story, difficulty === 'hard');
  },
});
