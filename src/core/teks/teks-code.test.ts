import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTeksCode, knowledgeStatementOf, normalizeTeksCode, parseTeksCode } from './teks-code';

describe('normalizeTeksCode', () => {
  it.each(['3.4A', '3.4.A', '3.4(A)', '3.4 a', ' teks 3.4a ', '3.4.a'])('reads %j as 3.4A', (input) => {
    expect(normalizeTeksCode(input)).toBe('3.4A');
  });

  it.each(['3.9D(i)', '3.9.D.i', '3.9(D)(i)', '3.9D.i', '3.9d (I)', '3.9D i'])(
    'reads %j as 3.9D(i)',
    (input) => {
      expect(normalizeTeksCode(input)).toBe('3.9D(i)');
    },
  );

  it('keeps letter I as a letter, not a roman part', () => {
    expect(normalizeTeksCode('3.4I')).toBe('3.4I');
    expect(normalizeTeksCode('3.4(I)')).toBe('3.4I');
  });

  it('reads two-digit statements such as 4.10E and 3.11D(xi)', () => {
    expect(normalizeTeksCode('4.10.E')).toBe('4.10E');
    expect(normalizeTeksCode('3.11D(xi)')).toBe('3.11D(xi)');
  });

  it.each(['', '3.4', '34A', '3.4AB', 'A.4.3', '3.9D(q)', '3.9D(xiv)', 'three point four A'])(
    'rejects %j',
    (input) => {
      expect(normalizeTeksCode(input)).toBeUndefined();
    },
  );

  it('round-trips every canonical code through the parser', () => {
    const parts = fc.record({
      grade: fc.integer({ min: 1, max: 12 }),
      statement: fc.integer({ min: 1, max: 13 }),
      letter: fc.constantFrom(...'ABCDEFGHIJKL'.split('')),
      part: fc.option(fc.constantFrom('i', 'ii', 'iii', 'iv', 'vii', 'xi'), { nil: undefined }),
    });
    fc.assert(
      fc.property(parts, (p) => {
        const code = formatTeksCode(p);
        expect(normalizeTeksCode(code)).toBe(code);
        expect(formatTeksCode(parseTeksCode(code)!)).toBe(code);
      }),
    );
  });
});

describe('knowledgeStatementOf', () => {
  it('drops the letter and any roman part', () => {
    expect(knowledgeStatementOf('3.4A')).toBe('3.4');
    expect(knowledgeStatementOf('5.11D(ix)')).toBe('5.11');
  });
});
