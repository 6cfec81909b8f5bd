import type { StripDiagramVisual } from '../../../core/items/visual-types';
import { EDGE, FONT, lineHeight, textWidth, wrapWords } from './text-metrics';

export const SEGMENT_SIZE = FONT.big;
const BAR_HEIGHT = 54;
const BRACE = 16;

export interface StripDiagramLayout {
  height: number;
  bar: { x: number; y: number; width: number; height: number };
  segments: { x: number; width: number; label: string }[];
  total?: { brace: string; lines: string[]; y: number };
}

/**
 * Segment widths: in proportion to size, except that a segment too narrow for its label gets just
 * enough room and the others share what is left, still in proportion. They always fill `width`.
 */
export function segmentWidths(sizes: readonly number[], least: readonly number[], width: number): number[] {
  const fixed = new Set<number>();
  for (let round = 0; round <= sizes.length; round += 1) {
    const fixedWidth = [...fixed].reduce((sum, index) => sum + least[index]!, 0);
    const freeSize = sizes.reduce((sum, size, index) => (fixed.has(index) ? sum : sum + size), 0);
    const widths = sizes.map((size, index) =>
      fixed.has(index) ? least[index]! : ((width - fixedWidth) * size) / freeSize,
    );
    const tooNarrow = widths.findIndex((w, index) => !fixed.has(index) && w < least[index]!);
    if (tooNarrow < 0 || fixed.size === sizes.length - 1) return widths;
    fixed.add(tooNarrow);
  }
  return sizes.map(() => width / sizes.length);
}

/** A curly brace over x1…x2 whose feet stand on `y` and whose point is `BRACE` above. */
export function bracePath(x1: number, x2: number, y: number): string {
  const mid = (x1 + x2) / 2;
  const half = BRACE / 2;
  const shoulder = y - half;
  return [
    `M ${x1} ${y}`,
    `Q ${x1} ${shoulder} ${x1 + half} ${shoulder}`,
    `L ${mid - half} ${shoulder}`,
    `Q ${mid} ${shoulder} ${mid} ${y - BRACE}`,
    `Q ${mid} ${shoulder} ${mid + half} ${shoulder}`,
    `L ${x2 - half} ${shoulder}`,
    `Q ${x2} ${shoulder} ${x2} ${y}`,
  ].join(' ');
}

/** A strip diagram: one bar cut into labelled segments, with the total over a brace above it. */
export function stripDiagramLayout(spec: StripDiagramVisual, width: number): StripDiagramLayout {
  const left = EDGE + 2;
  const barWidth = width - 2 * left;
  const totalLines = spec.totalLabel ? wrapWords(spec.totalLabel, barWidth, FONT.big, true) : [];
  const totalHeight = totalLines.length * lineHeight(FONT.big);
  const barY = EDGE + (totalLines.length > 0 ? totalHeight + 6 + BRACE + 6 : 2);
  const least = spec.segments.map((segment) =>
    Math.max(30, textWidth(segment.label, SEGMENT_SIZE, true) + 16),
  );
  const widths = segmentWidths(
    spec.segments.map((segment) => segment.size),
    least,
    barWidth,
  );
  let x = left;
  const segments = spec.segments.map((segment, index) => {
    const placed = { x, width: widths[index]!, label: segment.label };
    x += widths[index]!;
    return placed;
  });
  return {
    height: barY + BAR_HEIGHT + EDGE + 2,
    bar: { x: left, y: barY, width: barWidth, height: BAR_HEIGHT },
    segments,
    ...(totalLines.length > 0
      ? {
          total: {
            brace: bracePath(left, left + barWidth, barY - 6),
            lines: totalLines,
            y: EDGE + totalHeight / 2,
          },
        }
      : {}),
  };
}
