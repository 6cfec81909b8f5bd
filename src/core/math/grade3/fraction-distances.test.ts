import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { fractionDistances } from './fraction-distances';

// Independent path: fraction.js. A distance from 0 is spaces/divisions; from 1 it is 1 minus the gap.
checkGenerator(fractionDistances, {
  independentAnswer: ({ parameters: p, visual }) => {
    const q = Number(p.divisions);
    if (p.kind === 'from-one') return new Fraction(1).sub(new Fraction(Number(p.fromOne), q));
    if (p.kind === 'hops' && visual?.kind === 'number-line') return new Fraction(visual.jumps.length, q);
    return new Fraction(Number(p.spaces), q);
  },
});

describe('3.7A fractions as distances', () => {
  it('uses only halves, fourths and eighths', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      for (const difficulty of ['easy', 'medium', 'hard'] as const) {
        expect([2, 4, 8]).toContain(
          Number(fractionDistances.generate({ seed, difficulty }).parameters.divisions),
        );
      }
    }
  });
});
