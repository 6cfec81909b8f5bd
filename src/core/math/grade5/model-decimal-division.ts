import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { decimalMistake, short } from './decimal-text';
import { withFallbacks } from './mistake-padding';
import { times } from '../times';

/**
 * 5.3F: represent quotients of decimals to hundredths (dividends up to four digits, whole-number
 * divisors up to two digits) with models. Easy: a strip diagram shared into equal parts; medium:
 * base-ten blocks (a flat is 1 whole, a rod 1 tenth) shared by a two-digit number, regrouping flats
 * into rods; hard: the same with a hundredths quotient, regrouping rods into small cubes too.
 * Wrong choices: the decimal point in the wrong place, multiplying, stopping before the last regroup.
 */
const count = (value: number, noun: string) => `${value} ${noun}${value === 1 ? '' : 's'}`;

const BLOCKS_KEY = 'A flat is 1 whole, a rod is 1 tenth and a small cube is 1 hundredth.';

function blocksDescription(flats: number, rods: number, cubes: number): string {
  const parts = [
    flats > 0 ? `${flats} ${flats === 1 ? 'flat' : 'flats'}` : '',
    rods > 0 ? `${rods} ${rods === 1 ? 'rod' : 'rods'}` : '',
    cubes > 0 ? `${cubes} small ${cubes === 1 ? 'cube' : 'cubes'}` : '',
  ].filter(Boolean);
  return `Base-ten blocks: ${parts.join(', ')}. ${BLOCKS_KEY}`;
}

function stripShare(random: Random, story: StoryContext): NumericProblem {
  const { name } = story;
  const parts = random.int(2, 6);
  let each = random.int(2, 9); // tenths
  if ((parts * each) % 10 === 0) each = each === 9 ? 7 : each + 1; // keep a tenths digit: 2.4, not 2
  const total = parts * each; // tenths
  const answer = rational(each, 10);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} has ${short(total, 1)} meters of ribbon. ${name} cuts it into ${parts} equal pieces. The strip diagram shows this. How long is each piece?`,
    visual: {
      kind: 'strip-diagram',
      segments: times(parts, () => ({ size: 1, label: '?' })),
      totalLabel: `${short(total, 1)} meters`,
      imageDescription: `A strip labelled ${short(total, 1)} meters in all, split into ${parts} equal parts. Each part is marked with a question mark.`,
    },
    answer,
    answerText: short(each, 1),
    format: 'decimal',
    style: 'decimal',
    unit: { one: 'meter', many: 'meters' },
    mistakes: withFallbacks(
      answer,
      [
        decimalMistake(
          each,
          0,
          `${each} is the number of tenths in each piece. Write it as a decimal: ${short(each, 1)}.`,
        ),
        decimalMistake(each, 2, `Each piece is ${each} tenths, not ${each} hundredths.`),
        decimalMistake(total * parts, 1, `This multiplies. Cutting into ${parts} equal pieces means divide.`),
        decimalMistake(
          total,
          1,
          `${short(total, 1)} is the whole strip. Split it into ${parts} equal parts.`,
        ),
      ],
      [
        decimalMistake(
          each + 1,
          1,
          `Check: ${parts} × ${short(each + 1, 1)} is more than ${short(total, 1)}.`,
        ),
      ],
    ),
    hints: [
      `Think of ${short(total, 1)} as ${total} tenths.`,
      `Share ${total} tenths equally into ${parts} parts.`,
      `${total} ÷ ${parts} tells how many tenths are in each part.`,
    ],
    explanation: [
      `${short(total, 1)} is ${total} tenths.`,
      `${total} tenths ÷ ${parts} = ${each} tenths.`,
      `${each} tenths = ${short(each, 1)}, so each piece is ${short(each, 1)} meters.`,
    ],
    parameters: { dividend: total, dividendScale: 10, divisor: parts },
  };
}

function blocksTenths(random: Random, story: StoryContext): NumericProblem {
  const divisor = random.int(11, 24);
  const each = random.int(1, 9); // tenths
  const total = divisor * each; // tenths
  const [flats, rods] = [Math.floor(total / 10), total % 10];
  const answer = rational(each, 10);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} shows ${short(total, 1)} with base-ten blocks. ${story.name} shares the blocks equally into ${divisor} groups. What is ${short(total, 1)} ÷ ${divisor}?`,
    visual: {
      kind: 'base-ten-blocks',
      thousands: 0,
      hundreds: flats,
      tens: rods,
      ones: 0,
      imageDescription: blocksDescription(flats, rods, 0),
    },
    answer,
    answerText: short(each, 1),
    format: 'decimal',
    style: 'decimal',
    mistakes: withFallbacks(
      answer,
      [
        decimalMistake(
          each,
          0,
          `Each group gets ${count(each, 'rod')}. A rod is 1 tenth, so that is ${short(each, 1)}.`,
        ),
        decimalMistake(
          each,
          2,
          `Each group gets ${count(each, 'rod')}, not ${count(each, 'small cube')}. A rod is 1 tenth.`,
        ),
        decimalMistake(
          total * divisor,
          1,
          `This multiplies. Sharing into ${divisor} equal groups means divide.`,
        ),
        decimalMistake(total, 1, `${short(total, 1)} is all the blocks. Share them into ${divisor} groups.`),
      ],
      [
        decimalMistake(
          each + 1,
          1,
          `Check: ${divisor} × ${short(each + 1, 1)} is more than ${short(total, 1)}.`,
        ),
      ],
    ),
    hints: [
      `There are not enough flats to give each of the ${divisor} groups a flat.`,
      `Trade each flat for 10 rods. Now there are ${total} rods.`,
      `Share the ${total} rods into ${divisor} equal groups.`,
    ],
    explanation: [
      `Trade the ${flats} ${flats === 1 ? 'flat' : 'flats'} for ${flats * 10} rods, so there are ${total} rods.`,
      `${total} rods ÷ ${divisor} = ${count(each, 'rod')} in each group.`,
      `${count(each, 'rod')} = ${count(each, 'tenth')}, so ${short(total, 1)} ÷ ${divisor} = ${short(each, 1)}.`,
    ],
    parameters: { dividend: total, dividendScale: 10, divisor },
  };
}

function blocksHundredths(random: Random, story: StoryContext): NumericProblem {
  const divisor = random.int(11, 25);
  let each = random.int(11, Math.min(99, Math.floor(999 / divisor))); // hundredths
  if (each % 10 === 0) each += 1;
  const total = divisor * each; // hundredths
  const [flats, rods, cubes] = [Math.floor(total / 100), Math.floor(total / 10) % 10, total % 10];
  const rodsFirst = Math.floor(total / 10); // all flats traded for rods
  const rodsEach = Math.floor(rodsFirst / divisor);
  const leftRods = rodsFirst - rodsEach * divisor;
  const answer = rational(each, 100);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} shows ${short(total, 2)} with base-ten blocks. ${story.name} shares the blocks equally into ${divisor} groups. What is ${short(total, 2)} ÷ ${divisor}?`,
    visual: {
      kind: 'base-ten-blocks',
      thousands: 0,
      hundreds: flats,
      tens: rods,
      ones: cubes,
      imageDescription: blocksDescription(flats, rods, cubes),
    },
    answer,
    answerText: short(each, 2),
    format: 'decimal',
    style: 'decimal',
    mistakes: withFallbacks(
      answer,
      [
        decimalMistake(
          each,
          1,
          `The decimal point is one place off. Each group gets ${count(Math.floor(each / 10), 'rod')} and ${count(each % 10, 'small cube')}.`,
        ),
        decimalMistake(each, 0, `${each} is the number of hundredths in each group. Write it as a decimal.`),
        ...(rodsEach > 0
          ? [
              decimalMistake(
                rodsEach,
                1,
                `This stops after sharing the rods. Trade the ${leftRods} rods left for small cubes and share them too.`,
              ),
            ]
          : []),
        decimalMistake(
          total * divisor,
          2,
          `This multiplies. Sharing into ${divisor} equal groups means divide.`,
        ),
      ],
      [
        decimalMistake(
          each + 1,
          2,
          `Check: ${divisor} × ${short(each + 1, 2)} is more than ${short(total, 2)}.`,
        ),
      ],
    ),
    hints: [
      'Trade flats for rods when there are not enough to share.',
      `Share the rods into ${divisor} groups. Then trade the rods left over for small cubes.`,
      'Share the small cubes too. Count the rods and cubes in one group.',
    ],
    explanation: [
      `Trade the flats for rods: ${short(total, 2)} is ${rodsFirst} rods${cubes > 0 ? ` and ${cubes} small cubes` : ''}.`,
      `${rodsFirst} rods ÷ ${divisor} = ${count(rodsEach, 'rod')} each, with ${count(leftRods, 'rod')} left.`,
      `Trade those for ${leftRods * 10 + cubes} small cubes: ${leftRods * 10 + cubes} ÷ ${divisor} = ${count(each % 10, 'cube')} each.`,
      `Each group has ${short(each, 2)}, so ${short(total, 2)} ÷ ${divisor} = ${short(each, 2)}.`,
    ],
    parameters: { dividend: total, dividendScale: 100, divisor },
  };
}

export const modelDecimalDivision = defineGenerator({
  id: '5.3F.model-decimal-division',
  version: 1,
  teksCode: '5.3F',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 10_000, denominators: [] },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return stripShare(random, story);
    if (difficulty === 'medium') return blocksTenths(random, story);
    return blocksHundredths(random, story);
  },
});
