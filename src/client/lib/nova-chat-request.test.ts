import { describe, expect, it } from 'vitest';
import { onNovaChatRequest, openNovaChat } from './nova-chat-request';

describe('opening the Nova chat from a question screen', () => {
  it('reaches the chat while it listens, and no longer after', () => {
    const requests: (HTMLElement | null)[] = [];
    const stop = onNovaChatRequest((from) => requests.push(from));
    openNovaChat();
    stop();
    openNovaChat();
    expect(requests).toEqual([null]);
  });
});
