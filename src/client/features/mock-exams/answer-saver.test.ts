import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnswerSaver, overallSaveState, type AnswerPatch, type SaveState } from './answer-saver';

interface Call {
  questionId: string;
  patch: AnswerPatch;
  resolve: () => void;
  reject: () => void;
}

function harness() {
  const calls: Call[] = [];
  const states: [string, SaveState][] = [];
  const saver = new AnswerSaver({
    send: (questionId, patch) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ questionId, patch, resolve, reject: () => reject(new Error('offline')) });
      }),
    onStateChange: (questionId, state) => states.push([questionId, state]),
  });
  return { saver, calls, states, last: () => states[states.length - 1]?.[1] };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('AnswerSaver', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('sends one call per question at a time and then the newest change', async () => {
    const { saver, calls, last } = harness();
    saver.save('q1', { answer: { type: 'multiple-choice', choice: 'A' } });
    saver.save('q1', { answer: { type: 'multiple-choice', choice: 'B' } });
    saver.save('q1', { flagged: true });
    expect(calls).toHaveLength(1);
    calls[0]!.resolve();
    await flush();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.patch).toEqual({ answer: { type: 'multiple-choice', choice: 'B' }, flagged: true });
    calls[1]!.resolve();
    await flush();
    expect(last()).toBe('saved');
    expect(saver.busy).toBe(false);
  });

  it('keeps a failed change to send again, under any newer one', async () => {
    const { saver, calls, last } = harness();
    saver.save('q1', { answer: { type: 'multiple-choice', choice: 'A' }, flagged: true });
    calls[0]!.reject();
    await flush();
    expect(last()).toBe('error');
    saver.save('q1', { answer: { type: 'multiple-choice', choice: 'C' } });
    expect(calls[1]!.patch).toEqual({ answer: { type: 'multiple-choice', choice: 'C' }, flagged: true });
    calls[1]!.reject();
    await flush();
    saver.retry();
    expect(calls[2]!.patch).toEqual({ answer: { type: 'multiple-choice', choice: 'C' }, flagged: true });
    calls[2]!.resolve();
    await flush();
    expect(last()).toBe('saved');
  });

  it('waits for typing to pause, and sends at once when the view closes', () => {
    const { saver, calls } = harness();
    saver.save('q2', { answer: { type: 'numeric-entry', text: '1' } }, 700);
    saver.save('q2', { answer: { type: 'numeric-entry', text: '12' } }, 700);
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(700);
    expect(calls.map((c) => c.patch)).toEqual([{ answer: { type: 'numeric-entry', text: '12' } }]);
    saver.save('q3', { answer: { type: 'numeric-entry', text: '5' } }, 700);
    saver.flushNow();
    expect(calls).toHaveLength(2);
  });

  it('sends nothing more once stopped for submit', () => {
    const { saver, calls } = harness();
    saver.save('q1', { answer: { type: 'numeric-entry', text: '4' } }, 700);
    saver.stop();
    vi.advanceTimersByTime(1000);
    saver.save('q1', { flagged: true });
    expect(calls).toHaveLength(0);
  });

  it('sums each question’s state into one line', () => {
    expect(overallSaveState([])).toBe('idle');
    expect(overallSaveState(['saved', 'saving'])).toBe('saving');
    expect(overallSaveState(['saved', 'saved'])).toBe('saved');
    expect(overallSaveState(['saving', 'error', 'saved'])).toBe('error');
  });
});
