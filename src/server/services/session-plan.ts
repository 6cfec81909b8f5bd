/**
 * Fits a session plan (core/mastery planSession) to what each code can supply. A code backed only by
 * written reading questions has a fixed number of them, and a session never repeats one, so its extra
 * places go to the codes with the most left to give (generated codes give without end). The plan keeps
 * its length when the codes together can fill it, and its order otherwise.
 */
export function fitPlanToSupply(
  plan: readonly string[],
  supply: (code: string) => number,
  /** The codes that may stand in; the plan's own codes by default. */
  standIns: readonly string[] = plan,
): string[] {
  const codes = [...new Set([...plan, ...standIns])];
  const left = new Map(codes.map((code) => [code, supply(code)]));
  const fitted: string[] = [];
  for (const code of plan) {
    const remaining = left.get(code) ?? 0;
    if (remaining > 0) {
      left.set(code, remaining - 1);
      fitted.push(code);
      continue;
    }
    const previous = fitted[fitted.length - 1];
    const spare = codes
      .filter((candidate) => (left.get(candidate) ?? 0) > 0)
      // Most left first; avoid the code just asked when another can stand in.
      .sort(
        (a, b) => Number(a === previous) - Number(b === previous) || (left.get(b) ?? 0) - (left.get(a) ?? 0),
      )[0];
    if (spare === undefined) continue;
    left.set(spare, (left.get(spare) ?? 0) - 1);
    fitted.push(spare);
  }
  return fitted;
}

/** How many questions the codes can supply together, capped at `length`. */
export function sessionLength(codes: readonly string[], supply: (code: string) => number, length: number) {
  const total = codes.reduce((sum, code) => sum + supply(code), 0);
  return Math.max(0, Math.min(length, total));
}
