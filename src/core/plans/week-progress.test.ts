import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildStudyPlan } from './build-study-plan';
import { weekProgress } from './week-progress';
import { planInput } from './testing/plan-builders';

const TEST_DATE = '2027-04-13';
const fullWeek = {
  dateRange: { start: '2027-03-07', end: '2027-03-13' },
  practiceTargets: { dailyPractice: 20, mockExams: 0, questionsToComplete: 100 },
};

describe("a week's progress against its targets", () => {
  it('is each target met in part, and their mean', () => {
    const progress = weekProgress(
      fullWeek,
      { questionsAnswered: 50, minutesPracticed: 80, mockExamsTaken: 0 },
      TEST_DATE,
    );
    expect(progress).toEqual({
      questions: { done: 50, target: 100, percent: 50 },
      // 20 minutes on 5 practice days.
      minutes: { done: 80, target: 100, percent: 80 },
      mockExams: null,
      percent: 65,
    });
  });

  it('counts a mock exam as a target of its own, and its day off the practice minutes', () => {
    const week = {
      ...fullWeek,
      practiceTargets: { dailyPractice: 20, mockExams: 1, questionsToComplete: 80 },
    };
    const progress = weekProgress(
      week,
      { questionsAnswered: 80, minutesPracticed: 40, mockExamsTaken: 0 },
      TEST_DATE,
    );
    expect(progress.minutes).toEqual({ done: 40, target: 80, percent: 50 });
    expect(progress.mockExams).toEqual({ done: 0, target: 1, percent: 0 });
    expect(progress.percent).toBe(50);
  });

  it('leaves the test day out of the last week', () => {
    const lastWeek = {
      dateRange: { start: '2027-04-11', end: TEST_DATE },
      practiceTargets: { dailyPractice: 20, mockExams: 0, questionsToComplete: 40 },
    };
    const progress = weekProgress(
      lastWeek,
      { questionsAnswered: 40, minutesPracticed: 40, mockExamsTaken: 0 },
      TEST_DATE,
    );
    expect(progress.minutes.target).toBe(40);
    expect(progress.percent).toBe(100);
  });

  it('reaches 100 only when a target is met, and never goes past it', () => {
    const almost = weekProgress(
      fullWeek,
      { questionsAnswered: 99, minutesPracticed: 100, mockExamsTaken: 0 },
      TEST_DATE,
    );
    expect(almost.questions.percent).toBe(99);
    expect(almost.percent).toBe(99);
    const more = weekProgress(
      fullWeek,
      { questionsAnswered: 300, minutesPracticed: 500, mockExamsTaken: 2 },
      TEST_DATE,
    );
    expect(more.percent).toBe(100);
    expect(more.questions).toEqual({ done: 300, target: 100, percent: 100 });
  });

  it('refuses counts that cannot be', () => {
    expect(() =>
      weekProgress(fullWeek, { questionsAnswered: -1, minutesPracticed: 0, mockExamsTaken: 0 }, TEST_DATE),
    ).toThrow(RangeError);
    expect(() =>
      weekProgress(
        fullWeek,
        { questionsAnswered: 0, minutesPracticed: Number.NaN, mockExamsTaken: 0 },
        TEST_DATE,
      ),
    ).toThrow(RangeError);
  });

  it('stays from 0 to 100 for every week of a real plan, and grows with the work done', () => {
    const plan = buildStudyPlan(planInput());
    const count = fc.nat({ max: 400 });
    fc.assert(
      fc.property(
        fc.constantFrom(...plan.planData.weeks),
        count,
        count,
        fc.nat({ max: 2 }),
        fc.nat({ max: 50 }),
        (week, questionsAnswered, minutesPracticed, mockExamsTaken, extra) => {
          const before = weekProgress(
            week,
            { questionsAnswered, minutesPracticed, mockExamsTaken },
            plan.staarTestDate,
          );
          const after = weekProgress(
            week,
            {
              questionsAnswered: questionsAnswered + extra,
              minutesPracticed: minutesPracticed + extra,
              mockExamsTaken,
            },
            plan.staarTestDate,
          );
          for (const progress of [before, after]) {
            expect(progress.percent).toBeGreaterThanOrEqual(0);
            expect(progress.percent).toBeLessThanOrEqual(100);
          }
          expect(after.percent).toBeGreaterThanOrEqual(before.percent);
          // A plan's own targets are always reachable: doing them exactly gives 100.
          const { dailyPractice, mockExams, questionsToComplete } = week.practiceTargets;
          const done = weekProgress(
            week,
            {
              questionsAnswered: questionsToComplete,
              minutesPracticed: dailyPractice * 5,
              mockExamsTaken: mockExams,
            },
            plan.staarTestDate,
          );
          expect(done.percent).toBe(100);
        },
      ),
    );
  });
});
