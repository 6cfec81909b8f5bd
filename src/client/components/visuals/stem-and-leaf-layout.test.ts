import { describe, expect, test } from 'vitest';
import { stemAndLeafLayout } from './stem-and-leaf-layout';

describe('stemAndLeafLayout', () => {
  test('one row per stem; leaves right of the divider in evenly spaced columns', () => {
    const layout = stemAndLeafLayout(
      {
        kind: 'stem-and-leaf',
        title: 'Points',
        stems: [
          { stem: 2, leaves: [1, 4, 4, 8] },
          { stem: 3, leaves: [] },
          { stem: 14, leaves: [6] },
        ],
        keyText: 'Key: 3 | 2 means 32',
        imageDescription: 'A stem-and-leaf plot.',
      },
      360,
    );
    expect(layout.rows.map((row) => row.stem.text)).toEqual(['2', '3', '14']);
    expect(layout.rows[0]!.leaves.map((leaf) => leaf.text)).toEqual(['1', '4', '4', '8']);
    const xs = layout.rows[0]!.leaves.map((leaf) => leaf.x);
    xs.slice(1).forEach((x, index) => expect(x - xs[index]!).toBeCloseTo(xs[1]! - xs[0]!));
    expect(xs[0]).toBeGreaterThan(layout.table.dividerX);
    expect(layout.rows[2]!.leaves[0]!.x).toBe(xs[0]);
    for (const row of layout.rows) expect(row.stem.x).toBeLessThan(layout.table.dividerX);
    expect(layout.key.y).toBeGreaterThan(layout.table.bottom);
  });
});
