/**
 * StarPower for practice (issue 6). The server writes these into the StarPower ledger; the client
 * only shows them.
 *
 * - A right first answer in the Practice Center (a fresh session, or a single generated question such
 *   as Similar Question) earns 10. Answering again earns nothing: only the first answer counts.
 * - A practice set (/practice-session) earns its stars once, at submit: half the score percent,
 *   rounded (spec section 9; `starsForScore` in contracts/practice.ts), so its questions earn nothing
 *   one by one.
 */
export const PRACTICE_CORRECT_STAR_POWER = 10;

export type PracticeRewardSource = 'fresh-session' | 'practice-set' | 'generated';

/** StarPower for one graded first answer of practice. */
export function starPowerForPracticeAnswer(source: PracticeRewardSource, correct: boolean): number {
  if (!correct || source === 'practice-set') return 0;
  return PRACTICE_CORRECT_STAR_POWER;
}

/** Ledger reasons, so every StarPower row says where it came from (and is written once per reference). */
export const STAR_POWER_REASONS = {
  practiceCorrect: 'practice-correct',
  practiceSet: 'practice-set',
} as const;
