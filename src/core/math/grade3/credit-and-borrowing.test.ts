import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { creditAndBorrowing } from './credit-and-borrowing';

const dollarsIn = (text: string) => [...text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1]));

/** Independent path: read the amounts from the stem; interest = paid back − borrowed. */
function expected(item: Item): string {
  const { stem } = item;
  const lender = /\. (\S+) lends (\S+) the rest/.exec(stem);
  if (lender) return stem.endsWith('Who is the lender?') ? lender[1]! : 'credit';
  const [borrowed, second, third] = dollarsIn(stem);
  let answer: Fraction;
  if (/each week for (\d+) weeks/.test(stem)) {
    const weeks = Number(/for (\d+) weeks/.exec(stem)![1]);
    answer = new Fraction(second!).mul(weeks).sub(borrowed!);
  } else if (stem.endsWith('in all?')) answer = new Fraction(borrowed!).add(second!);
  else answer = new Fraction(second!).sub(borrowed!);
  void third;
  return `$${answer.toString()}`;
}

checkGenerator(creditAndBorrowing, { independentAnswer: expected });

describe('3.9D credit', () => {
  it('always has the borrower pay back more than was borrowed', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      for (const difficulty of ['medium', 'hard'] as const) {
        const { borrowed, paidBack } = creditAndBorrowing.generate({ seed, difficulty }).parameters as Record<
          string,
          number
        >;
        expect(paidBack).toBeGreaterThan(borrowed!);
        expect(paidBack).toBeLessThanOrEqual(100);
      }
    }
  });

  it('names the lender and the borrower correctly', () => {
    const items = Array.from({ length: 40 }, (_, seed) =>
      creditAndBorrowing.generate({ seed, difficulty: 'easy' }),
    );
    expect(items.some((item) => item.stem.endsWith('Who is the lender?'))).toBe(true);
    expect(items.some((item) => item.stem.endsWith('using?'))).toBe(true);
  });
});
