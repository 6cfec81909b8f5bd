import { NOVA_TROUBLE_MESSAGE, type ExplainRequest, type ExplainResponse } from '../../../contracts/nova';
import type { AnswerResponse } from '../../../contracts/practice';
import type { PublicItem } from '../../../core/items/item-types';

/**
 * NovaBot's help after a wrong answer (spec section 4): POST /api/nova/explain, shown as the hint
 * ladder and the worked steps when the built-in tutor answered, or as the AI's own words.
 */

/** Spec section 9 gives Nova a one-second reply; NovaBot thinks at least as long. */
export const NOVABOT_THINKING_MS = 1_000;

/**
 * The payload's caps (src/contracts/nova.ts): the server explains from its own copy, so trimming what
 * only describes the question is safe, and a field over its cap would get the whole request refused.
 */
const MAX_STEPS = 12;
const MAX_STEP_LENGTH = 1_000;
const MAX_ANSWER_LENGTH = 200;

export interface NovaBotExplanation {
  opening: string;
  /** Each hint says a little more than the one before. */
  hints: string[];
  steps: string[];
  closing: string;
}

export type NovaBotReply =
  | { kind: 'steps'; explanation: NovaBotExplanation }
  | { kind: 'text'; text: string }
  | { kind: 'trouble'; message: string };

/** Spec section 8, word for word. */
export const NOVABOT_TROUBLE: NovaBotReply = { kind: 'trouble', message: NOVA_TROUBLE_MESSAGE };

type Explainable = Pick<
  AnswerResponse,
  'hints' | 'explanation' | 'misconception' | 'correctAnswer' | 'correctAnswerText'
>;

/**
 * The spec's payload for an answered question, plus its handle: with `questionId` the server explains
 * from its own copy, and the rest only says what the child saw.
 */
export function explainRequestFor(item: PublicItem, result: Explainable): ExplainRequest {
  const { interaction } = item;
  const choices =
    interaction.type === 'multiple-choice' || interaction.type === 'multiselect'
      ? interaction.choices.map(({ label, text }) => ({ label, text }))
      : undefined;
  return {
    question: item.stem,
    teksStandard: item.teksCode,
    ...(choices ? { answerChoices: choices } : {}),
    correctAnswer: result.correctAnswer.slice(0, MAX_ANSWER_LENGTH),
    explanation: result.explanation.slice(0, MAX_STEPS).map((step) => step.slice(0, MAX_STEP_LENGTH)),
    questionId: item.id,
  };
}

/** The step-by-step layout: an encouraging opening, the hints, the steps, then the answer. */
export function novaBotExplanation(result: Explainable): NovaBotExplanation | null {
  const hints = result.hints.map((hint) => hint.trim()).filter(Boolean);
  const steps = result.explanation.map((step) => step.trim()).filter(Boolean);
  if (hints.length === 0 && steps.length === 0) return null;
  const answer = result.correctAnswerText.trim() || result.correctAnswer.trim();
  return {
    opening: result.misconception
      ? `Good try! ${result.misconception} Let's climb the hint ladder together.`
      : "Good try! Mistakes help us learn. Let's climb the hint ladder together.",
    hints,
    steps,
    closing: answer
      ? `So the answer is ${answer.replace(/[.!?]$/, '')}. You've got this!`
      : "Now you know how to think about it. You've got this!",
  };
}

/**
 * What NovaBot shows for the server's answer. The hints and steps come from the server; the opening
 * and closing from the answer's own verdict (the same words the server's built-in text uses).
 */
export function novaBotReplyFrom(response: ExplainResponse, result: Explainable): NovaBotReply {
  if (!response.success) return NOVABOT_TROUBLE;
  const text = response.explanation.trim();
  const laidOut =
    response.source === 'ai'
      ? null
      : novaBotExplanation({ ...result, hints: response.hints, explanation: response.steps });
  if (laidOut) return { kind: 'steps', explanation: laidOut };
  return text ? { kind: 'text', text } : NOVABOT_TROUBLE;
}
