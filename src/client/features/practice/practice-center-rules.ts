import { FRESH_SESSION_LENGTH } from '../../../contracts/practice';
import type { MasterySnapshot } from '../../../contracts/practice';
import { accuracyDot, type AccuracyDot } from '../../../core/mastery/display';

/**
 * Spec section 4: choosing a card picks one sub-category at random from its group. `random` is a
 * number in [0, 1) (Math.random in the browser, fixed in tests). Undefined when the card has none, and
 * the server then chooses.
 */
export function pickSubCategory(codes: readonly string[], random: number): string | undefined {
  if (codes.length === 0) return undefined;
  const index = Math.min(codes.length - 1, Math.max(0, Math.floor(random * codes.length)));
  return codes[index];
}

/**
 * Spec section 9: a fresh session's total shows as "N of 200+"; a shorter session shows its real
 * total, and past the total (extra similar questions) only the number.
 */
export function progressText(questionNumber: number, totalQuestions: number = FRESH_SESSION_LENGTH): string {
  if (totalQuestions >= FRESH_SESSION_LENGTH) return `Question ${questionNumber} of ${FRESH_SESSION_LENGTH}+`;
  if (questionNumber <= totalQuestions) return `Question ${questionNumber} of ${totalQuestions}`;
  return `Question ${questionNumber}`;
}

export interface MasteryDot {
  colour: AccuracyDot;
  percent: number;
  /** Words for the colour, so it is never the only sign. */
  label: string;
}

const DOT_WORDS: Record<AccuracyDot, string> = {
  green: 'Strong',
  yellow: 'Getting there',
  red: 'Needs practice',
};

/**
 * The dot beside a TEKS code on a card: the spec's bands (green 80+, yellow 60+, red below) on the
 * chance the skill is known. Only codes with answers get a dot: no evidence, no judgement.
 */
export function masteryDot(snapshot: MasterySnapshot | undefined): MasteryDot | undefined {
  if (!snapshot || snapshot.attempts === 0) return undefined;
  const percent = Math.round(snapshot.pKnown * 100);
  const colour = accuracyDot(percent);
  return { colour, percent, label: DOT_WORDS[colour] };
}

/** Milliseconds since the question appeared, held to what the grading call accepts (0 to 24 h). */
export function elapsedMs(shownAt: number, now: number): number {
  return Math.min(24 * 60 * 60 * 1000, Math.max(0, Math.round(now - shownAt)));
}

/** True when a failed call's message ("409: …", spec section 8) says the session has finished. */
export function isSessionFinished(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('409:');
}
