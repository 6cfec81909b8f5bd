import Fraction from 'fraction.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addRationals, compareRationals, isLowestTerms, rational, rationalEquals } from './rational';

const small = fc.integer({ min: -500, max: 500 });
const positive = fc.integer({ min: 1, max: 500 });

describe('rational', () => {
  it('reduces to lowest terms with a positive denominator, like fraction.js', () => {
    fc.assert(
      fc.property(
        small,
        small.filter((d) => d !== 0),
        (n, d) => {
          const value = rational(n, d);
          const expected = new Fraction(n, d);
          expect(isLowestTerms(value)).toBe(true);
          expect(value.numerator).toBe(Number(expected.s * expected.n));
          expect(value.denominator).toBe(Number(expected.d));
        },
      ),
    );
  });

  it('compares and adds exactly', () => {
    fc.assert(
      fc.property(small, positive, small, positive, (a, b, c, d) => {
        const sum = addRationals(rational(a, b), rational(c, d));
        const expected = new Fraction(a, b).add(c, d);
        expect(rationalEquals(sum, rational(Number(expected.s * expected.n), Number(expected.d)))).toBe(true);
        expect(compareRationals(rational(a, b), rational(c, d))).toBe(
          new Fraction(a, b).compare(new Fraction(c, d)),
        );
      }),
    );
  });

  it('refuses a zero denominator and non-integers', () => {
    expect(() => rational(1, 0)).toThrow(RangeError);
    expect(() => rational(1.5, 2)).toThrow(RangeError);
  });
});
