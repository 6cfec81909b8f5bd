import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { decimalMistake, fixed, short } from './decimal-text';
import { withFallbacks } from './mistake-padding';
import { times } from '../times';

/**
 * 5.3D: represent multiplying decimals, with products to hundredths, using models. Easy: a whole
 * number times tenths with fraction bars split into tenths; medium: a whole number times hundredths
 * with a strip diagram; hard: tenths times tenths as the area of a rectangle, split into a whole part
 * and a tenths part. Wrong choices: counting tenths as hundredths, multiplying the digits separately
 * (3 × 0.24 as 0.612), adding the factors, multiplying only part of a factor.
 */
function tenthsBars(random: Random, story: StoryContext): NumericProblem {
  const bars = random.int(2, 6);
  const shaded = random.int(1, 9);
  const product = bars * shaded; // tenths
  const each = short(shaded, 1);
  const answer = rational(product, 10);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} shades ${each} of each bar in the model. Each bar is 1 whole. What is ${bars} × ${each}?`,
    visual: {
      kind: 'fraction-bars',
      bars: times(bars, () => ({ parts: 10, shaded, label: each })),
      imageDescription: `${bars} bars, each split into 10 equal parts, with ${shaded} parts shaded in each bar.`,
    },
    answer,
    answerText: short(product, 1),
    format: 'decimal',
    style: 'decimal',
    mistakes: withFallbacks(
      answer,
      [
        decimalMistake(
          product,
          2,
          `The shaded parts are tenths, not hundredths. ${product} tenths is ${short(product, 1)}.`,
        ),
        decimalMistake(
          product * 10,
          1,
          `${product} is the number of shaded parts. Each part is 1 tenth, so write a decimal.`,
        ),
        decimalMistake(
          bars * 10 + shaded,
          1,
          `The factors were added. There are ${bars} equal groups of ${each}, so multiply.`,
        ),
        decimalMistake(shaded, 1, `${each} is the shaded part of 1 bar. There are ${bars} bars.`),
      ],
      [decimalMistake(product + 10, 1, 'This is 1 too many. Count the shaded parts again.')],
    ),
    hints: [
      'Each bar is split into tenths. Count the shaded parts in one bar.',
      `There are ${bars} bars with ${shaded} tenths shaded in each.`,
      'Count all the shaded tenths. 10 tenths make 1 whole.',
    ],
    explanation: [
      `Each bar has ${shaded} shaded tenths, and there are ${bars} bars.`,
      `${bars} × ${shaded} tenths = ${product} tenths.`,
      `${product} tenths = ${short(product, 1)}, so ${bars} × ${each} = ${short(product, 1)}.`,
    ],
    parameters: { first: bars, firstScale: 1, second: shaded, secondScale: 10 },
  };
}

function hundredthsStrip(random: Random, story: StoryContext): NumericProblem {
  const { name, thing } = story;
  const count = random.int(2, 5);
  let each = random.int(11, 49); // hundredths
  if (each % 10 === 0) each += 3;
  if ((count * each) % 100 === 0) each += 1; // keep a decimal answer: not 4 × 0.25 = 1
  const product = count * each;
  const eachText = short(each, 2);
  const answer = rational(product, 100);
  const digitsApart = Number(`${count * Math.floor(each / 10)}${count * (each % 10)}`);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} has ${count} ${thing.many}. Each one weighs ${eachText} pound. The strip diagram shows the total. What is the total weight in pounds?`,
    visual: {
      kind: 'strip-diagram',
      segments: times(count, () => ({ size: 1, label: eachText })),
      totalLabel: '?',
      imageDescription: `A strip split into ${count} equal parts. Each part is labelled ${eachText}. The total is marked with a question mark.`,
    },
    answer,
    answerText: short(product, 2),
    format: 'decimal',
    style: 'decimal',
    unit: { one: 'pound', many: 'pounds' },
    mistakes: withFallbacks(
      answer,
      [
        ...(digitsApart < 1000 && digitsApart !== product * 10
          ? [
              decimalMistake(
                digitsApart,
                3,
                `The tenths and hundredths were multiplied apart and written side by side. Regroup: 10 hundredths make 1 tenth.`,
              ),
            ]
          : []),
        decimalMistake(
          product,
          1,
          `The decimal point is one place off. ${eachText} has 2 decimal places, so the product has 2.`,
        ),
        decimalMistake(
          count * 100 + each,
          2,
          `The numbers were added. ${count} equal parts of ${eachText} means multiply.`,
        ),
        decimalMistake(
          product,
          3,
          `The decimal point is one place off. ${count} × ${eachText} is close to ${count} × ${short(Math.round(each / 10), 1)}.`,
        ),
      ],
      [decimalMistake(product + 10, 2, 'This is 1 tenth too many. Check the regrouping.')],
    ),
    hints: [
      `The strip has ${count} equal parts of ${eachText}.`,
      `Multiply: ${count} × ${eachText}. Think of ${each} hundredths.`,
      `${count} × ${each} hundredths. Then write the hundredths as a decimal.`,
    ],
    explanation: [
      `The total is ${count} groups of ${eachText}: ${count} × ${eachText}.`,
      `${count} × ${each} hundredths = ${product} hundredths.`,
      `${product} hundredths = ${short(product, 2)}. The total weight is ${short(product, 2)} pounds.`,
    ],
    parameters: { first: count, firstScale: 1, second: each, secondScale: 100 },
  };
}

function areaOfRectangle(random: Random, story: StoryContext): NumericProblem {
  const long = random.int(11, 39); // tenths: 1.1 to 3.9
  const wide = random.int(2, 9); // tenths
  const product = long * wide; // hundredths
  const [longText, wideText] = [short(long, 1), short(wide, 1)];
  const wholePart = Math.floor(long / 10);
  const tenthsPart = long % 10;
  const answer = rational(product, 100);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} draws a rectangle ${longText} meters long and ${wideText} meter wide. What is the area of the rectangle?`,
    visual: {
      kind: 'rectangle',
      width: long,
      height: wide,
      sideLabels: { bottom: `${longText} m`, left: `${wideText} m` },
      showUnitSquares: false,
      imageDescription: `A rectangle ${longText} meters long and ${wideText} meter wide.`,
    },
    answer,
    answerText: short(product, 2),
    format: 'decimal',
    style: 'decimal',
    unit: { one: 'square meter', many: 'square meters' },
    mistakes: withFallbacks(
      answer,
      [
        decimalMistake(
          product,
          1,
          `The decimal point is one place off. Tenths times tenths makes hundredths.`,
        ),
        decimalMistake(long + wide, 1, 'The side lengths were added. Area means multiply.'),
        ...(tenthsPart > 0
          ? [
              decimalMistake(
                tenthsPart * wide,
                2,
                `Only the ${short(tenthsPart, 1)} part was multiplied. The ${wholePart} whole must be multiplied too.`,
              ),
            ]
          : []),
        decimalMistake(
          wholePart * wide,
          1,
          `Only the ${wholePart} whole was multiplied. The ${short(tenthsPart, 1)} part must be multiplied too.`,
        ),
        decimalMistake(product, 3, 'The decimal point is one place off. Count the places: 1 + 1 = 2.'),
      ],
      [],
    ),
    hints: [
      `Split ${longText} into ${wholePart} and ${short(tenthsPart, 1)}.`,
      `Find both parts: ${wholePart} × ${wideText} and ${short(tenthsPart, 1)} × ${wideText}.`,
      'Add the two parts to find the whole area.',
    ],
    explanation: [
      `${wholePart} × ${wideText} = ${short(wholePart * wide, 1)}.`,
      `${short(tenthsPart, 1)} × ${wideText} = ${short(tenthsPart * wide, 2)}.`,
      `${fixed(wholePart * wide * 10, 2)} + ${fixed(tenthsPart * wide, 2)} = ${short(product, 2)} square meters.`,
    ],
    parameters: { first: long, firstScale: 10, second: wide, secondScale: 10 },
  };
}

export const modelDecimalMultiplication = defineGenerator({
  id: '5.3D.model-decimal-multiplication',
  version: 1,
  teksCode: '5.3D',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 1000, denominators: [] },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return tenthsBars(random, story);
    if (difficulty === 'medium') return hundredthsStrip(random, story);
    return areaOfRectangle(random, story);
  },
});
