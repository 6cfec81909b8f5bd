import { practiceDaysIn } from './plan-calendar';
import type { CalendarDay, StudyPlanWeek } from './plan-types';

/**
 * Progress against a week's practice targets from the student's real work in that week's date range,
 * for the "this week" panel of the study plan screen.
 */

/** What the student really did in the week's date range (the server counts it from its own records). */
export interface WeekPractice {
  questionsAnswered: number;
  minutesPracticed: number;
  mockExamsTaken: number;
}

export interface TargetProgress {
  done: number;
  target: number;
  /** Whole percent of the target, 0 to 100: 100 only once the target is met. */
  percent: number;
}

export interface WeekProgress {
  questions: TargetProgress;
  /** Target: dailyPractice × the week's practice days, less the day a mock exam takes. */
  minutes: TargetProgress;
  /** Null when the week has no mock exam to take. */
  mockExams: TargetProgress | null;
  /** The mean of the parts above (each held to 100), as a whole percent. */
  percent: number;
}

function progress(done: number, target: number): TargetProgress {
  const percent = target > 0 ? Math.min(100, Math.floor((done / target) * 100)) : 100;
  return { done, target, percent };
}

function assertCount(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0)
    throw new RangeError(`${name} must be a number >= 0, not ${value}`);
}

/**
 * The week's progress. `testDate` is the plan's STAAR test day: it is not a practice day, so the last
 * week's minutes target leaves it out, as the plan did.
 */
export function weekProgress(
  week: Pick<StudyPlanWeek, 'dateRange' | 'practiceTargets'>,
  practice: WeekPractice,
  testDate: CalendarDay,
): WeekProgress {
  assertCount('questionsAnswered', practice.questionsAnswered);
  assertCount('minutesPracticed', practice.minutesPracticed);
  assertCount('mockExamsTaken', practice.mockExamsTaken);
  const { dailyPractice, mockExams, questionsToComplete } = week.practiceTargets;
  const skillDays = Math.max(0, practiceDaysIn(week.dateRange, testDate) - mockExams);
  const parts = {
    questions: progress(practice.questionsAnswered, questionsToComplete),
    minutes: progress(practice.minutesPracticed, dailyPractice * skillDays),
    mockExams: mockExams > 0 ? progress(practice.mockExamsTaken, mockExams) : null,
  };
  const counted = [parts.questions, parts.minutes, ...(parts.mockExams ? [parts.mockExams] : [])];
  const percent = Math.floor(counted.reduce((sum, part) => sum + part.percent, 0) / counted.length);
  return { ...parts, percent };
}
