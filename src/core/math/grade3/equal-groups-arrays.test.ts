import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { equalGroupsArrays } from './equal-groups-arrays';

// Independent path: repeated addition of one group (row) per group, with fraction.js.
checkGenerator(equalGroupsArrays, {
  independentAnswer: ({ parameters: p }) => {
    const groups = Number(p.groups) + Number(p.more);
    let total = new Fraction(0);
    for (let i = 0; i < groups; i += 1) total = total.add(Number(p.each));
    return total;
  },
});

describe('3.4D equal groups and arrays', () => {
  it('keeps every array and set of groups within 10 by 10', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      for (const difficulty of ['easy', 'medium', 'hard'] as const) {
        const { parameters: p } = equalGroupsArrays.generate({ seed, difficulty });
        expect(Number(p.groups) + Number(p.more)).toBeLessThanOrEqual(10);
        expect(Number(p.each)).toBeLessThanOrEqual(10);
      }
    }
  });
});
