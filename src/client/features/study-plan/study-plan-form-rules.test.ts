import { describe, expect, it } from 'vitest';
import { INVALID_DATE_MESSAGE, MISSING_INFORMATION_MESSAGE } from '../../../contracts/study-plans';
import { planFormProblem, todayInputValue, type PlanFormValues } from './study-plan-form-rules';

const now = new Date(2026, 10, 26, 9, 15); // Thursday, November 26, 2026, 9:15 am local
const filled: PlanFormValues = { staarTestDate: '2027-01-21', grade: 4, subject: 'math' };

describe('the study plan form checks (spec section 5)', () => {
  it('lets a complete form with a future date through', () => {
    expect(planFormProblem(filled, now)).toBeNull();
  });

  it('asks for every field, pointing at the first one missing', () => {
    const missing = [
      [{ ...filled, staarTestDate: '' }, 'staarTestDate'],
      [{ ...filled, grade: null }, 'grade'],
      [{ ...filled, subject: null }, 'subject'],
      [{ staarTestDate: '', grade: null, subject: null }, 'staarTestDate'],
      [{ ...filled, grade: null, subject: null }, 'grade'],
    ] as const;
    for (const [values, field] of missing) {
      expect(planFormProblem(values, now)).toEqual({
        field,
        title: 'Missing Information',
        description: MISSING_INFORMATION_MESSAGE,
      });
    }
  });

  it('says "Invalid Date" for today and any earlier day: the date must be after this moment', () => {
    for (const staarTestDate of ['2026-11-26', '2026-11-25', '2020-01-01']) {
      expect(planFormProblem({ ...filled, staarTestDate }, now)).toEqual({
        field: 'staarTestDate',
        title: 'Invalid Date',
        description: INVALID_DATE_MESSAGE,
      });
    }
  });

  it('accepts tomorrow, even a minute before midnight', () => {
    expect(planFormProblem({ ...filled, staarTestDate: '2026-11-27' }, now)).toBeNull();
    expect(
      planFormProblem({ ...filled, staarTestDate: '2026-11-27' }, new Date(2026, 10, 26, 23, 59)),
    ).toBeNull();
  });

  it('treats a date that is not a real day as invalid, not as missing', () => {
    expect(planFormProblem({ ...filled, staarTestDate: '2027-02-30x' }, now)?.title).toBe('Invalid Date');
  });
});

describe('the date input’s earliest day', () => {
  it('is today in the browser’s own calendar, written YYYY-MM-DD', () => {
    expect(todayInputValue(now)).toBe('2026-11-26');
    expect(todayInputValue(new Date(2027, 0, 5, 23, 59))).toBe('2027-01-05');
  });
});
