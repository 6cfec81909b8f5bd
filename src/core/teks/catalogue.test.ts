import { describe, expect, it } from 'vitest';
import { GRADES } from '../accounts/account';
import { TEKS_CATALOGUE, findTeks, knowledgeStatements, teksForGrade, testedTeksForGrade } from './catalogue';
import { normalizeTeksCode } from './teks-code';

const codes = (grade: 3 | 4 | 5, standard: 'readiness' | 'supporting') =>
  teksForGrade(grade, 'math')
    .filter((entry) => entry.standardType === standard)
    .map((entry) => entry.code);

describe('math catalogue', () => {
  it('holds the readiness sets of STAAR-TEKS.md section 3 exactly', () => {
    expect(codes(3, 'readiness')).toEqual(
      '3.2A 3.2D 3.3F 3.3H 3.4A 3.4K 3.5A 3.5B 3.5E 3.6A 3.6C 3.7B 3.8A'.split(' '),
    );
    expect(codes(4, 'readiness')).toEqual(
      '4.2B 4.2G 4.3D 4.3E 4.4A 4.4H 4.5A 4.5B 4.5D 4.6D 4.7C 4.8C 4.9A'.split(' '),
    );
    expect(codes(5, 'readiness')).toEqual(
      '5.2B 5.3E 5.3G 5.3K 5.3L 5.4B 5.4C 5.4F 5.4H 5.5A 5.8C 5.9C'.split(' '),
    );
  });

  it('counts the tested SEs per grade: readiness plus supporting', () => {
    expect(GRADES.map((grade) => testedTeksForGrade(grade, 'math').length)).toEqual([44, 41, 36]);
    expect(GRADES.map((grade) => codes(grade, 'supporting').length)).toEqual([31, 28, 24]);
  });

  it('marks process standards x.1A–G as woven in: not tested, no reporting category', () => {
    for (const grade of GRADES) {
      const process = teksForGrade(grade, 'math').filter((entry) => entry.isProcessStandard);
      expect(process.map((entry) => entry.code)).toEqual('ABCDEFG'.split('').map((l) => `${grade}.1${l}`));
      expect(process.every((e) => e.standardType === 'not-tested' && e.reportingCategory === null)).toBe(
        true,
      );
    }
  });

  it('gives every tested SE a reporting category 1–4 with its name', () => {
    for (const entry of TEKS_CATALOGUE.filter(
      (e) => e.subject === 'math' && e.standardType !== 'not-tested',
    )) {
      expect(entry.reportingCategory?.number).toBeGreaterThanOrEqual(1);
      expect(entry.reportingCategory?.number).toBeLessThanOrEqual(4);
    }
    expect(findTeks('3.4C')?.reportingCategory?.name).toBe('Data Analysis and Personal Financial Literacy');
    expect(findTeks('4.5D')?.reportingCategory?.number).toBe(3);
  });
});

describe('reading catalogue', () => {
  it('lists the eligible SEs of section 4 with the grade 3 readiness set', () => {
    expect(GRADES.map((grade) => teksForGrade(grade, 'reading').length)).toEqual([55, 54, 53]);
    const readiness = teksForGrade(3, 'reading').filter((e) => e.standardType === 'readiness');
    expect(readiness.map((e) => e.code)).toContain('3.9E(ii)');
    expect(readiness).toHaveLength(25);
  });

  it('puts reading SEs in Reading or Writing and flags the essay SEs', () => {
    expect(findTeks('3.6F', 'reading')?.reportingCategory?.name).toBe('Reading');
    expect(findTeks('3.11D(ii)', 'reading')?.reportingCategory?.name).toBe('Writing');
    const essays = teksForGrade(4, 'reading').filter((e) => e.isEssay);
    expect(essays.map((e) => e.code)).toEqual(['4.7B', '4.12B', '4.12C']);
  });

  it('keeps grade 4–5 labels unverified except those TEA documents confirm', () => {
    expect(teksForGrade(4, 'reading').every((e) => e.evidence === 'unverified')).toBe(true);
    expect(findTeks('5.3B', 'reading')?.evidence).toBe('verified');
  });
});

describe('findTeks', () => {
  it('finds a code in any common spelling, by subject', () => {
    expect(findTeks('3.4.A')?.skillName).toBe('Add and subtract within 1,000');
    expect(findTeks('3.3(B)')?.subject).toBe('math');
    expect(findTeks('3.3B', 'reading')?.skillName).toBe('Use context clues');
    expect(findTeks('3.9.D.i', 'reading')?.code).toBe('3.9D(i)');
    expect(findTeks('6.2A')).toBeUndefined();
    expect(findTeks('nonsense')).toBeUndefined();
  });
});

describe('catalogue data', () => {
  it('has unique, canonical codes that match their grade and knowledge statement', () => {
    const keys = TEKS_CATALOGUE.map((e) => `${e.subject}:${e.code}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const entry of TEKS_CATALOGUE) {
      expect(normalizeTeksCode(entry.code)).toBe(entry.code);
      expect(entry.code.startsWith(`${entry.knowledgeStatement}`)).toBe(true);
      expect(entry.code.startsWith(`${entry.grade}.`)).toBe(true);
    }
  });

  it('keeps skill names short enough for a badge', () => {
    for (const entry of TEKS_CATALOGUE) {
      expect(entry.skillName.length, entry.code).toBeLessThanOrEqual(44);
      expect(entry.description.length, entry.code).toBeGreaterThan(entry.skillName.length - 10);
    }
  });
});

describe('knowledge statements', () => {
  it('maps grade 3 TEKS codes 3.1 to 3.9 to named skills (spec section 9)', () => {
    const statements = knowledgeStatements(3, 'math');
    expect(statements.map((s) => s.code)).toEqual([
      '3.1',
      '3.2',
      '3.3',
      '3.4',
      '3.5',
      '3.6',
      '3.7',
      '3.8',
      '3.9',
    ]);
    expect(statements.every((s) => s.skillName.length > 0)).toBe(true);
  });

  it('runs x.1 to x.10 at grades 4 and 5, and every SE belongs to a listed statement', () => {
    for (const grade of [4, 5] as const) {
      expect(knowledgeStatements(grade, 'math')).toHaveLength(10);
    }
    for (const grade of GRADES) {
      for (const subject of ['math', 'reading'] as const) {
        const known = new Set(knowledgeStatements(grade, subject).map((s) => s.code));
        for (const entry of teksForGrade(grade, subject))
          expect(known.has(entry.knowledgeStatement)).toBe(true);
      }
    }
  });
});
