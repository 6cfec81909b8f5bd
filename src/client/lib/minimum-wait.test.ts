import { describe, expect, it } from 'vitest';
import { withMinimumWait } from './minimum-wait';

describe('withMinimumWait', () => {
  it("answers with the work's result after waiting the given time", async () => {
    const waits: number[] = [];
    const answer = await withMinimumWait(Promise.resolve('done'), 1_000, async (ms) => {
      waits.push(ms);
    });
    expect(answer).toBe('done');
    expect(waits).toEqual([1_000]);
  });

  it('fails at once when the work fails, without waiting', async () => {
    const never = () => new Promise<void>(() => {});
    await expect(withMinimumWait(Promise.reject(new Error('429: slow down')), 1_000, never)).rejects.toThrow(
      '429: slow down',
    );
  });
});
