import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { multiplyDecimals } from './multiply-decimals';

// Independent path: fraction.js multiplies the factors as fractions (no place counting), then
// subtracts from the bill; money choices are compared as "$x.xx" text.
const dollars = (value: Fraction) => {
  const cents = Number(value.mul(100).valueOf());
  return `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
};

function expected(item: Item): Fraction | string {
  const p = item.parameters;
  const first = new Fraction(Number(p.first), Number(p.firstScale ?? 1));
  const second = new Fraction(Number(p.second), Number(p.secondScale));
  const product = first.mul(second);
  const answer = Number(p.bill) > 0 ? new Fraction(Number(p.bill), 100).sub(product) : product;
  const isMoney = Number(p.secondScale) === 100;
  return isMoney && item.interaction.type === 'multiple-choice' ? dollars(answer) : answer;
}

checkGenerator(multiplyDecimals, { independentAnswer: expected });

describe('5.3E multiply decimals', () => {
  it('keeps every product to hundredths', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      for (const difficulty of ['easy', 'medium', 'hard'] as const) {
        const item = multiplyDecimals.generate({ seed, difficulty, itemType: 'numeric-entry' });
        if (item.key.type !== 'numeric-entry') throw new Error('type');
        expect(100 % item.key.value.denominator).toBe(0);
      }
    }
  });

  it('writes money choices with a dollar sign and two decimal places', () => {
    const item = multiplyDecimals.generate({ seed: 3, difficulty: 'easy', itemType: 'multiple-choice' });
    const texts =
      item.interaction.type === 'multiple-choice' ? item.interaction.choices.map((c) => c.text) : [];
    for (const text of texts) expect(text).toMatch(/^\$\d+\.\d\d$/);
  });

  it('offers the misplaced decimal point as a known mistake for tenths times tenths', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const item = multiplyDecimals.generate({ seed, difficulty: 'medium', itemType: 'numeric-entry' });
      if (item.key.type !== 'numeric-entry') throw new Error('type');
      const tenFold = new Fraction(item.key.value.numerator, item.key.value.denominator).mul(10);
      expect(
        item.key.knownMistakes.some((m) =>
          tenFold.equals(new Fraction(m.value.numerator, m.value.denominator)),
        ),
      ).toBe(true);
    }
  });

  it('makes hard items take two steps: the change is less than the bill', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const { parameters: p } = multiplyDecimals.generate({ seed, difficulty: 'hard' });
      expect(Number(p.first) * Number(p.second)).toBeLessThan(Number(p.bill));
    }
  });
});
