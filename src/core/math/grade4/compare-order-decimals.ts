import type { Random } from '../../random/random';
import { defineGenerator } from '../define-generator';
import { orderList, symbolBetween, whichIs, type NumberKind } from './compare-and-order';

/**
 * 4.2F: compare and order decimals to hundredths. Easy: decimals below 1 mixing tenths and hundredths
 * (0.4 and 0.35); medium: decimals with the same whole number and different places (3.5, 3.45, 3.05);
 * hard: order four decimals. Multiple choice and inline choice (>, <, =). The named misconception is
 * "more digits after the point means greater", plus comparing the wrong place and reversing the order.
 */
const DECIMAL: NumberKind = { scale: 100, word: 'decimal' };

/** Four different decimals (in hundredths), at least one tenths-only and one with more digits but less value. */
function draw(random: Random, whole: number): number[] {
  for (let tries = 0; tries < 30; tries += 1) {
    const tenths = random.int(2, 9);
    const values = [
      whole * 100 + tenths * 10,
      whole * 100 + (tenths - 1) * 10 + random.int(1, 9),
      whole * 100 + random.int(1, 9),
      whole * 100 + random.int(1, 9) * 10 + random.int(1, 9),
    ];
    if (new Set(values).size === 4) return values;
  }
  return [whole * 100 + 40, whole * 100 + 35, whole * 100 + 4, whole * 100 + 53];
}

export const compareOrderDecimals = defineGenerator({
  id: '4.2F.compare-order-decimals',
  version: 1,
  teksCode: '4.2F',
  itemTypes: ['multiple-choice', 'inline-choice'],
  bounds: { maxWhole: 99 },
  build({ random, story, difficulty, itemType }) {
    const whole = difficulty === 'easy' ? 0 : random.int(1, 99);
    const values = draw(random, whole);
    if (itemType === 'inline-choice') {
      // The tenths-only decimal against the one with more digits but less value: the classic trap.
      const [a, b] = difficulty === 'hard' ? [values[0]!, values[2]!] : [values[0]!, values[1]!];
      return random.chance(1, 2) ? symbolBetween(story, DECIMAL, a, b) : symbolBetween(story, DECIMAL, b, a);
    }
    if (difficulty === 'hard') return orderList(story, DECIMAL, random.shuffle(values), random.chance(1, 2));
    return whichIs(story, DECIMAL, values, random.chance(1, 2), random);
  },
});
