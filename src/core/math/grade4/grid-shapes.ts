import type { Random } from '../../random/random';

/**
 * Figures on a unit grid for the grade 4 geometry generators (4.6A–D): every vertex is a whole-number
 * point, so parallel and perpendicular sides and angle sizes can be decided exactly with whole-number
 * cross and dot products. Vertices go around the figure in order; side i runs from vertex i to i + 1.
 */
export interface GridPoint {
  x: number;
  y: number;
}

export type FigureFamily =
  | 'square'
  | 'rectangle'
  | 'rhombus'
  | 'parallelogram'
  | 'trapezoid'
  | 'right trapezoid'
  | 'kite'
  | 'quadrilateral'
  | 'right triangle'
  | 'acute triangle'
  | 'obtuse triangle';

export interface Figure {
  family: FigureFamily;
  vertices: GridPoint[];
}

const p = (x: number, y: number): GridPoint => ({ x, y });

/** Moves a figure so its lowest and leftmost points touch the grid's edges (all coordinates ≥ 0). */
export function settle(vertices: GridPoint[]): GridPoint[] {
  const minX = Math.min(...vertices.map((v) => v.x));
  const minY = Math.min(...vertices.map((v) => v.y));
  return vertices.map((v) => p(v.x - minX, v.y - minY));
}

function side(vertices: readonly GridPoint[], i: number): GridPoint {
  const a = vertices[i]!;
  const b = vertices[(i + 1) % vertices.length]!;
  return p(b.x - a.x, b.y - a.y);
}

const cross = (u: GridPoint, v: GridPoint) => u.x * v.y - u.y * v.x;
const dot = (u: GridPoint, v: GridPoint) => u.x * v.x + u.y * v.y;

/** Pairs of sides [i, j] (i < j) that are parallel. */
export function parallelSidePairs(vertices: readonly GridPoint[]): [number, number][] {
  const pairs: [number, number][] = [];
  for (let i = 0; i < vertices.length; i += 1)
    for (let j = i + 1; j < vertices.length; j += 1)
      if (cross(side(vertices, i), side(vertices, j)) === 0) pairs.push([i, j]);
  return pairs;
}

/** Pairs of sides [i, j] (i < j) that are perpendicular (they may meet at a corner or not). */
export function perpendicularSidePairs(vertices: readonly GridPoint[]): [number, number][] {
  const pairs: [number, number][] = [];
  for (let i = 0; i < vertices.length; i += 1)
    for (let j = i + 1; j < vertices.length; j += 1)
      if (dot(side(vertices, i), side(vertices, j)) === 0) pairs.push([i, j]);
  return pairs;
}

export type AngleKind = 'acute' | 'right' | 'obtuse';

/** The kind of angle at each vertex of a convex figure. */
export function angleKinds(vertices: readonly GridPoint[]): AngleKind[] {
  const n = vertices.length;
  return vertices.map((_, i) => {
    const into = side(vertices, (i + n - 1) % n);
    const out = side(vertices, i);
    const d = dot(p(-into.x, -into.y), out);
    return d === 0 ? 'right' : d > 0 ? 'acute' : 'obtuse';
  });
}

/** True when the figure turns the same way at every corner (no dents) and no three corners line up. */
export function isStrictlyConvex(vertices: readonly GridPoint[]): boolean {
  const n = vertices.length;
  const turns = vertices.map((_, i) => cross(side(vertices, (i + n - 1) % n), side(vertices, i)));
  return turns.every((t) => t > 0) || turns.every((t) => t < 0);
}

/** Each corner's angle in degrees (for telling clear angles from near misses; never shown). */
export function angleDegrees(vertices: readonly GridPoint[]): number[] {
  const n = vertices.length;
  return vertices.map((_, i) => {
    const into = side(vertices, (i + n - 1) % n);
    const out = side(vertices, i);
    const back = p(-into.x, -into.y);
    const cosine = dot(back, out) / (Math.hypot(back.x, back.y) * Math.hypot(out.x, out.y));
    return (Math.acos(Math.max(-1, Math.min(1, cosine))) * 180) / Math.PI;
  });
}

/**
 * True when a child can tell each angle by eye: every corner is exactly a right angle or at least
 * `margin` degrees away from one (a 95-degree corner on grid paper looks square).
 */
export function hasClearAngles(vertices: readonly GridPoint[], margin = 12): boolean {
  const kinds = angleKinds(vertices);
  return angleDegrees(vertices).every((deg, i) => kinds[i] === 'right' || Math.abs(deg - 90) >= margin);
}

/** Draws until the figure's angles are clear (up to 30 tries; the families make that quick). */
export function drawClearFigure(random: Random, family: FigureFamily): Figure {
  let figure = drawFigure(random, family);
  for (let tries = 0; tries < 30 && !hasClearAngles(figure.vertices); tries += 1)
    figure = drawFigure(random, family);
  return figure;
}

/** A figure of the family with random whole-number sizes that keep it clearly what it is. */
export function drawFigure(random: Random, family: FigureFamily): Figure {
  const w = random.int(3, 8);
  const h = random.int(2, 6);
  let vertices: GridPoint[];
  switch (family) {
    case 'square':
      vertices = [p(0, 0), p(h + 1, 0), p(h + 1, h + 1), p(0, h + 1)];
      break;
    case 'rectangle': {
      const height = w === h ? h - 1 : h;
      vertices = [p(0, 0), p(w, 0), p(w, height), p(0, height)];
      break;
    }
    case 'rhombus': {
      const a = random.int(2, 4);
      const b = a + random.int(1, 2);
      vertices = random.chance(1, 2)
        ? [p(b, 0), p(2 * b, a), p(b, 2 * a), p(0, a)]
        : [p(a, 0), p(2 * a, b), p(a, 2 * b), p(0, b)];
      break;
    }
    case 'parallelogram': {
      const k = random.int(1, 3);
      vertices = [p(0, 0), p(w, 0), p(w + k, h), p(k, h)];
      break;
    }
    case 'trapezoid': {
      const base = random.int(6, 9);
      const left = random.int(1, 2);
      const right = random.int(1, 3);
      vertices = [p(0, 0), p(base, 0), p(base - right, h), p(left, h)];
      break;
    }
    case 'right trapezoid': {
      const base = random.int(5, 9);
      const slant = random.int(1, 3);
      vertices = [p(0, 0), p(base, 0), p(base - slant, h), p(0, h)];
      break;
    }
    case 'kite': {
      const a = random.int(1, 3);
      const b = random.int(2, 3);
      const c = a + random.int(2, 4);
      vertices = [p(b, 0), p(2 * b, c), p(b, a + c), p(0, c)];
      break;
    }
    case 'quadrilateral':
      vertices = [p(0, random.int(0, 1)), p(w + 1, 0), p(w - 1, h + 1), p(1, h - 1)];
      break;
    case 'right triangle':
      vertices = random.chance(1, 2) ? [p(0, 0), p(w, 0), p(0, h)] : [p(0, 0), p(w, 0), p(w, h)];
      break;
    case 'acute triangle': {
      const top = random.int(2, w - 1);
      vertices = [p(0, 0), p(w, 0), p(top, h + 3)];
      break;
    }
    case 'obtuse triangle': {
      const over = random.int(1, 3);
      vertices = [p(0, 0), p(w, 0), p(w + over, h)];
      break;
    }
  }
  return { family, vertices: settle(vertices) };
}

/** Sides of a shape written for a picture: null when a side has no label. */
export const noSideLabels = (figure: Figure): null[] => figure.vertices.map(() => null);

/** "(0, 0), (5, 0), (4, 3) and (1, 3)": the corners in order, for picture descriptions. */
export function cornerList(vertices: readonly GridPoint[]): string {
  const points = vertices.map((v) => `(${v.x}, ${v.y})`);
  return `${points.slice(0, -1).join(', ')} and ${points.at(-1)!}`;
}

/** "0,0 5,0 4,3 1,3": the corners as a parameter, for tests and the tutor. */
export const cornersParameter = (vertices: readonly GridPoint[]): string =>
  vertices.map((v) => `${v.x},${v.y}`).join(' ');

const SIDES_NAME: Record<number, string> = {
  3: 'three-sided',
  4: 'four-sided',
  5: 'five-sided',
  6: 'six-sided',
};

/** A polygon picture on grid paper with a description that lets a listener rebuild it. */
export function gridPicture(vertices: GridPoint[], sideLabels: (string | null)[] = vertices.map(() => null)) {
  return {
    kind: 'polygon' as const,
    vertices,
    sideLabels,
    showUnitSquares: true,
    imageDescription: `A ${SIDES_NAME[vertices.length] ?? 'many-sided'} figure drawn on grid paper. Going around, its corners are at the grid points ${cornerList(vertices)}.`,
  };
}
