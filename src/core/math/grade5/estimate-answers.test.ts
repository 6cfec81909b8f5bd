import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { estimateAnswers } from './estimate-answers';

// Independent path: fraction.js rounds each recorded number to its unit (half up), then computes.
function estimate({ parameters: p }: Item): Fraction {
  const scale = Number(p.scale);
  const round = (value: number, unit: number) =>
    new Fraction(value, unit * (scale === 100 ? 1 : 1)).round(0).mul(unit);
  const a = round(Number(p.first), Number(p.firstUnit)).div(scale);
  const b = round(Number(p.second), Number(p.secondUnit)).div(scale);
  switch (p.model) {
    case 'add':
      return a.add(b);
    case 'subtract':
      return a.sub(b);
    case 'multiply':
      return a.mul(b);
    case 'divide':
      return a.div(b);
    default:
      return a.mul(Number(p.count)).add(b);
  }
}

checkGenerator(estimateAnswers, {
  independentAnswer: (item) => {
    const value = estimate(item);
    const isMoney = Number(item.parameters.scale) === 100;
    return isMoney && item.interaction.type === 'multiple-choice' ? `$${value.toString()}` : value;
  },
});

describe('5.3A estimate', () => {
  it('keeps prices away from 50 cents, so rounding to the nearest dollar is clear', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      for (const difficulty of ['easy', 'hard'] as const) {
        const { parameters: p } = estimateAnswers.generate({ seed, difficulty });
        for (const cents of [Number(p.first) % 100, Number(p.second) % 100])
          expect(Math.abs(cents - 50)).toBeGreaterThanOrEqual(10);
      }
    }
  });

  it('gives whole-number estimates, with the exact answer as a wrong choice when it differs', () => {
    let offered = 0;
    for (let seed = 0; seed < 100; seed += 1) {
      const item = estimateAnswers.generate({ seed, difficulty: 'easy', itemType: 'numeric-entry' });
      if (item.key.type !== 'numeric-entry') throw new Error('type');
      expect(item.key.value.denominator).toBe(1);
      if (item.key.knownMistakes.some((m) => m.note.includes('exact'))) offered += 1;
    }
    expect(offered).toBeGreaterThan(90);
  });
});
