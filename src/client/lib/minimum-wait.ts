/**
 * Resolves with `work`'s answer, but not before `ms` have passed: spec section 9 gives Nova a one-second
 * reply, and a "thinking…" state that flashes for a few milliseconds reads as a glitch. A failure is
 * reported at once; there is nothing to dress up.
 */
export async function withMinimumWait<T>(
  work: Promise<T>,
  ms: number,
  wait: (ms: number) => Promise<void> = (delay) => new Promise((resolve) => setTimeout(resolve, delay)),
): Promise<T> {
  const [answer] = await Promise.all([work, wait(ms)]);
  return answer;
}
