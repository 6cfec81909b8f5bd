import { getDay, parseISO } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currentWeekNumber,
  daysFromTo,
  isCalendarDay,
  MAX_PLAN_WEEKS,
  planStudyWeeks,
  practiceDaysIn,
  schoolToday,
} from './plan-calendar';
import { arbitraryDay, CHICAGO, chicagoNoon, dayAfter } from './testing/plan-builders';

const weekday = (day: string) => getDay(parseISO(day));
const SUNDAY = 0;
const SATURDAY = 6;

describe('plan weeks run Sunday to Saturday', () => {
  it('start on the day the plan is made when that is a Sunday, with whole weeks after it', () => {
    // Sunday 7 March 2027 to a test on Wednesday 24 March.
    expect(planStudyWeeks('2027-03-07', '2027-03-24')).toEqual([
      { start: '2027-03-07', end: '2027-03-13' },
      { start: '2027-03-14', end: '2027-03-20' },
      { start: '2027-03-21', end: '2027-03-24' },
    ]);
  });

  it('give a plan made on a Wednesday a short first week, Wednesday to Saturday', () => {
    expect(planStudyWeeks('2027-03-03', '2027-03-17')).toEqual([
      { start: '2027-03-03', end: '2027-03-06' },
      { start: '2027-03-07', end: '2027-03-13' },
      { start: '2027-03-14', end: '2027-03-17' },
    ]);
  });

  it('end the last week on a test on Saturday', () => {
    expect(planStudyWeeks('2027-03-03', '2027-03-13')).toEqual([
      { start: '2027-03-03', end: '2027-03-06' },
      { start: '2027-03-07', end: '2027-03-13' },
    ]);
  });

  it('add a test on Sunday to the week before, so the test day is never a week of its own', () => {
    expect(planStudyWeeks('2027-03-03', '2027-03-14')).toEqual([
      { start: '2027-03-03', end: '2027-03-06' },
      { start: '2027-03-07', end: '2027-03-14' },
    ]);
    // Made on Saturday for a test on Sunday: one week of two days.
    expect(planStudyWeeks('2027-03-06', '2027-03-07')).toEqual([{ start: '2027-03-06', end: '2027-03-07' }]);
  });

  it('make a test tomorrow one short week', () => {
    expect(planStudyWeeks('2027-03-03', '2027-03-04')).toEqual([{ start: '2027-03-03', end: '2027-03-04' }]);
  });

  it('give a Saturday plan a one-day first week', () => {
    expect(planStudyWeeks('2027-03-06', '2027-03-10')).toEqual([
      { start: '2027-03-06', end: '2027-03-06' },
      { start: '2027-03-07', end: '2027-03-10' },
    ]);
  });

  it('cap a test a year away at 52 weeks, the last 52 before the test', () => {
    const weeks = planStudyWeeks('2026-04-14', '2027-04-14');
    expect(weeks).toHaveLength(MAX_PLAN_WEEKS);
    expect(weeks[0]).toEqual({ start: '2026-04-19', end: '2026-04-25' });
    expect(weeks.at(-1)).toEqual({ start: '2027-04-11', end: '2027-04-14' });
    // 51 Sundays ahead still fits: the plan starts today.
    const fits = planStudyWeeks('2026-04-22', '2027-04-14');
    expect(fits).toHaveLength(MAX_PLAN_WEEKS);
    expect(fits[0]).toEqual({ start: '2026-04-22', end: '2026-04-25' });
  });

  it('keep whole calendar days across the daylight-saving changes', () => {
    // 8 March 2026 (spring forward) and 1 November 2026 (fall back) are Sundays in Chicago.
    const spring = planStudyWeeks('2026-03-04', '2026-03-20');
    expect(spring.map((week) => week.start)).toEqual(['2026-03-04', '2026-03-08', '2026-03-15']);
    const fall = planStudyWeeks('2026-10-28', '2026-11-12');
    expect(fall.map((week) => week.start)).toEqual(['2026-10-28', '2026-11-01', '2026-11-08']);
    expect(fall[1]!.end).toBe('2026-11-07');
  });

  it('refuse a test day that is not after today, and malformed days', () => {
    expect(() => planStudyWeeks('2027-03-03', '2027-03-03')).toThrow(RangeError);
    expect(() => planStudyWeeks('2027-03-03', '2027-03-02')).toThrow(RangeError);
    expect(() => planStudyWeeks('2027-03-03', '2027-02-30')).toThrow(RangeError);
  });

  it('are contiguous, never overlap, stay within today..test day, and start on Sundays after week 1', () => {
    fc.assert(
      fc.property(arbitraryDay, fc.integer({ min: 1, max: 800 }), (today, ahead) => {
        const testDate = dayAfter(today, ahead);
        const weeks = planStudyWeeks(today, testDate);
        expect(weeks.length).toBeGreaterThanOrEqual(1);
        expect(weeks.length).toBeLessThanOrEqual(MAX_PLAN_WEEKS);
        expect(weeks[0]!.start >= today).toBe(true);
        expect(weeks.at(-1)!.end).toBe(testDate);
        weeks.forEach((week, index) => {
          expect(week.start <= week.end).toBe(true);
          // At most 8 days: a full week, plus a test on the Sunday after it.
          expect(daysFromTo(week.start, week.end)).toBeLessThanOrEqual(7);
          // Every week has a day to practise on.
          expect(practiceDaysIn(week, testDate)).toBeGreaterThanOrEqual(1);
          if (index > 0) {
            expect(weekday(week.start)).toBe(SUNDAY);
            expect(week.start).toBe(dayAfter(weeks[index - 1]!.end, 1));
          }
          if (index < weeks.length - 1) expect(weekday(week.end)).toBe(SATURDAY);
        });
        // The plan starts today unless it had to be capped.
        if (weeks[0]!.start !== today) expect(weeks).toHaveLength(MAX_PLAN_WEEKS);
      }),
    );
  });
});

describe('days', () => {
  it('are real dates written YYYY-MM-DD', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    for (const text of [
      '2027-02-29',
      '2027-13-01',
      '2027-4-1',
      '04/14/2027',
      '2027-04-14T00:00',
      '',
      'soon',
    ]) {
      expect(isCalendarDay(text)).toBe(false);
    }
  });

  it('count at most five practice days a week, never the test day', () => {
    expect(practiceDaysIn({ start: '2027-03-07', end: '2027-03-13' }, '2027-04-13')).toBe(5);
    expect(practiceDaysIn({ start: '2027-03-03', end: '2027-03-06' }, '2027-04-13')).toBe(4);
    expect(practiceDaysIn({ start: '2027-04-11', end: '2027-04-13' }, '2027-04-13')).toBe(2);
    expect(practiceDaysIn({ start: '2027-03-06', end: '2027-03-07' }, '2027-03-07')).toBe(1);
  });

  it("take today's date in the school's time zone", () => {
    // 03:00 UTC on Thursday is still Wednesday evening in Chicago.
    const instant = new Date('2027-03-04T03:00:00Z');
    expect(schoolToday(instant, CHICAGO)).toBe('2027-03-03');
    expect(schoolToday(instant, 'UTC')).toBe('2027-03-04');
    // The night of the spring-forward change: 23:30 CST on Saturday 7 March, then 01:30 CST on Sunday.
    expect(schoolToday(new Date('2026-03-08T05:30:00Z'), CHICAGO)).toBe('2026-03-07');
    expect(schoolToday(new Date('2026-03-08T07:30:00Z'), CHICAGO)).toBe('2026-03-08');
    // Fall back: 23:30 CDT on Saturday 31 October, then 01:30 CDT on Sunday 1 November.
    expect(schoolToday(new Date('2026-11-01T04:30:00Z'), CHICAGO)).toBe('2026-10-31');
    expect(schoolToday(new Date('2026-11-01T06:30:00Z'), CHICAGO)).toBe('2026-11-01');
    expect(() => schoolToday(new Date(Number.NaN), CHICAGO)).toThrow(RangeError);
    expect(() => schoolToday(instant, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('the current week', () => {
  const plan = {
    weeks: planStudyWeeks('2027-03-03', '2027-03-17').map((dateRange, index) => ({
      weekNumber: index + 1,
      dateRange,
    })),
  };

  it('is the week whose dates hold today in the school time zone', () => {
    expect(currentWeekNumber(plan, chicagoNoon('2027-03-03'))).toBe(1);
    expect(currentWeekNumber(plan, chicagoNoon('2027-03-06'))).toBe(1);
    expect(currentWeekNumber(plan, chicagoNoon('2027-03-07'))).toBe(2);
    expect(currentWeekNumber(plan, chicagoNoon('2027-03-17'))).toBe(3);
    // Saturday 22:00 in Chicago is already Sunday in UTC.
    const saturdayNight = new Date('2027-03-07T04:00:00Z');
    expect(currentWeekNumber(plan, saturdayNight, CHICAGO)).toBe(1);
    expect(currentWeekNumber(plan, saturdayNight, 'UTC')).toBe(2);
  });

  it('is null before the plan starts and after the test', () => {
    expect(currentWeekNumber(plan, chicagoNoon('2027-03-02'))).toBeNull();
    expect(currentWeekNumber(plan, chicagoNoon('2027-03-18'))).toBeNull();
  });
});
