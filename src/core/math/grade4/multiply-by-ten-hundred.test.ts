import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { multiplyByTenHundred } from './multiply-by-ten-hundred';

// Independent path: repeated addition with fraction.js for products, fraction.js division for the factor.
checkGenerator(multiplyByTenHundred, {
  independentAnswer: ({ parameters: p }) => {
    const [a, b] = [Number(p.a), Number(p.b)];
    if (p.find === 'factor') return new Fraction(a).div(b);
    return Array.from({ length: b }, () => a).reduce((sum, x) => sum.add(x), new Fraction(0));
  },
});

describe('4.4B multiply by 10 and 100', () => {
  it('multiplies by 10 in easy items and by 100 in medium ones', () => {
    for (let seed = 0; seed < 50; seed += 1) {
      expect(multiplyByTenHundred.generate({ seed, difficulty: 'easy' }).parameters.b).toBe(10);
      expect(multiplyByTenHundred.generate({ seed, difficulty: 'medium' }).parameters.b).toBe(100);
    }
  });

  it('offers the one-place-off slip', () => {
    const item = multiplyByTenHundred.generate({ seed: 5, difficulty: 'medium', itemType: 'numeric-entry' });
    const a = Number(item.parameters.a);
    const values =
      item.key.type === 'numeric-entry' ? item.key.knownMistakes.map((m) => m.value.numerator) : [];
    expect(values).toContain(a * 10);
  });
});
