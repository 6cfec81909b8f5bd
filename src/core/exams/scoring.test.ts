import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assembleForm } from './assemble-form';
import { findBlueprint } from './blueprints';
import type { ExamForm } from './exam-form';
import {
  estimatedPerformanceLevel,
  PERFORMANCE_LEVELS,
  scoreAttempt,
  type GradedAnswer,
  type PerformanceLevel,
} from './scoring';

const form: ExamForm = assembleForm(findBlueprint('g3-math')!, 1);
const cuts = form.performanceCuts;
const ids = form.items.map((entry) => entry.item.id);
const levelRank = (level: PerformanceLevel) => PERFORMANCE_LEVELS.indexOf(level);

/** Answers for the questions at these positions: true right, false wrong. */
function answers(verdicts: readonly (boolean | undefined)[]): GradedAnswer[] {
  return verdicts.flatMap((correct, index) =>
    correct === undefined ? [] : [{ itemId: ids[index]!, correct }],
  );
}

/** For every question: right, wrong or left unanswered. */
const verdictsArb = fc.array(fc.constantFrom<boolean | undefined>(true, false, undefined), {
  minLength: ids.length,
  maxLength: ids.length,
});

describe('scoreAttempt', () => {
  it('gives full marks, green and Masters (estimated) for every answer right', () => {
    const score = scoreAttempt(form, answers(ids.map(() => true)));
    expect(score).toMatchObject({
      examId: 'g3-math-form-1',
      rawScore: 30,
      totalQuestions: 30,
      answered: 30,
      accuracyPercent: 100,
      band: 'green',
      performanceLevel: { level: 'masters', label: 'Masters Grade Level', isEstimate: true },
    });
    expect(score.performanceLevel.note).toMatch(/estimate/i);
  });

  it('counts unanswered questions as wrong', () => {
    const score = scoreAttempt(form, []);
    expect(score).toMatchObject({ rawScore: 0, answered: 0, accuracyPercent: 0, band: 'red' });
    expect(score.performanceLevel.level).toBe('did-not-meet');
    expect(score.categories.every((row) => row.attempts > 0 && row.answered === 0 && row.needsPractice)).toBe(
      true,
    );
  });

  it('breaks the score down by reporting category and TEKS, with the spec’s colours', () => {
    // Right on the first 21 questions: 70%, yellow, Meets.
    const score = scoreAttempt(form, answers(ids.map((_, index) => index < 21)));
    expect(score).toMatchObject({ rawScore: 21, accuracyPercent: 70, band: 'yellow' });
    expect(score.performanceLevel.label).toBe('Meets Grade Level');
    expect(score.categories.map((row) => row.reportingCategory)).toEqual([1, 2, 3, 4]);
    expect(score.categories.map((row) => row.attempts)).toEqual([8, 11, 7, 4]);
    expect(score.categories.reduce((sum, row) => sum + row.correct, 0)).toBe(21);
    expect(score.teks.reduce((sum, row) => sum + row.attempts, 0)).toBe(30);
    expect(score.teks.reduce((sum, row) => sum + row.correct, 0)).toBe(21);
    for (const row of [...score.categories, ...score.teks]) {
      expect(row.percent).toBe(Math.round((row.correct / row.attempts) * 100));
      expect(row.needsPractice).toBe(row.percent < 70);
      expect(row.dot).toBe(row.percent >= 80 ? 'green' : row.percent >= 60 ? 'yellow' : 'red');
    }
    expect(score.teks[0]!.skillName).not.toBe(score.teks[0]!.teksCode);
    expect(score.weakestCategories.length).toBeLessThanOrEqual(3);
  });

  it('names up to three weakest categories, weakest first', () => {
    const wrongIn = (category: number) =>
      answers(form.items.map((entry) => entry.reportingCategory.number !== category));
    const score = scoreAttempt(form, wrongIn(3));
    expect(score.weakestCategories[0]).toBe('Geometry and Measurement');
  });

  it('refuses answers to questions not on the form, or two answers to one', () => {
    expect(() => scoreAttempt(form, [{ itemId: 'reading:g3-x:q1', correct: true }])).toThrow(
      'reading:g3-x:q1 is not a question of g3-math-form-1',
    );
    expect(() =>
      scoreAttempt(form, [
        { itemId: ids[0]!, correct: true },
        { itemId: ids[0]!, correct: false },
      ]),
    ).toThrow('answered twice');
  });

  it('keeps accuracy within 0–100 and the score within the question count', () => {
    fc.assert(
      fc.property(verdictsArb, (verdicts) => {
        const score = scoreAttempt(form, answers(verdicts));
        const right = verdicts.filter((verdict) => verdict === true).length;
        expect(score.rawScore).toBe(right);
        expect(score.answered).toBe(verdicts.filter((verdict) => verdict !== undefined).length);
        expect(score.accuracyPercent).toBeGreaterThanOrEqual(0);
        expect(score.accuracyPercent).toBeLessThanOrEqual(100);
        expect(score.accuracyPercent).toBe(Math.round((right / ids.length) * 100));
        expect(score.categories.reduce((sum, row) => sum + row.correct, 0)).toBe(right);
      }),
    );
  });

  it('never gives less for one more right answer (score, accuracy and level are monotone)', () => {
    fc.assert(
      fc.property(verdictsArb, fc.nat({ max: ids.length - 1 }), (verdicts, position) => {
        const before = scoreAttempt(form, answers(verdicts));
        const better = [...verdicts];
        better[position] = true;
        const after = scoreAttempt(form, answers(better));
        expect(after.rawScore).toBeGreaterThanOrEqual(before.rawScore);
        expect(after.accuracyPercent).toBeGreaterThanOrEqual(before.accuracyPercent);
        expect(levelRank(after.performanceLevel.level)).toBeGreaterThanOrEqual(
          levelRank(before.performanceLevel.level),
        );
      }),
    );
  });
});

describe('estimatedPerformanceLevel', () => {
  it('rises with the percent and meets each cut at its threshold', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(levelRank(estimatedPerformanceLevel(low, cuts))).toBeLessThanOrEqual(
          levelRank(estimatedPerformanceLevel(high, cuts)),
        );
      }),
    );
    expect(estimatedPerformanceLevel(cuts.approaches - 1, cuts)).toBe('did-not-meet');
    expect(estimatedPerformanceLevel(cuts.approaches, cuts)).toBe('approaches');
    expect(estimatedPerformanceLevel(cuts.meets, cuts)).toBe('meets');
    expect(estimatedPerformanceLevel(cuts.masters, cuts)).toBe('masters');
  });
});
