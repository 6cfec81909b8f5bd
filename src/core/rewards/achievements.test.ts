import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findTeks } from '../teks/catalogue';
import { ACHIEVEMENTS, WRITING_TEKS_CODES, achievementProgress, type AchievementStats } from './achievements';
import { ACHIEVEMENT_IDS } from './reward-types';

const nothing: AchievementStats = {
  totalStarPower: 0,
  correctMath: 0,
  correctReading: 0,
  correctWriting: 0,
  bestStreak: 0,
  completedPracticeSessions: 0,
};

/** Which stat each badge reads, and its target. */
const RULES = [
  ['star-collector', 'Star Collector', 'totalStarPower', 1_000],
  ['math-rocket', 'Math Rocket', 'correctMath', 100],
  ['reading-master', 'Reading Master', 'correctReading', 100],
  ['writing-wizard', 'Writing Wizard', 'correctWriting', 25],
  ['seven-day-streak', '7-Day Streak', 'bestStreak', 7],
  ['practice-pro', 'Practice Pro', 'completedPracticeSessions', 10],
] as const;

function badge(stats: AchievementStats, id: string) {
  return achievementProgress(stats).find((progress) => progress.id === id)!;
}

describe('the six achievements', () => {
  it("are the spec's badges, in its order, each paying StarPower once earned", () => {
    expect(ACHIEVEMENTS.map((achievement) => achievement.id)).toEqual([...ACHIEVEMENT_IDS]);
    expect(ACHIEVEMENTS.map((achievement) => achievement.name)).toEqual(RULES.map(([, name]) => name));
    for (const achievement of ACHIEVEMENTS) {
      expect(achievement.starPower).toBe(100);
      expect(achievement.description).toMatch(/^[A-Z].{8,40}$/);
    }
    expect(badge(nothing, 'star-collector').description).toBe('Earn 1,000 StarPower');
  });

  it.each(RULES)('%s (%s) reads %s and is earned at %i, not one before', (id, _name, stat, target) => {
    expect(badge({ ...nothing, [stat]: target - 1 }, id)).toMatchObject({
      current: target - 1,
      target,
      earned: false,
    });
    expect(badge({ ...nothing, [stat]: target }, id)).toMatchObject({
      current: target,
      target,
      earned: true,
    });
    // No other figure moves it.
    const everythingElse = Object.fromEntries(
      Object.keys(nothing).map((key) => [key, key === stat ? 0 : 10_000]),
    );
    expect(badge(everythingElse as unknown as AchievementStats, id)).toMatchObject({
      current: 0,
      earned: false,
    });
  });

  it('never shows more than the target, nor less than zero', () => {
    expect(badge({ ...nothing, totalStarPower: 52_000 }, 'star-collector')).toMatchObject({
      current: 1_000,
      earned: true,
    });
    expect(badge({ ...nothing, bestStreak: -3 }, 'seven-day-streak')).toMatchObject({
      current: 0,
      earned: false,
    });
    expect(badge({ ...nothing, correctMath: Number.NaN }, 'math-rocket')).toMatchObject({
      current: 0,
      earned: false,
    });
    const stat = fc.integer({ min: -100, max: 100_000 });
    fc.assert(
      fc.property(
        fc.record({ ...Object.fromEntries(Object.keys(nothing).map((key) => [key, stat])) }),
        (stats) => {
          for (const progress of achievementProgress(stats as unknown as AchievementStats)) {
            expect(progress.current).toBeGreaterThanOrEqual(0);
            expect(progress.current).toBeLessThanOrEqual(progress.target);
            expect(progress.earned).toBe(progress.current === progress.target);
          }
        },
      ),
    );
  });
});

describe('the writing codes', () => {
  it("are the reading codes on every grade's Writing card: spelling, editing and written responses", () => {
    for (const code of ['3.2B(ii)', '3.11D(x)', '4.11C', '5.12B', '5.7B'])
      expect(WRITING_TEKS_CODES).toContain(code);
    for (const code of ['3.3B', '4.6F', '5.8A']) expect(WRITING_TEKS_CODES).not.toContain(code);
    for (const code of WRITING_TEKS_CODES)
      expect(findTeks(code, 'reading')?.practiceCategory).toBe('Writing');
    for (const grade of ['3.', '4.', '5.'])
      expect(WRITING_TEKS_CODES.some((code) => code.startsWith(grade))).toBe(true);
  });
});
