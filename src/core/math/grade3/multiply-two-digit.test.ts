import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { multiplyTwoDigit } from './multiply-two-digit';

// Independent path: repeated addition of the 2-digit number, with fraction.js.
checkGenerator(multiplyTwoDigit, {
  independentAnswer: ({ parameters: p }) => {
    let total = new Fraction(0);
    for (let i = 0; i < Number(p.second); i += 1) total = total.add(Number(p.first));
    return total;
  },
});

describe('3.4G multiply a 2-digit number by a 1-digit number', () => {
  it('always needs regrouping in the ones, the step the wrong choices test', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const { first, second } = multiplyTwoDigit.generate({ seed, difficulty: 'medium' }).parameters;
      expect((Number(first) % 10) * Number(second)).toBeGreaterThanOrEqual(10);
    }
  });

  it('splits the area model into the tens and the ones of the 2-digit factor', () => {
    const { visual, parameters } = multiplyTwoDigit.generate({ seed: 3, difficulty: 'easy' });
    if (visual?.kind !== 'area-model') throw new Error('no area model');
    expect(visual.columnParts.reduce((a, b) => a + b, 0)).toBe(parameters.first);
  });
});
