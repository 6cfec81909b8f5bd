import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { compositeArea } from './composite-area';

type P = { x: number; y: number };
const verticesOf = (item: Item): P[] => (item.visual?.kind === 'polygon' ? item.visual.vertices : []);

/** Independent path: the shoelace formula on the drawn corners (the drawing is to scale). */
function shoelace(points: P[]): Fraction {
  const twice = points.reduce((sum, p, i) => {
    const q = points[(i + 1) % points.length]!;
    return sum + p.x * q.y - q.x * p.y;
  }, 0);
  return new Fraction(Math.abs(twice), 2);
}

checkGenerator(compositeArea, { independentAnswer: (item) => shoelace(verticesOf(item)) });

describe('3.6D area of figures made of rectangles', () => {
  it('labels each side with its true length in the drawing', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const item = compositeArea.generate({ seed, difficulty: 'medium' });
      if (item.visual?.kind !== 'polygon') throw new Error('expected a polygon');
      const { vertices, sideLabels } = item.visual;
      vertices.forEach((p, i) => {
        const q = vertices[(i + 1) % vertices.length]!;
        expect(Number.parseInt(sideLabels[i]!, 10)).toBe(Math.abs(q.x - p.x) + Math.abs(q.y - p.y));
      });
    }
  });

  it('leaves exactly the two sides of the cut-out corner unlabelled in hard items', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const item = compositeArea.generate({ seed, difficulty: 'hard' });
      const labels = item.visual?.kind === 'polygon' ? item.visual.sideLabels : [];
      expect(labels.map((label) => label === null)).toEqual([false, false, true, true, false, false]);
    }
  });

  it('offers the surrounding rectangle as a tempting wrong answer', () => {
    const item = compositeArea.generate({ seed: 8, difficulty: 'medium', itemType: 'numeric-entry' });
    const { width, height } = item.parameters as { width: number; height: number };
    const known =
      item.key.type === 'numeric-entry' ? item.key.knownMistakes.map((m) => m.value.numerator) : [];
    expect(known).toContain(width * height);
  });
});
