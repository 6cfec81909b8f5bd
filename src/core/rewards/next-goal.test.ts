import { describe, expect, it } from 'vitest';
import { nextStarPowerGoal, percentTowards } from './next-goal';

describe('the next StarPower goal', () => {
  it.each([
    [0, 100],
    [99, 100],
    [100, 250],
    [120, 250],
    [250, 500],
    [999, 1_000],
    [1_000, 2_500],
    [1_250, 2_500],
    [2_500, 5_000],
    [7_000, 10_000],
    [24_999, 25_000],
    [1_000_000, 2_500_000],
  ])('after %i StarPower is %i', (total, goal) => {
    expect(nextStarPowerGoal(total)).toBe(goal);
  });

  it('is 100 for a negative or broken total', () => {
    expect(nextStarPowerGoal(-40)).toBe(100);
    expect(nextStarPowerGoal(Number.NaN)).toBe(100);
  });

  it('is always strictly above the total', () => {
    for (let total = 0; total < 30_000; total += 37) expect(nextStarPowerGoal(total)).toBeGreaterThan(total);
  });
});

describe('progress towards a goal', () => {
  it('is a whole percent between 0 and 100', () => {
    expect(percentTowards(0, 100)).toBe(0);
    expect(percentTowards(120, 250)).toBe(48);
    expect(percentTowards(249, 250)).toBe(99);
    expect(percentTowards(300, 250)).toBe(100);
    expect(percentTowards(-5, 100)).toBe(0);
    expect(percentTowards(5, 0)).toBe(0);
  });
});
