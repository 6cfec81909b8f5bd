import { describe, expect, test } from 'vitest';
import type { CoordinateGridVisual } from '../../../core/items/visual-types';
import { coordinateGridLayout } from './coordinate-grid-layout';

const grid = (overrides: Partial<CoordinateGridVisual> = {}): CoordinateGridVisual => ({
  kind: 'coordinate-grid',
  xMax: 10,
  yMax: 8,
  step: 1,
  xAxisLabel: 'x',
  yAxisLabel: 'y',
  points: [
    { x: 2, y: 3, label: 'A' },
    { x: 10, y: 8, label: 'B' },
  ],
  imageDescription: 'A grid.',
  ...overrides,
});

describe('coordinateGridLayout', () => {
  test('square cells, a line every step, and (x, y) at x units right and y units up from 0', () => {
    const layout = coordinateGridLayout(grid(), 360);
    expect(layout.verticals).toHaveLength(11);
    expect(layout.horizontals).toHaveLength(9);
    const across = layout.verticals[1]!.x - layout.verticals[0]!.x;
    const up = layout.horizontals[0]!.y - layout.horizontals[1]!.y;
    expect(across).toBeCloseTo(up);
    const a = layout.points[0]!;
    expect(a.cx).toBeCloseTo(layout.origin.x + 2 * layout.unit);
    expect(a.cy).toBeCloseTo(layout.origin.y - 3 * layout.unit);
  });

  test('0 is written once, under the origin; a label at the right edge goes to the point’s left', () => {
    const layout = coordinateGridLayout(grid(), 360);
    expect(layout.verticals[0]!.label).toBe('0');
    expect(layout.horizontals[0]!.label).toBeUndefined();
    expect(layout.points[1]!.label!.anchor).toBe('end');
    expect(layout.points[0]!.label!.anchor).toBe('start');
  });

  test('points one unit apart in a column each get a label level with their own dot', () => {
    const layout = coordinateGridLayout(
      grid({
        yMax: 10,
        points: [
          { x: 4, y: 9, label: 'B' },
          { x: 4, y: 8, label: 'C' },
          { x: 4, y: 10, label: 'D' },
        ],
      }),
      360,
    );
    for (const point of layout.points) expect(point.label!.y).toBeCloseTo(point.cy);
  });

  test('a step of 5 draws lines at 0, 5, 10 … 20', () => {
    const layout = coordinateGridLayout(grid({ xMax: 20, yMax: 20, step: 5 }), 360);
    expect(layout.verticals.map((line) => line.value)).toEqual([0, 5, 10, 15, 20]);
  });

  test('a y-axis title longer than the axis moves above it instead of running off the picture', () => {
    const short = coordinateGridLayout(grid({ yMax: 3, yAxisLabel: 'Number of Hours Worked Each Day' }), 360);
    expect(short.yAxisLabel.rotate).toBe(false);
    expect(coordinateGridLayout(grid(), 360).yAxisLabel.rotate).toBe(true);
  });
});
