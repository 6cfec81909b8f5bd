import type { AreaModelVisual } from '../../../core/items/visual-types';
import { formatCount } from '../../lib/number-format';
import { EDGE, FONT, lineHeight, textWidth } from './text-metrics';

export interface AreaModelCell {
  x: number;
  y: number;
  width: number;
  height: number;
  row: number;
  column: number;
  product: string;
}

export interface AreaModelLayout {
  height: number;
  box: { x: number; y: number; width: number; height: number };
  columnLabels: { x: number; y: number; text: string }[];
  rowLabels: { x: number; y: number; text: string }[];
  cells: AreaModelCell[];
}

/**
 * How much of a side each part gets: its share of the total, but never less than `least`, so the 3 in
 * 20 + 3 still has room for its label. A bigger part is never drawn narrower than a smaller one.
 */
export function partShares(parts: readonly number[], least = 0.22): number[] {
  const total = parts.reduce((sum, part) => sum + part, 0);
  const floor = Math.min(least, 1 / parts.length);
  const raw = parts.map((part) => Math.max(part / total, floor));
  const sum = raw.reduce((a, b) => a + b, 0);
  return raw.map((share) => share / sum);
}

function offsets(shares: number[], start: number, length: number): { at: number; size: number }[] {
  let at = start;
  return shares.map((share) => {
    const size = share * length;
    const slot = { at, size };
    at += size;
    return slot;
  });
}

/** A rectangle split by the parts of each factor, the parts labelled outside and products inside. */
export function areaModelLayout(spec: AreaModelVisual, width: number): AreaModelLayout {
  const rowTexts = spec.rowParts.map(formatCount);
  const labelWidth = Math.max(...rowTexts.map((text) => textWidth(text, FONT.big, true)));
  const left = EDGE + labelWidth + 12;
  const top = EDGE + lineHeight(FONT.big) + 8;
  const boxWidth = width - left - EDGE - 4;
  const rowTotal = spec.rowParts.reduce((a, b) => a + b, 0);
  const columnTotal = spec.columnParts.reduce((a, b) => a + b, 0);
  const least = spec.rowParts.length === 1 ? 96 : 72 * spec.rowParts.length;
  const boxHeight = Math.min(Math.max(least, 260), Math.max(least, (boxWidth * rowTotal) / columnTotal));

  const columns = offsets(partShares(spec.columnParts), left, boxWidth);
  const rows = offsets(partShares(spec.rowParts), top, boxHeight);
  return {
    height: top + boxHeight + EDGE + 2,
    box: { x: left, y: top, width: boxWidth, height: boxHeight },
    columnLabels: columns.map((slot, index) => ({
      x: slot.at + slot.size / 2,
      y: EDGE + lineHeight(FONT.big) / 2,
      text: formatCount(spec.columnParts[index]!),
    })),
    rowLabels: rows.map((slot, index) => ({
      x: left - 10,
      y: slot.at + slot.size / 2,
      text: rowTexts[index]!,
    })),
    cells: rows.flatMap((rowSlot, row) =>
      columns.map((columnSlot, column) => ({
        x: columnSlot.at,
        y: rowSlot.at,
        width: columnSlot.size,
        height: rowSlot.size,
        row,
        column,
        product: formatCount(spec.rowParts[row]! * spec.columnParts[column]!),
      })),
    ),
  };
}
