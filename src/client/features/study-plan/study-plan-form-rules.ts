import { format, isValid, parseISO } from 'date-fns';
import type { Grade } from '../../../core/accounts/account';
import type { Subject } from '../../../core/teks/teks-types';
import { INVALID_DATE_MESSAGE, MISSING_INFORMATION_MESSAGE } from '../../../contracts/study-plans';

/** What the "Generate New Plan" form holds; null (or an empty date) is a field not filled in yet. */
export interface PlanFormValues {
  /** The date input's value: "YYYY-MM-DD", or "" while empty or half typed. */
  staarTestDate: string;
  grade: Grade | null;
  subject: Subject | null;
}

export type PlanFormField = keyof PlanFormValues;

export interface PlanFormProblem {
  /** The field to send the child back to. */
  field: PlanFormField;
  title: string;
  description: string;
}

/** The date input's `min`: today, as the browser's own calendar sees it. */
export function todayInputValue(now: Date): string {
  return format(now, 'yyyy-MM-dd');
}

/**
 * The spec's checks before anything is sent (section 5): every field filled in ("Missing
 * Information"), then a test date strictly after this moment ("Invalid Date"). The chosen day starts at
 * local midnight, so today's date is already in the past and tomorrow's is the first that passes.
 */
export function planFormProblem(values: PlanFormValues, now: Date): PlanFormProblem | null {
  const missing: PlanFormField | undefined = (['staarTestDate', 'grade', 'subject'] as const).find(
    (field) => values[field] === null || values[field] === '',
  );
  if (missing) {
    return { field: missing, title: 'Missing Information', description: MISSING_INFORMATION_MESSAGE };
  }
  const testDay = parseISO(values.staarTestDate);
  if (!isValid(testDay) || testDay.getTime() <= now.getTime()) {
    return { field: 'staarTestDate', title: 'Invalid Date', description: INVALID_DATE_MESSAGE };
  }
  return null;
}
