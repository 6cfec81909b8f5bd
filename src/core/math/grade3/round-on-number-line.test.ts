import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { roundOnNumberLine } from './round-on-number-line';

// Independent path: compare the distances down and up to the two multiples (fraction.js); a tie goes up.
checkGenerator(roundOnNumberLine, {
  independentAnswer: ({ parameters: p }) => {
    const value = new Fraction(Number(p.value));
    const size = Number(p.placeSize);
    const below = value.div(size).floor().mul(size);
    const above = below.add(size);
    return value.sub(below).compare(above.sub(value)) < 0 ? below : above;
  },
});

describe('3.2C round on a number line', () => {
  it('puts the point on the line between the two labelled ends', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const item = roundOnNumberLine.generate({ seed, difficulty: 'medium' });
      if (item.visual?.kind !== 'number-line') throw new Error('no number line');
      const [start, , end] = item.visual.tickLabels.map((t) => Number(t.text.replaceAll(',', '')));
      const value = Number(item.parameters.value);
      expect(value).toBeGreaterThan(start!);
      expect(value).toBeLessThan(end!);
      expect(start! + ((end! - start!) * item.visual.points[0]!.tick) / 10).toBe(value);
    }
  });
});
