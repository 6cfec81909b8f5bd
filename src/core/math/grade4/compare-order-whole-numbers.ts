import type { Random } from '../../random/random';
import { defineGenerator } from '../define-generator';
import { orderList, symbolBetween, whichIs, type NumberKind } from './compare-and-order';
import { digitsOf, fromDigits } from './number-text';

/**
 * 4.2C: compare and order whole numbers to 1,000,000,000. Easy: 6-digit numbers that differ in one
 * middle place; medium: 7- to 9-digit numbers that share their first digits; hard: order four numbers,
 * some with fewer digits but bigger leading digits. Multiple choice (which is greatest or least, or
 * which list is in order) and inline choice (>, <, =). Wrong answers come from comparing the wrong
 * place, trusting the first digit over the number of digits, or reversing the order.
 */
const WHOLE: NumberKind = { scale: 1, word: 'number' };

/** Four different numbers with `places` digits that agree above `differAt` and differ there. */
function closeNumbers(random: Random, places: number, differAt: number): number[] {
  const base = digitsOf(random.int(10 ** (places - 1), 10 ** places - 1));
  const digits = random.sample([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 4);
  if (differAt === places - 1 && digits.includes(0))
    digits[digits.indexOf(0)] = base[differAt] === 0 ? 1 : base[differAt]!;
  const distinct = digits.filter((d, i) => digits.indexOf(d) === i);
  return distinct.map((d) => {
    const copy = [...base];
    copy[differAt] = d;
    // Scramble the places to the right so the lower digits do not give the order away.
    for (let i = 0; i < differAt; i += 1) copy[i] = random.int(0, 9);
    return fromDigits(copy);
  });
}

function draw(random: Random, difficulty: string): number[] {
  for (let tries = 0; tries < 20; tries += 1) {
    let values: number[];
    if (difficulty === 'easy') values = closeNumbers(random, 6, random.int(1, 4));
    else if (difficulty === 'medium') {
      const places = random.int(7, 9);
      values = closeNumbers(random, places, random.int(1, places - 3));
    } else {
      const places = random.int(6, 8);
      const long = closeNumbers(random, places, random.int(1, places - 2)).slice(0, 2);
      const short = [
        random.int(9 * 10 ** (places - 2), 10 ** (places - 1) - 1),
        random.int(6 * 10 ** (places - 2), 9 * 10 ** (places - 2) - 1),
      ];
      values = [...long, ...short];
    }
    const different = values.length === 4 && values.every((v, i) => values.indexOf(v) === i);
    if (different && values.every((v) => v >= 100_000)) return values;
  }
  return [504_312, 540_123, 501_432, 514_302];
}

export const compareOrderWholeNumbers = defineGenerator({
  id: '4.2C.compare-order-whole-numbers',
  version: 1,
  teksCode: '4.2C',
  itemTypes: ['multiple-choice', 'inline-choice'],
  build({ random, story, difficulty, itemType }) {
    const values = draw(random, difficulty);
    if (itemType === 'inline-choice') {
      const [a, b] = difficulty === 'hard' ? [values[0]!, values[2]!] : [values[0]!, values[1]!];
      return random.chance(1, 2) ? symbolBetween(story, WHOLE, a, b) : symbolBetween(story, WHOLE, b, a);
    }
    if (difficulty === 'hard') return orderList(story, WHOLE, random.shuffle(values), random.chance(1, 2));
    return whichIs(
      story,
      WHOLE,
      values,
      difficulty === 'easy' ? random.chance(1, 2) : random.chance(1, 3),
      random,
    );
  },
});
