import Fraction from 'fraction.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NUMERIC_ENTRY_MESSAGES as messages, parseNumericEntry } from './numeric-entry-parser';

const valueOf = (text: string) => {
  const parsed = parseNumericEntry(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return `${parsed.value.numerator}/${parsed.value.denominator}`;
};

describe('parseNumericEntry', () => {
  it.each([
    ['12', '12/1'],
    ['1,250', '1250/1'],
    ['1250', '1250/1'],
    ['0.5', '1/2'],
    ['.5', '1/2'],
    ['12.', '12/1'],
    ['2.50', '5/2'],
    ['$4.75', '19/4'],
    ['3/4', '3/4'],
    ['6/8', '3/4'],
    [' 3 / 4 ', '3/4'],
    ['1 1/2', '3/2'],
    ['2  3/8', '19/8'],
    ['0', '0/1'],
    ['1,000.25', '4001/4'],
  ])('reads %j as %s', (text, expected) => {
    expect(valueOf(text)).toBe(expected);
  });

  it('reports the form the child used, and the denominator typed', () => {
    expect(parseNumericEntry('4/8')).toMatchObject({ form: 'fraction', typedDenominator: 8 });
    expect(parseNumericEntry('1 1/2')).toMatchObject({ form: 'mixed', typedDenominator: 2 });
    expect(parseNumericEntry('0.5')).toMatchObject({ form: 'decimal' });
    expect(parseNumericEntry('7')).toMatchObject({ form: 'whole' });
  });

  it.each([
    ['', messages.empty],
    ['   ', messages.empty],
    ['-3', messages.negative],
    ['12 cm', messages.unit],
    ['twelve', messages.unit],
    ['1,25', messages.commas],
    ['12,50', messages.commas],
    ['3/0', messages.zeroDenominator],
    ['1 3/2', messages.mixedPart],
    ['1.2.3', messages.unreadable],
    ['3 4', messages.unreadable],
    ['.', messages.unreadable],
    ['1/2/3', messages.unreadable],
    ['1234567890123', messages.tooManyDigits],
  ])('rejects %j with a clear message', (text, message) => {
    expect(parseNumericEntry(text)).toEqual({ ok: false, message });
  });

  it('agrees with fraction.js on every fraction, mixed number and decimal it reads', () => {
    const entries = fc.oneof(
      fc.tuple(fc.nat(999), fc.integer({ min: 1, max: 99 })).map(([n, d]) => `${n}/${d}`),
      fc
        .tuple(fc.nat(99), fc.integer({ min: 2, max: 12 }))
        .chain(([whole, d]) => fc.integer({ min: 0, max: d - 1 }).map((n) => `${whole} ${n}/${d}`)),
      fc.tuple(fc.nat(9999), fc.nat(999)).map(([whole, places]) => `${whole}.${places}`),
    );
    fc.assert(
      fc.property(entries, (text) => {
        const expected = new Fraction(text);
        expect(valueOf(text)).toBe(`${expected.n}/${expected.d}`);
      }),
    );
  });

  it('reads every whole number with or without thousands commas', () => {
    fc.assert(
      fc.property(fc.nat(999_999_999), (n) => {
        expect(valueOf(String(n))).toBe(`${n}/1`);
        expect(valueOf(n.toLocaleString('en-US'))).toBe(`${n}/1`);
      }),
    );
  });

  it('never throws, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const parsed = parseNumericEntry(text);
        if (!parsed.ok) expect(parsed.message.length).toBeGreaterThan(0);
      }),
    );
  });
});
