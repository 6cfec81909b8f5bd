import { describe, expect, test } from 'vitest';
import type { BarGraphVisual } from '../../../core/items/visual-types';
import { barGraphLayout } from './bar-graph-layout';

const graph = (orientation: BarGraphVisual['orientation'], labels = ['A', 'B', 'C']): BarGraphVisual => ({
  kind: 'bar-graph',
  title: 'Pets',
  categoryAxisLabel: 'Pet',
  valueAxisLabel: 'Number of Pets',
  scale: 5,
  orientation,
  bars: labels.map((label, index) => ({ label, value: [10, 25, 0][index % 3]! })),
  imageDescription: 'A bar graph.',
});

describe('barGraphLayout', () => {
  test('vertical: gridlines at every 5 up to 30, evenly spaced, and bar heights proportional', () => {
    const layout = barGraphLayout(graph('vertical'), 360);
    expect(layout.gridlines.map((line) => line.value)).toEqual([0, 5, 10, 15, 20, 25, 30]);
    const ys = layout.gridlines.map((line) => line.y1);
    ys.slice(1).forEach((y, index) => expect(ys[index]! - y).toBeCloseTo(ys[0]! - ys[1]!));
    const base = layout.plot.y + layout.plot.height;
    const [ten, twentyFive, zero] = layout.bars;
    expect(twentyFive!.height / ten!.height).toBeCloseTo(2.5);
    expect(zero!.height).toBe(0);
    // A bar of 10 ends exactly on the 10 gridline.
    expect(base - ten!.height).toBeCloseTo(layout.gridlines[2]!.y1);
    expect(layout.gridlines.every((line) => line.label)).toBe(true);
  });

  test('horizontal: bar lengths proportional and ending on their gridline', () => {
    const layout = barGraphLayout(graph('horizontal'), 360);
    const [ten, twentyFive] = layout.bars;
    expect(twentyFive!.width / ten!.width).toBeCloseTo(2.5);
    expect(ten!.x + ten!.width).toBeCloseTo(layout.gridlines[2]!.x1);
    expect(layout.plot.x + layout.plot.width).toBeLessThanOrEqual(360);
  });

  test('long category names take turns on two rows instead of running into each other', () => {
    const layout = barGraphLayout(graph('vertical', ['Soccer', 'Football', 'Baseball', 'Basketball']), 360);
    const [first, second] = layout.bars;
    expect(second!.label.y).toBeGreaterThan(first!.label.y);
    expect(second!.leader).toBeDefined();
    expect(first!.leader).toBeUndefined();
  });
});
