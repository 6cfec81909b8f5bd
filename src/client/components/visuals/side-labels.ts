import { FONT, lineHeight, textWidth } from './text-metrics';

export interface Point {
  x: number;
  y: number;
}

/** A side's label: centre, turn (degrees, 0 = level) and how far it reaches across and down. */
export interface PlacedSideLabel extends Point {
  text: string;
  rotate: number;
  halfWidth: number;
  halfHeight: number;
  /** False when no clear place was found and the label may touch the shape or another label. */
  clear: boolean;
  /** How far it had to move from its natural place to be clear (0 when it did not). */
  moved: number;
}

export const SIDE_LABEL_SIZE = FONT.big;

const UNIT_ABBREVIATIONS: Record<string, string> = {
  inch: 'in.',
  inches: 'in.',
  foot: 'ft',
  feet: 'ft',
  yard: 'yd',
  yards: 'yd',
  mile: 'mi',
  miles: 'mi',
  millimeter: 'mm',
  millimeters: 'mm',
  centimeter: 'cm',
  centimeters: 'cm',
  meter: 'm',
  meters: 'm',
  kilometer: 'km',
  kilometers: 'km',
};

/** "6 centimeters" → "6 cm", as STAAR figures write lengths when there is little room. */
export function abbreviateUnits(text: string): string {
  return text.replace(/\b[a-z]+\b/g, (word) => UNIT_ABBREVIATIONS[word] ?? word);
}
const GAP = 8;

/** Whether `point` is inside the polygon (even-odd rule). */
export function insidePolygon(point: Point, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (a.y > point.y !== b.y > point.y && point.x < ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x)
      inside = !inside;
  }
  return inside;
}

/** The unit vector at right angles to side a→b that points out of the shape. */
function outwardNormal(a: Point, b: Point, polygon: readonly Point[]): Point {
  const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const normal = { x: (b.y - a.y) / length, y: -(b.x - a.x) / length };
  const probe = { x: (a.x + b.x) / 2 + normal.x * 0.5, y: (a.y + b.y) / 2 + normal.y * 0.5 };
  return insidePolygon(probe, polygon) ? { x: -normal.x, y: -normal.y } : normal;
}

const overlaps = (a: PlacedSideLabel, b: PlacedSideLabel) =>
  Math.abs(a.x - b.x) < a.halfWidth + b.halfWidth + 2 &&
  Math.abs(a.y - b.y) < a.halfHeight + b.halfHeight + 2;

/** Whether a label's box touches the shape: its outline or its inside. */
function coversShape(label: PlacedSideLabel, polygon: readonly Point[]): boolean {
  const inBox = (p: Point) =>
    Math.abs(p.x - label.x) < label.halfWidth + 2 && Math.abs(p.y - label.y) < label.halfHeight + 2;
  if (insidePolygon(label, polygon)) return true;
  return polygon.some((a, index) => {
    const b = polygon[(index + 1) % polygon.length]!;
    const steps = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / 2));
    for (let step = 0; step <= steps; step += 1) {
      const t = step / steps;
      if (inBox({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t })) return true;
    }
    return false;
  });
}

/** Places to try for a label, nearest first: further out from its side, or slid along it (units). */
const TRIES = [0, 4, 8, 12, 16, 20, 24, 28, 32, 40, 48, 60, 72]
  .flatMap((out) => [0, 6, -6, 12, -12, 18, -18, 24, -24, 32, -32, 40, -40].map((slide) => ({ out, slide })))
  .sort((a, b) => a.out + 0.8 * Math.abs(a.slide) - (b.out + 0.8 * Math.abs(b.slide)));

/**
 * Puts each side's label just outside the middle of its side. Level text is easiest to read, so that
 * is the default; `alongSides` turns the labels of steep sides to run along them, which takes far less
 * width. A label that would cover the shape or an earlier label moves a little further out or along
 * its side, to the nearest place that is clear.
 */
export function placeSideLabels(
  points: readonly Point[],
  texts: readonly (string | null | undefined)[],
  alongSides: boolean,
): PlacedSideLabel[] {
  const placed: PlacedSideLabel[] = [];
  points.forEach((a, index) => {
    const text = texts[index];
    if (!text) return;
    const b = points[(index + 1) % points.length]!;
    const normal = outwardNormal(a, b, points);
    const width = textWidth(text, SIDE_LABEL_SIZE, true);
    const height = lineHeight(SIDE_LABEL_SIZE);
    let angle = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
    if (angle > 90) angle -= 180;
    if (angle <= -90) angle += 180;
    const rotate = alongSides && Math.abs(angle) > 20 ? Math.round(angle * 10) / 10 : 0;
    const radians = (rotate * Math.PI) / 180;
    const [cos, sin] = [Math.abs(Math.cos(radians)), Math.abs(Math.sin(radians))];
    const halfWidth = (cos * width + sin * height) / 2;
    const halfHeight = (sin * width + cos * height) / 2;
    const away = rotate
      ? GAP + height / 2
      : GAP + Math.abs(normal.x) * halfWidth + Math.abs(normal.y) * halfHeight;
    const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const along = { x: (b.x - a.x) / length, y: (b.y - a.y) / length };
    const at = ({ out, slide }: { out: number; slide: number }): PlacedSideLabel => ({
      clear: true,
      moved: out + Math.abs(slide),
      text,
      rotate,
      halfWidth,
      halfHeight,
      x: (a.x + b.x) / 2 + along.x * slide + normal.x * (away + out),
      y: (a.y + b.y) / 2 + along.y * slide + normal.y * (away + out),
    });
    const clear = TRIES.map(at).find(
      (label) => !coversShape(label, points) && !placed.some((other) => overlaps(label, other)),
    );
    placed.push(clear ?? { ...at({ out: 0, slide: 0 }), clear: false });
  });
  return placed;
}
