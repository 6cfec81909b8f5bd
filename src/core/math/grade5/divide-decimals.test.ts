import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { divideDecimals } from './divide-decimals';

// Independent path: fraction.js divides the dividend by the divisor; money choices compare as "$x.xx".
const dollars = (value: Fraction) => {
  const cents = Number(value.mul(100).valueOf());
  return `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
};

function expected(item: Item): Fraction | string {
  const p = item.parameters;
  const quotient = new Fraction(Number(p.dividend), Number(p.dividendScale)).div(Number(p.divisor));
  return p.money === 1 && item.interaction.type === 'multiple-choice' ? dollars(quotient) : quotient;
}

checkGenerator(divideDecimals, { independentAnswer: expected });

describe('5.3G divide decimals', () => {
  it('keeps dividends to four digits, divisors to two, and quotients to hundredths', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      for (const difficulty of ['easy', 'medium', 'hard'] as const) {
        const { parameters: p } = divideDecimals.generate({ seed, difficulty });
        expect(Number(p.dividend)).toBeLessThan(10_000);
        expect(Number(p.divisor)).toBeLessThan(100);
        const quotient = new Fraction(Number(p.dividend), Number(p.dividendScale)).div(Number(p.divisor));
        expect(Number(quotient.mul(100).d)).toBe(1);
      }
    }
  });

  it('puts a zero in the tenths place of every hard quotient, and offers leaving it out', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const item = divideDecimals.generate({ seed, difficulty: 'hard', itemType: 'numeric-entry' });
      if (item.key.type !== 'numeric-entry') throw new Error('type');
      const cents = new Fraction(item.key.value.numerator, item.key.value.denominator).mul(100).valueOf();
      expect(Math.floor(cents / 10) % 10).toBe(0);
      expect(item.key.knownMistakes[0]!.note).toMatch(/zero was left out/);
    }
  });

  it('gives medium dividends a tenths digit, so the decimal point matters', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const { parameters: p, stem } = divideDecimals.generate({ seed, difficulty: 'medium' });
      expect(Number(p.dividend) % 10).not.toBe(0);
      expect(stem).toMatch(/\d\.\d ÷ \d\d\./);
    }
  });
});
