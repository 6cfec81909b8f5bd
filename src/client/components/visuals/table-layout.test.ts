import { describe, expect, test } from 'vitest';
import { columnWidths, tableLayout } from './table-layout';

describe('table layout', () => {
  test('narrow tables stretch to a comfortable width; wide ones shrink in proportion', () => {
    expect(columnWidths([50, 50], [40, 40], 344).reduce((a, b) => a + b)).toBe(220);
    expect(columnWidths([200, 100], [80, 60], 344).reduce((a, b) => a + b)).toBe(300);
    // Too wide: each keeps its longest word, and the rest goes to whoever wanted more.
    expect(columnWidths([400, 100], [100, 100], 300)).toEqual([200, 100]);
  });

  test('a header row then the body rows, cells centred in their columns, long text wrapped', () => {
    const layout = tableLayout(
      {
        kind: 'table',
        title: 'Snack Prices',
        headers: ['Snack', 'Price'],
        rows: [
          ['Apple', '$0.45'],
          ['A very long snack name that has to wrap onto more than one line', '$1.25'],
        ],
        imageDescription: 'A table.',
      },
      360,
    );
    expect(layout.rows).toHaveLength(3);
    expect(layout.rows[0]!.cells.map((cell) => cell.lines)).toEqual([['Snack'], ['Price']]);
    expect(layout.rows[2]!.cells[0]!.lines.length).toBeGreaterThan(1);
    expect(layout.rows[2]!.height).toBeGreaterThan(layout.rows[1]!.height);
    expect(layout.left).toBeGreaterThanOrEqual(0);
    expect(layout.left + layout.width).toBeLessThanOrEqual(360);
    expect(layout.title?.lines).toEqual(['Snack Prices']);
    expect(layout.viewWidth).toBe(360);
  });

  test('month names side by side never collide: one size smaller, and wider only if still needed', () => {
    const layout = tableLayout(
      {
        kind: 'table',
        headers: ['Expense', 'January', 'February', 'March'],
        rows: [['The monthly house payment', '$90', '$90', '$90']],
        imageDescription: 'A table.',
      },
      360,
    );
    const header = layout.rows[0]!.cells;
    header.forEach((cell) => expect(cell.lines).toHaveLength(1));
    expect(layout.rows[1]!.cells[0]!.lines.length).toBeGreaterThan(1);
    expect(layout.left + layout.width).toBeLessThanOrEqual(layout.viewWidth);
  });
});
