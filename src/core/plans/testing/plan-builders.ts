import { addDays, format } from 'date-fns';
import fc from 'fast-check';
import { GRADES } from '../../accounts/account';
import { schoolDay } from '../../rewards/school-calendar';
import { testedTeksForGrade } from '../../teks/catalogue';
import { SUBJECTS } from '../../teks/teks-types';
import type { SkillMastery, StudyPlanInput } from '../plan-types';

/** Builders for study-plan tests. Only tests import this file. */

export const CHICAGO = 'America/Chicago';

/** Noon in Chicago on a day (17:00 or 18:00 UTC): safely inside that school day. */
export function chicagoNoon(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  // 18:00 UTC is noon CST and 13:00 CDT: the same calendar day either way.
  return new Date(Date.UTC(year!, month! - 1, date!, 18));
}

export function dayAfter(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return format(addDays(new Date(year!, month! - 1, date!), days), 'yyyy-MM-dd');
}

export function mastery(teksCode: string, pKnown: number, attempts = 6, correct?: number): SkillMastery {
  return { teksCode, pKnown, attempts, correct: correct ?? Math.round(attempts * pKnown) };
}

export function planInput(overrides: Partial<StudyPlanInput> = {}): StudyPlanInput {
  return {
    today: chicagoNoon('2027-02-17'),
    testDate: '2027-04-13',
    timeZone: CHICAGO,
    grade: 4,
    subject: 'math',
    mastery: [],
    ...overrides,
  };
}

/** A school day between 2024 and 2040, as YYYY-MM-DD. */
export const arbitraryDay = fc
  .date({ min: new Date(2024, 0, 1), max: new Date(2040, 11, 31), noInvalidDate: true })
  .map((date) => format(date, 'yyyy-MM-dd'));

/** A mastery list over some of the grade's tested codes, with consistent counts. */
function arbitraryMastery(grade: StudyPlanInput['grade'], subject: StudyPlanInput['subject']) {
  const codes = testedTeksForGrade(grade, subject).map((entry) => entry.code);
  const record = fc
    .record({
      teksCode: fc.constantFrom(...codes),
      pKnown: fc.double({ min: 0, max: 1, noNaN: true }),
      attempts: fc.integer({ min: 0, max: 60 }),
      share: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map(({ share, ...rest }) => ({ ...rest, correct: Math.floor(rest.attempts * share) }));
  return fc.uniqueArray(record, { selector: (entry) => entry.teksCode, maxLength: codes.length });
}

/**
 * Any valid plan input: a "now" anywhere in a day, a test 1 to 500 days later (so plans from one day to
 * past the 52-week cap), any grade, subject, mastery and pace, in Chicago or another zone.
 */
export const arbitraryPlanInput: fc.Arbitrary<StudyPlanInput> = fc
  .record({
    instant: fc.date({
      min: new Date('2024-01-01T00:00:00Z'),
      max: new Date('2040-12-31T00:00:00Z'),
      noInvalidDate: true,
    }),
    daysAhead: fc.oneof(fc.integer({ min: 1, max: 21 }), fc.integer({ min: 1, max: 500 })),
    grade: fc.constantFrom(...GRADES),
    subject: fc.constantFrom(...SUBJECTS),
    timeZone: fc.constantFrom(CHICAGO, 'UTC', 'Pacific/Auckland'),
    pace: fc.option(fc.double({ min: 0, max: 80, noNaN: true }), { nil: undefined }),
  })
  .chain(({ instant, daysAhead, grade, subject, timeZone, pace }) =>
    arbitraryMastery(grade, subject).map((records) => {
      const today = schoolDay(instant, timeZone);
      return {
        today: instant,
        testDate: dayAfter(today, daysAhead),
        timeZone,
        grade,
        subject,
        mastery: records,
        ...(pace === undefined ? {} : { recentQuestionsPerDay: pace }),
      };
    }),
  );
