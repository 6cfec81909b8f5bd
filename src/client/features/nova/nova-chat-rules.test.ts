import { describe, expect, it } from 'vitest';
import type { NovaMessage } from '../../../contracts/nova';
import { NOVA_REPLY_DELAY_MS, isSendable, withExchange } from './nova-chat-rules';

function message(id: string, role: NovaMessage['role'], text: string): NovaMessage {
  return { id, role, text, createdAt: '2026-03-02T15:00:00.000Z' };
}

const earlier = [message('1', 'student', 'hi'), message('2', 'nova', 'Hi!')];
const exchange = {
  studentMessage: message('3', 'student', 'a hint?'),
  reply: message('4', 'nova', 'Hint 1: …'),
};

describe("Nova's chat", () => {
  it('does not send an empty or whitespace-only message (spec section 5)', () => {
    expect(isSendable('')).toBe(false);
    expect(isSendable('   \n\t ')).toBe(false);
    expect(isSendable(' help ')).toBe(true);
  });

  it('keeps "Nova is typing…" for the spec\'s one second at least (section 9)', () => {
    expect(NOVA_REPLY_DELAY_MS).toBe(1_000);
  });

  it('adds a sent exchange after the conversation so far', () => {
    expect(withExchange({ messages: earlier }, exchange).messages.map((turn) => turn.id)).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
  });

  it('starts the conversation when none was loaded', () => {
    expect(withExchange(undefined, exchange).messages).toEqual([exchange.studentMessage, exchange.reply]);
    expect(withExchange(null, exchange).messages).toHaveLength(2);
  });

  it('does not add twice what a transcript loaded later already holds', () => {
    const loaded = { messages: [...earlier, exchange.studentMessage, exchange.reply] };
    expect(withExchange(loaded, exchange)).toEqual(loaded);
  });
});
