import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { unitFractionSums } from './unit-fraction-sums';

// Independent path: fraction.js adds unit fractions one at a time, or counts them back out of a/b.
checkGenerator(unitFractionSums, {
  independentAnswer: ({ parameters: p }) => {
    const unit = new Fraction(1, Number(p.denominator));
    const whole = new Fraction(Number(p.numerator), Number(p.denominator));
    if (p.kind === 'compose') {
      let sum = new Fraction(0);
      for (let i = 0; i < Number(p.numerator); i += 1) sum = sum.add(unit);
      return sum;
    }
    if (p.kind === 'decompose') return whole.div(unit);
    return whole.sub(unit.mul(Number(p.known)));
  },
});

describe('3.3D sums of unit fractions', () => {
  it('accepts any equal fraction in numeric entry, since the stem names no denominator', () => {
    const item = unitFractionSums.generate({ seed: 2, difficulty: 'easy', itemType: 'numeric-entry' });
    expect(item.key).toMatchObject({ accept: { kind: 'equivalent' } });
  });

  it('writes the sum in the stem as repeated unit fractions', () => {
    const { stem, parameters } = unitFractionSums.generate({ seed: 6, difficulty: 'easy' });
    const unit = `1/${String(parameters.denominator)}`;
    expect(stem.split(unit).length - 1).toBe(Number(parameters.numerator) + 1);
  });
});
