import type { CoordinateGridVisual } from '../../../core/items/visual-types';
import { formatCount } from '../../lib/number-format';
import { EDGE, FONT, lineHeight, textWidth, wrapWords } from './text-metrics';
import { labelEvery } from './value-axis';

const LINE = lineHeight(FONT.label);
const TICK_SIZE = FONT.small;

export interface CoordinateGridLayout {
  height: number;
  /** Grid units to viewBox units, the same across and up. */
  unit: number;
  origin: { x: number; y: number };
  /** Where the axes end (their arrowheads). */
  xAxisEnd: number;
  yAxisEnd: number;
  verticals: { x: number; value: number; label?: string }[];
  horizontals: { y: number; value: number; label?: string }[];
  tickLabelY: number;
  tickLabelX: number;
  points: {
    cx: number;
    cy: number;
    label?: { x: number; y: number; text: string; anchor: 'start' | 'end' };
  }[];
  xAxisLabel: { x: number; y: number; lines: string[] };
  yAxisLabel: { x: number; y: number; text: string; rotate: boolean };
}

type PointLabel = { x: number; y: number; text: string; anchor: 'start' | 'end' };

/** Where a point's label may go, in order of preference: level with its dot (never mistaken for a
 * neighbour's), then just above or below, then a row further off. */
const LABEL_SPOTS = [
  { dx: 12, dy: 0, anchor: 'start' },
  { dx: -12, dy: 0, anchor: 'end' },
  { dx: 9, dy: -15, anchor: 'start' },
  { dx: -9, dy: -15, anchor: 'end' },
  { dx: 9, dy: 15, anchor: 'start' },
  { dx: -9, dy: 15, anchor: 'end' },
  { dx: 6, dy: -27, anchor: 'start' },
  { dx: 6, dy: 27, anchor: 'start' },
  { dx: -6, dy: -27, anchor: 'end' },
  { dx: -6, dy: 27, anchor: 'end' },
] as const;

/**
 * Each point's label in the first spot that stays inside the grid (off the axis numbers), clear of
 * every dot and of the labels placed before it, so points one unit apart keep readable names; when
 * no spot is clear, the one that covers least.
 */
function placePointLabels(
  points: { cx: number; cy: number; label?: string }[],
  frame: { left: number; right: number; top: number; bottom: number },
): CoordinateGridLayout['points'] {
  const half = lineHeight(FONT.big) / 2;
  const placed: { left: number; right: number; top: number; bottom: number }[] = [];
  return points.map(({ cx, cy, label }) => {
    if (!label) return { cx, cy };
    const width = textWidth(label, FONT.big, true);
    const boxes = LABEL_SPOTS.map((spot) => {
      const x = cx + spot.dx;
      const left = spot.anchor === 'start' ? x : x - width;
      const y = cy + spot.dy;
      return { spot, x, y, left, right: left + width, top: y - half, bottom: y + half };
    });
    // Leaving the grid is worst, covering a label next, covering a dot least; a clear spot scores 0.
    const badness = (box: (typeof boxes)[number]) =>
      (box.left < frame.left || box.right > frame.right || box.top < frame.top || box.bottom > frame.bottom
        ? 100
        : 0) +
      10 *
        placed.filter(
          (o) => box.left < o.right && o.left < box.right && box.top < o.bottom && o.top < box.bottom,
        ).length +
      points.filter(
        (p) => p.cx > box.left - 6 && p.cx < box.right + 6 && p.cy > box.top - 6 && p.cy < box.bottom + 6,
      ).length;
    const chosen = boxes.reduce((best, box) => (badness(box) < badness(best) ? box : best));
    placed.push(chosen);
    const placedLabel: PointLabel = { x: chosen.x, y: chosen.y, text: label, anchor: chosen.spot.anchor };
    return { cx, cy, label: placedLabel };
  });
}

/** 0, step, 2 × step … up to `max`. */
const gridValues = (max: number, step: number) =>
  Array.from({ length: Math.floor(max / step) + 1 }, (_, index) => index * step);

/**
 * The first quadrant: a square grid with a line every `step` units to xMax and yMax, numbered along
 * both axes (0 once, at the origin), points at (x, y) and each point's label beside it.
 */
export function coordinateGridLayout(spec: CoordinateGridVisual, width: number): CoordinateGridLayout {
  const xs = gridValues(spec.xMax, spec.step);
  const ys = gridValues(spec.yMax, spec.step);
  const tickWidth = Math.max(...ys.map((value) => textWidth(formatCount(value), TICK_SIZE)));
  const right = width - EDGE - 16;
  const unitFor = (left: number) => Math.min((right - left) / spec.xMax, 300 / spec.yMax);
  // The y-axis title runs up beside the axis when it fits there, and otherwise sits above the axis.
  const rotatedLeft = EDGE + LINE + 6 + tickWidth + 10;
  const rotated = textWidth(spec.yAxisLabel, FONT.label, true) <= spec.yMax * unitFor(rotatedLeft) + 24;
  const left = rotated ? rotatedLeft : EDGE + tickWidth + 10;
  const unit = unitFor(left);
  const top = EDGE + 18 + (rotated ? 0 : LINE + 4);
  const origin = { x: left, y: top + spec.yMax * unit };
  const toX = (value: number) => origin.x + value * unit;
  const toY = (value: number) => origin.y - value * unit;
  const everyX = labelEvery(
    spec.step * unit,
    Math.max(...xs.map((v) => textWidth(formatCount(v), TICK_SIZE))) + 8,
  );
  const everyY = labelEvery(spec.step * unit, lineHeight(TICK_SIZE));
  const tickLabelY = origin.y + 8 + lineHeight(TICK_SIZE) / 2;
  const xLines = wrapWords(spec.xAxisLabel, right - left, FONT.label, true);
  const xLabelY = tickLabelY + lineHeight(TICK_SIZE) / 2 + 8 + (xLines.length * LINE) / 2;
  const plotRight = toX(spec.xMax);

  return {
    height: xLabelY + (xLines.length * LINE) / 2 + EDGE,
    unit,
    origin,
    xAxisEnd: plotRight + 14,
    yAxisEnd: top - 14,
    verticals: xs.map((value, index) => ({
      x: toX(value),
      value,
      ...(index % everyX === 0 ? { label: formatCount(value) } : {}),
    })),
    horizontals: ys.map((value, index) => ({
      y: toY(value),
      value,
      ...(index > 0 && index % everyY === 0 ? { label: formatCount(value) } : {}),
    })),
    tickLabelY,
    tickLabelX: left - 8,
    points: placePointLabels(
      spec.points.map((point) => ({ cx: toX(point.x), cy: toY(point.y), label: point.label })),
      { left: origin.x + 3, right: width - EDGE, top: EDGE, bottom: origin.y - 3 },
    ),
    xAxisLabel: { x: (left + plotRight) / 2, y: xLabelY, lines: xLines },
    yAxisLabel: rotated
      ? { x: EDGE + LINE / 2, y: (top + origin.y) / 2, text: spec.yAxisLabel, rotate: true }
      : { x: EDGE, y: EDGE + LINE / 2, text: spec.yAxisLabel, rotate: false },
  };
}
