import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { quadrilaterals } from './quadrilaterals';

type P = { x: number; y: number };
const sub = (a: P, b: P) => ({ x: a.x - b.x, y: a.y - b.y });
const cross = (a: P, b: P) => a.x * b.y - a.y * b.x;
const dot = (a: P, b: P) => a.x * b.x + a.y * b.y;

/** Independent classification from the corners: equal sides, right angles and parallel pairs. */
function classify(vertices: P[]): string {
  const sides = vertices.map((v, i) => sub(vertices[(i + 1) % 4]!, v));
  const lengths = sides.map((s) => dot(s, s));
  const allEqual = lengths.every((l) => l === lengths[0]);
  const rightAngles = sides.every((s, i) => dot(s, sides[(i + 1) % 4]!) === 0);
  const parallelPairs = [cross(sides[0]!, sides[2]!) === 0, cross(sides[1]!, sides[3]!) === 0].filter(
    Boolean,
  ).length;
  if (rightAngles && allEqual) return 'square';
  if (rightAngles) return 'rectangle';
  if (allEqual) return 'rhombus';
  if (parallelPairs === 2) return 'parallelogram';
  if (parallelPairs === 1) return 'trapezoid';
  return 'quadrilateral';
}

// Which groups each shape always belongs to.
const ALWAYS: Record<string, string[]> = {
  square: ['square', 'rectangle', 'rhombus', 'parallelogram', 'quadrilateral'],
  rectangle: ['rectangle', 'parallelogram', 'quadrilateral'],
  rhombus: ['rhombus', 'parallelogram', 'quadrilateral'],
  parallelogram: ['parallelogram', 'quadrilateral'],
  trapezoid: ['trapezoid', 'quadrilateral'],
  quadrilateral: ['quadrilateral'],
};
const SIDES: Record<string, number> = { triangle: 3, pentagon: 5, hexagon: 6, octagon: 8 };

function expected(item: Item): string {
  const texts = 'choices' in item.interaction ? item.interaction.choices.map((c) => c.text) : [];
  const model = item.parameters.model;
  if (model === 'drawn' && item.visual?.kind === 'polygon') return classify(item.visual.vertices);
  if (model === 'statement') {
    const right = texts.filter((text) => {
      const [, a, b] = /^Every (\w+) is an? (\w+)\.$/.exec(text)!;
      return ALWAYS[a!]!.includes(b!);
    });
    return right.length === 1 ? right[0]! : 'ambiguous';
  }
  if (model === 'outside') return texts.find((text) => text.includes('no two sides are parallel'))!;
  const fourSided = texts.filter((text) => (SIDES[text] ?? 4) === 4);
  const pick = model === 'not-quadrilateral' ? texts.filter((t) => !fourSided.includes(t)) : fourSided;
  return pick.length === 1 ? pick[0]! : 'ambiguous';
}

checkGenerator(quadrilaterals, { independentAnswer: expected });

describe('3.6B quadrilaterals', () => {
  it('draws every kind of quadrilateral, each classified the same way from its corners', () => {
    const kinds = new Set<string>();
    for (let seed = 0; seed < 400; seed += 1) {
      const item = quadrilaterals.generate({ seed, difficulty: 'medium' });
      if (item.visual?.kind !== 'polygon') throw new Error('expected a polygon');
      expect(classify(item.visual.vertices)).toBe(item.parameters.kind);
      kinds.add(String(item.parameters.kind));
    }
    expect(kinds.size).toBe(6);
  });

  it('never offers "trapezoid" as a wrong name for a shape with two pairs of parallel sides', () => {
    for (let seed = 0; seed < 400; seed += 1) {
      const item = quadrilaterals.generate({ seed, difficulty: 'medium' });
      const texts =
        item.interaction.type === 'multiple-choice' ? item.interaction.choices.map((c) => c.text) : [];
      if (['square', 'rectangle', 'rhombus', 'parallelogram'].includes(String(item.parameters.kind)))
        expect(texts).not.toContain('trapezoid');
    }
  });
});
