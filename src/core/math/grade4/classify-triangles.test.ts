import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { classifyTriangles } from './classify-triangles';
import { cornerAngles, parseCorners } from './figure-facts.test-helpers';

// Independent path: the law of cosines on squared sides for pictures; the largest of the given
// measures for angle lists. The answer's words are written here, not taken from the generator.
function kindOf({ parameters: p }: Item): string {
  if (p.angles) {
    const largest = Math.max(...String(p.angles).split(' ').map(Number));
    return largest === 90 ? 'right' : largest > 90 ? 'obtuse' : 'acute';
  }
  const angles = cornerAngles(parseCorners(String(p.corners)));
  return angles.includes('right') ? 'right' : angles.includes('obtuse') ? 'obtuse' : 'acute';
}
const ANSWER: Record<string, string> = {
  acute: 'an acute triangle, because all 3 angles are acute',
  right: 'a right triangle, because it has 1 right angle',
  obtuse: 'an obtuse triangle, because it has 1 obtuse angle',
};

checkGenerator(classifyTriangles, { independentAnswer: (item) => ANSWER[kindOf(item)]! });

describe('4.6C classify triangles', () => {
  it('gives angle measures that add to 180 degrees', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const angles = String(classifyTriangles.generate({ seed, difficulty: 'medium' }).parameters.angles);
      expect(angles.split(' ').reduce((sum, a) => sum + Number(a), 0)).toBe(180);
    }
  });

  it('draws all three kinds of triangle, including tilted right triangles', () => {
    const kinds = new Set<string>();
    for (let seed = 0; seed < 200; seed += 1)
      kinds.add(kindOf(classifyTriangles.generate({ seed, difficulty: 'hard' })));
    expect([...kinds].sort()).toEqual(['acute', 'obtuse', 'right']);
  });

  it('draws triangles whose angles are clearly acute, right or obtuse (at least 12 degrees from 90)', () => {
    for (const difficulty of ['easy', 'hard'] as const) {
      for (let seed = 0; seed < 300; seed += 1) {
        const corners = parseCorners(
          String(classifyTriangles.generate({ seed, difficulty }).parameters.corners),
        );
        corners.forEach((c, i) => {
          const [a, b] = [corners[(i + 2) % 3]!, corners[(i + 1) % 3]!];
          const turn =
            Math.abs(Math.atan2(a.y - c.y, a.x - c.x) - Math.atan2(b.y - c.y, b.x - c.x)) * (180 / Math.PI);
          const angle = turn > 180 ? 360 - turn : turn;
          if (Math.abs(angle - 90) > 1e-9) expect(Math.abs(angle - 90)).toBeGreaterThanOrEqual(12);
        });
      }
    }
  });
});
