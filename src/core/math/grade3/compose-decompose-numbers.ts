import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { formatWhole as n } from '../number-format';
import { opening } from '../story-text';
import { wholeMistake as mistake } from './number-algebra-parts';

/**
 * 3.2A: compose and decompose numbers up to 100,000 by place value, and expanded notation. Easy: read
 * a number from base-ten blocks; medium: write a number given in expanded form (one place is zero);
 * hard: break a number apart another way (how many hundreds in 45,327 once the thousands are
 * regrouped). Wrong choices: counting blocks instead of their values, dropping the zero place, reading
 * one place as another.
 */
const PLACE_VALUES = [10_000, 1000, 100, 10, 1] as const;
const PLACE_NAMES = ['ten thousands', 'thousands', 'hundreds', 'tens', 'ones'] as const;

/** Digits written next to each other, skipping zeros: 3,045 → 345. */
const withoutZeros = (digits: readonly number[]) => Number(digits.filter((d) => d !== 0).join('') || '0');
const fromDigits = (digits: readonly number[]) => digits.reduce((sum, d) => sum * 10 + d, 0);

function blocks(random: Random, story: StoryContext): NumericProblem {
  const digits = [random.int(1, 9), random.int(1, 9), random.int(1, 9), random.int(1, 9)];
  // One time in three the hundreds or tens place is empty: the place still needs its 0.
  if (random.chance(1, 3)) digits[random.int(1, 2)] = 0;
  const [th, h, t, o] = digits as [number, number, number, number];
  const value = fromDigits(digits);
  const mistakes: Mistake[] = [
    mistake(
      th + h + t + o,
      'This counts the blocks. Each block has a value: a big cube is 1,000, a flat is 100 and a rod is 10.',
    ),
    mistake(
      withoutZeros(digits),
      'A place with no blocks still needs a 0, so the other digits stay in their places.',
    ),
    mistake(fromDigits([th, t, h, o]), 'The hundreds and tens were mixed up. A flat is 100 and a rod is 10.'),
    mistake(
      fromDigits([o, t, h, th]),
      'The digits were read in the wrong order. Start with the biggest blocks.',
    ),
    mistake(value + 1000, 'One thousand cube too many was counted. Count the cubes again.'),
    ...(h > 0 ? [mistake(value - 100, 'One flat was missed. Count the flats again.')] : []),
  ];
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} builds a number with base-ten blocks. What number do the blocks show?`,
    visual: {
      kind: 'base-ten-blocks',
      thousands: th,
      hundreds: h,
      tens: t,
      ones: o,
      imageDescription: `Base-ten blocks: ${th} thousand cubes, ${h} hundred flats, ${t} ten rods and ${o} one cubes.`,
    },
    answer: rational(value),
    format: 'whole-number',
    mistakes,
    hints: [
      'A big cube is 1,000. A flat is 100. A rod is 10. A small cube is 1.',
      `There are ${th} thousands, ${h} hundreds, ${t} tens and ${o} ones.`,
      'Write one digit for each place. A place with no blocks gets a 0.',
    ],
    explanation: [
      `${th} thousands, ${h} hundreds, ${t} tens and ${o} ones.`,
      `${n(th * 1000)} + ${n(h * 100)} + ${t * 10} + ${o} = ${n(value)}.`,
      `The blocks show ${n(value)}.`,
    ],
    parameters: { form: 'blocks', digits: digits.join(''), askedPlace: '' },
  };
}

function expandedForm(random: Random, story: StoryContext): NumericProblem {
  const digits = [random.int(1, 9), random.int(1, 9), random.int(1, 9), random.int(1, 9), random.int(1, 9)];
  const zeroAt = random.int(1, 3);
  digits[zeroAt] = 0;
  const value = fromDigits(digits);
  const inWords = random.chance(1, 2);
  const parts = digits.flatMap((d, i) => (d === 0 ? [] : [{ d, i }]));
  const shown = inWords
    ? parts
        .map(({ d, i }) => `${d} ${d === 1 ? PLACE_NAMES[i]!.replace(/s$/, '') : PLACE_NAMES[i]}`)
        .join(', ')
    : parts.map(({ d, i }) => n(d * PLACE_VALUES[i]!)).join(' + ');
  const zeroAtEnd = [...digits.filter((_, i) => i !== zeroAt), 0];
  const zeroElsewhere = [...digits];
  zeroElsewhere.splice(zeroAt, 1);
  zeroElsewhere.splice(zeroAt === 1 ? 2 : zeroAt - 1, 0, 0);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} writes a number as ${inWords ? 'place values' : 'a sum'}: ${shown}. What is the number?`,
    answer: rational(value),
    format: 'whole-number',
    mistakes: [
      mistake(
        withoutZeros(digits),
        `There are no ${PLACE_NAMES[zeroAt]}, so that place needs a 0. Without it, every digit moves to a smaller place.`,
      ),
      mistake(fromDigits(zeroAtEnd), `The 0 belongs in the ${PLACE_NAMES[zeroAt]} place, not at the end.`),
      mistake(
        fromDigits(zeroElsewhere),
        `The 0 belongs in the ${PLACE_NAMES[zeroAt]} place. Check each place.`,
      ),
      mistake(
        digits.reduce((sum, d) => sum + d, 0),
        'This adds the digits. Each digit stands for a place value, like 4 ten thousands = 40,000.',
      ),
    ],
    hints: [
      'Make a place value chart: ten thousands, thousands, hundreds, tens, ones.',
      'Write each digit in its place.',
      `There are no ${PLACE_NAMES[zeroAt]}. Write a 0 in that place.`,
    ],
    explanation: [
      `Put each digit in its place: ${digits.map((d, i) => `${d} ${PLACE_NAMES[i]}`).join(', ')}.`,
      `There are no ${PLACE_NAMES[zeroAt]}, so that digit is 0.`,
      `The number is ${n(value)}.`,
    ],
    parameters: { form: inWords ? 'place-words' : 'expanded', digits: digits.join(''), askedPlace: '' },
  };
}

/** 45,327 as 4 ten thousands, 53 hundreds, 2 tens and 7 ones: the thousands are regrouped as hundreds. */
function regroupedHundreds(random: Random, story: StoryContext): NumericProblem {
  const digits = [random.int(1, 9), random.int(1, 9), random.int(1, 9), random.int(1, 9), random.int(1, 9)];
  const [tth, th, h, t, o] = digits as [number, number, number, number, number];
  const value = fromDigits(digits);
  const answer = th * 10 + h;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} makes ${n(value)} with ${tth} ten thousands, some hundreds, ${t} tens and ${o} ones. There are no thousands. How many hundreds does ${story.name} use?`,
    answer: rational(answer),
    format: 'whole-number',
    mistakes: [
      mistake(h, `${h} is the hundreds digit. The ${th} thousands must be made of hundreds too.`),
      mistake(
        Math.floor(value / 100),
        `${Math.floor(value / 100)} counts the hundreds in all of ${n(value)}, but the ${tth} ten thousands are already used.`,
      ),
      mistake(th + h, `1 thousand is 10 hundreds, not 1 hundred. So ${th} thousands is ${th * 10} hundreds.`),
      mistake(h * 10 + th, 'The digits were switched. The thousands make the bigger part of the hundreds.'),
      mistake(
        th,
        `${th} is the thousands digit. Each thousand is 10 hundreds, and the ${h} hundreds count too.`,
      ),
    ],
    hints: [
      '1 thousand is the same as 10 hundreds.',
      `Take away the ten thousands, tens and ones: ${n(value)} − ${n(tth * 10_000)} − ${t * 10} − ${o}.`,
      'Each thousand is 10 hundreds. Then add the hundreds you already have.',
    ],
    explanation: [
      `${n(value)} = ${n(tth * 10_000)} + ${n(th * 1000 + h * 100)} + ${t * 10} + ${o}.`,
      `${n(th * 1000)} is ${th * 10} hundreds, and ${h * 100} is ${h} hundreds.`,
      `${th * 10} + ${h} = ${answer}, so ${story.name} uses ${answer} hundreds.`,
    ],
    parameters: { form: 'regroup-hundreds', digits: digits.join(''), askedPlace: 'hundreds' },
  };
}

export const composeDecomposeNumbers = defineGenerator({
  id: '3.2A.compose-decompose-numbers',
  version: 1,
  teksCode: '3.2A',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 100_000 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return blocks(random, story);
    if (difficulty === 'medium') return expandedForm(random, story);
    return regroupedHundreds(random, story);
  },
});
