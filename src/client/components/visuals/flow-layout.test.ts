import { describe, expect, test } from 'vitest';
import { flowLayout } from './flow-layout';

describe('flowLayout', () => {
  test('boxes go left to right, wrap when the row is full, and each row is centred', () => {
    const box = { width: 100, height: 50 };
    const flow = flowLayout([box, box, box, box], { maxWidth: 330, gapX: 10, gapY: 20 });
    expect(flow.rows).toEqual([0, 0, 0, 1]);
    expect(flow.positions.slice(0, 3).map((p) => p.x)).toEqual([5, 115, 225]);
    expect(flow.positions[3]).toEqual({ x: 115, y: 70 });
    expect(flow.height).toBe(120);
  });

  test('shorter boxes sit on the bottom of their row unless told otherwise', () => {
    const items = [
      { width: 50, height: 100 },
      { width: 50, height: 40 },
    ];
    expect(flowLayout(items, { maxWidth: 200, gapX: 0, gapY: 0 }).positions[1]!.y).toBe(60);
    expect(flowLayout(items, { maxWidth: 200, gapX: 0, gapY: 0, align: 'middle' }).positions[1]!.y).toBe(30);
    expect(flowLayout(items, { maxWidth: 200, gapX: 0, gapY: 0, align: 'top' }).positions[1]!.y).toBe(0);
  });
});
