import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testedTeksForGrade } from '../teks/catalogue';
import { buildStudyPlan, StudyPlanInputError } from './build-study-plan';
import { daysFromTo, practiceDaysIn, schoolToday } from './plan-calendar';
import type { StudyPlan, StudyPlanInput } from './plan-types';
import { MAX_DAILY_MINUTES, MIN_DAILY_MINUTES, mockExamCount } from './practice-targets';
import { priorityOf, rankSkills } from './skill-priorities';
import { arbitraryPlanInput, CHICAGO, chicagoNoon, mastery, planInput } from './testing/plan-builders';

const codesIn = (plan: StudyPlan) =>
  new Set(plan.planData.weeks.flatMap((week) => week.skills.map((skill) => skill.teksCode)));
const skillsOf = (plan: StudyPlan, code: string) =>
  plan.planData.weeks.flatMap((week) => week.skills.filter((skill) => skill.teksCode === code));

/** Every rule a plan keeps, whatever its input. */
function expectValidPlan(plan: StudyPlan, input: StudyPlanInput): void {
  const today = schoolToday(input.today, input.timeZone ?? CHICAGO);
  const { weeks } = plan.planData;
  const tested = testedTeksForGrade(input.grade, input.subject);
  const testedCodes = new Set(tested.map((entry) => entry.code));

  expect(plan.totalWeeks).toBe(weeks.length);
  expect(weeks.length).toBeGreaterThanOrEqual(1);
  expect(weeks.length).toBeLessThanOrEqual(52);
  expect(weeks.map((week) => week.weekNumber)).toEqual(weeks.map((_, index) => index + 1));
  expect(weeks[0]!.dateRange.start >= today).toBe(true);
  expect(weeks.at(-1)!.dateRange.end).toBe(input.testDate);
  // Plain JSON: what the server stores is what it reads back.
  expect(JSON.parse(JSON.stringify(plan))).toEqual(plan);
  // Short texts, for a child: a sentence or two each, a short paragraph for the final week.
  const short = (lines: readonly string[], max = 300) =>
    expect(lines.every((line) => line.length > 0 && line.length <= max)).toBe(true);
  expect(plan.planData.overallGoals.length).toBeGreaterThan(0);
  expect(plan.planData.studyTips.length).toBeGreaterThan(0);
  short(plan.planData.overallGoals);
  short(plan.planData.studyTips);
  short([plan.planData.finalWeekStrategy], 600);

  let mockExams = 0;
  let eligibleMockWeeks = 0;
  weeks.forEach((week, index) => {
    const { dailyPractice, mockExams: mocks, questionsToComplete } = week.practiceTargets;
    const practiceDays = practiceDaysIn(week.dateRange, input.testDate);
    if (index > 0) expect(daysFromTo(weeks[index - 1]!.dateRange.end, week.dateRange.start)).toBe(1);
    expect(dailyPractice).toBeGreaterThanOrEqual(MIN_DAILY_MINUTES);
    expect(dailyPractice).toBeLessThanOrEqual(MAX_DAILY_MINUTES);
    expect(dailyPractice % 5).toBe(0);
    // Growing gently: never more than 5 minutes a day above the week before.
    if (index > 0)
      expect(dailyPractice - weeks[index - 1]!.practiceTargets.dailyPractice).toBeLessThanOrEqual(5);
    expect([0, 1]).toContain(mocks);
    if (mocks > 0) expect(practiceDays).toBeGreaterThanOrEqual(3);
    mockExams += mocks;
    if (practiceDays >= 3) eligibleMockWeeks += 1;
    expect(Number.isInteger(questionsToComplete)).toBe(true);
    expect(questionsToComplete).toBeGreaterThan(0);
    expect(questionsToComplete).toBeLessThanOrEqual(dailyPractice * (practiceDays - mocks));

    short([week.weekTitle], 100);
    expect(week.goals.length).toBeGreaterThan(0);
    short(week.goals);
    short([week.weeklyMilestone]);
    expect(week.skills.length).toBeGreaterThan(0);
    expect(new Set(week.skills.map((skill) => skill.teksCode)).size).toBe(week.skills.length);
    const planned = week.skills.reduce((sum, skill) => sum + skill.estimatedTime, 0);
    const minutes = dailyPractice * (practiceDays - mocks);
    // Within 20 minutes (a part of a pass too short to split off) and the rounding to 5 of each skill.
    expect(Math.abs(planned - minutes)).toBeLessThanOrEqual(20 + 2.5 * week.skills.length);
    for (const skill of week.skills) {
      expect(testedCodes.has(skill.teksCode)).toBe(true);
      expect(skill.estimatedTime).toBeGreaterThanOrEqual(5);
      expect(skill.estimatedTime % 5).toBe(0);
      expect(skill.activities.length).toBeGreaterThan(0);
      short(skill.activities, 200);
    }
  });
  expect(mockExams).toBeLessThanOrEqual(mockExamCount(weeks.length));
  if (eligibleMockWeeks > 0) expect(mockExams).toBeGreaterThanOrEqual(1);
}

describe('a study plan', () => {
  it('is titled, covers today to the test in Sunday weeks, and ends with review and a mock exam', () => {
    const plan = buildStudyPlan(planInput({ today: chicagoNoon('2027-02-17'), testDate: '2027-04-16' }));
    expect(plan.title).toBe('Grade 4 Math STAAR Plan');
    expect(plan).toMatchObject({ grade: 4, subject: 'math', staarTestDate: '2027-04-16', totalWeeks: 9 });
    const { weeks } = plan.planData;
    expect(weeks[0]!.dateRange).toEqual({ start: '2027-02-17', end: '2027-02-20' });
    expect(weeks.at(-1)!.dateRange).toEqual({ start: '2027-04-11', end: '2027-04-16' });
    expect(weeks.at(-1)!.weekTitle).toBe('Review and Mock Exam');
    expect(weeks.at(-1)!.practiceTargets.mockExams).toBe(1);
    expect(plan.planData.finalWeekStrategy).toMatch(/^Take your mock exam early in the week/);
    expectValidPlan(plan, planInput({ testDate: '2027-04-16' }));
  });

  it('puts every tested skill of the grade and subject in some week from six weeks on, even from a Saturday', () => {
    for (const [grade, subject] of [
      [3, 'reading'],
      [5, 'math'],
    ] as const) {
      const plan = buildStudyPlan(
        planInput({ grade, subject, today: chicagoNoon('2027-03-06'), testDate: '2027-04-06' }),
      );
      expect(plan.totalWeeks).toBe(6);
      expect(codesIn(plan)).toEqual(new Set(testedTeksForGrade(grade, subject).map((entry) => entry.code)));
    }
  });

  it('schedules the weakest readiness skill first, mastered skills as low review, and the top skills again at the end', () => {
    const plan = buildStudyPlan(
      planInput({ mastery: [mastery('4.4H', 0.2, 8, 3), mastery('4.3D', 0.97, 10, 9)] }),
    );
    const [first] = plan.planData.weeks[0]!.skills;
    expect(first).toMatchObject({
      teksCode: '4.4H',
      priority: 'high',
      name: 'Multiply and divide word problems',
    });
    expect(first!.activities[0]).toMatch(
      /^Practice 4\.4H \(Multiply and divide word problems\) (twice|\d times) this week/,
    );
    expect(first!.activities[1]).toBe(
      'So far you have 3 of 8 right. Read the worked steps for each miss, then try a similar question.',
    );
    expect(skillsOf(plan, '4.3D').every((skill) => skill.priority === 'low')).toBe(true);
    // Review time for a mastered skill is small; a weak readiness skill gets much more.
    const minutes = (code: string) =>
      skillsOf(plan, code).reduce((sum, skill) => sum + skill.estimatedTime, 0);
    expect(minutes('4.4H')).toBeGreaterThan(3 * minutes('4.3D'));
    expect(plan.planData.weeks.at(-1)!.skills[0]!.teksCode).toBe('4.4H');
    expect(plan.planData.overallGoals[1]).toMatch(
      /^Turn your 12 high-priority skills into strengths, starting with 4\.4H/,
    );
  });

  it('for a test tomorrow is one short review week, still valid', () => {
    const input = planInput({ today: chicagoNoon('2027-04-13'), testDate: '2027-04-14' });
    const plan = buildStudyPlan(input);
    expectValidPlan(plan, input);
    expect(plan.totalWeeks).toBe(1);
    const [week] = plan.planData.weeks;
    expect(week!.dateRange).toEqual({ start: '2027-04-13', end: '2027-04-14' });
    expect(week!.weekTitle).toBe('Quick Review Before the Test');
    expect(week!.practiceTargets).toEqual({ dailyPractice: 15, mockExams: 0, questionsToComplete: 15 });
    expect(week!.skills.map((skill) => skill.priority)).toEqual(['high', 'high', 'high']);
    expect(plan.planData.overallGoals).toContain('Practice 15 minutes a day until test day.');
  });

  it('for a test a year away is capped at 52 weeks, says when it begins, and is still valid', () => {
    const input = planInput({ today: chicagoNoon('2026-04-14'), testDate: '2027-04-14' });
    const plan = buildStudyPlan(input);
    expectValidPlan(plan, input);
    expect(plan.totalWeeks).toBe(52);
    expect(plan.planData.weeks[0]!.dateRange.start).toBe('2026-04-19');
    expect(plan.planData.overallGoals.at(-1)).toBe(
      'Your plan begins on Sunday, April 19, 2026. Until then, practice a little each week.',
    );
    expect(plan.planData.weeks.reduce((sum, week) => sum + week.practiceTargets.mockExams, 0)).toBe(3);
  });

  it('starts from the school date across the daylight-saving nights in Chicago', () => {
    // 23:30 CST on Saturday 7 March 2026, and 01:30 CST on Sunday 8 March, the spring-forward night.
    const saturday = buildStudyPlan(
      planInput({ today: new Date('2026-03-08T05:30:00Z'), testDate: '2026-03-20' }),
    );
    expect(saturday.planData.weeks.map((week) => week.dateRange)).toEqual([
      { start: '2026-03-07', end: '2026-03-07' },
      { start: '2026-03-08', end: '2026-03-14' },
      { start: '2026-03-15', end: '2026-03-20' },
    ]);
    const sunday = buildStudyPlan(
      planInput({ today: new Date('2026-03-08T07:30:00Z'), testDate: '2026-03-20' }),
    );
    expect(sunday.planData.weeks[0]!.dateRange).toEqual({ start: '2026-03-08', end: '2026-03-14' });
    // Fall back: 23:30 CDT on Saturday 31 October 2026, then Sunday 1 November.
    const fall = buildStudyPlan(
      planInput({ today: new Date('2026-11-01T04:30:00Z'), testDate: '2026-11-12' }),
    );
    expect(fall.planData.weeks.map((week) => week.dateRange.start)).toEqual([
      '2026-10-31',
      '2026-11-01',
      '2026-11-08',
    ]);
  });

  it('keeps a known slow pace within reach: a quarter more questions a day, growing week by week', () => {
    const slow = buildStudyPlan(planInput({ recentQuestionsPerDay: 4 }));
    const questions = slow.planData.weeks.map((week) => week.practiceTargets.questionsToComplete);
    // Week 1 is Wednesday to Saturday: 4 days × 5 questions (4 × 1.25).
    expect(questions[0]).toBe(20);
    const unknown = buildStudyPlan(planInput());
    expect(unknown.planData.weeks[0]!.practiceTargets.questionsToComplete).toBe(60);
    // A busy child starts at more minutes, but never above 30.
    const busy = buildStudyPlan(planInput({ recentQuestionsPerDay: 60 }));
    expect(busy.planData.weeks[0]!.practiceTargets.dailyPractice).toBe(25);
    expect(Math.max(...busy.planData.weeks.map((week) => week.practiceTargets.dailyPractice))).toBe(30);
  });

  it('is the same for the same input, whatever the order of the mastery list', () => {
    const records = [mastery('4.4H', 0.2, 8, 3), mastery('4.3D', 0.97, 10, 9), mastery('4.6D', 0.5, 4, 2)];
    const plan = buildStudyPlan(planInput({ mastery: records }));
    expect(buildStudyPlan(planInput({ mastery: [...records].reverse() }))).toEqual(plan);
    expect(buildStudyPlan(planInput({ mastery: records }))).toEqual(plan);
  });

  it('does not change the input', () => {
    const input = planInput({ mastery: [mastery('4.4.H', 0.2, 8, 3)] });
    const copy = structuredClone(input);
    buildStudyPlan(input);
    expect(input).toEqual(copy);
  });
});

describe('test dates a plan refuses', () => {
  const refusal = (testDate: string, today = chicagoNoon('2027-03-03'), timeZone = CHICAGO) => {
    try {
      buildStudyPlan(planInput({ today, testDate, timeZone }));
    } catch (error) {
      if (error instanceof StudyPlanInputError) return { code: error.code, message: error.message };
      throw error;
    }
    return undefined;
  };

  it('today or in the past: "STAAR test date must be in the future."', () => {
    const notInFuture = {
      code: 'test-date-not-in-future',
      message: 'STAAR test date must be in the future.',
    };
    expect(refusal('2027-03-03')).toEqual(notInFuture);
    expect(refusal('2027-03-02')).toEqual(notInFuture);
    expect(refusal('2019-05-01')).toEqual(notInFuture);
  });

  it("judged by the school's date: 21:00 in Chicago on the 3rd, a test on the 4th is tomorrow, not today", () => {
    const evening = new Date('2027-03-04T03:00:00Z');
    expect(refusal('2027-03-04', evening, CHICAGO)).toBeUndefined();
    expect(refusal('2027-03-04', evening, 'UTC')?.code).toBe('test-date-not-in-future');
  });

  it('not a real date', () => {
    for (const text of ['2027-02-30', '2027-13-01', '04/14/2027', '2027-4-14', '', 'next spring']) {
      expect(refusal(text)?.code).toBe('invalid-test-date');
    }
  });

  it('while input only a bug could produce throws RangeError', () => {
    expect(() => buildStudyPlan(planInput({ today: new Date(Number.NaN) }))).toThrow(RangeError);
    expect(() => buildStudyPlan(planInput({ timeZone: 'Texas/Austin' }))).toThrow(RangeError);
    expect(() => buildStudyPlan(planInput({ recentQuestionsPerDay: -1 }))).toThrow(RangeError);
    expect(() => buildStudyPlan(planInput({ mastery: [mastery('4.4H', 2)] }))).toThrow(RangeError);
  });
});

describe('plans for any dates and mastery', () => {
  it('keep every rule: weeks, targets, skills, plain JSON', () => {
    fc.assert(
      fc.property(arbitraryPlanInput, (input) => expectValidPlan(buildStudyPlan(input), input)),
      { numRuns: 150 },
    );
  });

  it('label each skill from its mastery, and cover every tested code or else the most urgent ones', () => {
    fc.assert(
      fc.property(arbitraryPlanInput, (input) => {
        const plan = buildStudyPlan(input);
        const ranked = rankSkills(input.grade, input.subject, input.mastery);
        const covered = codesIn(plan);
        // Short plans take the top of the ranking; from six weeks on, every code.
        expect(
          ranked
            .slice(0, covered.size)
            .map((skill) => skill.entry.code)
            .sort(),
        ).toEqual([...covered].sort());
        if (plan.totalWeeks >= 6) expect(covered.size).toBe(ranked.length);
        const records = new Map(input.mastery.map((record) => [record.teksCode, record]));
        for (const skill of ranked) {
          for (const planned of skillsOf(plan, skill.entry.code)) {
            expect(planned.priority).toBe(priorityOf(skill.entry, records.get(skill.entry.code)));
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('are the same for the same input', () => {
    fc.assert(
      fc.property(arbitraryPlanInput, (input) => {
        expect(buildStudyPlan(input)).toEqual(buildStudyPlan(structuredClone(input)));
      }),
      { numRuns: 50 },
    );
  });
});
