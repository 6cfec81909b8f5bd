import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { linesOfSymmetry } from './lines-of-symmetry';
import { parseCorners, type Corner } from './figure-facts.test-helpers';

/**
 * Independent path: brute force with fraction.js. A line of symmetry of a polygon passes through the
 * centre of its corners and through a corner or the middle of a side. Reflect every corner in each such
 * line and keep the lines that give back the same polygon (same corners in the same cyclic order).
 */
type Point = [Fraction, Fraction];

function reflect([x, y]: Point, [ax, ay]: Point, [dx, dy]: Point): Point {
  // Reflection in the line through a with direction d: p' = 2 (a + t d) − p, t = ((p − a)·d) / (d·d).
  const t = x
    .sub(ax)
    .mul(dx)
    .add(y.sub(ay).mul(dy))
    .div(dx.mul(dx).add(dy.mul(dy)));
  return [ax.add(t.mul(dx)).mul(2).sub(x), ay.add(t.mul(dy)).mul(2).sub(y)];
}

const key = ([x, y]: Point) => `${x.toFraction()},${y.toFraction()}`;

function samePolygon(a: Point[], b: Point[]): boolean {
  const target = a.map(key).join(' ');
  const keys = b.map(key);
  const reversed = [...keys].reverse();
  return keys.some((_, shift) =>
    [keys, reversed].some((list) => [...list.slice(shift), ...list.slice(0, shift)].join(' ') === target),
  );
}

export function countSymmetryLines(corners: Corner[]): number {
  const points: Point[] = corners.map((c) => [new Fraction(c.x), new Fraction(c.y)]);
  const n = points.length;
  const centre: Point = [
    points.reduce((s, q) => s.add(q[0]), new Fraction(0)).div(n),
    points.reduce((s, q) => s.add(q[1]), new Fraction(0)).div(n),
  ];
  const throughPoints: Point[] = [
    ...points,
    ...points.map(
      (q, i) => [q[0].add(points[(i + 1) % n]![0]).div(2), q[1].add(points[(i + 1) % n]![1]).div(2)] as Point,
    ),
  ];
  const directions = new Set<string>();
  for (const q of throughPoints) {
    const d: Point = [q[0].sub(centre[0]), q[1].sub(centre[1])];
    if (d[0].equals(0) && d[1].equals(0)) continue;
    if (
      !samePolygon(
        points,
        points.map((r) => reflect(r, centre, d)),
      )
    )
      continue;
    // One key per direction: the slope, or "vertical".
    directions.add(d[0].equals(0) ? 'vertical' : d[1].div(d[0]).toFraction());
  }
  return directions.size;
}

checkGenerator(linesOfSymmetry, {
  independentAnswer: ({ parameters: p }) => new Fraction(countSymmetryLines(parseCorners(String(p.corners)))),
});

describe('4.6B lines of symmetry', () => {
  it('shows the parallelogram trap: a balanced figure with no lines of symmetry', () => {
    const answers = new Set<number>();
    for (let seed = 0; seed < 300; seed += 1) {
      const item = linesOfSymmetry.generate({ seed, difficulty: 'hard', itemType: 'numeric-entry' });
      if (item.parameters.shape === 'parallelogram' && item.key.type === 'numeric-entry')
        answers.add(item.key.value.numerator);
    }
    expect([...answers]).toEqual([0]);
  });

  it('uses answers 0, 1, 2 and 4 across the difficulties', () => {
    const answers = new Set<number>();
    for (const difficulty of ['easy', 'medium', 'hard'] as const)
      for (let seed = 0; seed < 100; seed += 1) {
        const item = linesOfSymmetry.generate({ seed, difficulty, itemType: 'numeric-entry' });
        if (item.key.type === 'numeric-entry') answers.add(item.key.value.numerator);
      }
    expect([...answers].sort()).toEqual([0, 1, 2, 4]);
  });
});
