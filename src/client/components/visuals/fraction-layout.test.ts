import { describe, expect, test } from 'vitest';
import { fractionBarsLayout, fractionCirclesLayout, sectorPaths, splitIntoWholes } from './fraction-layout';

describe('fraction models', () => {
  test('3 of 8 parts shaded is one bar of 8 equal parts with exactly the first 3 shaded', () => {
    const layout = fractionBarsLayout([{ parts: 8, shaded: 3 }], 360);
    const [bar] = layout.models[0]!.bars;
    expect(bar!.parts).toHaveLength(8);
    expect(bar!.parts.map((part) => part.shaded)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    const widths = bar!.parts.map((part) => part.width);
    for (const width of widths) expect(width).toBeCloseTo(widths[0]!);
    bar!.parts
      .slice(1)
      .forEach((part, index) => expect(part.x).toBeCloseTo(bar!.parts[index]!.x + widths[0]!));
  });

  test('bars of different denominators are the same length (same-size wholes)', () => {
    const layout = fractionBarsLayout(
      [
        { parts: 3, shaded: 1, label: 'A' },
        { parts: 6, shaded: 2, label: 'B' },
      ],
      360,
    );
    const length = (index: number) =>
      layout.models[index]!.bars[0]!.parts.reduce((sum, part) => sum + part.width, 0);
    expect(length(0)).toBeCloseTo(length(1));
    expect(layout.models[0]!.labelLines).toEqual(['A']);
  });

  test('more shaded parts than parts (5/4) becomes a full whole and then 1 of 4', () => {
    expect(splitIntoWholes({ parts: 4, shaded: 5 })).toEqual([
      { parts: 4, shaded: 4 },
      { parts: 4, shaded: 1 },
    ]);
    expect(splitIntoWholes({ parts: 4, shaded: 0 })).toEqual([{ parts: 4, shaded: 0 }]);
    expect(splitIntoWholes({ parts: 3, shaded: 6 })).toHaveLength(2);
  });

  test('a circle splits into as many slices as parts, the first starting at 12 o’clock', () => {
    expect(sectorPaths(6, 100, 100, 50)).toHaveLength(6);
    expect(sectorPaths(4, 100, 100, 50)[0]).toBe('M 100 100 L 100 50 A 50 50 0 0 1 150 100 Z');
    expect(sectorPaths(1, 100, 100, 50)).toHaveLength(1);
  });

  test('circles keep each model’s wholes together and fit the width', () => {
    const layout = fractionCirclesLayout(
      [
        { parts: 3, shaded: 1, label: 'Pizza A' },
        { parts: 4, shaded: 6 },
      ],
      360,
    );
    expect(layout.models[1]!.circles).toHaveLength(2);
    for (const model of layout.models)
      for (const circle of model.circles) {
        expect(circle.cx - layout.radius).toBeGreaterThanOrEqual(0);
        expect(circle.cx + layout.radius).toBeLessThanOrEqual(360);
      }
  });
});
