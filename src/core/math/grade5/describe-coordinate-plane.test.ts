import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { describeCoordinatePlane } from './describe-coordinate-plane';

// Independent path: the right choice is written here from the meaning of the coordinate plane and the
// recorded numbers: the origin is (0, 0), x goes across (right), y goes up, and an axis point has a 0.
checkGenerator(describeCoordinatePlane, {
  independentAnswer: ({ parameters: p, stem }) => {
    const [a, b] = [Number(p.a), Number(p.b)];
    switch (p.task) {
      case 'crossing':
        return 'the origin';
      case 'origin':
        return '(0, 0)';
      case 'axis':
        return p.axis === 'x'
          ? 'the number line that goes across, left to right'
          : 'the number line that goes up and down';
      case 'meaning': {
        const label = /point (\w) at/.exec(stem)![1];
        return p.axis === 'x'
          ? `The ${a} tells how far right of the origin ${label} is.`
          : `The ${b} tells how far above the origin ${label} is.`;
      }
      default:
        return p.axis === 'x' ? `(${a}, 0)` : `(0, ${a})`;
    }
  },
});

describe('5.8A describe the coordinate plane', () => {
  it('never uses a point whose two coordinates match when asking what one of them means', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const { parameters: p } = describeCoordinatePlane.generate({ seed, difficulty: 'medium' });
      expect(p.a).not.toBe(p.b);
    }
  });

  it('plots the point it asks about', () => {
    const item = describeCoordinatePlane.generate({ seed: 8, difficulty: 'medium' });
    expect(item.visual).toMatchObject({
      kind: 'coordinate-grid',
      points: [{ x: item.parameters.a, y: item.parameters.b }],
    });
  });
});
