/**
 * Facts about the 2-D and 3-D figures grade 3 sorts (3.6A, 3.6B), kept in one place so every item and
 * its test agree: polygons drawn on a unit grid (sides = vertices), the solids TEKS 3.6A names (cones,
 * cylinders, spheres, triangular and rectangular prisms, cubes) and sorting rules that are true or
 * false of each solid without any argument among teachers (no edge counts for curved solids).
 */

export interface Point {
  x: number;
  y: number;
}

const pts = (...coordinates: [number, number][]): Point[] => coordinates.map(([x, y]) => ({ x, y }));

export interface PolygonName {
  sides: number;
  name: string;
}

export const POLYGON_NAMES: readonly PolygonName[] = [
  { sides: 3, name: 'triangle' },
  { sides: 4, name: 'quadrilateral' },
  { sides: 5, name: 'pentagon' },
  { sides: 6, name: 'hexagon' },
  { sides: 8, name: 'octagon' },
];

export interface PolygonDrawing {
  vertices: Point[];
  /** What the drawing looks like, for the image description (no side count given away). */
  looks: string;
}

const drawing = (looks: string, ...coordinates: [number, number][]): PolygonDrawing => ({
  vertices: pts(...coordinates),
  looks,
});

/**
 * Drawings for each number of sides, some regular-looking and some not (an L-shape is a hexagon, a
 * T-shape an octagon): children should count sides, not match a picture they remember.
 */
export const POLYGON_DRAWINGS: Record<number, readonly PolygonDrawing[]> = {
  3: [
    drawing('a shape with straight sides that points up like a tent', [0, 0], [6, 0], [3, 5]),
    drawing(
      'a shape with straight sides: a flat base, a side going straight up and a slanted side',
      [0, 0],
      [6, 0],
      [0, 4],
    ),
    drawing(
      'a shape with straight sides, a long flat base and a point leaning to one side',
      [0, 0],
      [7, 0],
      [5, 4],
    ),
    drawing('a tipped shape with straight sides and three pointed corners', [1, 0], [6, 2], [0, 5]),
  ],
  4: [
    drawing(
      'a lopsided shape with straight sides; no two sides are the same length',
      [0, 0],
      [6, 1],
      [5, 4],
      [1, 3],
    ),
    drawing(
      'a shape with straight sides, a long flat base and a shorter slanted top',
      [0, 0],
      [7, 0],
      [5, 4],
      [1, 3],
    ),
    drawing(
      'a shape with straight sides: a long flat base and a shorter flat top, joined by two slanted sides',
      [0, 0],
      [8, 0],
      [6, 3],
      [2, 3],
    ),
  ],
  5: [
    drawing(
      'a shape with straight sides like a house: a box with a pointed roof',
      [0, 0],
      [6, 0],
      [6, 4],
      [3, 7],
      [0, 4],
    ),
    drawing(
      'a shape with straight sides: a flat base, a flat side going up, and slanted sides that meet at a point',
      [0, 0],
      [5, 0],
      [7, 3],
      [3, 6],
      [0, 3],
    ),
    drawing(
      'a shape with straight sides: a flat base and slanted sides that lean out and then in to a point',
      [1, 0],
      [6, 0],
      [7, 4],
      [3, 6],
      [0, 3],
    ),
  ],
  6: [
    drawing(
      'a shape with straight sides, a flat top, a flat base and a point at each end',
      [2, 0],
      [6, 0],
      [8, 3],
      [6, 6],
      [2, 6],
      [0, 3],
    ),
    drawing('an L-shaped figure with straight sides', [0, 0], [6, 0], [6, 3], [3, 3], [3, 6], [0, 6]),
    drawing(
      'a round-looking shape made of straight sides of different lengths',
      [0, 0],
      [5, 0],
      [7, 2],
      [6, 5],
      [2, 6],
      [0, 3],
    ),
  ],
  8: [
    drawing(
      'a shape with straight sides like a stop sign',
      [2, 0],
      [5, 0],
      [7, 2],
      [7, 5],
      [5, 7],
      [2, 7],
      [0, 5],
      [0, 2],
    ),
    drawing(
      'a T-shaped figure with straight sides',
      [2, 0],
      [5, 0],
      [5, 4],
      [7, 4],
      [7, 6],
      [0, 6],
      [0, 4],
      [2, 4],
    ),
  ],
};

export type SolidId = 'cube' | 'rectangular-prism' | 'triangular-prism' | 'cylinder' | 'cone' | 'sphere';

export interface Solid {
  id: SolidId;
  name: string;
  flatFaces: number;
  /** Only for solids with flat faces alone; curved solids have no agreed edge count at grade 3. */
  edges?: number;
  vertices: number;
  curved: boolean;
  circleFaces: number;
  triangleFaces: number;
  /** One sentence a child can check the solid against. */
  facts: string;
}

export const SOLIDS: readonly Solid[] = [
  {
    id: 'cube',
    name: 'cube',
    flatFaces: 6,
    edges: 12,
    vertices: 8,
    curved: false,
    circleFaces: 0,
    triangleFaces: 0,
    facts: 'A cube has 6 square faces, 12 edges and 8 vertices.',
  },
  {
    id: 'rectangular-prism',
    name: 'rectangular prism',
    flatFaces: 6,
    edges: 12,
    vertices: 8,
    curved: false,
    circleFaces: 0,
    triangleFaces: 0,
    facts: 'A rectangular prism has 6 flat faces, 12 edges and 8 vertices.',
  },
  {
    id: 'triangular-prism',
    name: 'triangular prism',
    flatFaces: 5,
    edges: 9,
    vertices: 6,
    curved: false,
    circleFaces: 0,
    triangleFaces: 2,
    facts: 'A triangular prism has 5 flat faces (2 are triangles), 9 edges and 6 vertices.',
  },
  {
    id: 'cylinder',
    name: 'cylinder',
    flatFaces: 2,
    vertices: 0,
    curved: true,
    circleFaces: 2,
    triangleFaces: 0,
    facts: 'A cylinder has 2 flat faces that are circles, a curved surface and no vertices.',
  },
  {
    id: 'cone',
    name: 'cone',
    flatFaces: 1,
    vertices: 1,
    curved: true,
    circleFaces: 1,
    triangleFaces: 0,
    facts: 'A cone has 1 flat face that is a circle, a curved surface and 1 vertex.',
  },
  {
    id: 'sphere',
    name: 'sphere',
    flatFaces: 0,
    vertices: 0,
    curved: true,
    circleFaces: 0,
    triangleFaces: 0,
    facts: 'A sphere has only a curved surface. It has no flat faces and no vertices.',
  },
];

export interface SolidRule {
  id: string;
  /** "has a curved surface" (after "Which solid …"). */
  has: string;
  /** "have a curved surface" (after "Which solids …"). */
  have: string;
  test: (solid: Solid) => boolean;
}

const rule = (id: string, has: string, have: string, test: (solid: Solid) => boolean): SolidRule => ({
  id,
  has,
  have,
  test,
});

export const SOLID_RULES: readonly SolidRule[] = [
  rule('curved', 'has a curved surface', 'have a curved surface', (s) => s.curved),
  rule('only-flat', 'has only flat faces', 'have only flat faces', (s) => !s.curved),
  rule('no-vertices', 'has no vertices', 'have no vertices', (s) => s.vertices === 0),
  rule('8-vertices', 'has 8 vertices', 'have 8 vertices', (s) => s.vertices === 8),
  rule('6-vertices', 'has 6 vertices', 'have 6 vertices', (s) => s.vertices === 6),
  rule('1-vertex', 'has exactly 1 vertex', 'have exactly 1 vertex', (s) => s.vertices === 1),
  rule('6-faces', 'has 6 flat faces', 'have 6 flat faces', (s) => s.flatFaces === 6),
  rule('5-faces', 'has 5 flat faces', 'have 5 flat faces', (s) => s.flatFaces === 5),
  rule('no-flat', 'has no flat faces', 'have no flat faces', (s) => s.flatFaces === 0),
  rule(
    'circle-face',
    'has a flat face that is a circle',
    'have a flat face that is a circle',
    (s) => s.circleFaces > 0,
  ),
  rule(
    '2-circles',
    'has 2 flat faces that are circles',
    'have 2 flat faces that are circles',
    (s) => s.circleFaces === 2,
  ),
  rule(
    'triangle-face',
    'has flat faces that are triangles',
    'have flat faces that are triangles',
    (s) => s.triangleFaces > 0,
  ),
  rule('12-edges', 'has 12 edges', 'have 12 edges', (s) => s.edges === 12),
  rule('9-edges', 'has 9 edges', 'have 9 edges', (s) => s.edges === 9),
];
