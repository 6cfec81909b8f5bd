/**
 * StarPower for mock exams (issue 7). An exam earns once, when it is graded (submitted, or closed at its
 * deadline with what was saved): half the percent correct, rounded, like a practice set (spec section 9).
 * Its questions earn nothing one by one. The ledger row's reference is the attempt id, so it is written
 * once per attempt.
 */
export const EXAM_STAR_POWER_REASON = 'exam';

/** StarPower for a graded exam with this whole-number percent correct (0–100). */
export function starPowerForExam(accuracyPercent: number): number {
  const percent = Math.min(100, Math.max(0, accuracyPercent));
  return Math.round(percent / 2);
}
