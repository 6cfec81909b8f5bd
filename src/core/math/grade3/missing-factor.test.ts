import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { missingFactor } from './missing-factor';

/** Solves the stem's equation by trying every whole number 0 to 100 in the box, with fraction.js. */
function solveByTrying(stem: string): Fraction {
  const equation = /solve: (.*?)\.? What/.exec(stem)![1]!;
  const [left, right] = equation.split(' = ');
  const value = (side: string, box: number) => {
    const [a, sign, b] = side.replace('?', String(box)).split(' ');
    if (sign === undefined) return new Fraction(Number(a));
    return sign === '×' ? new Fraction(Number(a)).mul(Number(b)) : new Fraction(Number(a)).div(Number(b));
  };
  const solutions = Array.from({ length: 101 }, (_, box) => box).filter(
    (box) => box > 0 && value(left!, box).equals(value(right!, box)),
  );
  return solutions.length === 1 ? new Fraction(solutions[0]!) : new Fraction(-1);
}

// Independent path: search for the one whole number that makes the equation true.
checkGenerator(missingFactor, { independentAnswer: ({ stem }) => solveByTrying(stem) });

describe('3.5D missing factor', () => {
  it('uses a different pair of factors on each side of hard equations', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const { stem } = missingFactor.generate({ seed, difficulty: 'hard' });
      const [, a, b, c] = /(\d+) × (\d+) = (\d+) × \?/.exec(stem)!;
      expect(c).not.toBe(a);
      expect(c).not.toBe(b);
    }
  });
});
