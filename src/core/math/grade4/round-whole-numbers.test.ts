import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { roundWholeNumbers } from './round-whole-numbers';

// Independent path: fraction.js rounds value ÷ 10^place half up, then scales back.
checkGenerator(roundWholeNumbers, {
  independentAnswer: ({ parameters: p }) => {
    const unit = new Fraction(10).pow(Number(p.place));
    return new Fraction(Number(p.value)).div(unit).add(new Fraction(1, 2)).floor().mul(unit);
  },
});

describe('4.2D round whole numbers', () => {
  it('makes hard items carry past a 9', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const { parameters: p } = roundWholeNumbers.generate({ seed, difficulty: 'hard' });
      const place = Number(p.place);
      expect(Math.floor(Number(p.value) / 10 ** place) % 10).toBe(9);
      expect(Math.floor(Number(p.value) / 10 ** (place - 1)) % 10).toBeGreaterThanOrEqual(5);
    }
  });

  it('places the point on a tick of the number line', () => {
    const { visual, parameters: p } = roundWholeNumbers.generate({ seed: 2, difficulty: 'easy' });
    expect(visual?.kind).toBe('number-line');
    if (visual?.kind === 'number-line')
      expect(visual.points[0]!.label).toBe(Number(p.value).toLocaleString('en-US'));
  });
});
