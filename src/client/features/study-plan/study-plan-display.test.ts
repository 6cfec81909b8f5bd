import { describe, expect, it } from 'vitest';
import {
  formatTestDate,
  formatTestDateLong,
  formatWeekRange,
  minutesText,
  planSummaryLine,
  spokenWeekRange,
  timeUntilTest,
} from './study-plan-display';

describe('the test date', () => {
  it('reads month-day-year with leading zeros in the list', () => {
    expect(formatTestDate('2027-03-30')).toBe('03/30/2027');
    expect(formatTestDate('2027-01-05')).toBe('01/05/2027');
  });

  it('keeps the calendar day, whatever the time zone (no shift to the day before)', () => {
    expect(formatTestDate('2027-01-01')).toBe('01/01/2027');
    expect(formatTestDateLong('2027-03-30')).toBe('Tuesday, March 30, 2027');
  });
});

describe('a week’s date range', () => {
  it('names the days of a Sunday-to-Saturday week in US English', () => {
    expect(formatWeekRange({ start: '2026-11-29', end: '2026-12-05' })).toBe('Sun, Nov 29 – Sat, Dec 5');
    expect(spokenWeekRange({ start: '2026-11-29', end: '2026-12-05' })).toBe(
      'Sunday, November 29 to Saturday, December 5',
    );
  });

  it('names both years when the week crosses New Year', () => {
    expect(formatWeekRange({ start: '2026-12-27', end: '2027-01-02' })).toBe(
      'Sun, Dec 27, 2026 – Sat, Jan 2, 2027',
    );
  });

  it('shows a one-day week as the same day twice', () => {
    expect(formatWeekRange({ start: '2026-11-28', end: '2026-11-28' })).toBe('Sat, Nov 28 – Sat, Nov 28');
  });
});

describe('the list entry’s summary', () => {
  it('writes the grade, the subject as the spec does, and the weeks', () => {
    expect(planSummaryLine({ grade: 4, subject: 'math', totalWeeks: 9 })).toBe('Grade 4 • math • 9 weeks');
    expect(planSummaryLine({ grade: 3, subject: 'reading', totalWeeks: 1 })).toBe(
      'Grade 3 • reading • 1 week',
    );
  });
});

describe('the time until the test', () => {
  const now = new Date(2026, 10, 26, 21, 30); // Thursday, November 26, 2026, 9:30 pm local

  it('counts whole weeks and days from today’s date, not from this hour', () => {
    expect(timeUntilTest('2027-01-21', now)).toBe('8 weeks until STAAR');
    expect(timeUntilTest('2027-01-23', now)).toBe('8 weeks and 2 days until STAAR');
    expect(timeUntilTest('2026-12-03', now)).toBe('1 week until STAAR');
    expect(timeUntilTest('2026-11-27', now)).toBe('1 day until STAAR');
    expect(timeUntilTest('2026-12-04', now)).toBe('1 week and 1 day until STAAR');
  });

  it('cheers on test day and says so once the day has passed', () => {
    expect(timeUntilTest('2026-11-26', now)).toBe("STAAR is today. You've got this!");
    expect(timeUntilTest('2026-11-25', now)).toBe('This test date has passed.');
  });
});

describe('minutes', () => {
  it('says minute or minutes', () => {
    expect(minutesText(1)).toBe('1 minute');
    expect(minutesText(25)).toBe('25 minutes');
  });
});
