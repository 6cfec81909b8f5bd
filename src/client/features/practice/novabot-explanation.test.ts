import { describe, expect, it } from 'vitest';
import {
  NOVABOT_THINKING_MS,
  NOVABOT_TROUBLE_MESSAGE,
  askNovaBot,
  novaBotExplanation,
} from './novabot-explanation';

const answered = {
  hints: ['5/6 is 5 equal spaces from 0.', 'Count the spaces from 0 to point M.'],
  explanation: ['Each space is 1/6.', 'Point M is 1 space from 0.', 'Point M is at 1/6.'],
  misconception: 'This counts the tick at 0.',
  correctAnswer: 'A',
  correctAnswerText: 'A. 1/6',
};

describe('NovaBot explanation', () => {
  it('gives the hint ladder, then the worked steps, then the answer', () => {
    const reply = novaBotExplanation(answered);
    expect(reply.ok).toBe(true);
    if (!reply.ok) return;
    expect(reply.explanation.opening).toBe(
      "Good try! This counts the tick at 0. Let's climb the hint ladder together.",
    );
    expect(reply.explanation.hints).toEqual(answered.hints);
    expect(reply.explanation.steps).toEqual(answered.explanation);
    expect(reply.explanation.closing).toBe("So the answer is A. 1/6. You've got this!");
  });

  it('encourages without a misconception and drops blank lines', () => {
    const reply = novaBotExplanation({ ...answered, misconception: undefined, hints: ['  ', 'Count.'] });
    expect(reply.ok && reply.explanation.opening).toMatch(/^Good try! Mistakes help us learn/);
    expect(reply.ok && reply.explanation.hints).toEqual(['Count.']);
  });

  it("says the spec's trouble message when there is nothing to explain", () => {
    expect(novaBotExplanation({ ...answered, hints: [], explanation: [] })).toEqual({
      ok: false,
      message: NOVABOT_TROUBLE_MESSAGE,
    });
  });

  it('thinks for one second before answering', async () => {
    const waits: number[] = [];
    const reply = await askNovaBot(answered, async (ms) => {
      waits.push(ms);
    });
    expect(waits).toEqual([NOVABOT_THINKING_MS]);
    expect(NOVABOT_THINKING_MS).toBe(1000);
    expect(reply.ok).toBe(true);
  });
});
