import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { divideByTwoDigits } from './divide-by-two-digits';

// Independent path: fraction.js divides, then rounds down (full groups) or up (room for all) for stories.
checkGenerator(divideByTwoDigits, {
  independentAnswer: ({ parameters: p }) => {
    const quotient = new Fraction(Number(p.dividend)).div(Number(p.divisor));
    if (p.ask === 'round-up') return quotient.ceil();
    if (p.ask === 'full-groups') return quotient.floor();
    return quotient;
  },
});

describe('5.3C divide by a two-digit number', () => {
  it('keeps dividends to four digits and divisors to two, with whole quotients when asked exactly', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      for (const difficulty of ['easy', 'medium', 'hard'] as const) {
        const { parameters: p } = divideByTwoDigits.generate({ seed, difficulty });
        expect(Number(p.dividend)).toBeLessThan(10_000);
        expect(String(p.divisor)).toHaveLength(2);
        if (p.ask === 'exact') expect(Number(p.dividend) % Number(p.divisor)).toBe(0);
        else expect(Number(p.dividend) % Number(p.divisor)).not.toBe(0);
      }
    }
  });

  it('often puts a zero in medium quotients and knows the slip of leaving it out', () => {
    let withZero = 0;
    for (let seed = 0; seed < 200; seed += 1) {
      const item = divideByTwoDigits.generate({ seed, difficulty: 'medium', itemType: 'numeric-entry' });
      if (item.key.type !== 'numeric-entry') throw new Error('type');
      if (String(item.key.value.numerator).includes('0')) {
        withZero += 1;
        expect(item.key.knownMistakes[0]!.note).toMatch(/zero was left out/);
      }
    }
    expect(withZero).toBeGreaterThan(60);
  });
});
