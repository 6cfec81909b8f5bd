import { describe, expect, it } from 'vitest';
import { GRADES } from '../accounts/account';
import { findTeks, testedTeksForGrade } from './catalogue';
import { practiceCategories } from './practice-categories';

describe('practiceCategories', () => {
  it('gives grade 3 math five areas and grades 4 and 5 six (spec section 9)', () => {
    expect(GRADES.map((grade) => practiceCategories(grade, 'math').length)).toEqual([5, 6, 6]);
    expect(practiceCategories(3, 'math').map((c) => c.name)).toEqual([
      'Number and Operations',
      'Algebraic Reasoning',
      'Geometry and Measurement',
      'Data Analysis & Financial Literacy',
      'Mixed Review',
    ]);
  });

  it('gives reading five areas at grade 3 and six at grades 4 and 5', () => {
    expect(GRADES.map((grade) => practiceCategories(grade, 'reading').length)).toEqual([5, 6, 6]);
    expect(practiceCategories(4, 'reading').map((c) => c.name)).toContain("Author's Purpose and Craft");
  });

  it('puts every tested SE on exactly one content card, and all of them on Mixed Review', () => {
    for (const grade of GRADES) {
      for (const subject of ['math', 'reading'] as const) {
        const categories = practiceCategories(grade, subject);
        const content = categories.filter(
          (c) => c.name !== 'Mixed Review' && c.name !== 'Mathematical Process Standards',
        );
        const tested = testedTeksForGrade(grade, subject).map((e) => e.code);
        const placed = content.flatMap((c) => c.itemSourceCodes);
        expect([...placed].sort()).toEqual([...tested].sort());
        expect(categories.find((c) => c.name === 'Mixed Review')?.itemSourceCodes).toEqual(tested);
      }
    }
  });

  it('fills every card with tested SEs only', () => {
    for (const grade of GRADES) {
      for (const subject of ['math', 'reading'] as const) {
        for (const category of practiceCategories(grade, subject)) {
          expect(category.itemSourceCodes.length, `${grade} ${category.name}`).toBeGreaterThan(0);
          for (const code of category.itemSourceCodes) {
            expect(findTeks(code, subject)?.standardType).not.toBe('not-tested');
          }
        }
      }
    }
  });

  it('lists the process standards on their own card from grade 4', () => {
    const process = practiceCategories(4, 'math').find((c) => c.name === 'Mathematical Process Standards');
    expect(process?.teksCodes).toEqual(['4.1A', '4.1B', '4.1C', '4.1D', '4.1E', '4.1F', '4.1G']);
  });
});
