import { abbreviateUnits, placeSideLabels, type Point } from './side-labels';
import { EDGE } from './text-metrics';

export type GridPoint = Point;

export interface SideLabelPlacement {
  x: number;
  y: number;
  text: string;
  /** Degrees: 0 for level text, else the angle of the side it runs along. */
  rotate: number;
}

export interface ShapeLayout {
  height: number;
  /** Grid units to viewBox units. */
  unit: number;
  /** The vertices in viewBox units (y grows downwards). */
  points: GridPoint[];
  /** Unit grid lines across the shape's bounding box (clip them to the shape to show unit squares). */
  gridLines: { x1: number; y1: number; x2: number; y2: number }[];
  labels: SideLabelPlacement[];
}

/** The smallest a shape's longer side may be drawn before its labels turn to run along the sides. */
const MIN_SHAPE = 150;

/** A w × h rectangle's corners from the top left, going round, so side i is top, right, bottom, left. */
export function rectangleVertices(width: number, height: number): GridPoint[] {
  return [
    { x: 0, y: height },
    { x: width, y: height },
    { x: width, y: 0 },
    { x: 0, y: 0 },
  ];
}

/**
 * Lays out a shape given on a unit grid with y pointing up (as on a coordinate grid). Everything is to
 * scale (one unit is the same length across and down); each side's label sits just outside the
 * middle of that side, and the whole drawing is centred and made to fit the width with its labels.
 */
export function shapeLayout(
  vertices: readonly GridPoint[],
  sideLabels: readonly (string | null | undefined)[],
  width: number,
  maxUnit = 48,
): ShapeLayout {
  const xs = vertices.map((v) => v.x);
  const ys = vertices.map((v) => v.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const spanX = Math.max(1, maxX - minX);
  const spanY = Math.max(1, maxY - minY);
  const room = width - 2 * EDGE;
  const arrange = (unit: number, texts: readonly (string | null | undefined)[], alongSides: boolean) => {
    const points = vertices.map((v) => ({ x: (v.x - minX) * unit, y: (maxY - v.y) * unit }));
    const labels = placeSideLabels(points, texts, alongSides);
    const left = Math.min(0, ...labels.map((l) => l.x - l.halfWidth));
    const right = Math.max(spanX * unit, ...labels.map((l) => l.x + l.halfWidth));
    const top = Math.min(0, ...labels.map((l) => l.y - l.halfHeight));
    const bottom = Math.max(spanY * unit, ...labels.map((l) => l.y + l.halfHeight));
    const good = labels.every((l) => l.clear && l.moved <= 16) && Math.max(spanX, spanY) * unit >= MIN_SHAPE;
    return { unit, points, labels, left, right, top, bottom, good };
  };
  // Start as big as fits without labels; each pass shrinks the shape by how far the labels overflow.
  const fit = (texts: readonly (string | null | undefined)[], alongSides: boolean) => {
    let arranged = arrange(Math.min(maxUnit, room / spanX, 250 / spanY), texts, alongSides);
    for (let pass = 0; pass < 8 && arranged.right - arranged.left > room + 0.5; pass += 1) {
      const labelRoom = arranged.right - arranged.left - spanX * arranged.unit;
      arranged = arrange(Math.max(2, (room - labelRoom) / spanX), texts, alongSides);
    }
    return arranged;
  };
  // Level labels as written first; if they squeeze the shape or must be pushed away from their sides,
  // then "cm" for "centimeters"; then labels running along steep sides.
  const short = sideLabels.map((text) => (text ? abbreviateUnits(text) : text));
  const tries = [fit(sideLabels, false), fit(short, false), fit(short, true)];
  const arranged = tries.find((t) => t.good) ?? tries[2]!;
  const { unit, points, labels, left, right, top, bottom } = arranged;
  const dx = (width - (right - left)) / 2 - left;
  const dy = EDGE + 2 - top;
  const shift = (p: GridPoint) => ({ x: p.x + dx, y: p.y + dy });
  const gridLines = [
    ...Array.from({ length: spanX + 1 }, (_, i) => ({ x1: i * unit, y1: 0, x2: i * unit, y2: spanY * unit })),
    ...Array.from({ length: spanY + 1 }, (_, i) => ({ x1: 0, y1: i * unit, x2: spanX * unit, y2: i * unit })),
  ].map((line) => ({ x1: line.x1 + dx, y1: line.y1 + dy, x2: line.x2 + dx, y2: line.y2 + dy }));
  return {
    height: bottom - top + 2 * EDGE + 4,
    unit,
    points: points.map(shift),
    gridLines,
    labels: labels.map((label) => ({ text: label.text, rotate: label.rotate, ...shift(label) })),
  };
}
