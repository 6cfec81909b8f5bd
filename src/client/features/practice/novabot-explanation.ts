import type { AnswerResponse } from '../../../contracts/practice';

/**
 * NovaBot's help after a wrong answer, built offline from what the grading call returned: the item's
 * hint ladder, then its worked steps (DESIGN.md principle 6: the built-in tutor). The Nova issue swaps
 * `askNovaBot` for POST /api/nova/explain and keeps this as its fallback; nothing else changes.
 */

/** Spec section 9 gives Nova a one-second reply; NovaBot thinks for as long. */
export const NOVABOT_THINKING_MS = 1_000;

/** Spec section 8, word for word, when there is nothing to explain or the call fails. */
export const NOVABOT_TROUBLE_MESSAGE =
  "I'm having trouble connecting right now. Please try again in a moment!";

export interface NovaBotExplanation {
  opening: string;
  /** Each hint says a little more than the one before. */
  hints: string[];
  steps: string[];
  closing: string;
}

export type NovaBotReply = { ok: true; explanation: NovaBotExplanation } | { ok: false; message: string };

type Explainable = Pick<
  AnswerResponse,
  'hints' | 'explanation' | 'misconception' | 'correctAnswer' | 'correctAnswerText'
>;

export function novaBotExplanation(result: Explainable): NovaBotReply {
  const hints = result.hints.map((hint) => hint.trim()).filter(Boolean);
  const steps = result.explanation.map((step) => step.trim()).filter(Boolean);
  if (hints.length === 0 && steps.length === 0) return { ok: false, message: NOVABOT_TROUBLE_MESSAGE };
  const answer = result.correctAnswerText.trim() || result.correctAnswer.trim();
  return {
    ok: true,
    explanation: {
      opening: result.misconception
        ? `Good try! ${result.misconception} Let's climb the hint ladder together.`
        : "Good try! Mistakes help us learn. Let's climb the hint ladder together.",
      hints,
      steps,
      closing: answer
        ? `So the answer is ${answer.replace(/[.!?]$/, '')}. You've got this!`
        : "Now you know how to think about it. You've got this!",
    },
  };
}

/** NovaBot "thinks" for a moment, then answers. */
export function askNovaBot(
  result: Explainable,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<NovaBotReply> {
  return wait(NOVABOT_THINKING_MS).then(() => novaBotExplanation(result));
}
