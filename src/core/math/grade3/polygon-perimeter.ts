import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import type { Noun, RectangleNoun } from '../contexts/theme-words';
import { defineGenerator } from '../define-generator';
import type { NumericProblem } from '../generator-types';
import { capitalise, opening, withArticle } from '../story-text';
import { POLYGON_DRAWINGS, POLYGON_NAMES, type Point } from './figure-facts';
import { countMistake } from './geometry-data-parts';

/**
 * 3.7B: the perimeter of a polygon, or a missing side when the perimeter is known. Easy: count unit
 * lengths around a shape on grid paper. Medium: add labelled sides (all of a polygon's, or a
 * rectangle's length and width, each used twice). Hard: find a missing side from the perimeter.
 * Wrong choices: counting the squares inside (area), leaving out or doubling a side, using each of a
 * rectangle's sides once, adding the perimeter to the sides instead of subtracting.
 */

const noun = (one: string, many: string): Noun => ({ one, many });
const INCH = noun('inch', 'inches');
const FOOT = noun('foot', 'feet');
const YARD = noun('yard', 'yards');
const CENTIMETER = noun('centimeter', 'centimeters');
const METER = noun('meter', 'meters');
const UNIT = noun('unit', 'units');
const UNITS_FOR_SIZE: Record<RectangleNoun['size'], readonly Noun[]> = {
  inches: [INCH],
  feet: [FOOT],
  large: [FOOT, YARD, METER],
};
const DRAWN_UNITS = [INCH, CENTIMETER, FOOT, METER] as const;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const plus = (values: readonly number[]) => values.join(' + ');

const PERIMETER_HINTS = [
  'Perimeter is the distance all the way around a shape.',
  'Find the length of every side. Do not skip a side or count one twice.',
];

/** A rectangle or an L-shape on grid paper, all corners on grid points. */
function gridShape(random: Random): { vertices: Point[]; looks: string } {
  const width = random.int(3, 9);
  const height = random.int(2, 7);
  if (random.chance(1, 2)) {
    return {
      vertices: [
        { x: 0, y: 0 },
        { x: width, y: 0 },
        { x: width, y: height },
        { x: 0, y: height },
      ],
      looks: `a rectangle ${width} squares long and ${height} squares wide`,
    };
  }
  const notchWidth = random.int(1, width - 2);
  const notchHeight = random.int(1, Math.max(1, height - 1));
  const tall = Math.max(height, notchHeight + 1);
  return {
    vertices: [
      { x: 0, y: 0 },
      { x: width, y: 0 },
      { x: width, y: tall - notchHeight },
      { x: width - notchWidth, y: tall - notchHeight },
      { x: width - notchWidth, y: tall },
      { x: 0, y: tall },
    ],
    looks: `an L-shape. Its sides, going around, are ${width}, ${tall - notchHeight}, ${notchWidth}, ${notchHeight}, ${width - notchWidth} and ${tall} squares long`,
  };
}

/** Side lengths of a polygon whose sides run along grid lines. */
const gridSides = (vertices: readonly Point[]) =>
  vertices.map((point, i) => {
    const next = vertices[(i + 1) % vertices.length]!;
    return Math.abs(next.x - point.x) + Math.abs(next.y - point.y);
  });

function countAround(random: Random, story: StoryContext): NumericProblem {
  const { vertices, looks } = gridShape(random);
  const sides = gridSides(vertices);
  const perimeter = sum(sides);
  const xs = vertices.map((v) => v.x);
  const ys = vertices.map((v) => v.y);
  const [width, height] = [Math.max(...xs), Math.max(...ys)];
  const isRectangle = vertices.length === 4;
  const area = isRectangle ? width * height : width * height - sides[2]! * sides[3]!;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} draws a shape on grid paper. Each square is 1 unit long on each side. What is the perimeter of the shape?`,
    visual: {
      kind: 'polygon',
      vertices,
      sideLabels: vertices.map(() => null),
      showUnitSquares: true,
      imageDescription: `A shape on grid paper: ${looks}.`,
    },
    answer: rational(perimeter),
    format: 'whole-number',
    unit: UNIT,
    mistakes: [
      ...countMistake(
        area,
        'This counts the squares inside the shape. That is the area. Perimeter is the distance around.',
      ),
      ...countMistake(width + height, 'Only two sides were added. Go all the way around the shape.'),
      ...(isRectangle
        ? countMistake(
            2 * width + 2 * height - 4,
            'This counts the squares along the edge, so each corner square was counted once instead of twice. Count the unit lengths on the edge instead.',
          )
        : []),
      ...countMistake(perimeter - Math.min(...sides), 'One side was left out. Go all the way around.'),
    ],
    hints: [
      ...PERIMETER_HINTS,
      'Count the unit lengths along the edge of the shape, not the squares inside it.',
    ],
    explanation: [
      `Go around the shape and count each side: ${plus(sides)}.`,
      `${plus(sides)} = ${perimeter}.`,
      `The perimeter is ${perimeter} units.`,
    ],
    parameters: { model: 'grid', perimeter, sides: sides.join(','), missing: -1 },
  };
}

/** Side lengths near the drawing's own proportions, so the picture looks right for its labels. */
function labelsFor(random: Random, vertices: readonly Point[]): number[] {
  const lengths = vertices.map((point, i) => {
    const next = vertices[(i + 1) % vertices.length]!;
    return Math.hypot(next.x - point.x, next.y - point.y);
  });
  const scale = random.int(2, 5) / 2;
  const labels = lengths.map((length) => Math.max(2, Math.round(length * scale) + random.int(-1, 1)));
  // Every side must be shorter than all the others together, or no such shape exists.
  const total = sum(labels);
  return labels.every((label) => label < total - label)
    ? labels
    : lengths.map((length) => Math.max(2, Math.round(length * scale)));
}

function pickPolygon(random: Random) {
  const { sides, name } = random.pick(POLYGON_NAMES.filter((p) => p.sides <= 6));
  const drawing = random.pick(POLYGON_DRAWINGS[sides]!);
  return { name, drawing, labels: labelsFor(random, drawing.vertices), unit: random.pick(DRAWN_UNITS) };
}

const measure = (value: number, unit: Noun) => `${value} ${value === 1 ? unit.one : unit.many}`;

function addLabelledSides(random: Random, story: StoryContext): NumericProblem {
  const { name, drawing, labels, unit } = pickPolygon(random);
  const perimeter = sum(labels);
  const longest = Math.max(...labels);
  const shortest = Math.min(...labels);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} draws ${withArticle(name)}. The length of each side is shown. What is the perimeter of the shape?`,
    visual: {
      kind: 'polygon',
      vertices: drawing.vertices,
      sideLabels: labels.map((label) => measure(label, unit)),
      showUnitSquares: false,
      imageDescription: `${capitalise(withArticle(name))}, ${drawing.looks}. Its sides, going around, are ${labels.map((label) => measure(label, unit)).join(', ')}.`,
    },
    answer: rational(perimeter),
    format: 'whole-number',
    unit,
    mistakes: [
      ...countMistake(perimeter - shortest, 'One side was left out. Add every side once.'),
      ...countMistake(perimeter + longest, 'One side was added twice. Add every side once.'),
      ...countMistake(perimeter - longest, 'The longest side was left out. Add every side once.'),
      ...countMistake(
        perimeter + 10,
        'Check the regrouping: write each sum in a column and add the ones first.',
      ),
    ],
    hints: [...PERIMETER_HINTS, `The ${name} has ${labels.length} sides. Add all ${labels.length} lengths.`],
    explanation: [
      `The ${name} has ${labels.length} sides: ${plus(labels)}.`,
      `${plus(labels)} = ${perimeter}.`,
      `The perimeter is ${measure(perimeter, unit)}.`,
    ],
    parameters: { model: 'polygon', perimeter, sides: labels.join(','), missing: -1 },
  };
}

function rectangleSides(random: Random, story: StoryContext): NumericProblem {
  const { rectangle } = story;
  const unit = random.pick(UNITS_FOR_SIZE[rectangle.size]);
  const length = random.int(4, 12);
  const width = random.int(2, length - 1);
  const perimeter = 2 * (length + width);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} has ${withArticle(rectangle.one)}. It is a rectangle. It is ${measure(length, unit)} long and ${measure(width, unit)} wide. What is the perimeter of the ${rectangle.one}?`,
    visual: {
      kind: 'rectangle',
      width: length,
      height: width,
      sideLabels: { bottom: measure(length, unit), left: measure(width, unit) },
      showUnitSquares: false,
      imageDescription: `A rectangle. One long side is labelled ${measure(length, unit)} and one short side is labelled ${measure(width, unit)}.`,
    },
    answer: rational(perimeter),
    format: 'whole-number',
    unit,
    mistakes: [
      ...countMistake(length + width, 'Only the two labelled sides were added. A rectangle has 4 sides.'),
      ...countMistake(
        length * width,
        'The sides were multiplied. That gives the area, not the distance around.',
      ),
      ...countMistake(
        2 * length + width,
        'One short side was left out. Opposite sides of a rectangle are equal.',
      ),
      ...countMistake(
        length + 2 * width,
        'One long side was left out. Opposite sides of a rectangle are equal.',
      ),
    ],
    hints: [
      ...PERIMETER_HINTS,
      `Opposite sides of a rectangle are the same length. The sides are ${length}, ${width}, ${length} and ${width}.`,
    ],
    explanation: [
      `A rectangle has two sides of ${measure(length, unit)} and two sides of ${measure(width, unit)}.`,
      `${length} + ${width} + ${length} + ${width} = ${perimeter}.`,
      `The perimeter is ${measure(perimeter, unit)}.`,
    ],
    parameters: {
      model: 'rectangle',
      perimeter,
      sides: [length, width, length, width].join(','),
      missing: -1,
    },
  };
}

function missingPolygonSide(random: Random, story: StoryContext): NumericProblem {
  const { name, drawing, labels, unit } = pickPolygon(random);
  const missing = random.int(0, labels.length - 1);
  const perimeter = sum(labels);
  const answer = labels[missing]!;
  const known = labels.filter((_, i) => i !== missing);
  const knownSum = sum(known);
  const shown = labels.map((label, i) => (i === missing ? null : measure(label, unit)));
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} draws a shape with ${labels.length} sides. The perimeter is ${measure(perimeter, unit)}. One side has no label. How long is that side?`,
    visual: {
      kind: 'polygon',
      vertices: drawing.vertices,
      sideLabels: shown,
      showUnitSquares: false,
      imageDescription: `${capitalise(withArticle(name))}, ${drawing.looks}. Its sides, going around, are ${shown.map((s) => s ?? 'a side with no label').join(', ')}.`,
    },
    answer: rational(answer),
    format: 'whole-number',
    unit,
    mistakes: [
      ...countMistake(
        knownSum,
        'This is the sum of the sides you know. Now take it away from the perimeter.',
      ),
      ...countMistake(perimeter + knownSum, 'The sides were added to the perimeter. Subtract them instead.'),
      ...countMistake(
        answer + 10,
        'Check the subtraction. Add the sides back to see if you get the perimeter.',
      ),
      ...countMistake(
        perimeter - knownSum + known[0]!,
        'One known side was not taken away. Subtract every side you know.',
      ),
    ],
    hints: [
      'The perimeter is all the sides added together.',
      `Add the ${known.length} sides you know.`,
      'Subtract that sum from the perimeter to find the missing side.',
    ],
    explanation: [
      `Add the sides you know: ${plus(known)} = ${knownSum}.`,
      `Subtract from the perimeter: ${perimeter} − ${knownSum} = ${answer}.`,
      `Check: ${plus(labels)} = ${perimeter}. The missing side is ${measure(answer, unit)}.`,
    ],
    parameters: { model: 'missing-side', perimeter, sides: labels.join(','), missing },
  };
}

function missingRectangleSide(random: Random, story: StoryContext): NumericProblem {
  const { rectangle, name } = story;
  const unit = random.pick(UNITS_FOR_SIZE[rectangle.size]);
  const length = random.int(5, 12);
  const width = random.int(2, length - 1);
  const perimeter = 2 * (length + width);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} has ${withArticle(rectangle.one)}. It is a rectangle. The perimeter is ${measure(perimeter, unit)}. The long side is ${measure(length, unit)}. How wide is the ${rectangle.one}?`,
    visual: {
      kind: 'rectangle',
      width: length,
      height: width,
      sideLabels: { bottom: measure(length, unit), left: '?' },
      showUnitSquares: false,
      imageDescription: `A rectangle. One long side is labelled ${measure(length, unit)}. One short side is marked with a question mark.`,
    },
    answer: rational(width),
    format: 'whole-number',
    unit,
    mistakes: [
      ...countMistake(
        perimeter - length,
        'Only one long side was taken away. A rectangle has two long sides.',
      ),
      ...countMistake(
        perimeter - 2 * length,
        'This is both short sides together. Split it into two equal sides.',
      ),
      ...countMistake(
        perimeter / 2,
        'This is one long side and one short side together. Take away the long side.',
      ),
      ...countMistake(length, 'The rectangle is not a square, so its width is not the same as its length.'),
    ],
    hints: [
      'Opposite sides of a rectangle are the same length.',
      `The two long sides together are ${length} + ${length} = ${2 * length}.`,
      'Subtract them from the perimeter. What is left is the two short sides together.',
    ],
    explanation: [
      `The two long sides: ${length} + ${length} = ${2 * length}.`,
      `The two short sides together: ${perimeter} − ${2 * length} = ${perimeter - 2 * length}.`,
      `Each short side is half of that: ${width} + ${width} = ${perimeter - 2 * length}.`,
      `The ${rectangle.one} is ${measure(width, unit)} wide.`,
    ],
    parameters: {
      model: 'missing-width',
      perimeter,
      sides: [length, width, length, width].join(','),
      missing: 1,
    },
  };
}

export const polygonPerimeter = defineGenerator({
  id: '3.7B.polygon-perimeter',
  version: 1,
  teksCode: '3.7B',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 1000 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return countAround(random, story);
    if (difficulty === 'medium')
      return random.chance(1, 2) ? addLabelledSides(random, story) : rectangleSides(random, story);
    return random.chance(1, 2) ? missingPolygonSide(random, story) : missingRectangleSide(random, story);
  },
});
