import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { formatWhole as n } from '../number-format';
import { opening } from '../story-text';
import { wholeMistake as mistake } from './number-algebra-parts';

/**
 * 3.4G: multiply a 2-digit number by a 1-digit number, with an area model or the standard algorithm.
 * Easy: an area model splits the 2-digit number into tens and ones; medium: a bare product that needs
 * regrouping; hard: a story where both partial products are 10 or more. Wrong choices: multiplying
 * only the tens, adding the ones instead of multiplying them, writing the partial products side by
 * side, dropping the regrouped ten.
 */
function slips(tensDigit: number, ones: number, factor: number): Mistake[] {
  const tens = tensDigit * 10;
  const onesProduct = ones * factor;
  const sideBySide = Number(`${tensDigit * factor}${onesProduct}`);
  return [
    mistake(
      tens * factor + ones,
      `The ${ones} ones were added, not multiplied. Multiply ${ones} × ${factor} too.`,
    ),
    mistake(
      tens * factor,
      `${n(tens * factor)} is only ${tens} × ${factor}. Add ${ones} × ${factor} as well.`,
    ),
    mistake(
      tens * factor + (onesProduct % 10),
      `${ones} × ${factor} = ${onesProduct}. The ${Math.floor(onesProduct / 10)} ${onesProduct >= 20 ? 'tens' : 'ten'} must be added to the tens.`,
    ),
    ...(sideBySide <= 1000
      ? [
          mistake(
            sideBySide,
            `The two products were written side by side. Add ${n(tens * factor)} + ${onesProduct} instead.`,
          ),
        ]
      : []),
    mistake(
      (tensDigit + ones) * factor,
      `The digits ${tensDigit} and ${ones} were added first. ${tensDigit} stands for ${tens}.`,
    ),
  ];
}

function steps(tensDigit: number, ones: number, factor: number): string[] {
  const tens = tensDigit * 10;
  const product = (tens + ones) * factor;
  return [
    `Split ${tens + ones} into ${tens} + ${ones}.`,
    `${tens} × ${factor} = ${n(tens * factor)} and ${ones} × ${factor} = ${ones * factor}.`,
    `${n(tens * factor)} + ${ones * factor} = ${n(product)}.`,
  ];
}

/** Digits whose ones product needs regrouping (ones × factor ≥ 10). */
function draw(random: Random, bothRegroup: boolean): [number, number, number] {
  for (let tries = 0; tries < 30; tries += 1) {
    const [t, o, f] = [random.int(1, 9), random.int(2, 9), random.int(3, 9)];
    if (o * f >= 10 && (!bothRegroup || t * f >= 10)) return [t, o, f];
  }
  return [4, 7, 6];
}

function areaModel(random: Random, story: StoryContext): NumericProblem {
  const [t, o, f] = draw(random, false);
  const number = t * 10 + o;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} uses an area model to find ${number} × ${f}. What is ${number} × ${f}?`,
    visual: {
      kind: 'area-model',
      rowParts: [f],
      columnParts: [t * 10, o],
      showPartialProducts: false,
      imageDescription: `A rectangle ${f} tall and ${number} wide, split into a ${f} by ${t * 10} part and a ${f} by ${o} part.`,
    },
    answer: rational(number * f),
    format: 'whole-number',
    mistakes: slips(t, o, f),
    hints: [
      `The model splits ${number} into ${t * 10} and ${o}.`,
      `Find each part: ${t * 10} × ${f} and ${o} × ${f}.`,
      'Add the two parts.',
    ],
    explanation: steps(t, o, f),
    parameters: { first: number, second: f },
  };
}

function bare(random: Random, story: StoryContext): NumericProblem {
  const [t, o, f] = draw(random, false);
  const number = t * 10 + o;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} multiplies ${number} × ${f}. What is the product?`,
    answer: rational(number * f),
    format: 'whole-number',
    mistakes: slips(t, o, f),
    hints: [
      `Multiply the ones first: ${o} × ${f}.`,
      `${o} × ${f} = ${o * f}. Write ${(o * f) % 10} and regroup ${Math.floor((o * f) / 10)} ${o * f >= 20 ? 'tens' : 'ten'}.`,
      `Multiply the tens: ${t} tens × ${f}. Then add the regrouped tens.`,
    ],
    explanation: steps(t, o, f),
    parameters: { first: number, second: f },
  };
}

function storyProduct(random: Random, story: StoryContext): NumericProblem {
  const [t, o, f] = draw(random, true);
  const number = t * 10 + o;
  const { name, thing, group } = story;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} has ${f} ${group.many}. Each ${group.one} has ${number} ${thing.many}. How many ${thing.many} does ${name} have in all?`,
    answer: rational(number * f),
    format: 'whole-number',
    mistakes: [
      mistake(number + f, `The numbers were added. ${f} ${group.many} of ${number} means multiply.`),
      ...slips(t, o, f),
    ],
    hints: [
      `There are ${f} equal groups of ${number}. Multiply.`,
      `Split ${number} into ${t * 10} + ${o}.`,
      `Find ${t * 10} × ${f} and ${o} × ${f}, then add.`,
    ],
    explanation: [...steps(t, o, f), `${name} has ${n(number * f)} ${thing.many}.`],
    parameters: { first: number, second: f },
  };
}

export const multiplyTwoDigit = defineGenerator({
  id: '3.4G.multiply-two-digit',
  version: 1,
  teksCode: '3.4G',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 1000 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return areaModel(random, story);
    if (difficulty === 'medium') return bare(random, story);
    return storyProduct(random, story);
  },
});
