import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { decimalsOnNumberLine } from './decimals-on-number-line';

// Independent path: read the two end labels of the drawn line, then go tick/divisions of the way along.
checkGenerator(decimalsOnNumberLine, {
  independentAnswer: (item) => {
    if (item.visual?.kind !== 'number-line') return new Fraction(-1);
    const { tickLabels, divisions, points } = item.visual;
    const [start, end] = [new Fraction(tickLabels[0]!.text), new Fraction(tickLabels.at(-1)!.text)];
    return start.add(end.sub(start).mul(points[0]!.tick).div(divisions));
  },
});

describe('4.2H decimals on a number line', () => {
  it('uses hundredths only in hard items', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      expect(decimalsOnNumberLine.generate({ seed, difficulty: 'medium' }).parameters.step).toBe(10);
      expect(decimalsOnNumberLine.generate({ seed, difficulty: 'hard' }).parameters.step).toBe(1);
    }
  });

  it('never puts the point on an end of the line', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const { visual } = decimalsOnNumberLine.generate({ seed, difficulty: 'easy' });
      if (visual?.kind === 'number-line') expect(visual.points[0]!.tick).toBeGreaterThan(0);
      if (visual?.kind === 'number-line') expect(visual.points[0]!.tick).toBeLessThan(10);
    }
  });
});
