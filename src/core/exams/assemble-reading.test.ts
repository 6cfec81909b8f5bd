import { describe, expect, it } from 'vitest';
import { distinctItemKey } from '../items/item-key';
import { findTeks } from '../teks/catalogue';
import { assembleForm } from './assemble-form';
import type { ExamBlueprint } from './blueprint-types';
import { EXAM_BLUEPRINTS, findBlueprint } from './blueprints';
import { ExamAssemblyError, examFormIds, type ExamForm, type ExamReadingBank } from './exam-form';
import { contentBank, READING_FILES } from './testing/reading-content';

const bank = contentBank();
const READING = EXAM_BLUEPRINTS.filter((blueprint) => blueprint.subject === 'reading');
const forms = new Map<string, ExamForm>(
  READING.flatMap((blueprint) =>
    Array.from({ length: blueprint.formCount }, (_, index) => {
      const form = assembleForm(blueprint, index + 1, bank);
      return [form.examId, form] as const;
    }),
  ),
);
const cases = READING.flatMap((blueprint) =>
  examFormIds(blueprint).map((examId) => [examId, blueprint, forms.get(examId)!] as const),
);

const kindOf = (passageId: string) => bank.passages.find((passage) => passage.id === passageId)!.kind;

it('reads the real content', () => {
  expect(READING_FILES.length).toBeGreaterThanOrEqual(54);
});

describe.each(cases)('reading form %s', (examId, blueprint, form) => {
  it('has the blueprint’s count and its fields', () => {
    expect(form.items).toHaveLength(blueprint.itemCount);
    expect(form.items.map((entry) => entry.number)).toEqual(
      Array.from({ length: blueprint.itemCount }, (_, index) => index + 1),
    );
    expect(form).toMatchObject({ examId, grade: blueprint.grade, subject: 'reading' });
    expect(form.description).toMatch(/\d+ passages? and \d+ drafts? to edit, \d+ minutes\.$/);
  });

  it('honours every category’s count and readiness split', () => {
    for (const share of blueprint.categories) {
      const inCategory = form.items.filter(
        (entry) => entry.reportingCategory.number === share.reportingCategory,
      );
      expect(inCategory).toHaveLength(share.items);
      expect(inCategory.filter((entry) => entry.standardType === 'readiness')).toHaveLength(
        share.readinessItems,
      );
      for (const { item, standardType } of inCategory) {
        const entry = findTeks(item.teksCode, 'reading')!;
        expect(entry.grade).toBe(blueprint.grade);
        expect(entry.isEssay).toBe(false);
        expect(entry.standardType).toBe(standardType);
      }
    }
  });

  it('asks at least 25% (and the blueprint’s share) of questions in other ways than multiple choice', () => {
    const other = form.items.filter((entry) => entry.item.interaction.type !== 'multiple-choice').length;
    expect((other / form.items.length) * 100).toBeGreaterThanOrEqual(blueprint.minNonMultipleChoicePercent);
  });

  it('is built from 2–4 reading passages and 1–2 drafts, each with most of its questions, kept together in order', () => {
    const drafts = form.passageIds.filter((id) => kindOf(id) === 'editing-draft');
    expect(form.passageIds.length - drafts.length).toBeGreaterThanOrEqual(2);
    expect(form.passageIds.length - drafts.length).toBeLessThanOrEqual(4);
    expect(drafts.length).toBeGreaterThanOrEqual(1);
    expect(drafts.length).toBeLessThanOrEqual(2);
    // Each passage's questions form one run, in the passage's own order.
    const runs = form.items
      .map((entry) => entry.item.passageId)
      .filter((id, index, ids) => index === 0 || ids[index - 1] !== id);
    expect(runs).toEqual(form.passageIds);
    for (const passageId of form.passageIds) {
      const all = bank.itemsForPassage(passageId).map((item) => item.id);
      const kept = form.items
        .filter((entry) => entry.item.passageId === passageId)
        .map((entry) => entry.item.id);
      expect(kept.length / all.length).toBeGreaterThanOrEqual(0.6);
      expect(kept).toEqual(all.filter((id) => kept.includes(id)));
    }
  });

  it('has no repeated question, and is the same every time', () => {
    const keys = form.items.map((entry) => distinctItemKey(entry.item));
    expect(new Set(keys).size).toBe(keys.length);
    const again = assembleForm(blueprint, form.formNumber, contentBank());
    expect(again.items.map((entry) => entry.item.id)).toEqual(form.items.map((entry) => entry.item.id));
    expect(again.fingerprint).toBe(form.fingerprint);
  });
});

describe('the forms of one reading blueprint', () => {
  it.each(READING.map((blueprint) => [blueprint.id, blueprint] as const))(
    '%s: use different passages',
    (_id, blueprint) => {
      const [first, second] = examFormIds(blueprint).map((id) => forms.get(id)!);
      expect(second!.passageIds.filter((id) => first!.passageIds.includes(id))).toEqual([]);
    },
  );
});

describe('a small reading bank', () => {
  const g3Reading = findBlueprint('g3-reading')!;
  /** Grade 3 content with only the first `passages` reading passages and `drafts` drafts. */
  function smallBank(passages: number, drafts: number): ExamReadingBank {
    const keep = new Set([
      ...bank
        .passagesFor(3, 'passage')
        .slice(0, passages)
        .map((passage) => passage.id),
      ...bank
        .passagesFor(3, 'editing-draft')
        .slice(0, drafts)
        .map((passage) => passage.id),
    ]);
    return {
      passagesFor: (grade, kind) => bank.passagesFor(grade, kind).filter((passage) => keep.has(passage.id)),
      itemsForPassage: (id) => (keep.has(id) ? bank.itemsForPassage(id) : []),
    };
  }

  it('lets a later form reuse as few passages as it can', () => {
    const small = smallBank(4, 3);
    const first = assembleForm(g3Reading, 1, small);
    const second = assembleForm(g3Reading, 2, small);
    expect(second.items).toHaveLength(30);
    const reused = second.passageIds.filter((id) => first.passageIds.includes(id));
    expect(reused.length).toBeGreaterThan(0);
    expect(reused.length).toBeLessThan(second.passageIds.length);
  });

  it('refuses, naming the category, when the whole bank cannot fill it', () => {
    expect(() => assembleForm(g3Reading, 1, smallBank(1, 3))).toThrow(ExamAssemblyError);
    expect(() => assembleForm(g3Reading, 1, smallBank(1, 3))).toThrow(
      /cannot fill category 1 with 20 questions from 2–4 passage\/paired passages/,
    );
  });

  it('refuses a reading form without a bank', () => {
    expect(() => assembleForm(g3Reading, 1)).toThrow('g3-reading: a reading form needs the reading bank');
  });

  it('keeps to the SEs a category is limited to', () => {
    const limited: ExamBlueprint = {
      ...g3Reading,
      id: 'g3-reading-vocabulary',
      itemCount: 12,
      categories: [
        {
          reportingCategory: 1,
          items: 6,
          readinessItems: 4,
          teksCodes: ['3.3B', '3.6F', '3.3A', '3.3D', '3.10D'],
        },
        { reportingCategory: 2, items: 6, readinessItems: 4 },
      ],
      readinessPercent: { min: 0, max: 100 },
      reading: {
        ...g3Reading.reading!,
        groups: [
          { reportingCategory: 1, passageKinds: ['passage', 'paired'], passages: { min: 1, max: 4 } },
          { reportingCategory: 2, passageKinds: ['editing-draft'], passages: { min: 1, max: 2 } },
        ],
        minShareOfQuestions: 0,
      },
    };
    const form = assembleForm(limited, 1, bank);
    const reading = form.items.filter((entry) => entry.reportingCategory.number === 1);
    expect(reading).toHaveLength(6);
    for (const { item } of reading)
      expect(['3.3B', '3.6F', '3.3A', '3.3D', '3.10D']).toContain(item.teksCode);
  });
});
