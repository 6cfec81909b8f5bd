import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem, NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { mistake, n } from './number-text';

/**
 * 4.4C: model the product of two 2-digit numbers with area models, arrays and equations, including
 * squares up to 15 × 15. Easy: add the four partial products shown in an area model; medium: the area
 * of a square garden from 11 to 15 on a side; hard: which expression shows the partial products. Wrong
 * answers: tens times tens plus ones times ones only, a partial product left out, the perimeter for the
 * area, multiplying only part of a number.
 */
const split = (x: number): [number, number] => [x - (x % 10), x % 10];

function drawFactors(random: Random): [number, number] {
  return [random.int(1, 9) * 10 + random.int(1, 9), random.int(1, 9) * 10 + random.int(1, 9)];
}

function areaModelSum(random: Random, story: StoryContext): NumericProblem {
  const [a, b] = drawFactors(random);
  const [[at, ao], [bt, bo]] = [split(a), split(b)];
  const parts = [at * bt, at * bo, ao * bt, ao * bo];
  const product = a * b;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} uses an area model to find ${a} × ${b}. What is ${a} × ${b}?`,
    visual: {
      kind: 'area-model',
      rowParts: [at, ao],
      columnParts: [bt, bo],
      showPartialProducts: true,
      imageDescription: `An area model for ${a} × ${b}. The rows are ${at} and ${ao}. The columns are ${bt} and ${bo}. The four parts are ${parts.map(n).join(', ')}.`,
    },
    answer: rational(product),
    format: 'whole-number',
    mistakes: [
      mistake(
        at * bt + ao * bo,
        'Only the tens times tens and the ones times ones were added. All four parts count.',
      ),
      mistake(product - at * bo, `The part ${at} × ${bo} = ${n(at * bo)} was left out.`),
      mistake(product - ao * bt, `The part ${ao} × ${bt} = ${n(ao * bt)} was left out.`),
      mistake(a + b, 'The two numbers were added. The area model shows multiplication.'),
    ],
    hints: [
      'The area model breaks each number into tens and ones.',
      'Each box is one partial product.',
      'Add all four partial products.',
    ],
    explanation: [
      `${a} = ${at} + ${ao} and ${b} = ${bt} + ${bo}.`,
      `The partial products are ${at} × ${bt} = ${n(parts[0]!)}, ${at} × ${bo} = ${n(parts[1]!)}, ${ao} × ${bt} = ${n(parts[2]!)} and ${ao} × ${bo} = ${n(parts[3]!)}.`,
      `${parts.map(n).join(' + ')} = ${n(product)}.`,
    ],
    parameters: { a, b, shape: 'area-model' },
  };
}

function squareGarden(random: Random, story: StoryContext): NumericProblem {
  const side = random.int(11, 15);
  const ones = side - 10;
  const area = side * side;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} plants a square garden. Each side is ${side} feet long. What is the area of the garden?`,
    visual: {
      kind: 'area-model',
      rowParts: [10, ones],
      columnParts: [10, ones],
      showPartialProducts: false,
      imageDescription: `A square area model, ${side} by ${side}. Each side is split into 10 and ${ones}.`,
    },
    answer: rational(area),
    format: 'whole-number',
    unit: { one: 'square foot', many: 'square feet' },
    mistakes: [
      mistake(
        100 + ones * ones,
        `Only 10 × 10 and ${ones} × ${ones} were added. The two parts of 10 × ${ones} count too.`,
      ),
      mistake(4 * side, 'This is the perimeter, the distance around. Area is the space inside.'),
      mistake(2 * side, `The side was doubled. The area is ${side} × ${side}.`),
      mistake(area - 10 * ones, `One part, 10 × ${ones} = ${10 * ones}, was left out.`),
    ],
    hints: [
      `The area of a square is side × side: ${side} × ${side}.`,
      `Split ${side} into 10 + ${ones} on both sides of the model.`,
      `Find 10 × 10, 10 × ${ones}, ${ones} × 10 and ${ones} × ${ones}, then add.`,
    ],
    explanation: [
      `Area = ${side} × ${side}. Split ${side} into 10 + ${ones}.`,
      `10 × 10 = 100, 10 × ${ones} = ${10 * ones}, ${ones} × 10 = ${10 * ones}, ${ones} × ${ones} = ${ones * ones}.`,
      `100 + ${10 * ones} + ${10 * ones} + ${ones * ones} = ${area} square feet.`,
    ],
    parameters: { a: side, b: side, shape: 'square' },
  };
}

function whichExpression(random: Random, story: StoryContext): ChoiceProblem {
  const [a, b] = drawFactors(random);
  const [[at, ao], [bt, bo]] = [split(a), split(b)];
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} wants to find ${a} × ${b} with partial products. Which expression can ${story.name} use?`,
    choices: [
      { text: `(${at} × ${bt}) + (${at} × ${bo}) + (${ao} × ${bt}) + (${ao} × ${bo})`, correct: true },
      {
        text: `(${at} × ${bt}) + (${ao} × ${bo})`,
        correct: false,
        note: `Two partial products are missing: ${at} × ${bo} and ${ao} × ${bt}.`,
      },
      { text: `(${a} × ${bt}) + ${bo}`, correct: false, note: `The ${bo} must be multiplied by ${a} too.` },
      { text: `(${at} × ${b}) + ${ao}`, correct: false, note: `The ${ao} must be multiplied by ${b} too.` },
    ],
    hints: [
      `Break ${a} into ${at} + ${ao} and ${b} into ${bt} + ${bo}.`,
      'Each part of one number multiplies each part of the other.',
      'That makes four partial products to add.',
    ],
    explanation: [
      `${a} = ${at} + ${ao} and ${b} = ${bt} + ${bo}.`,
      `Multiply each part by each part: ${at} × ${bt}, ${at} × ${bo}, ${ao} × ${bt} and ${ao} × ${bo}.`,
      `Their sum is ${a} × ${b} = ${n(a * b)}.`,
    ],
    parameters: { a, b, shape: 'expression' },
  };
}

export const modelTwoDigitProducts = defineGenerator({
  id: '4.4C.model-two-digit-products',
  version: 1,
  teksCode: '4.4C',
  itemTypes: ['multiple-choice'],
  bounds: { maxWhole: 10_000 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return areaModelSum(random, story);
    if (difficulty === 'medium') return squareGarden(random, story);
    return whichExpression(random, story);
  },
});
