import type { Subject } from '../teks/teks-types';
import { practiceDaysIn } from './plan-calendar';
import type { CalendarDay, DateRange } from './plan-types';

/**
 * Each week's practice targets: minutes a day, mock exams and questions. Sized for a child of 8 to 11:
 * 15 to 30 minutes on five days a week, growing by at most 5 minutes from one week to the next, a
 * little lighter in the final week, and never more than one mock exam a week.
 */

export const MIN_DAILY_MINUTES = 15;
export const MAX_DAILY_MINUTES = 30;
/** Without a known pace a plan starts at 15 minutes and grows to 25. */
const DEFAULT_START_MINUTES = 15;
/** A plan starts at most here (however much the child does now), leaving room to grow. */
const MAX_START_MINUTES = 25;
/** How far a plan grows over its weeks, in steps of 5 minutes. */
const RAMP_MINUTES = 10;
const STEP_MINUTES = 5;

/**
 * About one minute per math question and one and a half per reading question (a share of the passage
 * to read): 20 minutes is 20 math questions, as the dashboard's daily goal of 20 assumes.
 */
export const MINUTES_PER_QUESTION: Record<Subject, number> = { math: 1, reading: 1.5 };

/** However slow the recent pace, a practice day asks for at least this many questions. */
export const MIN_QUESTIONS_PER_DAY = 5;

/** A mock exam takes a day of its own, so its week needs at least three practice days. */
export const MOCK_EXAM_MIN_PRACTICE_DAYS = 3;
/** Mock exams sit at least this many weeks apart. */
const MOCK_EXAM_SPACING_WEEKS = 3;

/** One mock exam for a plan of up to 4 weeks, two up to 8, three from 9 (each form can be met again). */
export function mockExamCount(totalWeeks: number): number {
  if (totalWeeks <= 4) return 1;
  if (totalWeeks <= 8) return 2;
  return 3;
}

export interface WeekTargets {
  range: DateRange;
  /** Days of the week to practise on (at most 5; never the test day). */
  practiceDays: number;
  dailyPractice: number;
  mockExams: number;
  /** Practice days left once a mock exam has taken one. */
  skillDays: number;
  questionsToComplete: number;
  /** Minutes for skills this week: dailyPractice × skillDays. */
  skillMinutes: number;
}

function roundToStep(minutes: number): number {
  return Math.round(minutes / STEP_MINUTES) * STEP_MINUTES;
}

function startingMinutes(subject: Subject, questionsPerDay: number | undefined): number {
  if (questionsPerDay === undefined) return DEFAULT_START_MINUTES;
  const minutes = roundToStep(questionsPerDay * MINUTES_PER_QUESTION[subject]);
  return Math.min(MAX_START_MINUTES, Math.max(MIN_DAILY_MINUTES, minutes));
}

/**
 * Minutes a day for each week. Study weeks (all but the last) climb from the start to the peak in
 * steps of 5, evenly spread, never more than one step a week; the final week eases off by 5 (it holds a
 * mock exam and the last review); a one-week plan stays at the start.
 */
function dailyMinutes(weekCount: number, start: number): number[] {
  const studyWeeks = weekCount - 1;
  const peak = Math.min(MAX_DAILY_MINUTES, start + RAMP_MINUTES);
  const steps = Math.min((peak - start) / STEP_MINUTES, Math.max(0, studyWeeks - 1));
  const study = Array.from({ length: studyWeeks }, (_, index) =>
    studyWeeks === 1 ? start : start + STEP_MINUTES * Math.floor((steps * index) / (studyWeeks - 1)),
  );
  const final = studyWeeks === 0 ? start : Math.max(MIN_DAILY_MINUTES, study.at(-1)! - STEP_MINUTES);
  return [...study, final];
}

/**
 * Which weeks hold a mock exam: the last week with room for one, then every third week before it
 * (or the nearest earlier week with room), up to `mockExamCount`.
 */
function mockExamWeeks(practiceDays: readonly number[]): Set<number> {
  const weeks = new Set<number>();
  let latest = practiceDays.length - 1;
  for (let count = 0; count < mockExamCount(practiceDays.length) && latest >= 0; count += 1) {
    let index = latest;
    while (index >= 0 && practiceDays[index]! < MOCK_EXAM_MIN_PRACTICE_DAYS) index -= 1;
    if (index < 0) break;
    weeks.add(index);
    latest = index - MOCK_EXAM_SPACING_WEEKS;
  }
  return weeks;
}

/**
 * Questions a practice day asks for in week `weekIndex` (0-based): the minutes' worth, but with a known
 * recent pace no more than a quarter above it in week 1, growing by a quarter of it each week, so a
 * child who does 8 a day is asked for 10, then 12, then 14…, not 25 at once.
 */
function questionsPerDay(
  subject: Subject,
  minutes: number,
  weekIndex: number,
  recentQuestionsPerDay: number | undefined,
): number {
  const byMinutes = Math.floor(minutes / MINUTES_PER_QUESTION[subject]);
  if (recentQuestionsPerDay === undefined) return byMinutes;
  const reachable = Math.round(recentQuestionsPerDay * (1.25 + 0.25 * weekIndex));
  return Math.min(byMinutes, Math.max(MIN_QUESTIONS_PER_DAY, reachable));
}

export function weekTargets(
  ranges: readonly DateRange[],
  testDate: CalendarDay,
  subject: Subject,
  recentQuestionsPerDay: number | undefined,
): WeekTargets[] {
  if (
    recentQuestionsPerDay !== undefined &&
    (!Number.isFinite(recentQuestionsPerDay) || recentQuestionsPerDay < 0)
  ) {
    throw new RangeError(`recentQuestionsPerDay must be a number >= 0, not ${recentQuestionsPerDay}`);
  }
  const practiceDays = ranges.map((range) => practiceDaysIn(range, testDate));
  const minutes = dailyMinutes(ranges.length, startingMinutes(subject, recentQuestionsPerDay));
  const mockWeeks = mockExamWeeks(practiceDays);
  return ranges.map((range, index) => {
    const dailyPractice = minutes[index]!;
    const mockExams = mockWeeks.has(index) ? 1 : 0;
    const skillDays = practiceDays[index]! - mockExams;
    const perDay = questionsPerDay(subject, dailyPractice, index, recentQuestionsPerDay);
    return {
      range,
      practiceDays: practiceDays[index]!,
      dailyPractice,
      mockExams,
      skillDays,
      questionsToComplete: perDay * skillDays,
      skillMinutes: dailyPractice * skillDays,
    };
  });
}
