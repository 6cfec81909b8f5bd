import { describe, expect, it } from 'vitest';
import {
  clockAnnouncement,
  clockInWords,
  clockTone,
  formatClock,
  localDeadline,
  secondsLeft,
  secondsSpent,
  shouldAutoSubmit,
} from './exam-clock';

describe('formatClock', () => {
  it('shows minutes and seconds as mm:ss, rounding part seconds up', () => {
    expect(formatClock(45 * 60)).toBe('45:00');
    expect(formatClock(65)).toBe('01:05');
    expect(formatClock(9)).toBe('00:09');
    expect(formatClock(59.2)).toBe('01:00');
  });
  it('keeps counting minutes past an hour and never shows a negative time', () => {
    expect(formatClock(90 * 60)).toBe('90:00');
    expect(formatClock(-5)).toBe('00:00');
    expect(formatClock(Number.NaN)).toBe('00:00');
  });
});

describe('clockInWords', () => {
  it('says the time for screen readers', () => {
    expect(clockInWords(725)).toBe('12 minutes 5 seconds');
    expect(clockInWords(60)).toBe('1 minute');
    expect(clockInWords(61)).toBe('1 minute 1 second');
    expect(clockInWords(0)).toBe('0 seconds');
  });
});

describe('clockTone', () => {
  it('is calm above 5 minutes, amber from 5:00 and red from 1:00', () => {
    expect(clockTone(301)).toBe('calm');
    expect(clockTone(300)).toBe('warning');
    expect(clockTone(61)).toBe('warning');
    expect(clockTone(60)).toBe('urgent');
    expect(clockTone(0)).toBe('urgent');
  });
});

describe('clockAnnouncement', () => {
  it('speaks once on crossing 5 minutes and once on crossing 1 minute', () => {
    expect(clockAnnouncement(301, 300)).toBe('5 minutes left.');
    expect(clockAnnouncement(300, 299)).toBeUndefined();
    expect(clockAnnouncement(61, 60)).toMatch(/^1 minute left/);
    expect(clockAnnouncement(60, 59)).toBeUndefined();
    expect(clockAnnouncement(1000, 999)).toBeUndefined();
  });
  it('says only the later mark when a sleeping tab jumps over both', () => {
    expect(clockAnnouncement(400, 30)).toMatch(/^1 minute left/);
  });
  it('says nothing for a mark already passed when the exam resumes', () => {
    expect(clockAnnouncement(200, 199)).toBeUndefined();
  });
});

describe('the countdown against the browser clock', () => {
  it('counts whole seconds left, rounded up, from the server’s remaining seconds', () => {
    const deadline = localDeadline(120, 1_000_000);
    expect(deadline).toBe(1_120_000);
    expect(secondsLeft(deadline, 1_000_000)).toBe(120);
    expect(secondsLeft(deadline, 1_000_001)).toBe(120);
    expect(secondsLeft(deadline, 1_001_000)).toBe(119);
    expect(secondsLeft(deadline, 2_000_000)).toBe(0);
  });
  it('auto-submits at 1 second or less', () => {
    expect(shouldAutoSubmit(2)).toBe(false);
    expect(shouldAutoSubmit(1)).toBe(true);
    expect(shouldAutoSubmit(0)).toBe(true);
  });
  it('reports the seconds used, within 0 and the limit', () => {
    expect(secondsSpent(45, 45 * 60 - 125)).toBe(125);
    expect(secondsSpent(45, 0)).toBe(2700);
    expect(secondsSpent(45, 3000)).toBe(0);
  });
});
