import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, formatCode, makeCode, normalizeCode } from './codes';

describe('codes children type', () => {
  it('use no characters that look alike', () => {
    for (const char of '0O1IL5S2Z8B') expect(CODE_ALPHABET).not.toContain(char);
    expect(new Set(CODE_ALPHABET).size).toBe(CODE_ALPHABET.length);
  });

  it('are read back however they are typed: lower case, spaces, dashes', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 6, maxLength: 6 }), (picks) => {
        const code = makeCode(6, (n) => picks.shift()! % n);
        expect(normalizeCode(code, 6)).toBe(code);
        expect(normalizeCode(formatCode(code).toLowerCase(), 6)).toBe(code);
        expect(normalizeCode(` ${code.slice(0, 2)} ${code.slice(2)} `, 6)).toBe(code);
      }),
    );
  });

  it('refuse a wrong length or a character that is never in a code', () => {
    expect(normalizeCode('ACDEF', 6)).toBeNull();
    expect(normalizeCode('ACDEFGH', 6)).toBeNull();
    expect(normalizeCode('ACDEF0', 6)).toBeNull();
  });

  it('are shown in groups of three', () => {
    expect(formatCode('ACDEFG')).toBe('ACD-EFG');
    expect(formatCode('ACDEFGHJ')).toBe('ACD-EFG-HJ');
  });
});
