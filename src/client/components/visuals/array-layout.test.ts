import { describe, expect, test } from 'vitest';
import { arrayLayout } from './array-layout';

describe('arrayLayout', () => {
  test('rows × columns dots in a square grid, one band per row, inside the width', () => {
    const layout = arrayLayout(4, 6, 360);
    expect(layout.dots).toHaveLength(24);
    expect(layout.rowBands).toHaveLength(4);
    expect(new Set(layout.dots.map((dot) => dot.cy)).size).toBe(4);
    expect(new Set(layout.dots.map((dot) => dot.cx)).size).toBe(6);
    const across = layout.dots[1]!.cx - layout.dots[0]!.cx;
    const down = layout.dots[6]!.cy - layout.dots[0]!.cy;
    expect(across).toBeCloseTo(down);
    for (const dot of layout.dots) {
      expect(dot.cx - layout.radius).toBeGreaterThan(0);
      expect(dot.cx + layout.radius).toBeLessThan(360);
      expect(dot.cy + layout.radius).toBeLessThan(layout.height);
    }
  });

  test('a wide array shrinks to fit: 10 columns still fit in 360', () => {
    const layout = arrayLayout(2, 10, 360);
    expect(Math.max(...layout.dots.map((dot) => dot.cx + layout.radius))).toBeLessThan(360);
  });
});
