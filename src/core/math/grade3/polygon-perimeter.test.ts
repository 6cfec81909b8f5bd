import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { polygonPerimeter } from './polygon-perimeter';

const firstNumber = (text: string) => Number(/\d+/.exec(text)?.[0] ?? NaN);

/** Independent path: measure the drawing or read its labels, and add with fraction.js. */
function perimeterAnswer(item: Item): Fraction {
  const visual = item.visual!;
  if (visual.kind === 'polygon' && visual.showUnitSquares) {
    // Walk the outline: each step is straight along a grid line.
    return visual.vertices.reduce((total, point, i) => {
      const next = visual.vertices[(i + 1) % visual.vertices.length]!;
      return total.add(Math.hypot(next.x - point.x, next.y - point.y));
    }, new Fraction(0));
  }
  const stated = /perimeter is (\d+)/.exec(item.stem);
  if (visual.kind === 'polygon') {
    const known = visual.sideLabels.flatMap((label) => (label === null ? [] : [firstNumber(label)]));
    const knownTotal = known.reduce((total, side) => total.add(side), new Fraction(0));
    return stated ? new Fraction(Number(stated[1])).sub(knownTotal) : knownTotal;
  }
  if (visual.kind === 'rectangle') {
    const length = firstNumber(visual.sideLabels.bottom!);
    if (stated) return new Fraction(Number(stated[1])).sub(2 * length).div(2);
    return new Fraction(length).add(firstNumber(visual.sideLabels.left!)).mul(2);
  }
  throw new Error(`unexpected visual ${visual.kind}`);
}

checkGenerator(polygonPerimeter, { independentAnswer: perimeterAnswer });

describe('3.7B perimeter', () => {
  it('labels only drawable polygons: each side shorter than all the others together', () => {
    for (let seed = 0; seed < 500; seed += 1) {
      const sides = String(polygonPerimeter.generate({ seed, difficulty: 'medium' }).parameters.sides)
        .split(',')
        .map(Number);
      const total = sides.reduce((a, b) => a + b, 0);
      for (const side of sides) expect(side).toBeLessThan(total - side);
    }
  });

  it('offers the area as a wrong choice when counting around a grid shape', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const item = polygonPerimeter.generate({ seed, difficulty: 'easy', itemType: 'numeric-entry' });
      const notes = item.key.type === 'numeric-entry' ? item.key.knownMistakes.map((m) => m.note) : [];
      const sides = String(item.parameters.sides).split(',').map(Number);
      // A rectangle's area is its two sides multiplied; skip the rare squares where area = perimeter.
      if (sides.length === 4 && sides[0]! * sides[1]! !== item.parameters.perimeter)
        expect(notes.some((note) => note.includes('That is the area'))).toBe(true);
    }
  });

  it('leaves exactly one side unlabelled (polygon) or marked "?" (rectangle) in missing-side items', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const visual = polygonPerimeter.generate({ seed, difficulty: 'hard' }).visual!;
      const unknown =
        visual.kind === 'polygon'
          ? visual.sideLabels.filter((label) => label === null)
          : visual.kind === 'rectangle'
            ? Object.values(visual.sideLabels).filter((label) => label === '?')
            : [];
      expect(unknown).toHaveLength(1);
    }
  });
});
