import type { ChatResponse, NovaMessagesResponse } from '../../../contracts/nova';

/**
 * Spec section 9: Nova answers after one second. The built-in tutor answers in a few milliseconds, so
 * "Nova is typing…" lasts at least this long, and a reply never seems to appear before it was asked for.
 */
export const NOVA_REPLY_DELAY_MS = 1_000;

/** Spec section 5: an empty or whitespace-only message is not sent. */
export function isSendable(message: string): boolean {
  return message.trim() !== '';
}

/** The conversation with a sent exchange added at the end, as the server stored both turns. */
export function withExchange(
  current: NovaMessagesResponse | null | undefined,
  exchange: Pick<ChatResponse, 'studentMessage' | 'reply'>,
): NovaMessagesResponse {
  const messages = current?.messages ?? [];
  const known = new Set(messages.map((message) => message.id));
  // A transcript loaded after the exchange was stored holds it already.
  const added = [exchange.studentMessage, exchange.reply].filter((message) => !known.has(message.id));
  return { messages: [...messages, ...added] };
}
