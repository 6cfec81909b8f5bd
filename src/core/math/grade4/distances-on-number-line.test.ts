import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { distancesOnNumberLine } from './distances-on-number-line';

// Independent path: the drawn jump's length as a share of the line (toTick ÷ divisions × length).
checkGenerator(distancesOnNumberLine, {
  independentAnswer: (item) => {
    if (item.visual?.kind !== 'number-line') return new Fraction(-1);
    const last = new Fraction(item.visual.tickLabels.at(-1)!.text);
    return last.mul(item.visual.jumps[0]!.toTick).div(item.visual.divisions);
  },
});

describe('4.3G distances on a number line', () => {
  it('draws a jump from 0 to the point', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const { visual } = distancesOnNumberLine.generate({ seed, difficulty: 'medium' });
      if (visual?.kind !== 'number-line') throw new Error('no line');
      expect(visual.jumps[0]).toEqual({ fromTick: 0, toTick: visual.points[0]!.tick });
    }
  });

  it('asks for hundredths in hard items', () => {
    const item = distancesOnNumberLine.generate({ seed: 4, difficulty: 'hard', itemType: 'numeric-entry' });
    expect(item.key).toMatchObject({ accept: { kind: 'denominator', denominator: 100 } });
  });
});
