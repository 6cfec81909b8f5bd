import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rational } from '../items/rational';
import { formatRational, formatWhole } from './number-format';

describe('number formatting', () => {
  it('groups whole numbers with commas exactly as en-US does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (value) => {
        expect(formatWhole(value)).toBe(value.toLocaleString('en-US'));
      }),
    );
  });

  it('writes fractions, mixed numbers and decimals the way a classroom does', () => {
    expect(formatRational(rational(6, 8))).toBe('3/4');
    expect(formatRational(rational(5, 4))).toBe('5/4');
    expect(formatRational(rational(5, 4), 'mixed')).toBe('1 1/4');
    expect(formatRational(rational(1250, 1))).toBe('1,250');
    expect(formatRational(rational(5, 4), 'decimal')).toBe('1.25');
    expect(formatRational(rational(1, 8), 'decimal')).toBe('0.125');
    expect(() => formatRational(rational(1, 3), 'decimal')).toThrow(RangeError);
  });
});
