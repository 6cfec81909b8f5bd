import { addDays, format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DAILY_CHALLENGES,
  challengeProgress,
  challengeReference,
  challengesForDay,
  type ChallengeActivity,
  type ChallengeDefinition,
  type ChallengeRule,
} from './daily-challenges';

/** Every day of a year, as YYYY-MM-DD (local dates only: no time zone is involved). */
function daysOfYear(year: number): string[] {
  const days: string[] = [];
  for (let day = new Date(year, 0, 1); day.getFullYear() === year; day = addDays(day, 1))
    days.push(format(day, 'yyyy-MM-dd'));
  return days;
}

const anyDay = fc
  .date({ min: new Date(2020, 0, 1), max: new Date(2040, 11, 31), noInvalidDate: true })
  .map((date) => format(date, 'yyyy-MM-dd'));

describe("the day's three challenges", () => {
  it('are one Easy, one Medium and one Hard, in that order, from the 30', () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        const three = challengesForDay(day);
        expect(three.map((challenge) => challenge.difficulty)).toEqual(['Easy', 'Medium', 'Hard']);
        for (const challenge of three) expect(DAILY_CHALLENGES).toContain(challenge);
      }),
    );
  });

  it('are the same three for the same day, whoever asks and however often', () => {
    fc.assert(
      fc.property(anyDay, anyDay, (day, otherDay) => {
        // No hidden state: asking about another day in between changes nothing.
        const first = challengesForDay(day).map((c) => c.id);
        challengesForDay(otherDay);
        expect(challengesForDay(day).map((c) => c.id)).toEqual(first);
      }),
    );
    // Pinned, so a change to the shuffle (which would swap challenges mid-day after a deploy) is seen.
    expect(challengesForDay('2026-11-22').map((c) => c.id)).toMatchInlineSnapshot(`
      [
        "easy-reading-right-3",
        "medium-fractions-right-5",
        "hard-math-set-80",
      ]
    `);
  });

  it('usually change from one day to the next, and every challenge comes up within a year', () => {
    for (const year of [2026, 2028]) {
      const days = daysOfYear(year);
      const sets = days.map((day) => challengesForDay(day).map((challenge) => challenge.id));
      const changed = sets.slice(1).filter((ids, index) => ids.join() !== sets[index]!.join()).length;
      expect(changed / (sets.length - 1)).toBeGreaterThanOrEqual(0.9);
      expect(new Set(sets.flat())).toEqual(new Set(DAILY_CHALLENGES.map((challenge) => challenge.id)));
    }
  });

  it('depend on the year too: the same date a year apart is usually a different set', () => {
    const differs = daysOfYear(2027).filter((day) => {
      const nextYear = `2028${day.slice(4)}`;
      return (
        challengesForDay(day)
          .map((c) => c.id)
          .join() !==
        challengesForDay(nextYear)
          .map((c) => c.id)
          .join()
      );
    });
    expect(differs.length).toBeGreaterThan(300);
  });

  it('refuse a day that is not a YYYY-MM-DD date', () => {
    for (const bad of ['2026-13-01', '2026-02-30', 'today', ''])
      expect(() => challengesForDay(bad)).toThrow(RangeError);
  });

  it('pay once per day: the ledger reference names the day and the challenge', () => {
    expect(challengeReference('2026-03-08', 'easy-answer-5')).toBe('2026-03-08:easy-answer-5');
  });
});

function challengeWith(rule: ChallengeRule): ChallengeDefinition {
  return { ...DAILY_CHALLENGES[0]!, rule };
}

const noActivity: ChallengeActivity = { answers: [], practiceSets: [], exams: [] };

const math = (teksCode: string, correct: boolean) => ({ subject: 'math' as const, teksCode, correct });
const reading = (teksCode: string, correct: boolean) => ({ subject: 'reading' as const, teksCode, correct });

function progressOf(rule: ChallengeRule, activity: Partial<ChallengeActivity>) {
  return challengeProgress(challengeWith(rule), { ...noActivity, ...activity });
}

describe('progress on an "answer" challenge', () => {
  const answers = [
    math('3.3H', true),
    math('3.4A', false),
    reading('3.3B', true),
    math('3.3F', false),
    math('3.3A', true),
  ];

  it('counts every graded answer, or only right ones', () => {
    expect(progressOf({ kind: 'answer', count: 10, correctOnly: false }, { answers })).toEqual({
      current: 5,
      target: 10,
      completed: false,
    });
    expect(progressOf({ kind: 'answer', count: 10, correctOnly: true }, { answers }).current).toBe(3);
  });

  it('keeps to the subject and topic it names', () => {
    expect(
      progressOf({ kind: 'answer', count: 10, correctOnly: false, subject: 'math' }, { answers }).current,
    ).toBe(4);
    expect(
      progressOf({ kind: 'answer', count: 10, correctOnly: true, subject: 'reading' }, { answers }).current,
    ).toBe(1);
    // Fractions: 3.3H, 3.3F and 3.3A; reading 3.3B (context clues) shares a number but is not one.
    const fractions = {
      kind: 'answer',
      count: 10,
      correctOnly: false,
      subject: 'math',
      topic: 'fractions',
    } as const;
    expect(progressOf(fractions, { answers }).current).toBe(3);
    expect(progressOf({ ...fractions, correctOnly: true }, { answers }).current).toBe(2);
    expect(
      progressOf({ kind: 'answer', count: 3, correctOnly: false, topic: 'vocabulary' }, { answers }).current,
    ).toBe(1);
  });

  it('completes at the target and never shows more than it', () => {
    const rule = { kind: 'answer', count: 4, correctOnly: false } as const;
    expect(progressOf(rule, { answers: answers.slice(0, 3) })).toEqual({
      current: 3,
      target: 4,
      completed: false,
    });
    expect(progressOf(rule, { answers: answers.slice(0, 4) })).toEqual({
      current: 4,
      target: 4,
      completed: true,
    });
    expect(progressOf(rule, { answers })).toEqual({ current: 4, target: 4, completed: true });
  });

  it('is zero on a day with nothing done', () => {
    for (const { rule } of DAILY_CHALLENGES) {
      const progress = progressOf(rule, {});
      expect(progress.current).toBe(0);
      expect(progress.completed).toBe(false);
    }
  });
});

describe('progress on "in a row"', () => {
  const rule = { kind: 'correct-in-a-row', count: 3 } as const;

  it('starts again after a miss', () => {
    const answers = [math('3.4A', true), math('3.4A', true), math('3.4A', false), math('3.4A', true)];
    expect(progressOf(rule, { answers })).toEqual({ current: 2, target: 3, completed: false });
  });

  it('keeps the best run of the day, so a later miss does not take it back', () => {
    const answers = [math('3.4A', true), math('3.4A', true), math('3.4A', true), math('3.4A', false)];
    expect(progressOf(rule, { answers })).toEqual({ current: 3, target: 3, completed: true });
  });

  it('with a subject, skips the other subject rather than counting it as a miss', () => {
    const answers = [math('3.4A', true), reading('3.3B', false), math('3.4K', true), math('3.2A', true)];
    expect(progressOf({ ...rule, subject: 'math' }, { answers }).current).toBe(3);
    expect(progressOf(rule, { answers }).current).toBe(2);
  });

  it('never passes the target', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 40 }), (results) => {
        const progress = progressOf(rule, { answers: results.map((correct) => math('3.4A', correct)) });
        expect(progress.current).toBeLessThanOrEqual(3);
        expect(progress.completed).toBe(results.join().includes('true,true,true'));
      }),
    );
  });
});

describe('progress on "different skills"', () => {
  const rule = { kind: 'different-skills', count: 3 } as const;

  it('counts distinct TEKS codes, right or wrong, keeping math and reading apart', () => {
    const answers = [math('3.3B', false), math('3.3B', true), reading('3.3B', true)];
    expect(progressOf(rule, { answers })).toEqual({ current: 2, target: 3, completed: false });
    expect(progressOf(rule, { answers: [...answers, math('3.6C', false)] }).completed).toBe(true);
    expect(progressOf({ ...rule, subject: 'reading' }, { answers }).current).toBe(1);
  });
});

describe('progress on a practice set or mock exam', () => {
  it('needs one finished set at or above the score', () => {
    const rule = { kind: 'practice-set', minScore: 80 } as const;
    expect(progressOf(rule, { practiceSets: [{ subject: 'math', score: 79 }] })).toEqual({
      current: 0,
      target: 1,
      completed: false,
    });
    expect(
      progressOf(rule, {
        practiceSets: [
          { subject: 'math', score: 79 },
          { subject: 'reading', score: 80 },
        ],
      }),
    ).toEqual({ current: 1, target: 1, completed: true });
    const mathOnly = { ...rule, subject: 'math' } as const;
    expect(progressOf(mathOnly, { practiceSets: [{ subject: 'reading', score: 100 }] }).completed).toBe(
      false,
    );
  });

  it('needs one graded exam at or above the accuracy (any exam when it is 0)', () => {
    expect(
      progressOf({ kind: 'mock-exam', minAccuracy: 0 }, { exams: [{ subject: 'reading', accuracy: 0 }] })
        .completed,
    ).toBe(true);
    const seventy = { kind: 'mock-exam', minAccuracy: 70 } as const;
    expect(progressOf(seventy, { exams: [{ subject: 'math', accuracy: 69 }] }).completed).toBe(false);
    expect(progressOf(seventy, { exams: [{ subject: 'math', accuracy: 70 }] }).completed).toBe(true);
    expect(
      progressOf({ ...seventy, subject: 'reading' }, { exams: [{ subject: 'math', accuracy: 90 }] }).current,
    ).toBe(0);
    // Answers alone never complete an exam challenge.
    expect(progressOf(seventy, { answers: [math('3.4A', true)] }).completed).toBe(false);
  });
});
