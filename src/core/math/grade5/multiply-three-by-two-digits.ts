import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import { addWithoutRegrouping } from '../column-arithmetic';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { formatWhole as n } from '../number-format';
import { opening } from '../story-text';

/**
 * 5.3B: multiply a three-digit number by a two-digit number with the standard algorithm. Easy: an
 * area model split by place value; medium: the algorithm on its own; hard: a two-step story. Wrong
 * choices: leaving out the zero in the second partial product, multiplying by the ones only,
 * multiplying only matching places, adding partial products without regrouping.
 */
const mistake = (value: number, note: string): Mistake[] =>
  value > 0 ? [{ value: rational(value), note }] : [];

/** 347 → [300, 40, 7], leaving out zero places. */
const placeParts = (value: number) =>
  String(value)
    .split('')
    .map((digit, i, all) => Number(digit) * 10 ** (all.length - 1 - i))
    .filter((part) => part > 0);

function productMistakes(a: number, b: number): Mistake[] {
  const [tens, ones] = [Math.floor(b / 10), b % 10];
  const [first, second] = [a * ones, a * tens * 10];
  return [
    ...mistake(
      first + a * tens,
      `The second partial product needs a zero: ${a} × ${tens * 10} = ${n(second)}, not ${n(a * tens)}.`,
    ),
    ...mistake(first, `This is ${a} × ${ones} only. Multiply ${a} by the ${tens * 10} too, then add.`),
    ...mistake(
      (a - (a % 10)) * tens * 10 + (a % 10) * ones,
      `Only matching places were multiplied. Every part of ${a} must be multiplied by every part of ${b}.`,
    ),
    ...mistake(addWithoutRegrouping(first, second), 'The partial products were added without regrouping.'),
    ...mistake(a * (b + 1), `This is ${a} × ${b + 1}. Check the ones digit of ${b}.`),
  ];
}

function drawFactors(random: Random): [number, number] {
  const a = random.int(112, 989);
  let b = random.int(12, 98);
  if (b % 10 === 0) b += 3;
  return [a % 10 === 0 ? a + 7 : a, b];
}

function steps(a: number, b: number): string[] {
  const [tens, ones] = [Math.floor(b / 10), b % 10];
  return [
    `Multiply by the ones: ${a} × ${ones} = ${n(a * ones)}.`,
    `Multiply by the tens: ${a} × ${tens * 10} = ${n(a * tens * 10)}.`,
    `Add the partial products: ${n(a * ones)} + ${n(a * tens * 10)} = ${n(a * b)}.`,
  ];
}

function areaModel(random: Random, story: StoryContext): NumericProblem {
  const [a, b] = drawFactors(random);
  const [rows, columns] = [placeParts(b), placeParts(a)];
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} uses an area model to find ${a} × ${b}. What is the product?`,
    visual: {
      kind: 'area-model',
      rowParts: rows,
      columnParts: columns,
      showPartialProducts: false,
      imageDescription: `An area model. The top is split into ${columns.join(', ')}. The side is split into ${rows.join(' and ')}.`,
    },
    answer: rational(a * b),
    format: 'whole-number',
    mistakes: productMistakes(a, b),
    hints: [
      'Find the area of each small rectangle in the model.',
      `Multiply each part of ${a} by ${rows.join(' and by ')}.`,
      'Add all the partial products.',
    ],
    explanation: [
      ...rows.map((row) => `Row ${row}: ${columns.map((c) => `${c} × ${row} = ${n(c * row)}`).join(', ')}.`),
      `Add all the parts: ${rows.flatMap((row) => columns.map((c) => n(c * row))).join(' + ')} = ${n(a * b)}.`,
      `So ${a} × ${b} = ${n(a * b)}.`,
    ],
    parameters: { first: a, second: b, third: 0, operation: 'multiply' },
  };
}

function algorithm(random: Random, story: StoryContext): NumericProblem {
  const [a, b] = drawFactors(random);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} multiplies ${a} by ${b}. What is ${a} × ${b}?`,
    answer: rational(a * b),
    format: 'whole-number',
    mistakes: productMistakes(a, b),
    hints: [
      `First multiply ${a} by the ones digit of ${b}.`,
      `Then multiply ${a} by the tens. Write a 0 in the ones place first.`,
      'Add the two partial products.',
    ],
    explanation: [...steps(a, b), `So ${a} × ${b} = ${n(a * b)}.`],
    parameters: { first: a, second: b, third: 0, operation: 'multiply' },
  };
}

function twoSteps(random: Random, story: StoryContext): NumericProblem {
  const { name, otherName, thing, group } = story;
  const [a, b] = drawFactors(random);
  const product = a * b;
  const given = random.int(105, Math.min(999, product - 100));
  const answer = product - given;
  return {
    kind: 'numeric',
    stem: `${opening(story)}Each ${group.one} holds ${a} ${thing.many}. ${name} fills ${b} ${group.many}. Then ${name} gives ${n(given)} ${thing.many} to ${otherName}. How many ${thing.many} does ${name} have left?`,
    answer: rational(answer),
    format: 'whole-number',
    mistakes: [
      ...mistake(
        product,
        `${n(product)} is the first step only. ${name} gives ${n(given)} away, so subtract.`,
      ),
      ...mistake(product + given, `The ${n(given)} given away were added. Giving away means subtract.`),
      ...productMistakes(a, b)
        .slice(0, 3)
        .flatMap((m) => mistake(m.value.numerator - given, m.note)),
    ],
    hints: [
      'This problem has two steps. First find how many in all.',
      `Multiply: ${a} × ${b}.`,
      `Then subtract the ${n(given)} given to ${otherName}.`,
    ],
    explanation: [
      ...steps(a, b),
      `Subtract: ${n(product)} − ${n(given)} = ${n(answer)}.`,
      `${name} has ${n(answer)} ${thing.many} left.`,
    ],
    parameters: { first: a, second: b, third: given, operation: 'multiply-then-subtract' },
  };
}

export const multiplyThreeByTwoDigits = defineGenerator({
  id: '5.3B.multiply-three-by-two-digits',
  version: 1,
  teksCode: '5.3B',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 100_000, denominators: [] },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return areaModel(random, story);
    if (difficulty === 'medium') return algorithm(random, story);
    return twoSteps(random, story);
  },
});
