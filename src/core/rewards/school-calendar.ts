import { TZDate } from '@date-fns/tz';
import {
  addDays,
  differenceInCalendarDays,
  format,
  getDayOfYear,
  parseISO,
  startOfDay,
  startOfWeek,
} from 'date-fns';

/**
 * The school's calendar: "today" starts at local midnight and "this week" on Monday, in the school's
 * time zone (Texas: America/Chicago), whatever the server's own zone. Daylight-saving days are 23 or
 * 25 hours long; @date-fns/tz does that arithmetic, so nothing here adds 24 hours by hand.
 */

/** A calendar day as "YYYY-MM-DD". */
export type CalendarDay = string;

export const DEFAULT_SCHOOL_TIME_ZONE = 'America/Chicago';

/** True when the runtime knows this IANA zone name. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone }).format(0);
    return true;
  } catch {
    return false;
  }
}

/** The school calendar day an instant falls on. */
export function schoolDay(instant: Date, timeZone: string): CalendarDay {
  return format(new TZDate(instant.getTime(), timeZone), 'yyyy-MM-dd');
}

export interface CalendarBounds {
  /** Today in the school's zone. */
  day: CalendarDay;
  /** Local midnight that began today, and the next one (when daily challenges change). */
  dayStart: Date;
  nextMidnight: Date;
  /** Monday 00:00 local of this week (weekly StarPower resets then), and the Monday after. */
  weekStart: Date;
  nextWeekStart: Date;
  /** Monday to Sunday of this week. */
  weekDays: CalendarDay[];
}

export function calendarBounds(now: Date, timeZone: string): CalendarBounds {
  const local = new TZDate(now.getTime(), timeZone);
  const dayStart = startOfDay(local);
  const weekStart = startOfWeek(local, { weekStartsOn: 1 });
  return {
    day: format(local, 'yyyy-MM-dd'),
    dayStart: new Date(dayStart.getTime()),
    nextMidnight: new Date(startOfDay(addDays(dayStart, 1)).getTime()),
    weekStart: new Date(weekStart.getTime()),
    nextWeekStart: new Date(startOfWeek(addDays(weekStart, 7), { weekStartsOn: 1 }).getTime()),
    weekDays: Array.from({ length: 7 }, (_, i) => format(addDays(weekStart, i), 'yyyy-MM-dd')),
  };
}

/** 1 on 1 January, 365 (or 366) on 31 December: the daily challenges' seed. */
export function dayOfYear(day: CalendarDay): number {
  return getDayOfYear(parseISO(day));
}

/** The calendar year of a day, the other half of the daily challenges' seed. */
export function yearOf(day: CalendarDay): number {
  return Number(day.slice(0, 4));
}

export interface Streaks {
  /** Days in a row with activity, up to today; a streak still counts today until today ends. */
  current: number;
  /** The longest run ever. */
  best: number;
}

/**
 * Streaks from the days a student was active (school days, any order, repeats allowed). The current
 * streak ends today, or yesterday when the student has not practised yet today: it only breaks once a
 * whole day passes without practice, as in every streak product children know.
 */
export function streaksFrom(activeDays: Iterable<CalendarDay>, today: CalendarDay): Streaks {
  const days = [...new Set(activeDays)].filter((day) => day <= today).sort();
  let best = 0;
  let run = 0;
  let previous: CalendarDay | undefined;
  for (const day of days) {
    run = previous !== undefined && daysBetween(previous, day) === 1 ? run + 1 : 1;
    best = Math.max(best, run);
    previous = day;
  }
  const last = days.at(-1);
  const current = last !== undefined && daysBetween(last, today) <= 1 ? run : 0;
  return { current, best };
}

/** Whole calendar days from `from` to `to` (dates only, so daylight saving never matters). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return differenceInCalendarDays(parseISO(to), parseISO(from));
}
