import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { placeValueRelationships } from './place-value-relationships';

/**
 * Independent path: read the numbers in the stem as fraction.js values, find where the digit sits by
 * dividing by powers of ten, and compare the two place values.
 */
function placeOf(written: string, digit: number): Fraction {
  const value = new Fraction(written.replaceAll(',', ''));
  for (let power = -2; power <= 9; power += 1) {
    const unit = new Fraction(10).pow(power);
    if (value.div(unit).floor().mod(10).equals(digit)) return unit.mul(digit);
  }
  return new Fraction(0);
}

checkGenerator(placeValueRelationships, {
  independentAnswer: (item) => {
    const digit = Number(item.parameters.digit);
    const easy = /the number ([\d,]+)\./.exec(item.stem);
    if (easy) return placeOf(easy[1]!, digit);
    const [a, b] = [...item.stem.matchAll(/writes ([\d,]+(?:\.\d+)?)\./g)].map((m) => m[1]!);
    return placeOf(a!, digit).div(placeOf(b!, digit));
  },
});

describe('4.2A place value relationships', () => {
  it('puts the digit in exactly one place of each number', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const item = placeValueRelationships.generate({ seed, difficulty: 'medium' });
      const digit = String(item.parameters.digit);
      const written = item.stem.match(/writes ([\d,.]+)\./g) ?? [];
      expect(written).toHaveLength(2);
      for (const w of written) expect(w.split('').filter((c) => c === digit)).toHaveLength(1);
    }
  });

  it('answers 10 or 1/10 when comparing places next to each other', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const item = placeValueRelationships.generate({ seed, difficulty: 'hard', itemType: 'numeric-entry' });
      const value = item.key.type === 'numeric-entry' ? item.key.value : undefined;
      expect([10, 0.1]).toContain(value!.numerator / value!.denominator);
    }
  });
});
