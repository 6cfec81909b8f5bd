import { EDGE } from './text-metrics';

export interface ArrayLayout {
  height: number;
  radius: number;
  /** Row by row, left to right: rows × columns dots. */
  dots: { cx: number; cy: number; row: number; column: number }[];
  /** A faint box behind each row, so rows are easy to count. */
  rowBands: { x: number; y: number; width: number; height: number }[];
}

/** Equal rows of equal dots, as big as fit (at most 40 units apart), centred across the width. */
export function arrayLayout(rows: number, columns: number, width: number): ArrayLayout {
  const cell = Math.min(40, (width - 2 * EDGE - 8) / columns, 360 / rows);
  const radius = cell * 0.34;
  const left = (width - columns * cell) / 2;
  const top = EDGE + 4;
  const dots = Array.from({ length: rows * columns }, (_, index) => {
    const row = Math.floor(index / columns);
    const column = index % columns;
    return { cx: left + (column + 0.5) * cell, cy: top + (row + 0.5) * cell, row, column };
  });
  const rowBands = Array.from({ length: rows }, (_, row) => ({
    x: left + 1,
    y: top + row * cell + 2,
    width: columns * cell - 2,
    height: cell - 4,
  }));
  return { height: top + rows * cell + 4 + EDGE, radius, dots, rowBands };
}
