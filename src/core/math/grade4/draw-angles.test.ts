import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { drawAngles } from './draw-angles';

// Independent path: the second ray is the angle's size away from the first along one scale.
checkGenerator(drawAngles, {
  independentAnswer: ({ parameters: p }) =>
    p.direction === 'up'
      ? new Fraction(Number(p.start)).add(Number(p.size))
      : new Fraction(Number(p.start)).sub(Number(p.size)),
});

describe('4.7D draw angles', () => {
  it('leaves only one way to draw the angle on the scale (medium items)', () => {
    for (let seed = 0; seed < 500; seed += 1) {
      const p = drawAngles.generate({ seed, difficulty: 'medium' }).parameters as Record<string, number>;
      const [on, back] = [p.start! + p.size!, p.start! - p.size!];
      expect([on <= 180, back >= 0].filter(Boolean)).toHaveLength(1);
    }
  });

  it('marks where the first ray crosses the scale', () => {
    const item = drawAngles.generate({ seed: 3, difficulty: 'medium' });
    expect(item.visual).toMatchObject({ kind: 'number-line', divisions: 180 });
    expect(item.visual?.kind === 'number-line' && item.visual.points[0]?.tick).toBe(item.parameters.start);
  });
});
