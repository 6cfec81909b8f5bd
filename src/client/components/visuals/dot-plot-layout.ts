import type { DotPlotVisual } from '../../../core/items/visual-types';
import { EDGE, FONT, lineHeight, mathLabelHeight, mathLabelWidth, wrapWords } from './text-metrics';

export interface DotPlotLayout {
  height: number;
  title: { lines: string[]; y: number };
  line: { x1: number; x2: number; y: number };
  radius: number;
  labelSize: number;
  /** One per position, evenly spaced, with the centres of its dots from the line upwards. */
  positions: { x: number; label: string; labelY: number; dots: { cx: number; cy: number }[] }[];
  axisLabel: { lines: string[]; y: number };
}

/** A dot plot: positions evenly spaced along a line, each with its dots stacked straight up. */
export function dotPlotLayout(spec: DotPlotVisual, width: number): DotPlotLayout {
  const titleLines = wrapWords(spec.title, width - 2 * EDGE, FONT.title, true);
  const titleHeight = titleLines.length * lineHeight(FONT.title);
  const lineStart = EDGE + 4;
  const lineEnd = width - EDGE - 4;
  const slot = (lineEnd - lineStart) / spec.positions.length;
  const radius = Math.min(9, slot * 0.3);
  const pitch = 2 * radius + 4;
  const most = Math.max(1, ...spec.positions.map((position) => position.count));
  const lineY = EDGE + titleHeight + 14 + most * pitch;
  const fits = spec.positions.every((position) => mathLabelWidth(position.label, FONT.label) <= slot - 4);
  const labelSize = fits ? FONT.label : FONT.small;
  const labelHeight = Math.max(
    ...spec.positions.map((position) => mathLabelHeight(position.label, labelSize)),
  );
  const labelY = lineY + 14 + labelHeight / 2;
  const axisLines = wrapWords(spec.axisLabel, width - 2 * EDGE, FONT.label, true);
  const axisY = labelY + labelHeight / 2 + 8 + (axisLines.length * lineHeight(FONT.label)) / 2;
  return {
    height: axisY + (axisLines.length * lineHeight(FONT.label)) / 2 + EDGE,
    title: { lines: titleLines, y: EDGE + titleHeight / 2 },
    line: { x1: lineStart, x2: lineEnd, y: lineY },
    radius,
    labelSize,
    positions: spec.positions.map((position, index) => {
      const x = lineStart + (index + 0.5) * slot;
      return {
        x,
        label: position.label,
        labelY,
        dots: Array.from({ length: position.count }, (_, level) => ({
          cx: x,
          cy: lineY - 6 - radius - level * pitch,
        })),
      };
    }),
    axisLabel: { lines: axisLines, y: axisY },
  };
}
