import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { addSubtractRationals } from './add-subtract-rationals';

// Independent path: fraction.js adds or subtracts the numbers as recorded (decimals as hundredths,
// mixed numbers as whole + fraction), with no common denominators worked out by hand.
function expected({ parameters: p }: Item): Fraction {
  if (p.model === 'decimal') {
    const [a, b] = [new Fraction(Number(p.first), 100), new Fraction(Number(p.second), 100)];
    return p.op === 'add' ? a.add(b) : a.sub(b);
  }
  const first = new Fraction(Number(p.p), Number(p.a)).add(Number(p.w1));
  const second = new Fraction(Number(p.q), Number(p.b)).add(Number(p.w2));
  return p.op === 'add' ? first.add(second) : first.sub(second);
}

checkGenerator(addSubtractRationals, { independentAnswer: expected });

const SEEDS = Array.from({ length: 300 }, (_, seed) => seed);

describe('5.3K add and subtract rational numbers', () => {
  it('uses unlike denominators and never a negative difference', () => {
    for (const seed of SEEDS) {
      for (const difficulty of ['medium', 'hard'] as const) {
        const item = addSubtractRationals.generate({ seed, difficulty });
        expect(item.parameters.a).not.toBe(item.parameters.b);
        expect(expected(item).compare(0)).toBeGreaterThan(0);
      }
    }
  });

  it('makes every hard item regroup a whole: the first fraction is smaller than the second', () => {
    for (const seed of SEEDS) {
      const { parameters: p } = addSubtractRationals.generate({ seed, difficulty: 'hard' });
      expect(
        new Fraction(Number(p.p), Number(p.a)).compare(new Fraction(Number(p.q), Number(p.b))),
      ).toBeLessThan(0);
    }
  });

  it('gives decimals with different numbers of places in easy items', () => {
    for (const seed of SEEDS.slice(0, 50)) {
      const { stem } = addSubtractRationals.generate({ seed, difficulty: 'easy' });
      expect(stem).toMatch(/\d+\.\d [+−] \d+\.\d\d\./);
    }
  });

  it('offers adding the tops and bottoms as a known mistake when it can be shown', () => {
    const item = addSubtractRationals.generate({ seed: 7, difficulty: 'medium', itemType: 'numeric-entry' });
    if (item.key.type !== 'numeric-entry') throw new Error('type');
    expect(item.key.knownMistakes.some((m) => /common denominator|numerators did not/.test(m.note))).toBe(
      true,
    );
  });
});
