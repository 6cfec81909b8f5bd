/*
 * The "next goal" in the StarPower panel: the next round milestone above a student's total. It lives in
 * core so the server's panel (GET /api/star-power) and the client's dialog compute the same number.
 */

const STEPS = [1, 2.5, 5] as const;
const FIRST_MAGNITUDE = 100;

/** 100, 250, 500, 1,000, 2,500, 5,000, 10,000, …: the first of these strictly above `total`. */
export function nextStarPowerGoal(total: number): number {
  if (!Number.isFinite(total)) return FIRST_MAGNITUDE;
  for (let magnitude = FIRST_MAGNITUDE; ; magnitude *= 10) {
    for (const step of STEPS) {
      const milestone = magnitude * step;
      if (milestone > total) return milestone;
    }
  }
}

/** How far `total` is towards `goal`, as a whole percent from 0 to 100. */
export function percentTowards(total: number, goal: number): number {
  if (goal <= 0 || !Number.isFinite(total)) return 0;
  return Math.min(100, Math.max(0, Math.floor((total / goal) * 100)));
}
