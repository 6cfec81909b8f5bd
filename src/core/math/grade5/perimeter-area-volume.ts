import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import type { RectangleNoun } from '../contexts/theme-words';
import { defineGenerator } from '../define-generator';
import type { NumericProblem } from '../generator-types';
import { formatWhole as n } from '../number-format';
import { capitalise, opening, withArticle } from '../story-text';
import {
  CENTIMETER,
  FOOT,
  INCH,
  measure,
  METER,
  wholeMistake,
  YARD,
  type LengthUnit,
} from './problem-helpers';

/**
 * 5.4H: problems about perimeter, area and volume, with the formulas on the grade 5 reference sheet
 * (P = 2l + 2w, A = l × w, V = l × w × h). Easy: use one formula on a labelled shape. Medium: work
 * backwards to a missing side or height. Hard: two steps (perimeter then area, or two prisms joined).
 * Wrong answers: area for perimeter, adding instead of multiplying, one side left out, the base only,
 * stopping after the first step.
 */

/** Units that suit the object: a poster in inches, a stage in feet, yards or meters. */
const UNITS_FOR_SIZE: Record<RectangleNoun['size'], readonly LengthUnit[]> = {
  inches: [INCH, CENTIMETER],
  feet: [FOOT],
  large: [FOOT, YARD, METER],
};
const BOX_UNITS: readonly LengthUnit[] = [INCH, CENTIMETER, FOOT];

const sideLabel = (value: number, unit: LengthUnit) => measure(value, unit.length);

function rectangleVisual(length: number, width: number, unit: LengthUnit, thing: string) {
  return {
    kind: 'rectangle' as const,
    width: length,
    height: width,
    sideLabels: { bottom: sideLabel(length, unit), left: sideLabel(width, unit) },
    showUnitSquares: false,
    imageDescription: `${capitalise(withArticle(thing))} drawn as a rectangle ${sideLabel(length, unit)} long and ${sideLabel(width, unit)} wide.`,
  };
}

const params = (measureName: string, shape: string, l: number, w: number, h: number, extra = {}) => ({
  measure: measureName,
  shape,
  length: l,
  width: w,
  height: h,
  given: 0,
  length2: 0,
  width2: 0,
  height2: 0,
  ...extra,
});

function easyPerimeter(random: Random, story: StoryContext): NumericProblem {
  const unit = random.pick(UNITS_FOR_SIZE[story.rectangle.size]);
  const l = random.int(6, 24);
  const w = random.int(3, l - 2);
  const thing = story.rectangle.one;
  const answer = 2 * l + 2 * w;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${capitalise(withArticle(thing))} is a rectangle ${sideLabel(l, unit)} long and ${sideLabel(w, unit)} wide. ${story.name} puts a border all the way around it. How long is the border?`,
    visual: rectangleVisual(l, w, unit, thing),
    answer: rational(answer),
    format: 'whole-number',
    unit: unit.length,
    mistakes: [
      ...wholeMistake(
        l * w,
        'This is the area, the space inside. A border goes around the edge: that is the perimeter.',
      ),
      ...wholeMistake(
        l + w,
        'This adds only two sides. A rectangle has four sides: two lengths and two widths.',
      ),
      ...wholeMistake(2 * l + w, 'One width was left out. Add all four sides.'),
      ...wholeMistake(l + 2 * w, 'One length was left out. Add all four sides.'),
    ],
    hints: [
      'A border around the edge is the perimeter.',
      'A rectangle has two lengths and two widths.',
      'Use P = 2 × length + 2 × width.',
    ],
    explanation: [
      'The border goes around the edge, so find the perimeter.',
      `P = 2 × ${l} + 2 × ${w} = ${2 * l} + ${2 * w}.`,
      `The border is ${measure(answer, unit.length)} long.`,
    ],
    parameters: params('perimeter', 'rectangle', l, w, 0),
  };
}

function easyArea(random: Random, story: StoryContext): NumericProblem {
  const unit = random.pick(UNITS_FOR_SIZE[story.rectangle.size]);
  const l = random.int(5, 25);
  const w = random.int(3, Math.min(l - 1, 15));
  const thing = story.rectangle.one;
  const answer = l * w;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${capitalise(withArticle(thing))} is a rectangle ${sideLabel(l, unit)} long and ${sideLabel(w, unit)} wide. ${story.name} wants to cover the top of it. What is its area?`,
    visual: rectangleVisual(l, w, unit, thing),
    answer: rational(answer),
    format: 'whole-number',
    unit: unit.area,
    mistakes: [
      ...wholeMistake(2 * l + 2 * w, 'This is the perimeter, the distance around. Area is the space inside.'),
      ...wholeMistake(l + w, 'The length and width were added. For area, multiply them.'),
      ...wholeMistake(2 * l * w, 'This is twice the area. The area formula has no 2: A = l × w.'),
      ...wholeMistake(l * l, 'The length was used twice. Multiply the length by the width.'),
    ],
    hints: [
      'Covering the top means finding the area.',
      'Area is the number of square units inside the rectangle.',
      'Use A = length × width.',
    ],
    explanation: [
      'Covering the top means finding the area.',
      `A = ${l} × ${w} = ${n(answer)}.`,
      `The area is ${measure(answer, unit.area)}.`,
    ],
    parameters: params('area', 'rectangle', l, w, 0),
  };
}

function easyVolume(random: Random, story: StoryContext): NumericProblem {
  const unit = random.pick(BOX_UNITS);
  const l = random.int(3, 12);
  const w = random.int(2, 10);
  const h = random.int(2, 9);
  const answer = l * w * h;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} has a box for ${story.thing.many}. The box is a rectangular prism. It is ${sideLabel(l, unit)} long, ${sideLabel(w, unit)} wide and ${sideLabel(h, unit)} tall. What is the volume of the box?`,
    answer: rational(answer),
    format: 'whole-number',
    unit: unit.volume,
    mistakes: [
      ...wholeMistake(l + w + h, 'The three numbers were added. For volume, multiply them.'),
      ...wholeMistake(l * w, 'This is the area of the base only. Multiply by the height too.'),
      ...wholeMistake(l * w + h, 'The height was added. Multiply the base by the height.'),
      ...wholeMistake(
        2 * (l + w) * h,
        'This uses the perimeter of the base. Volume uses the area of the base.',
      ),
    ],
    hints: [
      'Volume is the number of cubic units that fill the box.',
      'The grade 5 formula is V = l × w × h.',
      `Multiply ${l} × ${w} first, then multiply by ${h}.`,
    ],
    explanation: [
      `V = l × w × h = ${l} × ${w} × ${h}.`,
      `${l} × ${w} = ${l * w}, and ${l * w} × ${h} = ${n(answer)}.`,
      `The volume is ${measure(answer, unit.volume)}.`,
    ],
    parameters: params('volume', 'prism', l, w, h),
  };
}

function missingHeight(random: Random, story: StoryContext): NumericProblem {
  const unit = random.pick(BOX_UNITS);
  const l = random.int(3, 12);
  const w = random.int(2, 9);
  const h = random.int(2, 12);
  const volume = l * w * h;
  const base = l * w;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} has a box for ${story.thing.many}. Its volume is ${measure(volume, unit.volume)}. The box is ${sideLabel(l, unit)} long and ${sideLabel(w, unit)} wide. How tall is the box?`,
    answer: rational(h),
    format: 'whole-number',
    unit: unit.length,
    mistakes: [
      ...wholeMistake(
        volume - l - w,
        'The length and width were subtracted. Volume is found by multiplying, so divide.',
      ),
      ...wholeMistake(base, `${base} is the area of the base, not the height. Divide the volume by it.`),
      ...wholeMistake(volume / l, 'This divides by the length only. Divide by the length times the width.'),
      ...wholeMistake(volume / w, 'This divides by the width only. Divide by the length times the width.'),
      ...wholeMistake(volume - base, 'The base was subtracted. Divide the volume by the base instead.'),
    ],
    hints: [
      'Volume = length × width × height. The height is missing.',
      `First find the area of the base: ${l} × ${w}.`,
      'Then divide the volume by the area of the base.',
    ],
    explanation: [
      `The base is ${l} × ${w} = ${base} ${unit.area.many}.`,
      `${base} × height = ${n(volume)}, so height = ${n(volume)} ÷ ${base} = ${h}.`,
      `Check: ${l} × ${w} × ${h} = ${n(volume)}. The box is ${sideLabel(h, unit)} tall.`,
    ],
    parameters: params('height', 'prism', l, w, 0, { given: volume }),
  };
}

function missingWidthFromPerimeter(random: Random, story: StoryContext): NumericProblem {
  const unit = random.pick(UNITS_FOR_SIZE[story.rectangle.size]);
  const l = random.int(6, 30);
  const w = random.int(2, l - 1);
  const perimeter = 2 * l + 2 * w;
  const thing = story.rectangle.one;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${capitalise(withArticle(thing))} is a rectangle with a perimeter of ${measure(perimeter, unit.length)}. It is ${sideLabel(l, unit)} long. How wide is it?`,
    answer: rational(w),
    format: 'whole-number',
    unit: unit.length,
    mistakes: [
      ...wholeMistake(perimeter - l, 'Only one length was taken away. A rectangle has two lengths.'),
      ...wholeMistake(perimeter - 2 * l, 'This is both widths together. Split it in half for one width.'),
      ...wholeMistake(perimeter / 2, 'This is one length plus one width. Take away the length.'),
      ...wholeMistake(
        perimeter / l,
        'The perimeter was divided by the length. That works for area, not perimeter.',
      ),
    ],
    hints: [
      'The perimeter is two lengths plus two widths.',
      `Take away both lengths: ${perimeter} − ${l} − ${l}.`,
      'What is left is two widths. Find one of them.',
    ],
    explanation: [
      `Two lengths: ${l} + ${l} = ${2 * l}.`,
      `Two widths: ${perimeter} − ${2 * l} = ${2 * w}.`,
      `One width: ${2 * w} ÷ 2 = ${w}. It is ${sideLabel(w, unit)} wide.`,
    ],
    parameters: params('width-from-perimeter', 'rectangle', l, 0, 0, { given: perimeter }),
  };
}

function missingWidthFromArea(random: Random, story: StoryContext): NumericProblem {
  const unit = random.pick(UNITS_FOR_SIZE[story.rectangle.size]);
  const l = random.int(5, 20);
  const w = random.int(2, Math.min(l - 1, 12));
  const area = l * w;
  const thing = story.rectangle.one;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${capitalise(withArticle(thing))} is a rectangle with an area of ${measure(area, unit.area)}. It is ${sideLabel(l, unit)} long. How wide is it?`,
    answer: rational(w),
    format: 'whole-number',
    unit: unit.length,
    mistakes: [
      ...wholeMistake(area - l, 'The length was subtracted. Area is length times width, so divide.'),
      ...wholeMistake(area / 2 - l, 'This treats the area like a perimeter. For area, divide by the length.'),
      ...wholeMistake(area - 2 * l, 'Two lengths were subtracted, as for a perimeter. For area, divide.'),
      ...wholeMistake(area + l, 'The length was added. Area is length times width, so divide.'),
    ],
    hints: [
      'Area = length × width. The width is missing.',
      `Think: ${l} × what number = ${area}?`,
      `Divide the area by the length: ${area} ÷ ${l}.`,
    ],
    explanation: [
      `Area = length × width, so ${l} × width = ${area}.`,
      `Width = ${area} ÷ ${l} = ${w}.`,
      `Check: ${l} × ${w} = ${area}. It is ${sideLabel(w, unit)} wide.`,
    ],
    parameters: params('width-from-area', 'rectangle', l, 0, 0, { given: area }),
  };
}

function areaFromPerimeter(random: Random, story: StoryContext): NumericProblem {
  const unit = random.pick(UNITS_FOR_SIZE[story.rectangle.size]);
  const l = random.int(6, 20);
  const w = random.int(2, Math.min(l - 1, 15));
  const perimeter = 2 * l + 2 * w;
  const area = l * w;
  const thing = story.rectangle.one;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${capitalise(withArticle(thing))} is a rectangle with a perimeter of ${measure(perimeter, unit.length)}. It is ${sideLabel(l, unit)} long. What is its area?`,
    answer: rational(area),
    format: 'whole-number',
    unit: unit.area,
    mistakes: [
      ...wholeMistake(w, `${w} is the width. Now use it to find the area.`),
      ...wholeMistake(
        l * (perimeter - 2 * l),
        'Both widths were used as one width. Split them in half first.',
      ),
      ...wholeMistake(
        l * (perimeter / 2),
        'Half the perimeter is a length plus a width. Take away the length first.',
      ),
      ...wholeMistake(perimeter * l, 'The perimeter was multiplied by the length. First find the width.'),
      ...wholeMistake(perimeter, 'This is the perimeter. The question asks for the area.'),
    ],
    hints: [
      'This takes two steps. First find the width.',
      `Two widths = ${perimeter} − ${l} − ${l}. Split that in half.`,
      'Then multiply the length by the width.',
    ],
    explanation: [
      `Two widths: ${perimeter} − ${2 * l} = ${2 * w}, so one width is ${w}.`,
      `Area = ${l} × ${w} = ${area}.`,
      `The area is ${measure(area, unit.area)}.`,
    ],
    parameters: params('area-from-perimeter', 'rectangle', l, 0, 0, { given: perimeter }),
  };
}

function twoPrisms(random: Random, story: StoryContext): NumericProblem {
  const unit = random.pick(BOX_UNITS);
  const [l1, w1, h1] = [random.int(4, 12), random.int(3, 9), random.int(2, 8)];
  const [l2, w2, h2] = [random.int(2, 8), random.int(2, 7), random.int(2, 6)];
  const [v1, v2] = [l1 * w1 * h1, l2 * w2 * h2];
  const total = v1 + v2;
  const size = (l: number, w: number, h: number) => `${l} by ${w} by ${h} ${unit.length.many}`;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} builds a stand for ${story.thing.many} from two boxes. Each box is a rectangular prism. One box is ${size(l1, w1, h1)}. The other is ${size(l2, w2, h2)}. What is the total volume of the stand?`,
    answer: rational(total),
    format: 'whole-number',
    unit: unit.volume,
    mistakes: [
      ...wholeMistake(v1, `${n(v1)} is the volume of the first box only. Add the second box.`),
      ...wholeMistake(v2, `${n(v2)} is the volume of the second box only. Add the first box.`),
      ...wholeMistake(Math.abs(v1 - v2), 'The volumes were subtracted. The stand is both boxes, so add.'),
      ...wholeMistake(
        l1 + w1 + h1 + l2 + w2 + h2,
        'All six numbers were added. Find each volume with l × w × h first.',
      ),
    ],
    hints: [
      'Find the volume of each box on its own.',
      'Use V = l × w × h for each box.',
      'Then add the two volumes.',
    ],
    explanation: [
      `First box: ${l1} × ${w1} × ${h1} = ${n(v1)}.`,
      `Second box: ${l2} × ${w2} × ${h2} = ${n(v2)}.`,
      `Total: ${n(v1)} + ${n(v2)} = ${n(total)} ${unit.volume.many}.`,
    ],
    parameters: params('two-prisms', 'prism', l1, w1, h1, { length2: l2, width2: w2, height2: h2 }),
  };
}

export const perimeterAreaVolume = defineGenerator({
  id: '5.4H.perimeter-area-volume',
  version: 1,
  teksCode: '5.4H',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 10_000 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return random.pick([easyPerimeter, easyArea, easyVolume])(random, story);
    if (difficulty === 'medium')
      return random.pick([missingHeight, missingWidthFromPerimeter, missingWidthFromArea])(random, story);
    return random.pick([areaFromPerimeter, twoPrisms])(random, story);
  },
});
