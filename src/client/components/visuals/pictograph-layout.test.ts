import { describe, expect, test } from 'vitest';
import type { PictographVisual } from '../../../core/items/visual-types';
import { pictographLayout, symbolPortions } from './pictograph-layout';

describe('pictograph', () => {
  test('a value is whole symbols plus the part left over: 5 at 2 each is 2 and a half', () => {
    expect(symbolPortions(5, 2)).toEqual([1, 1, 0.5]);
    expect(symbolPortions(8, 2)).toEqual([1, 1, 1, 1]);
    expect(symbolPortions(3, 4)).toEqual([0.75]);
    expect(symbolPortions(0, 4)).toEqual([]);
  });

  test('each row gets its symbols, all inside the chart, and the key comes last', () => {
    const spec: PictographVisual = {
      kind: 'pictograph',
      title: 'Books',
      symbol: 'book',
      valuePerSymbol: 2,
      rows: [
        { label: 'Monday', value: 8 },
        { label: 'Tuesday', value: 5 },
        { label: 'Wednesday', value: 24 },
      ],
      imageDescription: 'A pictograph.',
    };
    const layout = pictographLayout(spec, 360);
    expect(layout.rows.map((row) => row.symbols.length)).toEqual([4, 3, 12]);
    expect(layout.rows[1]!.symbols[2]!.portion).toBe(0.5);
    for (const row of layout.rows)
      for (const symbol of row.symbols) {
        expect(symbol.x).toBeGreaterThan(layout.table.dividerX);
        expect(symbol.x + layout.symbolSize).toBeLessThanOrEqual(layout.table.x + layout.table.width);
        expect(symbol.y).toBeGreaterThanOrEqual(row.top);
        expect(symbol.y + layout.symbolSize).toBeLessThanOrEqual(row.top + row.height);
      }
    expect(layout.key.y).toBeGreaterThan(layout.table.y + layout.table.height);
    expect(layout.key.valueText).toBe('= 2');
  });
});
