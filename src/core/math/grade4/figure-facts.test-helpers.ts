import Fraction from 'fraction.js';

/**
 * Test-only geometry, written apart from grid-shapes.ts: sides compared by their slopes as fractions
 * (fraction.js) and angles sorted by the law of cosines on squared side lengths.
 */
export interface Corner {
  x: number;
  y: number;
}

export const parseCorners = (text: string): Corner[] =>
  text.split(' ').map((pair) => {
    const [x, y] = pair.split(',').map(Number);
    return { x: x!, y: y! };
  });

type Slope = Fraction | 'vertical';

function slopes(corners: Corner[]): Slope[] {
  return corners.map((a, i) => {
    const b = corners[(i + 1) % corners.length]!;
    return b.x === a.x ? 'vertical' : new Fraction(b.y - a.y, b.x - a.x);
  });
}

const sameSlope = (s: Slope, t: Slope) => (s === 'vertical' || t === 'vertical' ? s === t : s.equals(t));
const perpendicularSlopes = (s: Slope, t: Slope) =>
  s === 'vertical' || t === 'vertical'
    ? (s === 'vertical' && t !== 'vertical' && t.equals(0)) ||
      (t === 'vertical' && s !== 'vertical' && s.equals(0))
    : s.mul(t).equals(-1);

function pairsWhere(corners: Corner[], test: (s: Slope, t: Slope) => boolean): number {
  const all = slopes(corners);
  let count = 0;
  for (let i = 0; i < all.length; i += 1)
    for (let j = i + 1; j < all.length; j += 1) if (test(all[i]!, all[j]!)) count += 1;
  return count;
}

export const countParallelPairs = (corners: Corner[]) => pairsWhere(corners, sameSlope);
export const countPerpendicularPairs = (corners: Corner[]) => pairsWhere(corners, perpendicularSlopes);

const squared = (a: Corner, b: Corner) => (a.x - b.x) ** 2 + (a.y - b.y) ** 2;

/** Each corner's angle by the law of cosines: compare the squared far side with the two near ones. */
export function cornerAngles(corners: Corner[]): ('acute' | 'right' | 'obtuse')[] {
  const n = corners.length;
  return corners.map((c, i) => {
    const before = corners[(i + n - 1) % n]!;
    const after = corners[(i + 1) % n]!;
    const far = squared(before, after);
    const near = squared(c, before) + squared(c, after);
    return far === near ? 'right' : far < near ? 'acute' : 'obtuse';
  });
}

/** Each corner's angle in degrees, from atan2 (only to check that pictures have clear angles). */
export function cornerDegrees(corners: Corner[]): number[] {
  const n = corners.length;
  return corners.map((c, i) => {
    const [a, b] = [corners[(i + n - 1) % n]!, corners[(i + 1) % n]!];
    const turn =
      Math.abs(Math.atan2(a.y - c.y, a.x - c.x) - Math.atan2(b.y - c.y, b.x - c.x)) * (180 / Math.PI);
    return turn > 180 ? 360 - turn : turn;
  });
}
