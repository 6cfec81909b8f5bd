import { describe, expect, test } from 'vitest';
import { areaModelLayout, partShares } from './area-model-layout';

describe('areaModelLayout', () => {
  test('a bigger part gets more room, but a small part keeps enough for its label', () => {
    const [twenty, three] = partShares([20, 3]);
    expect(twenty! + three!).toBeCloseTo(1);
    expect(twenty).toBeGreaterThan(three!);
    expect(three).toBeGreaterThanOrEqual(0.2);
    expect(partShares([5])).toEqual([1]);
  });

  test('one cell per pair of parts, holding their product, tiling the box exactly', () => {
    const layout = areaModelLayout(
      {
        kind: 'area-model',
        rowParts: [30, 5],
        columnParts: [40, 6],
        showPartialProducts: true,
        imageDescription: 'x',
      },
      360,
    );
    expect(layout.cells.map((cell) => cell.product)).toEqual(['1,200', '180', '200', '30']);
    const area = layout.cells.reduce((sum, cell) => sum + cell.width * cell.height, 0);
    expect(area).toBeCloseTo(layout.box.width * layout.box.height);
    expect(layout.columnLabels.map((label) => label.text)).toEqual(['40', '6']);
    expect(layout.rowLabels.map((label) => label.text)).toEqual(['30', '5']);
    expect(layout.box.x + layout.box.width).toBeLessThanOrEqual(360);
  });
});
