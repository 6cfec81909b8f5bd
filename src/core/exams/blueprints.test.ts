import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GRADES } from '../accounts/account';
import { SUBJECTS } from '../teks/teks-types';
import { apportion, cycleFrom } from './apportion';
import { blueprintListProblems, blueprintProblems, categoryPool } from './blueprint-rules';
import type { ExamBlueprint } from './blueprint-types';
import { blueprintsForGrade, EXAM_BLUEPRINTS, findBlueprint } from './blueprints';

const g4Math = findBlueprint('g4-math')!;
const g3Reading = findBlueprint('g3-reading')!;

function withChanges(blueprint: ExamBlueprint, changes: Partial<ExamBlueprint>): ExamBlueprint {
  return { ...blueprint, ...changes };
}

describe('the blueprints', () => {
  it('all validate', () => {
    expect(blueprintListProblems(EXAM_BLUEPRINTS)).toEqual([]);
  });

  it('cover every grade and subject once, math first', () => {
    for (const grade of GRADES) {
      expect(blueprintsForGrade(grade).map((blueprint) => blueprint.subject)).toEqual([...SUBJECTS]);
    }
    expect(EXAM_BLUEPRINTS).toHaveLength(6);
  });

  it('give math the STAAR item counts 30, 32 and 34 (STAAR-TEKS.md §1.2)', () => {
    expect(GRADES.map((grade) => findBlueprint(`g${grade}-math`)!.itemCount)).toEqual([30, 32, 34]);
    expect(GRADES.map((grade) => findBlueprint(`g${grade}-reading`)!.itemCount)).toEqual([30, 32, 34]);
  });

  it('ask for at least 25% non-multiple-choice, two or more forms and estimated cut scores', () => {
    for (const blueprint of EXAM_BLUEPRINTS) {
      expect(blueprint.minNonMultipleChoicePercent).toBeGreaterThanOrEqual(25);
      expect(blueprint.formCount).toBeGreaterThanOrEqual(2);
      expect(blueprint.performanceCuts.isEstimate).toBe(true);
      expect(blueprint.performanceCuts.note).toMatch(/estimate/i);
      expect(blueprint.label).toBe(
        `STAAR-style Grade ${blueprint.grade} ${blueprint.subject === 'math' ? 'Math' : 'Reading'}`,
      );
    }
  });

  it('keep a practice sitting under the 2-hour mark of STAAR’s old design target', () => {
    for (const blueprint of EXAM_BLUEPRINTS) expect(blueprint.timeLimitMinutes).toBeLessThanOrEqual(120);
  });
});

describe('blueprintProblems', () => {
  it('finds categories that do not add up to the item count', () => {
    expect(blueprintProblems(withChanges(g4Math, { itemCount: 33 }))).toContain(
      'category items add up to 32, not the item count 33',
    );
  });

  it('refuses a non-multiple-choice share below 25%', () => {
    expect(blueprintProblems(withChanges(g4Math, { minNonMultipleChoicePercent: 20 }))).toContain(
      'non-multiple-choice share must be at least 25%',
    );
  });

  it('checks the readiness share against its range', () => {
    const categories = g4Math.categories.map((share) => ({ ...share, readinessItems: share.items }));
    expect(blueprintProblems(withChanges(g4Math, { categories }))).toContain(
      'readiness items are 100.0% of the test, outside 60–65%',
    );
  });

  it('refuses unknown, untested, essay and misplaced codes', () => {
    const restrict = (blueprint: ExamBlueprint, number: number, teksCodes: string[]) =>
      withChanges(blueprint, {
        categories: blueprint.categories.map((share) =>
          share.reportingCategory === number ? { ...share, teksCodes } : share,
        ),
      });
    expect(blueprintProblems(restrict(g4Math, 3, ['4.7C', '4.6A', '4.7A']))).toEqual([
      'category 3: 4.7A is not tested on STAAR',
    ]);
    expect(blueprintProblems(restrict(g4Math, 3, ['4.7C', '4.6A', '4.9Z']))).toEqual([
      'category 3: 4.9Z is not a math TEKS code',
    ]);
    expect(blueprintProblems(restrict(g4Math, 3, ['4.7C', '4.6A', '3.6A']))).toEqual([
      'category 3: 3.6A is not a grade 4 SE',
    ]);
    expect(blueprintProblems(restrict(g4Math, 3, ['4.7C', '4.6A', '4.2B']))).toEqual([
      'category 3: 4.2B belongs to category 1',
    ]);
    expect(blueprintProblems(restrict(g4Math, 3, ['4.6A']))).toEqual([
      'category 3: asks for readiness items but has no readiness SE',
    ]);
    expect(blueprintProblems(restrict(g3Reading, 2, ['3.11C', '3.11D(x)', '3.12B']))).toEqual([
      'category 2: 3.12B is assessed only through the essay',
    ]);
  });

  it('accepts a category limited to some SEs, and draws only on them', () => {
    const share = { reportingCategory: 3, items: 4, readinessItems: 2, teksCodes: ['4.7C', '4.5D', '4.6A'] };
    expect(categoryPool(4, 'math', share).map((entry) => entry.code)).toEqual(['4.7C', '4.5D', '4.6A']);
  });

  it('accepts a shorter beginning-of-year test written as data (README example)', () => {
    const boy = withChanges(g4Math, {
      id: 'g4-math-boy',
      program: 'Texas through-year test (HB 8), beginning of year',
      label: 'Beginning-of-Year Grade 4 Math',
      itemCount: 15,
      categories: [
        { reportingCategory: 1, items: 8, readinessItems: 5, teksCodes: ['4.2B', '4.2G', '4.2A', '4.2D'] },
        { reportingCategory: 2, items: 7, readinessItems: 4, teksCodes: ['4.4A', '4.4H', '4.4B'] },
      ],
      readinessPercent: { min: 55, max: 65 },
      difficultyMix: { easy: 40, medium: 45, hard: 15 },
      timeLimitMinutes: 40,
    });
    expect(blueprintProblems(boy)).toEqual([]);
    expect(blueprintListProblems([...EXAM_BLUEPRINTS, boy])).toEqual([]);
  });

  it('refuses a category the subject does not have', () => {
    const categories = [...g3Reading.categories, { reportingCategory: 3, items: 1, readinessItems: 0 }];
    expect(blueprintProblems(withChanges(g3Reading, { categories, itemCount: 31 }))).toContain(
      'category 3 is not a reading reporting category',
    );
  });

  it('checks the time limit, cut scores, form count, difficulty mix and id', () => {
    const cuts = { ...g4Math.performanceCuts, meets: 50 };
    expect(
      blueprintProblems(
        withChanges(g4Math, {
          id: 'G4 Math',
          timeLimitMinutes: 0,
          performanceCuts: cuts,
          formCount: 1,
          difficultyMix: { easy: 50, medium: 50, hard: 10 },
        }),
      ),
    ).toEqual([
      'id "G4 Math" must be kebab case',
      'difficulty mix must be percents adding up to 100',
      'time limit must be whole minutes from 1 to 420',
      'performance cuts must rise: 0 < approaches < meets < masters <= 100',
      'offer at least 2 fixed forms',
    ]);
  });

  it('needs a reading design for reading, and only for reading', () => {
    const { reading, ...withoutDesign } = g3Reading;
    expect(reading).toBeDefined();
    expect(blueprintProblems(withoutDesign)).toEqual([
      'a reading blueprint needs a reading design (which passages fill each category)',
    ]);
    expect(blueprintProblems(withChanges(g4Math, { reading: g3Reading.reading! }))).toEqual([
      'only a reading blueprint has a reading design',
    ]);
  });

  it('finds an id used twice in a list', () => {
    expect(blueprintListProblems([g4Math, g4Math])).toEqual(['id g4-math is used twice']);
  });
});

describe('apportion', () => {
  it('gives whole counts that add up, each the floor or ceiling of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 5 }),
        (total, list) => {
          const weights = Object.fromEntries(list.map((weight, index) => [`k${index}`, weight]));
          const counts = apportion(total, weights);
          const sum = list.reduce((acc, weight) => acc + weight, 0);
          expect(Object.values(counts).reduce((acc, count) => acc + count, 0)).toBe(total);
          list.forEach((weight, index) => {
            const exact = (total * weight) / sum;
            expect(counts[`k${index}`]).toBeGreaterThanOrEqual(Math.floor(exact));
            expect(counts[`k${index}`]).toBeLessThanOrEqual(Math.ceil(exact));
          });
        },
      ),
    );
  });

  it('splits 30, 32 and 34 items 30/50/20', () => {
    const mix = { easy: 30, medium: 50, hard: 20 };
    expect(apportion(30, mix)).toEqual({ easy: 9, medium: 15, hard: 6 });
    expect(apportion(32, mix)).toEqual({ easy: 10, medium: 16, hard: 6 });
    expect(apportion(34, mix)).toEqual({ easy: 10, medium: 17, hard: 7 });
  });

  it('cycles through a list from a start', () => {
    expect(cycleFrom(['a', 'b', 'c'], 2, 4)).toEqual(['c', 'a', 'b', 'c']);
    expect(cycleFrom([], 0, 0)).toEqual([]);
    expect(() => cycleFrom([], 0, 1)).toThrow(RangeError);
  });
});
