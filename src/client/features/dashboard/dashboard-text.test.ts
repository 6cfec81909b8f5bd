import { describe, expect, test } from 'vitest';
import type { Dashboard } from '../../../contracts/progress';
import { accuracyText, countdownText, statHints } from './dashboard-text';

describe('countdownText', () => {
  const now = new Date('2026-03-07T12:00:00.000Z');

  test('writes hours, minutes and seconds with two digits each', () => {
    expect(countdownText(now, new Date('2026-03-07T17:04:09.000Z'))).toBe('05:04:09');
    expect(countdownText(now, new Date('2026-03-07T12:00:01.000Z'))).toBe('00:00:01');
  });

  test('a 25-hour day (daylight saving ends) still reads in hours, not days', () => {
    expect(countdownText(now, new Date('2026-03-08T13:00:00.000Z'))).toBe('25:00:00');
  });

  test('reads 00:00:00 at and after the end, never a negative time', () => {
    expect(countdownText(now, now)).toBe('00:00:00');
    expect(countdownText(now, new Date('2026-03-07T11:00:00.000Z'))).toBe('00:00:00');
  });
});

describe('the empty figures of a new student', () => {
  const stats: Dashboard['stats'] = {
    overallAccuracy: null,
    answeredCount: 0,
    achievementsEarned: 0,
    achievementsTotal: 6,
    latestAchievement: null,
    totalSessions: 0,
  };

  test('accuracy reads 0% before the first answer', () => {
    expect(accuracyText(null)).toBe('0%');
    expect(accuracyText(85)).toBe('85%');
  });

  test('each card says what to do first', () => {
    expect(statHints(stats, { answeredToday: 0, target: 20 })).toEqual({
      accuracy: 'Answer your first question',
      achievements: 'Your first badge is waiting',
      dailyGoal: "20 more to reach today's goal",
      sessions: 'Finish a practice set to start',
    });
  });

  test('a student with work sees counts, the latest badge and a reached goal', () => {
    const hints = statHints(
      {
        ...stats,
        overallAccuracy: 80,
        answeredCount: 1234,
        latestAchievement: 'Math Rocket',
        totalSessions: 3,
      },
      { answeredToday: 23, target: 20 },
    );
    expect(hints.accuracy).toBe('1,234 questions answered');
    expect(hints.achievements).toBe('Latest: Math Rocket');
    expect(hints.dailyGoal).toBe('Goal reached. Awesome!');
    expect(statHints({ ...stats, answeredCount: 1 }, { answeredToday: 1, target: 20 }).accuracy).toBe(
      '1 question answered',
    );
  });
});
