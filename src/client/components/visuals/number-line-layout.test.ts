import { describe, expect, test } from 'vitest';
import type { NumberLineVisual } from '../../../core/items/visual-types';
import { numberLineLayout } from './number-line-layout';

const line = (overrides: Partial<NumberLineVisual> = {}): NumberLineVisual => ({
  kind: 'number-line',
  divisions: 8,
  tickLabels: [
    { tick: 0, text: '0' },
    { tick: 8, text: '1' },
  ],
  points: [{ tick: 3, label: 'P' }],
  jumps: [],
  imageDescription: 'A number line.',
  ...overrides,
});

describe('numberLineLayout', () => {
  test('divisions + 1 ticks, evenly spaced, inside the width', () => {
    const { tickXs } = numberLineLayout(line(), 360);
    expect(tickXs).toHaveLength(9);
    const spacing = tickXs[1]! - tickXs[0]!;
    tickXs.forEach((x, tick) => expect(x).toBeCloseTo(tickXs[0]! + tick * spacing));
    expect(tickXs[0]).toBeGreaterThan(0);
    expect(tickXs[8]).toBeLessThan(360);
  });

  test('labels and points sit exactly on their ticks: 3/8 is three eighths of the way along', () => {
    const layout = numberLineLayout(line(), 360);
    const [first, last] = [layout.tickXs[0]!, layout.tickXs[8]!];
    expect(layout.points[0]!.x).toBeCloseTo(first + (3 / 8) * (last - first));
    expect(layout.tickLabels.map((label) => label.x)).toEqual([first, last]);
    expect(layout.points[0]!.labelY).toBeLessThan(layout.lineY);
    expect(layout.tickLabels[0]!.y).toBeGreaterThan(layout.lineY);
  });

  test('jumps run from tick to tick above the line, longer jumps higher', () => {
    const layout = numberLineLayout(
      line({
        points: [],
        jumps: [
          { fromTick: 0, toTick: 4, label: '+4' },
          { fromTick: 4, toTick: 5 },
        ],
      }),
      360,
    );
    const [long, short] = layout.jumps;
    expect(long!.path.startsWith(`M ${layout.tickXs[0]} `)).toBe(true);
    expect(long!.path).toContain(` ${layout.tickXs[4]} ${layout.lineY - 4}`);
    expect(long!.labelY).toBeLessThan(short!.labelY);
    expect(long!.label).toBe('+4');
    expect(short!.label).toBeUndefined();
    expect(Math.min(long!.labelY, short!.labelY)).toBeGreaterThan(0);
  });

  test('crowded tick labels are set one size smaller', () => {
    const many = line({
      divisions: 10,
      tickLabels: Array.from({ length: 11 }, (_, tick) => ({ tick, text: String(tick * 100) })),
    });
    expect(numberLineLayout(many, 360).labelSize).toBeLessThan(numberLineLayout(line(), 360).labelSize);
  });
});
