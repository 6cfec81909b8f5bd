import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { divideByOneDigit } from './divide-by-one-digit';

// Independent path: fraction.js division and remainder (mod) of the recorded numbers.
checkGenerator(divideByOneDigit, {
  independentAnswer: ({ parameters: p }) => {
    const [a, b] = [new Fraction(Number(p.dividend)), new Fraction(Number(p.divisor))];
    return p.ask === 'remainder' ? a.mod(b) : a.div(b);
  },
});

describe('4.4F divide by a one-digit number', () => {
  it('puts a 0 inside every medium quotient and keeps the dividend to four digits', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const { parameters: p } = divideByOneDigit.generate({ seed, difficulty: 'medium' });
      const quotient = Number(p.dividend) / Number(p.divisor);
      expect(String(quotient).slice(0, -1)).toContain('0');
      expect(String(p.dividend)).toHaveLength(4);
    }
  });

  it('always leaves a remainder in hard items', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const { parameters: p } = divideByOneDigit.generate({ seed, difficulty: 'hard' });
      expect(Number(p.dividend) % Number(p.divisor)).toBeGreaterThan(0);
    }
  });
});
