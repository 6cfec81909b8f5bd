import { addDays, differenceInCalendarDays, format, isValid, parseISO, startOfWeek } from 'date-fns';
import { DEFAULT_SCHOOL_TIME_ZONE, isValidTimeZone, schoolDay } from '../rewards/school-calendar';
import type { CalendarDay, DateRange } from './plan-types';

/**
 * The plan's calendar. Weeks start on Sunday (spec section 9, US English). Everything here works on
 * calendar days ("YYYY-MM-DD"), never on hours, so daylight-saving changes cannot move a week; the only
 * instant is "now", turned into the school's date in its own time zone first.
 */

/** A plan never has more weeks than this; a test further away gets the last 52 weeks before it. */
export const MAX_PLAN_WEEKS = 52;

/**
 * Practice days in a full week: five, leaving two days off. A week with fewer days left (the first
 * week, the last) practises on each of them; the test day itself is never a practice day.
 */
export const PRACTICE_DAYS_PER_WEEK = 5;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const SUNDAY = 0;

function toDate(day: CalendarDay): Date {
  return parseISO(day);
}

function toDay(date: Date): CalendarDay {
  return format(date, 'yyyy-MM-dd');
}

/** True for a real calendar day written "YYYY-MM-DD" (so "2026-02-30" and "2026-4-1" are not). */
export function isCalendarDay(text: string): boolean {
  if (!DAY_PATTERN.test(text)) return false;
  const date = toDate(text);
  return isValid(date) && toDay(date) === text;
}

/** Whole days from `from` to `to`: 1 from a Saturday to the Sunday after. */
export function daysFromTo(from: CalendarDay, to: CalendarDay): number {
  return differenceInCalendarDays(toDate(to), toDate(from));
}

export function shiftDay(day: CalendarDay, days: number): CalendarDay {
  return toDay(addDays(toDate(day), days));
}

/** The school's date at an instant, after checking both (bad values are the caller's bug, not a child's). */
export function schoolToday(now: Date, timeZone: string = DEFAULT_SCHOOL_TIME_ZONE): CalendarDay {
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) {
    throw new RangeError('today must be a valid Date');
  }
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Unknown time zone "${timeZone}"`);
  return schoolDay(now, timeZone);
}

/**
 * The date ranges of a plan from today to the test day (today must be before it), weeks running Sunday
 * to Saturday:
 * - week 1 runs from today to the coming Saturday, however few days that is (a plan made on a Saturday
 *   starts with a one-day week): it is the week the child is in;
 * - the last week runs from its Sunday to the test day; a test on a Sunday joins the week before, so the
 *   test day never makes a week of its own with no day to practise;
 * - a test more than 52 weeks away gets the 52 weeks before it: week 1 then starts on a later Sunday.
 * The ranges are contiguous, never overlap and stay within today..testDate.
 */
export function planStudyWeeks(today: CalendarDay, testDate: CalendarDay): DateRange[] {
  if (!isCalendarDay(today) || !isCalendarDay(testDate)) {
    throw new RangeError(`Plan days must be YYYY-MM-DD, not "${today}" and "${testDate}"`);
  }
  if (testDate <= today) throw new RangeError(`The test day ${testDate} must be after ${today}`);
  const testWeekStart = toDay(startOfWeek(toDate(testDate), { weekStartsOn: SUNDAY }));
  const lastStart = testWeekStart === testDate ? shiftDay(testDate, -7) : testWeekStart;
  const starts: CalendarDay[] = [];
  if (lastStart <= today) {
    starts.push(today);
  } else {
    // Sundays after today up to the last week's Sunday: lastStart − 7k for k = 0 … sundays − 1.
    const sundays = Math.floor((daysFromTo(today, lastStart) - 1) / 7) + 1;
    const capped = sundays + 1 > MAX_PLAN_WEEKS;
    const kept = capped ? MAX_PLAN_WEEKS : sundays;
    for (let k = kept - 1; k >= 0; k -= 1) starts.push(shiftDay(lastStart, -7 * k));
    if (!capped) starts.unshift(today);
  }
  return starts.map((start, index) => {
    const next = starts[index + 1];
    return { start, end: next === undefined ? testDate : shiftDay(next, -1) };
  });
}

/** Days of a week the child can practise: every day but the test day, at most five. */
export function practiceDaysIn(range: DateRange, testDate: CalendarDay): number {
  const days = daysFromTo(range.start, range.end) + 1;
  const available = days - (range.start <= testDate && testDate <= range.end ? 1 : 0);
  return Math.max(0, Math.min(PRACTICE_DAYS_PER_WEEK, available));
}

/**
 * The number of the plan week that holds today (in the school's time zone), or null when today falls
 * outside every week: before week 1 of a capped plan, or after the test day.
 */
export function currentWeekNumber(
  plan: { readonly weeks: readonly { weekNumber: number; dateRange: DateRange }[] },
  today: Date,
  timeZone: string = DEFAULT_SCHOOL_TIME_ZONE,
): number | null {
  const day = schoolToday(today, timeZone);
  const week = plan.weeks.find(({ dateRange }) => dateRange.start <= day && day <= dateRange.end);
  return week?.weekNumber ?? null;
}

/** "Saturday, March 7" for texts; US English is date-fns' default locale. */
export function formatDayLong(day: CalendarDay): string {
  return format(toDate(day), 'EEEE, MMMM d');
}

/** "March 7, 2027". */
export function formatDate(day: CalendarDay): string {
  return format(toDate(day), 'MMMM d, yyyy');
}
