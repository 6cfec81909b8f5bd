import { describe, expect, it } from 'vitest';
import { distinctItemKey } from '../items/item-key';
import { regenerate } from '../math/registry';
import { findTeks } from '../teks/catalogue';
import { assembleForm } from './assemble-form';
import { categoryPool } from './blueprint-rules';
import type { ExamBlueprint } from './blueprint-types';
import { EXAM_BLUEPRINTS, findBlueprint } from './blueprints';
import { ExamAssemblyError, examFormIds, parseExamFormId, type ExamForm } from './exam-form';

const MATH = EXAM_BLUEPRINTS.filter((blueprint) => blueprint.subject === 'math');
const forms = new Map<string, ExamForm>(
  MATH.flatMap((blueprint) =>
    Array.from({ length: blueprint.formCount }, (_, index) => {
      const form = assembleForm(blueprint, index + 1);
      return [form.examId, form] as const;
    }),
  ),
);
const cases = MATH.flatMap((blueprint) =>
  examFormIds(blueprint).map((examId) => [examId, blueprint, forms.get(examId)!] as const),
);

const nonMultipleChoice = (form: ExamForm) =>
  form.items.filter((entry) => entry.item.interaction.type !== 'multiple-choice').length;

describe.each(cases)('math form %s', (examId, blueprint, form) => {
  it('has the blueprint’s count, numbered in order, and its fields', () => {
    expect(form.items).toHaveLength(blueprint.itemCount);
    expect(form.items.map((entry) => entry.number)).toEqual(
      Array.from({ length: blueprint.itemCount }, (_, index) => index + 1),
    );
    expect(form).toMatchObject({
      examId,
      grade: blueprint.grade,
      subject: 'math',
      timeLimitMinutes: blueprint.timeLimitMinutes,
      passageIds: [],
    });
    expect(form.title).toBe(`${blueprint.label}: Form ${form.formNumber}`);
    expect(form.description).toContain(
      `${blueprint.itemCount} questions, ${blueprint.timeLimitMinutes} minutes`,
    );
  });

  it('honours every category’s count and readiness split, with SEs of that category', () => {
    for (const share of blueprint.categories) {
      const inCategory = form.items.filter(
        (entry) => entry.reportingCategory.number === share.reportingCategory,
      );
      expect(inCategory).toHaveLength(share.items);
      expect(inCategory.filter((entry) => entry.standardType === 'readiness')).toHaveLength(
        share.readinessItems,
      );
      const pool = new Set(categoryPool(blueprint.grade, 'math', share).map((entry) => entry.code));
      for (const { item, standardType } of inCategory) {
        expect(pool.has(item.teksCode)).toBe(true);
        expect(findTeks(item.teksCode)!.standardType).toBe(standardType);
      }
    }
  });

  it('asks at least 25% (and the blueprint’s share) of questions in other ways than multiple choice', () => {
    const share = (nonMultipleChoice(form) / form.items.length) * 100;
    expect(share).toBeGreaterThanOrEqual(25);
    expect(share).toBeGreaterThanOrEqual(blueprint.minNonMultipleChoicePercent);
  });

  it('spreads difficulty 30/50/20', () => {
    const count = (difficulty: string) =>
      form.items.filter((entry) => entry.item.difficulty === difficulty).length;
    const n = blueprint.itemCount;
    expect(Math.abs(count('easy') - 0.3 * n)).toBeLessThan(1);
    expect(Math.abs(count('medium') - 0.5 * n)).toBeLessThan(1);
    expect(Math.abs(count('hard') - 0.2 * n)).toBeLessThan(1);
    expect(form.difficulty).toBe('medium');
  });

  it('has no repeated question', () => {
    const keys = form.items.map((entry) => distinctItemKey(entry.item));
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(form.items.map((entry) => entry.item.id)).size).toBe(keys.length);
  });

  it('is the same every time, and every item rebuilds from its id', () => {
    const again = assembleForm(blueprint, form.formNumber);
    expect(again.items.map((entry) => entry.item.id)).toEqual(form.items.map((entry) => entry.item.id));
    expect(again.fingerprint).toBe(form.fingerprint);
    expect(form.fingerprint).toMatch(/^[0-9a-f]{16}$/);
    for (const { item } of form.items) {
      expect(item.grade).toBe(blueprint.grade);
      expect(regenerate(item.id)).toEqual({ ok: true, item });
    }
  });
});

describe('the forms of one math blueprint', () => {
  it.each(MATH.map((blueprint) => [blueprint.id, blueprint] as const))(
    '%s: share no question and cover different supporting SEs',
    (_id, blueprint) => {
      const [first, second] = examFormIds(blueprint).map((id) => forms.get(id)!);
      const ids = new Set(first!.items.map((entry) => entry.item.id));
      expect(second!.items.filter((entry) => ids.has(entry.item.id))).toEqual([]);
      expect(second!.fingerprint).not.toBe(first!.fingerprint);
      const supporting = (form: ExamForm) =>
        new Set(
          form.items
            .filter((entry) => entry.standardType === 'supporting')
            .map((entry) => entry.item.teksCode),
        );
      const shared = [...supporting(first!)].filter((code) => supporting(second!).has(code));
      // Windows of one shuffled list: a category with fewer supporting SEs than two forms need repeats a few.
      expect(shared.length).toBeLessThanOrEqual(Math.ceil(supporting(first!).size / 2));
    },
  );
});

describe('exam ids', () => {
  it('name the blueprint and form, and parse back', () => {
    expect(examFormIds(findBlueprint('g4-math')!)).toEqual(['g4-math-form-1', 'g4-math-form-2']);
    expect(parseExamFormId('g3-reading-form-2')).toEqual({
      blueprint: findBlueprint('g3-reading'),
      formNumber: 2,
    });
    for (const bad of ['g4-math-form-3', 'g4-math-form-0', 'g6-math-form-1', 'g4-math', 'g4-math-form-1x']) {
      expect(parseExamFormId(bad)).toBeUndefined();
    }
  });
});

describe('assembleForm', () => {
  const g3Math = findBlueprint('g3-math')!;

  it('refuses a form number the blueprint does not have', () => {
    expect(() => assembleForm(g3Math, 3)).toThrow(ExamAssemblyError);
    expect(() => assembleForm(g3Math, 0)).toThrow('g3-math has forms 1 to 2, not 0');
  });

  it('builds a new kind of test from data alone: a short beginning-of-year check on some SEs', () => {
    const boy: ExamBlueprint = {
      ...g3Math,
      id: 'g3-math-boy-sample',
      label: 'Beginning-of-year Grade 3 Math',
      itemCount: 10,
      timeLimitMinutes: 25,
      formCount: 3,
      categories: [
        { reportingCategory: 1, items: 4, readinessItems: 2, teksCodes: ['3.2A', '3.2D', '3.2B', '3.2C'] },
        { reportingCategory: 2, items: 6, readinessItems: 4, teksCodes: ['3.4A', '3.5A', '3.4B', '3.4D'] },
      ],
      readinessPercent: { min: 55, max: 65 },
    };
    const form = assembleForm(boy, 3);
    expect(form.examId).toBe('g3-math-boy-sample-form-3');
    expect(form.items).toHaveLength(10);
    const allowed = ['3.2A', '3.2D', '3.2B', '3.2C', '3.4A', '3.5A', '3.4B', '3.4D'];
    for (const { item } of form.items) expect(allowed).toContain(item.teksCode);
    expect(nonMultipleChoice(form)).toBeGreaterThanOrEqual(3);
  });

  it('says so when the SEs cannot give enough non-multiple-choice questions', () => {
    const onlyChoices: ExamBlueprint = {
      ...g3Math,
      id: 'g3-shapes',
      itemCount: 4,
      categories: [{ reportingCategory: 3, items: 4, readinessItems: 0, teksCodes: ['3.6B', '3.6E'] }],
      readinessPercent: { min: 0, max: 100 },
    };
    expect(() => assembleForm(onlyChoices, 1)).toThrow(
      'g3-shapes: only 0 questions can be other than multiple choice; 2 are needed',
    );
  });
});
