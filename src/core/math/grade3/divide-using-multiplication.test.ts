import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { divideUsingMultiplication } from './divide-using-multiplication';

// Independent path: fraction.js divides the dividend by the divisor.
checkGenerator(divideUsingMultiplication, {
  independentAnswer: ({ parameters: p }) => new Fraction(Number(p.dividend)).div(Number(p.divisor)),
});

describe('3.4J divide using multiplication', () => {
  it('shows a check in hard items that really misses the dividend', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const { dividend, divisor, wrong } = divideUsingMultiplication.generate({
        seed,
        difficulty: 'hard',
      }).parameters;
      expect(Number(divisor) * Number(wrong)).not.toBe(Number(dividend));
      expect(Number(wrong)).toBeGreaterThan(0);
    }
  });
});
