import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { NumericProblem } from '../generator-types';
import { formatWhole as n } from '../number-format';
import { opening } from '../story-text';
import { wholeMistake as mistake } from './number-algebra-parts';
import { times } from '../times';

/**
 * 3.2B: the base-10 place value system through the hundred thousands place: each place is 10 times
 * the place to its right. Easy: trade base-ten blocks for the next smaller unit; medium: how many
 * thousands (or hundreds) make a number like 40,000; hard: how many times the value of one digit is
 * the value of the same digit in another place. Wrong choices: counting the blocks, moving one place
 * too few or too many, "the same digit has the same value".
 */
const UNITS = [
  { value: 1, one: 'one', many: 'ones' },
  { value: 10, one: 'ten', many: 'tens' },
  { value: 100, one: 'hundred', many: 'hundreds' },
  { value: 1000, one: 'thousand', many: 'thousands' },
  { value: 10_000, one: 'ten thousand', many: 'ten thousands' },
  { value: 100_000, one: 'hundred thousand', many: 'hundred thousands' },
] as const;

function tradeBlocks(random: Random, story: StoryContext): NumericProblem {
  const count = random.int(2, 9);
  const thousands = random.chance(1, 2);
  const [big, small] = thousands ? [UNITS[3], UNITS[2]] : [UNITS[2], UNITS[1]];
  const answer = count * 10;
  const block = thousands ? 'big cubes' : 'flats';
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} has ${count} ${block}. Each one is 1 ${big.one}. ${story.name} trades them for ${small.many}. How many ${small.many} does ${story.name} get?`,
    visual: {
      kind: 'base-ten-blocks',
      thousands: thousands ? count : 0,
      hundreds: thousands ? 0 : count,
      tens: 0,
      ones: 0,
      imageDescription: `${count} ${thousands ? 'thousand cubes' : 'hundred flats'} and no other blocks.`,
    },
    answer: rational(answer),
    format: 'whole-number',
    mistakes: [
      mistake(count, `This is the number of ${block}. Each one trades for 10 ${small.many}.`),
      mistake(count * 100, `That moves two places. 1 ${big.one} is 10 ${small.many}, not 100.`),
      mistake(count + 10, `1 ${big.one} is 10 ${small.many}, so multiply ${count} by 10. Do not add.`),
      mistake((count - 1) * 10, `One ${big.one} was left out. Count the blocks again.`),
    ],
    hints: [
      `1 ${big.one} is the same as 10 ${small.many}.`,
      `Each of the ${count} ${block} trades for 10 ${small.many}.`,
      `Count by tens ${count} times, or multiply ${count} × 10.`,
    ],
    explanation: [
      `1 ${big.one} = 10 ${small.many}.`,
      `${count} ${big.many} = ${count} × 10 = ${answer} ${small.many}.`,
      `${n(count * big.value)} is ${answer} ${small.many}.`,
    ],
    parameters: { kind: 'trade', count, bigValue: big.value, smallValue: small.value },
  };
}

function howManyUnits(random: Random, story: StoryContext): NumericProblem {
  const bigPlace = random.pick([3, 4, 5] as const);
  const count = bigPlace === 5 ? 1 : random.int(2, 9);
  const places = bigPlace === 3 ? 1 : random.int(1, 2);
  const big = UNITS[bigPlace];
  const small = UNITS[bigPlace - places]!;
  const total = count * big.value;
  const answer = total / small.value;
  const otherPlaces = places === 1 ? total / (small.value / 10) : total / (small.value * 10);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} writes the number ${n(total)}. How many ${small.many} make ${n(total)}?`,
    answer: rational(answer),
    format: 'whole-number',
    mistakes: [
      mistake(
        count,
        `${count} is the number of ${big.many}. Each ${big.one} is ${places === 1 ? 10 : 100} ${small.many}.`,
      ),
      mistake(
        otherPlaces,
        places === 1
          ? `That counts ${UNITS[bigPlace - 2]!.many}. Each place is 10 times the place to its right, so move one place.`
          : `That counts ${UNITS[bigPlace - 1]!.many}. ${small.many} are two places to the right, so multiply by 100.`,
      ),
      mistake(total, `${n(total)} is the number itself. Count how many ${small.many} it takes to make it.`),
      mistake(
        count + (places === 1 ? 10 : 100),
        'Each place is 10 times the next one, so multiply. Do not add.',
      ),
    ],
    hints: [
      'Each place is 10 times the place to its right.',
      `${n(total)} is ${count} ${count === 1 ? big.one : big.many}.`,
      `1 ${big.one} is ${n(big.value / small.value)} ${small.many}.`,
    ],
    explanation: [
      `${n(total)} is ${count} ${count === 1 ? big.one : big.many}.`,
      `1 ${big.one} = ${n(big.value / small.value)} ${small.many}.`,
      `${count} × ${n(big.value / small.value)} = ${n(answer)}, so ${n(answer)} ${small.many} make ${n(total)}.`,
    ],
    parameters: { kind: 'units', count, bigValue: big.value, smallValue: small.value },
  };
}

/** A 5-digit number with no repeated digit that holds `digit` at `place` (0 = ones). */
function numberWith(random: Random, digit: number, place: number): number {
  const others = random.sample(
    [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => d !== digit),
    4,
  );
  const digits = times(5, (i) => (i === place ? digit : others.pop()!));
  return digits.reduce((sum, d, i) => sum + d * 10 ** i, 0);
}

function timesAsMuch(random: Random, story: StoryContext): NumericProblem {
  const digit = random.int(2, 9);
  const gap = random.int(1, 2);
  const small = random.int(0, 4 - gap);
  const big = small + gap;
  const [first, second] = [numberWith(random, digit, big), numberWith(random, digit, small)];
  const answer = 10 ** gap;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} writes ${n(first)} and ${story.otherName} writes ${n(second)}. The value of the ${digit} in ${n(first)} is how many times the value of the ${digit} in ${n(second)}?`,
    answer: rational(answer),
    format: 'whole-number',
    mistakes: [
      mistake(1, `The digit is the same, but its place is not. Its value depends on its place.`),
      mistake(
        gap === 1 ? 100 : 10,
        `Count the places between the two ${digit}s again. Each place is 10 times the next.`,
      ),
      mistake(1000, `That is three places apart. Count the places between the two ${digit}s.`),
      mistake(
        gap,
        `The ${digit}s are ${gap} ${gap === 1 ? 'place' : 'places'} apart, and each place multiplies by 10.`,
      ),
      mistake(
        digit * 10 ** big,
        `${n(digit * 10 ** big)} is the value of the ${digit} in ${n(first)}. Compare it with the other value.`,
      ),
    ],
    hints: [
      `Find the place of the ${digit} in each number.`,
      `In ${n(first)} the ${digit} is worth ${n(digit * 10 ** big)}. In ${n(second)} it is worth ${n(digit * 10 ** small)}.`,
      'Each place to the left is 10 times as much.',
    ],
    explanation: [
      `In ${n(first)}, the ${digit} is in the ${UNITS[big]!.many} place: ${n(digit * 10 ** big)}.`,
      `In ${n(second)}, the ${digit} is in the ${UNITS[small]!.many} place: ${n(digit * 10 ** small)}.`,
      `The places are ${gap} apart, so the value is ${answer} times as much.`,
    ],
    parameters: { kind: 'times', first, second, digit },
  };
}

export const placeValueRelationships = defineGenerator({
  id: '3.2B.place-value-relationships',
  version: 1,
  teksCode: '3.2B',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 100_000 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return tradeBlocks(random, story);
    if (difficulty === 'medium') return howManyUnits(random, story);
    return timesAsMuch(random, story);
  },
});
