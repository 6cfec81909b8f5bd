import { describe, expect, test } from 'vitest';
import { dotPlotLayout } from './dot-plot-layout';

describe('dotPlotLayout', () => {
  test('positions evenly spaced, each with its count of dots stacked straight up', () => {
    const layout = dotPlotLayout(
      {
        kind: 'dot-plot',
        title: 'Ribbons',
        axisLabel: 'Length (inches)',
        positions: [
          { label: '1/4', count: 2 },
          { label: '1/2', count: 4 },
          { label: '3/4', count: 0 },
        ],
        imageDescription: 'A dot plot.',
      },
      360,
    );
    const xs = layout.positions.map((position) => position.x);
    expect(xs[2]! - xs[1]!).toBeCloseTo(xs[1]! - xs[0]!);
    expect(layout.positions.map((position) => position.dots.length)).toEqual([2, 4, 0]);
    const column = layout.positions[1]!.dots;
    expect(column.every((dot) => dot.cx === xs[1])).toBe(true);
    column
      .slice(1)
      .forEach((dot, index) => expect(dot.cy).toBeLessThan(column[index]!.cy - 2 * layout.radius));
    expect(column[0]!.cy + layout.radius).toBeLessThan(layout.line.y);
    expect(Math.min(...column.map((dot) => dot.cy - layout.radius))).toBeGreaterThan(layout.title.y);
  });
});
