import { addDays, format, parseISO } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarBounds,
  dayOfYear,
  daysBetween,
  isValidTimeZone,
  schoolDay,
  streaksFrom,
  yearOf,
} from './school-calendar';

const CHICAGO = 'America/Chicago';
const AUCKLAND = 'Pacific/Auckland';
const HOUR = 3_600_000;

const at = (iso: string) => new Date(iso);

describe('school days and weeks in the school time zone', () => {
  it('know real zone names', () => {
    expect(isValidTimeZone(CHICAGO)).toBe(true);
    expect(isValidTimeZone(AUCKLAND)).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
  });

  it('start the week on Monday: a Sunday belongs to the week that began six days before', () => {
    // Sunday 22 November 2026, 23:30 in Chicago (CST, UTC−6).
    const bounds = calendarBounds(at('2026-11-23T05:30:00Z'), CHICAGO);
    expect(bounds.day).toBe('2026-11-22');
    expect(bounds.weekStart.toISOString()).toBe('2026-11-16T06:00:00.000Z');
    expect(bounds.nextWeekStart.toISOString()).toBe('2026-11-23T06:00:00.000Z');
    expect(bounds.weekDays).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    // Half an hour later it is Monday: a new week, which starts at that very midnight.
    const monday = calendarBounds(at('2026-11-23T06:00:00Z'), CHICAGO);
    expect(monday.day).toBe('2026-11-23');
    expect(monday.weekStart.toISOString()).toBe('2026-11-23T06:00:00.000Z');
    expect(monday.weekDays[0]).toBe('2026-11-23');
  });

  it('end the day at the next local midnight', () => {
    const bounds = calendarBounds(at('2026-11-22T18:00:00Z'), CHICAGO);
    expect(bounds.dayStart.toISOString()).toBe('2026-11-22T06:00:00.000Z');
    expect(bounds.nextMidnight.toISOString()).toBe('2026-11-23T06:00:00.000Z');
    // A second before midnight is still today; midnight itself is tomorrow.
    expect(schoolDay(at('2026-11-23T05:59:59Z'), CHICAGO)).toBe('2026-11-22');
    expect(schoolDay(at('2026-11-23T06:00:00Z'), CHICAGO)).toBe('2026-11-23');
  });

  it('make the spring-forward day 23 hours long (8 March 2026 in Chicago)', () => {
    const bounds = calendarBounds(at('2026-03-08T12:00:00Z'), CHICAGO);
    expect(bounds.day).toBe('2026-03-08');
    expect(bounds.dayStart.toISOString()).toBe('2026-03-08T06:00:00.000Z');
    expect(bounds.nextMidnight.toISOString()).toBe('2026-03-09T05:00:00.000Z');
    expect(bounds.nextMidnight.getTime() - bounds.dayStart.getTime()).toBe(23 * HOUR);
    // That Sunday ends its week: Monday 2 March 00:00 CST to Monday 9 March 00:00 CDT, 167 hours.
    expect(bounds.weekStart.toISOString()).toBe('2026-03-02T06:00:00.000Z');
    expect(bounds.nextWeekStart.toISOString()).toBe('2026-03-09T05:00:00.000Z');
  });

  it('make the fall-back day 25 hours long (1 November 2026 in Chicago)', () => {
    const bounds = calendarBounds(at('2026-11-01T12:00:00Z'), CHICAGO);
    expect(bounds.day).toBe('2026-11-01');
    expect(bounds.dayStart.toISOString()).toBe('2026-11-01T05:00:00.000Z');
    expect(bounds.nextMidnight.toISOString()).toBe('2026-11-02T06:00:00.000Z');
    expect(bounds.nextMidnight.getTime() - bounds.dayStart.getTime()).toBe(25 * HOUR);
    expect(bounds.weekStart.toISOString()).toBe('2026-10-26T05:00:00.000Z');
    expect(bounds.nextWeekStart.toISOString()).toBe('2026-11-02T06:00:00.000Z');
  });

  it('put the same instant on different school days in Chicago and Auckland', () => {
    // 15 June, 15:00 in Chicago (CDT) is 16 June, 08:00 in Auckland (NZST).
    const instant = at('2026-06-15T20:00:00Z');
    expect(schoolDay(instant, CHICAGO)).toBe('2026-06-15');
    expect(schoolDay(instant, AUCKLAND)).toBe('2026-06-16');
    expect(calendarBounds(instant, AUCKLAND).nextMidnight.toISOString()).toBe('2026-06-16T12:00:00.000Z');
    // Monday 15 June in Chicago, but Tuesday in Auckland: the weeks began on different Mondays.
    expect(calendarBounds(at('2026-06-14T20:00:00Z'), CHICAGO).weekDays[0]).toBe('2026-06-08');
    expect(calendarBounds(at('2026-06-14T20:00:00Z'), AUCKLAND).weekDays[0]).toBe('2026-06-15');
  });

  it('always have 7 days a week and a next midnight 23 to 25 hours after the day began', () => {
    const instants = fc.date({
      min: at('2020-01-01T00:00:00Z'),
      max: at('2035-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instants, fc.constantFrom(CHICAGO, AUCKLAND, 'UTC'), (instant, zone) => {
        const bounds = calendarBounds(instant, zone);
        expect(bounds.dayStart.getTime()).toBeLessThanOrEqual(instant.getTime());
        expect(bounds.nextMidnight.getTime()).toBeGreaterThan(instant.getTime());
        expect(bounds.nextMidnight.getTime() - bounds.dayStart.getTime()).toBeGreaterThanOrEqual(23 * HOUR);
        expect(bounds.nextMidnight.getTime() - bounds.dayStart.getTime()).toBeLessThanOrEqual(25 * HOUR);
        expect(new Set(bounds.weekDays).size).toBe(7);
        expect(bounds.weekDays).toContain(bounds.day);
        expect(parseISO(bounds.weekDays[0]!).getDay()).toBe(1);
      }),
    );
  });
});

describe('day of year and year', () => {
  it.each([
    ['2026-01-01', 1],
    ['2026-03-01', 60],
    ['2024-03-01', 61],
    ['2026-12-31', 365],
    ['2024-12-31', 366],
    ['2000-12-31', 366],
    ['2100-12-31', 365],
  ])('%s is day %i', (day, number) => {
    expect(dayOfYear(day)).toBe(number);
  });

  it('reads the year', () => {
    expect(yearOf('2026-11-22')).toBe(2026);
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
  });
});

describe('streaks', () => {
  it('are zero with no activity', () => {
    expect(streaksFrom([], '2026-11-22')).toEqual({ current: 0, best: 0 });
  });

  it('count days in a row up to today', () => {
    expect(streaksFrom(['2026-11-20', '2026-11-21', '2026-11-22'], '2026-11-22')).toEqual({
      current: 3,
      best: 3,
    });
    // Across a year's end, and across a daylight-saving change (dates, not hours).
    expect(streaksFrom(['2025-12-31', '2026-01-01'], '2026-01-01').current).toBe(2);
    expect(streaksFrom(['2026-03-07', '2026-03-08', '2026-03-09'], '2026-03-09').current).toBe(3);
  });

  it("keep yesterday's streak while today has no practice yet, and break after a whole day missed", () => {
    const days = ['2026-11-20', '2026-11-21', '2026-11-22'];
    expect(streaksFrom(days, '2026-11-23')).toEqual({ current: 3, best: 3 });
    expect(streaksFrom(days, '2026-11-24')).toEqual({ current: 0, best: 3 });
  });

  it('restart after a gap, keeping the best run', () => {
    const days = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-10', '2026-11-11'];
    expect(streaksFrom(days, '2026-11-11')).toEqual({ current: 2, best: 4 });
  });

  it('ignore repeats, order and days after today', () => {
    expect(streaksFrom(['2026-11-22', '2026-11-21', '2026-11-22', '2026-11-21'], '2026-11-22')).toEqual({
      current: 2,
      best: 2,
    });
    expect(streaksFrom(['2026-11-21', '2026-11-23', '2026-11-24', '2026-11-25'], '2026-11-22')).toEqual({
      current: 1,
      best: 1,
    });
  });

  it('follow the school zone: the same two answers are a 2-day streak in Chicago and 1 day in Auckland', () => {
    const answeredAt = [at('2026-06-15T20:00:00Z'), at('2026-06-16T10:00:00Z')];
    const inZone = (zone: string) => answeredAt.map((instant) => schoolDay(instant, zone));
    expect(streaksFrom(inZone(CHICAGO), '2026-06-16')).toEqual({ current: 2, best: 2 });
    expect(streaksFrom(inZone(AUCKLAND), '2026-06-16')).toEqual({ current: 1, best: 1 });
  });

  const today = '2026-11-22';
  const recentDays = fc
    .array(fc.integer({ min: 0, max: 60 }), { maxLength: 40 })
    .map((offsets) => offsets.map((offset) => format(addDays(parseISO(today), -offset), 'yyyy-MM-dd')));

  it('never have a current streak longer than the best, nor than the days active', () => {
    fc.assert(
      fc.property(recentDays, (days) => {
        const { current, best } = streaksFrom(days, today);
        expect(current).toBeLessThanOrEqual(best);
        expect(best).toBeLessThanOrEqual(new Set(days).size);
        expect(best > 0).toBe(days.length > 0);
      }),
    );
  });

  it('do not depend on the order or repeats of the input', () => {
    fc.assert(
      fc.property(
        recentDays.chain((days) =>
          fc.tuple(fc.constant(days), fc.shuffledSubarray(days, { minLength: days.length })),
        ),
        ([days, shuffled]) => {
          expect(streaksFrom([...shuffled, ...days], today)).toEqual(streaksFrom(days, today));
        },
      ),
    );
  });

  it('grow by one when today is added after an active yesterday', () => {
    fc.assert(
      fc.property(recentDays, (days) => {
        const withYesterday = [...days, '2026-11-21'].filter((day) => day !== today);
        const before = streaksFrom(withYesterday, today).current;
        expect(streaksFrom([...withYesterday, today], today).current).toBe(before + 1);
      }),
    );
  });
});
