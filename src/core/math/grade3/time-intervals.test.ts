import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { timeIntervals } from './time-intervals';

/** Independent path: read the numbers from the stem and the clock, and work in minutes after midnight. */
function minutes(item: Item): Fraction {
  const parts = [...item.stem.matchAll(/for (\d+) minutes/g)].map((m) => Number(m[1]));
  const budget = /has (\d+) minutes before lunch/.exec(item.stem);
  if (budget) return new Fraction(Number(budget[1])).sub(parts[0]!);
  const start = /starts at (\d+):(\d\d)/.exec(item.stem);
  if (start && item.visual?.kind === 'analog-clock') {
    const from = Number(start[1]) * 60 + Number(start[2]);
    const to = item.visual.hour * 60 + item.visual.minute;
    return new Fraction(to - from);
  }
  return parts.reduce((sum, part) => sum.add(part), new Fraction(0));
}

checkGenerator(timeIntervals, { independentAnswer: minutes });

describe('3.7C time intervals', () => {
  it('crosses exactly one hour mark in hard items, finishing before the next', () => {
    for (let seed = 0; seed < 500; seed += 1) {
      const item = timeIntervals.generate({ seed, difficulty: 'hard' });
      const startHour = Number(/starts at (\d+):/.exec(item.stem)![1]);
      if (item.visual?.kind !== 'analog-clock') throw new Error('expected a clock');
      expect(item.visual.hour).toBe(startHour + 1);
      expect(item.visual.minute).toBeGreaterThan(0);
    }
  });

  it('offers the "subtract like whole numbers" slip for clock times', () => {
    const item = timeIntervals.generate({ seed: 3, difficulty: 'hard', itemType: 'numeric-entry' });
    const notes = item.key.type === 'numeric-entry' ? item.key.knownMistakes.map((m) => m.note) : [];
    expect(notes.some((note) => note.includes('60 minutes, not 100'))).toBe(true);
  });

  it('ends the easy number line past the total, so the second jump fits', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const visual = timeIntervals.generate({ seed, difficulty: 'easy' }).visual;
      if (visual?.kind !== 'number-line') throw new Error('expected a number line');
      expect(visual.jumps[1]!.toTick).toBeLessThan(visual.divisions);
    }
  });
});
