import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOVA_REPLY_DELAY_MS, cannedReplyFor, isSendable, replyTo } from './nova-replies';

afterEach(() => {
  vi.useRealTimers();
});

describe("Nova's canned chat", () => {
  it('does not send an empty or whitespace-only message (spec section 5)', () => {
    expect(isSendable('')).toBe(false);
    expect(isSendable('   \n\t ')).toBe(false);
    expect(isSendable(' help ')).toBe(true);
  });

  it('answers after 1 second (spec section 9)', async () => {
    vi.useFakeTimers();
    let reply: string | undefined;
    void replyTo('Can you help me?').then((text) => (reply = text));
    await vi.advanceTimersByTimeAsync(NOVA_REPLY_DELAY_MS - 1);
    expect(reply).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(reply).toContain('Practice Center');
  });

  it('picks a fitting tip for math, reading and a greeting', () => {
    expect(cannedReplyFor('I need help with fractions')).toMatch(/^Math is like a puzzle/);
    expect(cannedReplyFor('What does this word mean?')).toMatch(/^Great readers/);
    expect(cannedReplyFor('Hello Nova!')).toMatch(/^Hi there/);
    expect(cannedReplyFor('What should I do today?')).toMatch(/^That's a great question/);
  });
});
