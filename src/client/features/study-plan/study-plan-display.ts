import { differenceInCalendarDays, format, parseISO, startOfDay } from 'date-fns';
import type { PlanPriority } from '../../../core/plans/plan-types';
import type { StudyPlanView } from '../../../contracts/study-plans';

/*
 * Words and dates of the study-plan screen. The plan's days are school calendar days ("YYYY-MM-DD"):
 * parseISO reads them as local dates, so no time zone can move a day. date-fns speaks US English.
 */

/** "03/30/2027": the spec's month-day-year "Test Date" of the list. */
export function formatTestDate(day: string): string {
  return format(parseISO(day), 'MM/dd/yyyy');
}

/** "Tuesday, March 30, 2027", for the plan's header, where there is room for the whole date. */
export function formatTestDateLong(day: string): string {
  return format(parseISO(day), 'EEEE, MMMM d, yyyy');
}

/**
 * A week's days, "Sun, Nov 29 – Sat, Dec 5". A week that crosses New Year names both years, so
 * "Sun, Dec 27, 2026 – Sat, Jan 2, 2027" is never misread as a week running backwards.
 */
export function formatWeekRange(range: { start: string; end: string }): string {
  const start = parseISO(range.start);
  const end = parseISO(range.end);
  const pattern = start.getFullYear() === end.getFullYear() ? 'EEE, MMM d' : 'EEE, MMM d, yyyy';
  return `${format(start, pattern)} – ${format(end, pattern)}`;
}

/** The same range for screen readers, without abbreviations: "Sunday, November 29 to Saturday, December 5". */
export function spokenWeekRange(range: { start: string; end: string }): string {
  return `${format(parseISO(range.start), 'EEEE, MMMM d')} to ${format(parseISO(range.end), 'EEEE, MMMM d')}`;
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "Grade 4 • math • 9 weeks": the list entry's second line, the subject as the spec writes it. */
export function planSummaryLine(plan: Pick<StudyPlanView, 'grade' | 'subject' | 'totalWeeks'>): string {
  return `Grade ${plan.grade} • ${plan.subject} • ${count(plan.totalWeeks, 'week', 'weeks')}`;
}

/**
 * How long until the test, counted from today's date: "8 weeks and 2 days until STAAR". Whole weeks
 * and days rather than a rounded figure, so a child counting on a calendar gets the same answer.
 */
export function timeUntilTest(testDay: string, now: Date): string {
  const days = differenceInCalendarDays(parseISO(testDay), startOfDay(now));
  if (days < 0) return 'This test date has passed.';
  if (days === 0) return "STAAR is today. You've got this!";
  const weeks = Math.floor(days / 7);
  const rest = days % 7;
  const parts = [
    ...(weeks > 0 ? [count(weeks, 'week', 'weeks')] : []),
    ...(rest > 0 ? [count(rest, 'day', 'days')] : []),
  ];
  return `${parts.join(' and ')} until STAAR`;
}

/** The priority badge's words; the colour and icon repeat them, never replace them. */
export const PRIORITY_WORDS: Record<PlanPriority, string> = {
  high: 'High priority',
  medium: 'Medium priority',
  low: 'Low priority',
};

/** "15 minutes": the spec gives a skill's estimated time in minutes, and so does the screen. */
export function minutesText(minutes: number): string {
  return count(minutes, 'minute', 'minutes');
}
