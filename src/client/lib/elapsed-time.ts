/*
 * Time measured in the browser for the answer and submit calls (practice sets, StarSpace missions):
 * the server checks the same bounds, so a clock that jumps never makes a call fail.
 */

/** The answer and submit calls accept at most a day. */
const MAX_MINUTES = 24 * 60;

/** Time between two clock readings in minutes (the spec's unit), to 2 decimals, never negative. */
export function minutesBetween(startMs: number, endMs: number): number {
  const minutes = Math.max(0, endMs - startMs) / 60_000;
  return Math.min(MAX_MINUTES, Math.round(minutes * 100) / 100);
}

/** Milliseconds spent on one question, as POST /api/practice/answer accepts them (whole, 0 to a day). */
export function millisecondsBetween(startMs: number, endMs: number): number {
  return Math.min(MAX_MINUTES * 60_000, Math.max(0, Math.round(endMs - startMs)));
}
