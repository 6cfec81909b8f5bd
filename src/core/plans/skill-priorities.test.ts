import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findTeks, testedTeksForGrade } from '../teks/catalogue';
import type { SkillMastery } from './plan-types';
import { priorityOf, rankSkills, type RankedSkill } from './skill-priorities';
import { mastery } from './testing/plan-builders';

const skillOf = (ranked: readonly RankedSkill[], code: string) =>
  ranked.find((skill) => skill.entry.code === code)!;
const rankOf = (ranked: readonly RankedSkill[], code: string) =>
  ranked.findIndex((skill) => skill.entry.code === code);

describe('skill priorities follow the mastery gaps', () => {
  // Grade 4 math: 4.4H (multiply and divide word problems) and 4.3D (compare fractions) are readiness
  // standards; 4.4F (divide by 1-digit numbers) and 4.2A are supporting.
  it('make a weak readiness skill high', () => {
    const ranked = rankSkills(4, 'math', [mastery('4.4H', 0.2, 8, 3)]);
    expect(skillOf(ranked, '4.4H')).toMatchObject({ priority: 'high', standing: 'weak' });
  });

  it('make a mastered skill low, readiness or supporting', () => {
    const ranked = rankSkills(4, 'math', [mastery('4.3D', 0.97, 10, 9), mastery('4.4F', 0.95, 5, 5)]);
    expect(skillOf(ranked, '4.3D')).toMatchObject({ priority: 'low', standing: 'mastered' });
    expect(skillOf(ranked, '4.4F').priority).toBe('low');
    // Mastered skills come last: review only.
    expect(
      ranked
        .slice(-2)
        .map((skill) => skill.entry.code)
        .sort(),
    ).toEqual(['4.3D', '4.4F']);
  });

  it('make an unknown readiness skill high and an unknown supporting skill medium, ranked below it', () => {
    const ranked = rankSkills(4, 'math', []);
    expect(skillOf(ranked, '4.4H').priority).toBe('high');
    expect(skillOf(ranked, '4.4F').priority).toBe('medium');
    expect(rankOf(ranked, '4.4H')).toBeLessThan(rankOf(ranked, '4.4F'));
    // With no practice at all, every readiness skill comes before every supporting one.
    const firstSupporting = ranked.findIndex((skill) => skill.entry.standardType === 'supporting');
    expect(ranked.slice(0, firstSupporting).every((skill) => skill.entry.standardType === 'readiness')).toBe(
      true,
    );
    expect(firstSupporting).toBe(
      testedTeksForGrade(4, 'math').filter((e) => e.standardType === 'readiness').length,
    );
  });

  it('make half-learned readiness skills and weak supporting skills medium', () => {
    const ranked = rankSkills(4, 'math', [mastery('4.4H', 0.8), mastery('4.4F', 0.1, 9, 2)]);
    expect(skillOf(ranked, '4.4H').priority).toBe('medium');
    expect(skillOf(ranked, '4.4F').priority).toBe('medium');
  });

  it('put skills shown to be weak before skills never tried, weakest first', () => {
    const ranked = rankSkills(4, 'math', [mastery('4.4H', 0.45, 8, 3), mastery('4.5A', 0.1, 8, 1)]);
    expect(ranked.slice(0, 2).map((skill) => skill.entry.code)).toEqual(['4.5A', '4.4H']);
  });

  it('weigh readiness skills by the blueprint: more items on the test, more urgency', () => {
    const ranked = rankSkills(4, 'math', []);
    const readiness = skillOf(ranked, '4.4H');
    const supporting = skillOf(ranked, '4.4F');
    expect(readiness.itemsPerTest).toBeGreaterThan(supporting.itemsPerTest * 2);
    expect(readiness.urgency).toBeGreaterThan(supporting.urgency);
    // The items add up to the blueprint's 32 (grade 4 math has no essay).
    const total = ranked.reduce((sum, skill) => sum + skill.itemsPerTest, 0);
    expect(total).toBeCloseTo(32, 6);
  });

  it('read codes in any spelling, ignore codes not tested at the grade, and treat no attempts as unknown', () => {
    const ranked = rankSkills(4, 'math', [
      mastery('4.4.H', 0.2, 8),
      mastery('4.1A', 0.1, 8),
      mastery('3.4A', 0.1, 8),
      mastery('4.3D', 0.99, 0, 0),
    ]);
    expect(ranked).toHaveLength(testedTeksForGrade(4, 'math').length);
    expect(skillOf(ranked, '4.4H').standing).toBe('weak');
    expect(skillOf(ranked, '4.3D')).toMatchObject({ standing: 'unknown', priority: 'high', mastery: null });
  });

  it('keep the record with more evidence when a code is listed twice', () => {
    const once = rankSkills(4, 'math', [mastery('4.4H', 0.97, 12)]);
    const twice = rankSkills(4, 'math', [mastery('4.4(H)', 0.3, 2), mastery('4.4H', 0.97, 12)]);
    expect(skillOf(twice, '4.4H')).toEqual(skillOf(once, '4.4H'));
  });

  it('refuse impossible mastery records', () => {
    expect(() => rankSkills(4, 'math', [mastery('4.4H', 1.5)])).toThrow(RangeError);
    expect(() => rankSkills(4, 'math', [mastery('4.4H', Number.NaN)])).toThrow(RangeError);
    expect(() => rankSkills(4, 'math', [{ teksCode: '4.4H', pKnown: 0.5, attempts: 2, correct: 3 }])).toThrow(
      RangeError,
    );
    expect(() =>
      rankSkills(4, 'math', [{ teksCode: '4.4H', pKnown: 0.5, attempts: -1, correct: 0 }]),
    ).toThrow(RangeError);
  });

  it('rank reading skills too, essay skills included', () => {
    const ranked = rankSkills(3, 'reading', []);
    expect(ranked).toHaveLength(testedTeksForGrade(3, 'reading').length);
    expect(skillOf(ranked, '3.7B').entry.isEssay).toBe(true);
    expect(skillOf(ranked, '3.7B').itemsPerTest).toBeGreaterThan(0);
  });
});

describe('rankings, for any mastery', () => {
  const codes = testedTeksForGrade(5, 'reading').map((entry) => entry.code);
  const records = fc.uniqueArray(
    fc.record({
      teksCode: fc.constantFrom(...codes),
      pKnown: fc.double({ min: 0, max: 1, noNaN: true }),
      attempts: fc.integer({ min: 0, max: 40 }),
      correct: fc.constant(0),
    }),
    { selector: (record) => record.teksCode },
  );

  it('list every tested code once, high before medium before low, whatever the input order', () => {
    fc.assert(
      fc.property(
        records.chain((list) =>
          fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length })),
        ),
        ([list, shuffled]) => {
          const ranked = rankSkills(5, 'reading', list);
          expect(ranked.map((skill) => skill.entry.code).sort()).toEqual([...codes].sort());
          const tiers = ranked.map((skill) => ['high', 'medium', 'low'].indexOf(skill.priority));
          expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
          expect(rankSkills(5, 'reading', shuffled)).toEqual(ranked);
        },
      ),
    );
  });

  it('never raise a priority when the student knows a skill better', () => {
    const levels = { high: 2, medium: 1, low: 0 } as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...codes),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (code, a, b) => {
          const entry = findTeks(code, 'reading')!;
          const record = (pKnown: number): SkillMastery => mastery(code, pKnown, 10);
          const [lower, higher] = a < b ? [a, b] : [b, a];
          expect(levels[priorityOf(entry, record(higher))]).toBeLessThanOrEqual(
            levels[priorityOf(entry, record(lower))],
          );
        },
      ),
    );
  });
});
