import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import type { Noun, RectangleNoun } from '../contexts/theme-words';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { capitalise, opening, withArticle } from '../story-text';

/**
 * 3.6C: area of rectangles with whole-number sides, as rows times squares in each row. Easy: count a
 * rectangle on grid paper; medium: a rectangle with labelled sides; hard: compare two areas. The
 * wrong choices are the classic ones: perimeter for area, adding the sides, leaving out a row.
 */
interface LengthUnit {
  length: Noun;
  area: Noun;
}
const FEET: LengthUnit = {
  length: { one: 'foot', many: 'feet' },
  area: { one: 'square foot', many: 'square feet' },
};
const INCHES: LengthUnit = {
  length: { one: 'inch', many: 'inches' },
  area: { one: 'square inch', many: 'square inches' },
};
const YARDS: LengthUnit = {
  length: { one: 'yard', many: 'yards' },
  area: { one: 'square yard', many: 'square yards' },
};
const METERS: LengthUnit = {
  length: { one: 'meter', many: 'meters' },
  area: { one: 'square meter', many: 'square meters' },
};
/** Units that suit the object: a poster is measured in inches, a stage in yards or meters. */
const UNITS_FOR_SIZE: Record<RectangleNoun['size'], readonly LengthUnit[]> = {
  inches: [INCHES],
  feet: [FEET],
  large: [FEET, YARDS, METERS],
};
const SQUARE_UNIT: Noun = { one: 'square unit', many: 'square units' };

const mistake = (value: number, note: string): Mistake => ({ value: rational(value), note });

function areaMistakes(width: number, height: number): Mistake[] {
  return [
    mistake(
      2 * (width + height),
      'This is the perimeter, the distance around the rectangle. Area counts the squares inside it.',
    ),
    mistake(width + height, 'The two side lengths were added. For area, multiply them.'),
    mistake(width * (height - 1), 'One row of squares was left out.'),
    mistake(width * (height + 1), 'One extra row of squares was counted.'),
    mistake(width, 'This counts the squares in one row only.'),
  ];
}

const areaHints = (rows: number, each: number): string[] => [
  'Area is the number of unit squares that cover the shape.',
  `Think of ${rows} rows with ${each} squares in each row.`,
  'Multiply the number of rows by the number of squares in each row.',
];

function gridRectangle(random: Random, story: StoryContext): NumericProblem {
  const rows = random.int(2, 6);
  const columns = random.int(3, 9);
  const area = rows * columns;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} draws ${withArticle(story.rectangle.one)} on grid paper. Each small square is 1 square unit. What is the area of the ${story.rectangle.one}?`,
    visual: {
      kind: 'rectangle',
      width: columns,
      height: rows,
      sideLabels: {},
      showUnitSquares: true,
      imageDescription: `A rectangle on grid paper. It has ${rows} rows with ${columns} squares in each row.`,
    },
    answer: rational(area),
    format: 'whole-number',
    unit: SQUARE_UNIT,
    mistakes: areaMistakes(columns, rows),
    hints: [
      'Area is the number of unit squares that cover the shape.',
      'Count the squares in one row. Then count the rows.',
      'Multiply the number of rows by the number of squares in each row.',
    ],
    explanation: [
      `The rectangle has ${rows} rows with ${columns} squares in each row.`,
      `Multiply: ${rows} × ${columns} = ${area}.`,
      `The area is ${area} square units.`,
    ],
    parameters: { width: columns, height: rows, compareWidth: 0, compareHeight: 0 },
  };
}

function labelledRectangle(random: Random, story: StoryContext): NumericProblem {
  const { length, area: areaUnit } = random.pick(UNITS_FOR_SIZE[story.rectangle.size]);
  const width = random.int(3, 10);
  const height = random.int(2, Math.min(9, width));
  const area = width * height;
  const thing = story.rectangle.one;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${capitalise(withArticle(thing))} is a rectangle. It is ${width} ${length.many} long and ${height} ${length.many} wide. What is the area of the ${thing}?`,
    visual: {
      kind: 'rectangle',
      width,
      height,
      sideLabels: { bottom: `${width} ${length.many}`, left: `${height} ${length.many}` },
      showUnitSquares: false,
      imageDescription: `A rectangle ${width} ${length.many} long and ${height} ${length.many} wide.`,
    },
    answer: rational(area),
    format: 'whole-number',
    unit: areaUnit,
    mistakes: areaMistakes(width, height),
    hints: areaHints(height, width),
    explanation: [
      `Think of ${height} rows with ${width} squares in each row.`,
      `Multiply: ${height} × ${width} = ${area}.`,
      `The area is ${area} ${areaUnit.many}.`,
    ],
    parameters: { width, height, compareWidth: 0, compareHeight: 0 },
  };
}

/** Two rectangles: how much greater is one area? Each area stays within 100 (facts to 10 × 10). */
function compareAreas(random: Random, story: StoryContext): NumericProblem {
  const { name, otherName, rectangle } = story;
  const { length, area: areaUnit } = random.pick(UNITS_FOR_SIZE[story.rectangle.size]);
  let [w1, h1, w2, h2] = [0, 0, 0, 0];
  for (let tries = 0; tries < 30 && w1 * h1 - w2 * h2 < 2; tries += 1) {
    [w1, h1, w2, h2] = [random.int(4, 10), random.int(3, 10), random.int(2, 9), random.int(2, 8)];
  }
  if (w1 * h1 - w2 * h2 < 2) [w1, h1, w2, h2] = [9, 8, 5, 6];
  const [big, small] = [w1 * h1, w2 * h2];
  const answer = big - small;
  return {
    kind: 'numeric',
    stem: `${name}'s ${rectangle.one} is ${w1} ${length.many} by ${h1} ${length.many}. ${otherName}'s ${rectangle.one} is ${w2} ${length.many} by ${h2} ${length.many}. How much greater is the area of ${name}'s ${rectangle.one}?`,
    answer: rational(answer),
    format: 'whole-number',
    unit: areaUnit,
    mistakes: [
      mistake(
        2 * (w1 + h1) - 2 * (w2 + h2),
        'This compares the perimeters. Area counts the squares inside each rectangle.',
      ),
      mistake(big, `${big} is the area of ${name}'s ${rectangle.one} only. Now find how much greater it is.`),
      mistake(big + small, 'The two areas were added. To find how much greater, subtract.'),
      mistake(w1 + h1 - (w2 + h2), 'The side lengths were added. For area, multiply them.'),
      mistake(small, `${small} is the area of ${otherName}'s ${rectangle.one}.`),
    ],
    hints: [
      'First find the area of each rectangle.',
      `Multiply: ${w1} × ${h1} and ${w2} × ${h2}.`,
      'Then subtract the smaller area from the bigger one.',
    ],
    explanation: [
      `${name}'s area: ${w1} × ${h1} = ${big} ${areaUnit.many}.`,
      `${otherName}'s area: ${w2} × ${h2} = ${small} ${areaUnit.many}.`,
      `${big} − ${small} = ${answer}.`,
      `The area is ${answer} ${areaUnit.many} greater.`,
    ],
    parameters: { width: w1, height: h1, compareWidth: w2, compareHeight: h2 },
  };
}

export const rectangleArea = defineGenerator({
  id: '3.6C.rectangle-area',
  version: 1,
  teksCode: '3.6C',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 100 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return gridRectangle(random, story);
    if (difficulty === 'medium') return labelledRectangle(random, story);
    return compareAreas(random, story);
  },
});
