import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { decomposeFractions } from './decompose-fractions';

// Independent path: the whole minus the known parts, with fraction.js.
checkGenerator(decomposeFractions, {
  independentAnswer: ({ parameters: p }) => {
    const d = Number(p.denominator);
    return String(p.known)
      .split(' ')
      .reduce((left, x) => left.sub(new Fraction(Number(x), d)), new Fraction(Number(p.total), d));
  },
});

describe('4.3B decompose fractions', () => {
  it('leaves a missing part of at least one piece', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      for (const difficulty of ['easy', 'medium', 'hard'] as const) {
        const { parameters: p } = decomposeFractions.generate({ seed, difficulty });
        const known = String(p.known).split(' ').map(Number);
        expect(known.every((x) => x >= 1)).toBe(true);
        expect(Number(p.total) - known.reduce((s, x) => s + x, 0)).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('shows the fraction already broken apart one way in easy items', () => {
    expect(decomposeFractions.generate({ seed: 1, difficulty: 'easy' }).stem).toMatch(/another way/);
  });
});
