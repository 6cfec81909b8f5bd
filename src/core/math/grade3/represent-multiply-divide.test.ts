import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { representMultiplyDivide } from './represent-multiply-divide';

// Independent path: fraction.js over the recorded numbers and structure.
checkGenerator(representMultiplyDivide, {
  independentAnswer: ({ parameters: p }) => {
    const [a, b, c] = [
      new Fraction(Number(p.first)),
      new Fraction(Number(p.second)),
      new Fraction(Number(p.third)),
    ];
    switch (p.structure) {
      case 'share':
      case 'missing-factor':
        return a.div(b);
      case 'multiply-add':
        return a.mul(b).add(c);
      default:
        return a.mul(b).div(c);
    }
  },
});

describe('3.5B represent multiplication and division', () => {
  it('states an equation with n in every medium and hard stem', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      for (const difficulty of ['medium', 'hard'] as const) {
        expect(representMultiplyDivide.generate({ seed, difficulty }).stem).toMatch(/= \d+|= n/);
      }
    }
  });

  it('draws a strip diagram of equal parts for easy items', () => {
    const visual = representMultiplyDivide.generate({ seed: 8, difficulty: 'easy' }).visual;
    expect(visual?.kind).toBe('strip-diagram');
    if (visual?.kind === 'strip-diagram')
      expect(new Set(visual.segments.map((s) => s.label))).toEqual(new Set(['n']));
  });
});
