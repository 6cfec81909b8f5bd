/*
 * Nova's chat, for now: a kind canned reply after one second (spec sections 2 and 9). The Nova work
 * replaces `replyTo` with the real tutor; the chat panel only depends on this one function.
 */

export const NOVA_REPLY_DELAY_MS = 1_000;

/** Spec section 5: an empty or whitespace-only message is not sent. */
export function isSendable(message: string): boolean {
  return message.trim() !== '';
}

const REPLIES = {
  greeting:
    "Hi there! I'm so happy you're here. A great way to warm up is the Practice Center: pick a topic and try a few questions for your grade.",
  math: 'Math is like a puzzle! Read the problem twice, break it into small steps, and draw a picture if it helps. The Practice Center has math questions for your grade, each with a step-by-step explanation.',
  reading:
    'Great readers are detectives! Read the question first, then look back in the passage for clues. You can practice reading in the Practice Center.',
  general:
    "That's a great question! I'm still learning to chat, so here's my best tip: visit the Practice Center, pick a topic, and try a few questions. Every question comes with an explanation. You've got this!",
} as const;

/** Which canned reply fits the message: a few friendly words, chosen by simple keywords. */
export function cannedReplyFor(message: string): string {
  const text = message.toLowerCase();
  if (/\b(math|add|subtract|multiply|divide|fraction|number|times)/.test(text)) return REPLIES.math;
  if (/\b(read|story|passage|word|vocabulary|book)/.test(text)) return REPLIES.reading;
  if (/^\s*(hi|hello|hey|hiya|good (morning|afternoon|evening))\b/.test(text)) return REPLIES.greeting;
  return REPLIES.general;
}

/** Nova's answer to one message. The message never leaves the browser. */
export function replyTo(message: string): Promise<string> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(cannedReplyFor(message)), NOVA_REPLY_DELAY_MS);
  });
}
