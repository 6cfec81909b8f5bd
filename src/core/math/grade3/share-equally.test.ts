import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { shareEqually } from './share-equally';

// Independent path: fraction.js takes out the kept ones and divides the rest by the number of groups.
checkGenerator(shareEqually, {
  independentAnswer: ({ parameters: p }) =>
    new Fraction(Number(p.total)).sub(Number(p.keep)).div(Number(p.groups)),
});

describe('3.4H share equally', () => {
  it('shares with nothing left over, within 100', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      for (const difficulty of ['easy', 'medium', 'hard'] as const) {
        const { total, keep, groups } = shareEqually.generate({ seed, difficulty }).parameters;
        expect((Number(total) - Number(keep)) % Number(groups)).toBe(0);
        expect(Number(total)).toBeLessThanOrEqual(100);
      }
    }
  });
});
