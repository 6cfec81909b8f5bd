/*
 * The exam timer's rules (spec sections 4 and 9): the time limit in seconds counts down each second,
 * and the exam submits itself at 1 second or less. The server sets the deadline; the browser counts
 * from the seconds it was given against its own clock, so a sleeping tab catches up when it wakes.
 */

/** Spec: "auto-submit at 1 second or less remaining". */
export const AUTO_SUBMIT_AT_SECONDS = 1;
/** From here the clock turns amber and screen readers hear "5 minutes left". */
export const WARNING_AT_SECONDS = 5 * 60;
/** From here the clock turns red and screen readers hear "1 minute left". */
export const URGENT_AT_SECONDS = 60;

export type ClockTone = 'calm' | 'warning' | 'urgent';

/** "mm:ss" (minutes not capped at 59, so a 90-minute exam reads 90:00); negative counts as 0. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(Number.isFinite(seconds) ? seconds : 0));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** The same time in words for screen readers: "12 minutes 5 seconds", "1 minute", "0 seconds". */
export function clockInWords(seconds: number): string {
  const whole = Math.max(0, Math.ceil(Number.isFinite(seconds) ? seconds : 0));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  const parts: string[] = [];
  if (minutes > 0) parts.push(`${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`);
  if (rest > 0 || minutes === 0) parts.push(`${rest} ${rest === 1 ? 'second' : 'seconds'}`);
  return parts.join(' ');
}

export function clockTone(seconds: number): ClockTone {
  if (seconds <= URGENT_AT_SECONDS) return 'urgent';
  if (seconds <= WARNING_AT_SECONDS) return 'warning';
  return 'calm';
}

/**
 * What to announce politely when the clock moves from `before` to `after` seconds: "5 minutes left"
 * on crossing 5:00, "1 minute left" on crossing 1:00, otherwise nothing. A jump over both (a tab that
 * slept) announces only the later one. Starting already below a mark (a resumed exam) announces
 * nothing for it.
 */
export function clockAnnouncement(before: number, after: number): string | undefined {
  if (before > URGENT_AT_SECONDS && after <= URGENT_AT_SECONDS) return '1 minute left. Check your answers!';
  if (before > WARNING_AT_SECONDS && after <= WARNING_AT_SECONDS) return '5 minutes left.';
  return undefined;
}

/** Whole seconds left before `deadlineMs` at `nowMs`, rounded up, never below 0. */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/** The moment (browser clock) the server's `remainingSeconds` ends, as measured when it arrived. */
export function localDeadline(remainingSeconds: number, receivedAtMs: number): number {
  return receivedAtMs + Math.max(0, remainingSeconds) * 1000;
}

export function shouldAutoSubmit(seconds: number): boolean {
  return seconds <= AUTO_SUBMIT_AT_SECONDS;
}

/** Seconds used, for the submit call: the limit less what is left, within 0 and the limit. */
export function secondsSpent(timeLimitMinutes: number, remainingSeconds: number): number {
  const limit = timeLimitMinutes * 60;
  return Math.min(limit, Math.max(0, Math.round(limit - remainingSeconds)));
}
