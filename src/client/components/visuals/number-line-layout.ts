import type { NumberLineVisual } from '../../../core/items/visual-types';
import { EDGE, FONT, lineHeight, mathLabelHeight, mathLabelWidth } from './text-metrics';

export interface NumberLineLayout {
  height: number;
  lineY: number;
  labelSize: number;
  /** The line runs past the first and last tick to its arrowheads. */
  lineStart: number;
  lineEnd: number;
  /** x of every tick, 0 … divisions: evenly spaced. */
  tickXs: number[];
  tickLabels: { x: number; y: number; text: string }[];
  /** A point's label sits above it, or beside it, away from a jump that starts or ends there. */
  points: { x: number; label?: string; labelX: number; labelY: number; anchor: 'start' | 'middle' | 'end' }[];
  jumps: { path: string; arrowhead: string; label?: string; labelX: number; labelY: number }[];
}

const TICK = 10;
const POINT_LABEL_GAP = 24;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const round = (value: number) => Math.round(value * 100) / 100;

/** A small triangle pointing from `from` to `tip`. */
function arrowhead(from: { x: number; y: number }, tip: { x: number; y: number }, size = 10): string {
  const angle = Math.atan2(tip.y - from.y, tip.x - from.x);
  const corner = (turn: number) => ({
    x: tip.x - size * Math.cos(angle + turn),
    y: tip.y - size * Math.sin(angle + turn),
  });
  const a = corner(0.45);
  const b = corner(-0.45);
  return [tip, a, b].map((p) => `${round(p.x)},${round(p.y)}`).join(' ');
}

/** Beside a point, on the side away from the jumps that start or end at it; above it otherwise. */
function labelSide(tick: number, jumps: NumberLineVisual['jumps']): 'above' | 'left' | 'right' {
  const others = jumps.flatMap((jump) =>
    jump.fromTick === tick ? [jump.toTick] : jump.toTick === tick ? [jump.fromTick] : [],
  );
  if (others.length === 0) return 'above';
  if (others.every((other) => other > tick)) return 'left';
  if (others.every((other) => other < tick)) return 'right';
  return 'above';
}

/**
 * Where everything on a number line goes: tick i at i/divisions of the way from the first tick to the
 * last, points and jump ends on their ticks, labels under ticks, points' labels above them, and jumps
 * as arcs over the line whose height grows with their length.
 */
export function numberLineLayout(spec: NumberLineVisual, width: number): NumberLineLayout {
  const endLabels = spec.tickLabels.filter((label) => label.tick === 0 || label.tick === spec.divisions);
  const endRoom = Math.max(0, ...endLabels.map((label) => mathLabelWidth(label.text, FONT.label) / 2));
  const margin = Math.max(24, endRoom + 4);
  const first = EDGE + margin;
  const last = width - EDGE - margin;
  const spacing = (last - first) / spec.divisions;
  const tickX = (tick: number) => first + tick * spacing;
  // Labels on neighbouring ticks that would nearly touch are set a size smaller.
  const sorted = [...spec.tickLabels].sort((a, b) => a.tick - b.tick);
  const crowded = sorted.some((label, index) => {
    const next = sorted[index + 1];
    if (!next) return false;
    const gap = (next.tick - label.tick) * spacing;
    return (mathLabelWidth(label.text, FONT.label) + mathLabelWidth(next.text, FONT.label)) / 2 + 6 > gap;
  });
  const labelSize = crowded ? FONT.small : FONT.label;

  const arcs = spec.jumps.map((jump) => {
    const x1 = tickX(jump.fromTick);
    const x2 = tickX(jump.toTick);
    return { jump, x1, x2, rise: clamp(Math.abs(x2 - x1) * 0.45, 22, 64) };
  });
  const pointRoom = spec.points.some((point) => point.label)
    ? POINT_LABEL_GAP + lineHeight(FONT.label) / 2
    : 10;
  const arcRoom = Math.max(0, ...arcs.map((arc) => arc.rise + 4 + (arc.jump.label ? 26 : 12)));
  const lineY = EDGE + Math.max(pointRoom, arcRoom) + 2;
  const labelHeight = Math.max(0, ...spec.tickLabels.map((label) => mathLabelHeight(label.text, labelSize)));
  const labelY = lineY + TICK + 6 + labelHeight / 2;

  return {
    height: labelY + labelHeight / 2 + EDGE,
    lineY,
    labelSize,
    lineStart: EDGE + 2,
    lineEnd: width - EDGE - 2,
    tickXs: Array.from({ length: spec.divisions + 1 }, (_, tick) => tickX(tick)),
    tickLabels: spec.tickLabels.map((label) => ({ x: tickX(label.tick), y: labelY, text: label.text })),
    points: spec.points.map((point) => {
      const x = tickX(point.tick);
      const side = labelSide(point.tick, spec.jumps);
      return {
        x,
        ...(point.label ? { label: point.label } : {}),
        labelX: side === 'above' ? x : side === 'left' ? x - 10 : x + 10,
        labelY: side === 'above' ? lineY - POINT_LABEL_GAP : lineY - 17,
        anchor:
          side === 'above' ? ('middle' as const) : side === 'left' ? ('end' as const) : ('start' as const),
      };
    }),
    jumps: arcs.map(({ jump, x1, x2, rise }) => {
      const startY = lineY - 4;
      const control = { x: (x1 + x2) / 2, y: startY - 2 * rise };
      return {
        path: `M ${round(x1)} ${startY} Q ${round(control.x)} ${round(control.y)} ${round(x2)} ${startY}`,
        arrowhead: arrowhead(control, { x: x2, y: startY }),
        ...(jump.label ? { label: jump.label } : {}),
        labelX: control.x,
        labelY: startY - rise - 14,
      };
    }),
  };
}
