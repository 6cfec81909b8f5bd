import { createMemoryStore, useMemoryStore } from '../../lib/memory-store';
import { replyTo } from './nova-replies';

export interface ChatMessage {
  id: number;
  from: 'student' | 'nova';
  text: string;
}

interface Conversation {
  /** Whose chat this is: another child signing in on the same computer starts afresh. */
  ownerId: string | null;
  messages: readonly ChatMessage[];
  /** Replies Nova is still "typing". */
  pendingReplies: number;
}

const EMPTY: Conversation = { ownerId: null, messages: [], pendingReplies: 0 };
const conversation = createMemoryStore<Conversation>(EMPTY);
let nextId = 1;

function forOwner(current: Conversation, ownerId: string): Conversation {
  return current.ownerId === ownerId ? current : { ...EMPTY, ownerId };
}

/** The chat so far, kept in this tab while the student moves between screens. */
export function useConversation(ownerId: string): Conversation {
  const current = useMemoryStore(conversation);
  return current.ownerId === ownerId ? current : EMPTY;
}

/** Adds the student's message, then Nova's reply when it arrives (the caller checks isSendable). */
export async function sendToNova(ownerId: string, text: string): Promise<void> {
  conversation.set((current) => {
    const mine = forOwner(current, ownerId);
    return {
      ...mine,
      messages: [...mine.messages, { id: nextId++, from: 'student', text }],
      pendingReplies: mine.pendingReplies + 1,
    };
  });
  const reply = await replyTo(text);
  conversation.set((current) => {
    if (current.ownerId !== ownerId) return current;
    return {
      ...current,
      messages: [...current.messages, { id: nextId++, from: 'nova', text: reply }],
      pendingReplies: Math.max(0, current.pendingReplies - 1),
    };
  });
}
