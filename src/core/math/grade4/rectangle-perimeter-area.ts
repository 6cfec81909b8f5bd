import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { capitalise, opening, withArticle } from '../story-text';
import { mistake, UNITS_FOR_SIZE, type LengthUnit } from './measurement-words';

/**
 * 4.5D: perimeter and area of rectangles with whole-number sides. Easy: find the perimeter or the area
 * from the two labelled sides (one step). Medium: find a missing side from the area or the perimeter
 * (working backwards). Hard: two steps, from the perimeter to the area or from the area to the
 * perimeter. Wrong choices: mixing up perimeter and area, adding only two sides, forgetting to halve.
 */
type Asked =
  | 'perimeter'
  | 'area'
  | 'length-from-area'
  | 'length-from-perimeter'
  | 'area-from-perimeter'
  | 'perimeter-from-area';

interface Rectangle {
  length: number;
  width: number;
  unit: LengthUnit;
  thing: string;
}

const pushIfWhole = (list: Mistake[], value: number, note: string) => {
  if (Number.isInteger(value) && value > 0) list.push(mistake(value, note));
};

function drawRectangle(random: Random, story: StoryContext, maxLength: number): Rectangle {
  const length = random.int(6, maxLength);
  const width = random.int(2, Math.min(length - 1, 15));
  return {
    length,
    width,
    unit: random.pick(UNITS_FOR_SIZE[story.rectangle.size]),
    thing: story.rectangle.one,
  };
}

function visualOf(r: Rectangle, labels: { bottom?: string; left?: string }, description: string) {
  return {
    kind: 'rectangle' as const,
    width: r.length,
    height: r.width,
    sideLabels: labels,
    showUnitSquares: false,
    imageDescription: description,
  };
}

function oneStep(random: Random, story: StoryContext): NumericProblem {
  const r = drawRectangle(random, story, 30);
  const { length: l, width: w, unit, thing } = r;
  const asked: Asked = random.chance(1, 2) ? 'perimeter' : 'area';
  const perimeter = 2 * l + 2 * w;
  const area = l * w;
  const isPerimeter = asked === 'perimeter';
  const units = unit.length.many;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${capitalise(withArticle(thing))} is a rectangle. It is ${l} ${units} long. It is ${w} ${units} wide. What is its ${asked}?`,
    visual: visualOf(
      r,
      { bottom: `${l} ${units}`, left: `${w} ${units}` },
      `A rectangle ${l} ${units} long and ${w} ${units} wide.`,
    ),
    answer: rational(isPerimeter ? perimeter : area),
    format: 'whole-number',
    unit: isPerimeter ? unit.length : unit.area,
    mistakes: isPerimeter
      ? [
          mistake(l + w, 'Only two sides were added. A rectangle has four sides: add all of them.'),
          mistake(area, 'This is the area, the squares inside. Perimeter is the distance around.'),
          mistake(2 * l + w, 'One width was left out. Add both lengths and both widths.'),
        ]
      : [
          mistake(
            perimeter,
            'This is the perimeter, the distance around. Area is the squares inside: multiply.',
          ),
          mistake(l + w, 'The length and width were added. For area, multiply them.'),
          mistake(l * (w - 1), 'One row of squares was left out. Multiply the length by the width.'),
        ],
    hints: isPerimeter
      ? [
          'Perimeter is the distance all the way around the rectangle.',
          'A rectangle has two lengths and two widths.',
          `Add ${l} + ${w} + ${l} + ${w}, or use 2 × ${l} + 2 × ${w}.`,
        ]
      : [
          'Area is the number of square units that cover the rectangle.',
          'The formula for the area of a rectangle is length × width.',
          `Multiply ${l} × ${w}.`,
        ],
    explanation: isPerimeter
      ? [
          'Perimeter = 2 × length + 2 × width.',
          `2 × ${l} + 2 × ${w} = ${2 * l} + ${2 * w} = ${perimeter}.`,
          `The perimeter is ${perimeter} ${units}.`,
        ]
      : ['Area = length × width.', `${l} × ${w} = ${area}.`, `The area is ${area} ${unit.area.many}.`],
    parameters: { length: l, width: w, asked },
  };
}

function missingSide(random: Random, story: StoryContext): NumericProblem {
  const r = drawRectangle(random, story, 25);
  const { length: l, width: w, unit, thing } = r;
  const fromArea = random.chance(1, 2);
  const units = unit.length.many;
  const visual = visualOf(
    r,
    { bottom: '?', left: `${w} ${units}` },
    `A rectangle. Its width is ${w} ${units}. Its length is marked with a question mark.`,
  );
  if (fromArea) {
    const area = l * w;
    const mistakes: Mistake[] = [
      mistake(area - w, `The width was subtracted. Area is length × width, so divide ${area} by ${w}.`),
    ];
    pushIfWhole(mistakes, area / 2 - w, 'This treats the area like a perimeter. Area is length × width.');
    pushIfWhole(mistakes, area / 2, `The area was divided by 2, not by the width, ${w}.`);
    mistakes.push(mistake(area + w, 'The width was added. To undo multiplying, divide.'));
    return {
      kind: 'numeric',
      stem: `${opening(story)}${capitalise(withArticle(thing))} is a rectangle. It is ${w} ${units} wide. Its area is ${area} ${unit.area.many}. How long is it?`,
      visual,
      answer: rational(l),
      format: 'whole-number',
      unit: unit.length,
      mistakes,
      hints: [
        'Area = length × width. You know the area and the width.',
        `Think: ? × ${w} = ${area}.`,
        `Divide ${area} by ${w} to find the length.`,
      ],
      explanation: [
        `Area = length × width, so ? × ${w} = ${area}.`,
        `${area} ÷ ${w} = ${l}.`,
        `Check: ${l} × ${w} = ${area}. The ${thing} is ${l} ${units} long.`,
      ],
      parameters: { length: l, width: w, asked: 'length-from-area' },
    };
  }
  const perimeter = 2 * l + 2 * w;
  const mistakes: Mistake[] = [
    mistake(perimeter - 2 * w, 'This is both lengths together. Divide by 2 to find one length.'),
    mistake(perimeter - w, 'Only one width was subtracted. A rectangle has two widths.'),
    mistake(perimeter / 2, 'This is one length and one width together. Subtract the width too.'),
  ];
  pushIfWhole(
    mistakes,
    perimeter / 4,
    'Dividing by 4 works only for a square. This rectangle is not a square.',
  );
  return {
    kind: 'numeric',
    stem: `${opening(story)}${capitalise(withArticle(thing))} is a rectangle. It is ${w} ${units} wide. Its perimeter is ${perimeter} ${units}. How long is it?`,
    visual,
    answer: rational(l),
    format: 'whole-number',
    unit: unit.length,
    mistakes,
    hints: [
      'The perimeter is the two lengths and the two widths added together.',
      `Take away both widths: ${perimeter} − ${w} − ${w}.`,
      'What is left is the two lengths. Divide by 2.',
    ],
    explanation: [
      `The two widths are ${w} + ${w} = ${2 * w} ${units}.`,
      `${perimeter} − ${2 * w} = ${perimeter - 2 * w}. That is both lengths.`,
      `${perimeter - 2 * w} ÷ 2 = ${l}. The ${thing} is ${l} ${units} long.`,
    ],
    parameters: { length: l, width: w, asked: 'length-from-perimeter' },
  };
}

function twoSteps(random: Random, story: StoryContext): NumericProblem {
  const r = drawRectangle(random, story, 25);
  const { length: l, width: w, unit, thing } = r;
  const units = unit.length.many;
  const perimeter = 2 * l + 2 * w;
  const area = l * w;
  const visual = visualOf(
    r,
    { left: `${w} ${units}` },
    `A rectangle. Its width is ${w} ${units}. Its length is not labelled.`,
  );
  if (random.chance(1, 2)) {
    return {
      kind: 'numeric',
      stem: `${opening(story)}${capitalise(withArticle(thing))} is a rectangle. It is ${w} ${units} wide. Its perimeter is ${perimeter} ${units}. What is its area?`,
      visual,
      answer: rational(area),
      format: 'whole-number',
      unit: unit.area,
      mistakes: [
        mistake(perimeter * w, 'The perimeter was multiplied by the width. First find the length.'),
        mistake((perimeter - 2 * w) * w, 'This used both lengths together as the length. Divide by 2 first.'),
        mistake((perimeter / 2) * w, 'Half the perimeter is the length plus the width. Subtract the width.'),
        mistake(l, 'This is the length, the first step only. Now find the area.'),
      ],
      hints: [
        'First find the length. Then find the area.',
        `Perimeter: ${perimeter} − ${w} − ${w} leaves both lengths. Divide by 2.`,
        'Area = length × width.',
      ],
      explanation: [
        `Both lengths: ${perimeter} − ${2 * w} = ${perimeter - 2 * w} ${units}.`,
        `One length: ${perimeter - 2 * w} ÷ 2 = ${l} ${units}.`,
        `Area: ${l} × ${w} = ${area} ${unit.area.many}.`,
      ],
      parameters: { length: l, width: w, asked: 'area-from-perimeter' },
    };
  }
  return {
    kind: 'numeric',
    stem: `${opening(story)}${capitalise(withArticle(thing))} is a rectangle. It is ${w} ${units} wide. Its area is ${area} ${unit.area.many}. What is its perimeter?`,
    visual,
    answer: rational(perimeter),
    format: 'whole-number',
    unit: unit.length,
    mistakes: [
      mistake(l, 'This is the length, the first step only. Now add all four sides.'),
      mistake(l + w, 'Only two sides were added. A rectangle has four sides.'),
      mistake(area + w, 'The area and the width were added. First find the length.'),
      mistake(2 * l + w, 'One width was left out. Add both lengths and both widths.'),
      mistake(area, 'This is the area. The question asks for the perimeter.'),
    ],
    hints: [
      'First find the length. Then find the perimeter.',
      `Area = length × width, so ? × ${w} = ${area}.`,
      'Perimeter = 2 × length + 2 × width.',
    ],
    explanation: [
      `Length: ${area} ÷ ${w} = ${l} ${units}.`,
      `Perimeter: 2 × ${l} + 2 × ${w} = ${2 * l} + ${2 * w}.`,
      `The perimeter is ${perimeter} ${units}.`,
    ],
    parameters: { length: l, width: w, asked: 'perimeter-from-area' },
  };
}

export const rectanglePerimeterArea = defineGenerator({
  id: '4.5D.rectangle-perimeter-area',
  version: 1,
  teksCode: '4.5D',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 1000 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return oneStep(random, story);
    if (difficulty === 'medium') return missingSide(random, story);
    return twoSteps(random, story);
  },
});
