import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { equalPartsOfShapes } from './equal-parts-of-shapes';

/** Independent path: read the picture and the stem, and build the unit fraction with fraction.js. */
function expected(item: Item): Fraction | string {
  const visual = item.visual;
  if (visual?.kind === 'fraction-bars') return new Fraction(visual.bars[0]!.shaded, visual.bars[0]!.parts);
  if (visual?.kind === 'rectangle') {
    const squares = Number(/Each part has (\d+) squares/.exec(item.stem)![1]);
    return new Fraction(squares, visual.width * visual.height);
  }
  // Same-size wholes in the same number of equal parts: each part is 1/n, whatever its shape.
  const parts = Number(/cuts one into (\d) equal/.exec(item.stem)![1]);
  return `Each part is 1/${parts} of a square for both of them.`;
}

checkGenerator(equalPartsOfShapes, { independentAnswer: expected });

describe('3.6E equal parts of shapes', () => {
  it('always names a unit fraction with a grade 3 denominator', () => {
    for (const difficulty of ['easy', 'hard'] as const)
      for (let seed = 0; seed < 300; seed += 1) {
        const answer = expected(equalPartsOfShapes.generate({ seed, difficulty })) as Fraction;
        expect(answer.n).toBe(1n);
        expect([2n, 3n, 4n, 6n, 8n]).toContain(answer.d);
      }
  });

  it('cuts both squares into the same number of parts of different shapes', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const { stem } = equalPartsOfShapes.generate({ seed, difficulty: 'medium' });
      const [, first, firstShape, second, secondShape] =
        /into (\d) equal ([\w ]+?)[.,].*into (\d) equal ([\w ]+?)[.,]/.exec(stem)!;
      expect(first).toBe(second);
      expect(firstShape).not.toBe(secondShape);
    }
  });
});
