import type { TableVisual } from '../../../core/items/visual-types';
import { EDGE, FONT, lineHeight, textWidth, wrapWords } from './text-metrics';

const PAD = 12;
const TIGHT_PAD = 6;

export interface TableCell {
  x: number;
  y: number;
  width: number;
  lines: string[];
}

export interface TableLayout {
  /** Usually the standard width; wider only when the longest words cannot otherwise fit. */
  viewWidth: number;
  fontSize: number;
  height: number;
  title?: { lines: string[]; y: number };
  left: number;
  width: number;
  columnXs: number[];
  /** rows[0] is the header row. */
  rows: { y: number; height: number; cells: TableCell[] }[];
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * Column widths: each column as wide as its widest text, all stretched to at least `least` together.
 * When that is too wide, each column keeps room for its longest word and the space left is shared
 * by how much more each one wanted, so long cells wrap at spaces and words are never split.
 */
export function columnWidths(
  naturals: readonly number[],
  minimums: readonly number[],
  available: number,
  least = 220,
): number[] {
  const total = sum(naturals);
  if (total <= available) {
    const extra = (Math.min(available, Math.max(total, least)) - total) / naturals.length;
    return naturals.map((natural) => natural + extra);
  }
  const floor = sum(minimums);
  if (floor >= available) return minimums.map((minimum) => (minimum * available) / floor);
  const wants = naturals.map((natural, index) => natural - minimums[index]!);
  return minimums.map((minimum, index) => minimum + ((available - floor) * wants[index]!) / sum(wants));
}

/** Widths of each column's widest text and longest word at `size`; the header row (0) is bold. */
function measureColumns(rows: readonly (readonly string[])[], columns: number, size: number) {
  const widest = (column: number, measure: (text: string, bold: boolean) => number) =>
    Math.max(...rows.map((row, index) => measure(row[column] ?? '', index === 0)));
  const whole = (text: string, bold: boolean) => textWidth(text, size, bold);
  const word = (text: string, bold: boolean) =>
    Math.max(0, ...text.split(/\s+/).map((w) => textWidth(w, size, bold)));
  return {
    naturals: Array.from({ length: columns }, (_, c) => widest(c, whole) + 2 * PAD),
    minimums: Array.from({ length: columns }, (_, c) => widest(c, word) + 2 * TIGHT_PAD),
  };
}

/**
 * A table with a header row; every row is as tall as its most-wrapped cell. If the longest words
 * cannot fit side by side even one size smaller, the picture is made wider (so it scales down)
 * rather than letting words run into each other.
 */
export function tableLayout(spec: TableVisual, standardWidth: number): TableLayout {
  const columns = Math.max(spec.headers.length, ...spec.rows.map((row) => row.length));
  const allRows = [spec.headers, ...spec.rows];
  const room = standardWidth - 2 * EDGE;
  const regular = measureColumns(allRows, columns, FONT.label);
  const fits = sum(regular.minimums) <= room;
  const fontSize = fits ? FONT.label : FONT.small;
  const { naturals, minimums } = fits ? regular : measureColumns(allRows, columns, FONT.small);
  const width = Math.max(standardWidth, Math.ceil(sum(minimums)) + 2 * EDGE);
  const widths = columnWidths(naturals, minimums, width - 2 * EDGE);
  const titleLines = spec.title ? wrapWords(spec.title, width - 2 * EDGE, FONT.title, true) : [];
  const titleHeight = titleLines.length * lineHeight(FONT.title);
  const tableWidth = sum(widths);
  const left = (width - tableWidth) / 2;
  const columnXs = widths.map((_, column) => left + sum(widths.slice(0, column)));

  let y = EDGE + titleHeight + (titleLines.length > 0 ? 10 : 0);
  const rows = allRows.map((row, index) => {
    const cells = widths.map((cellWidth, column) => ({
      x: columnXs[column]! + cellWidth / 2,
      y: 0,
      width: cellWidth,
      lines: wrapWords(row[column] ?? '', cellWidth - 2 * TIGHT_PAD, fontSize, index === 0),
    }));
    const height = Math.max(...cells.map((cell) => cell.lines.length)) * lineHeight(fontSize) + 16;
    const placed = { y, height, cells: cells.map((cell) => ({ ...cell, y: y + height / 2 })) };
    y += height;
    return placed;
  });
  return {
    viewWidth: width,
    fontSize,
    height: y + EDGE,
    ...(titleLines.length > 0 ? { title: { lines: titleLines, y: EDGE + titleHeight / 2 } } : {}),
    left,
    width: tableWidth,
    columnXs,
    rows,
  };
}
