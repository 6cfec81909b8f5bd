import { describe, expect, test } from 'vitest';
import type { BaseTenBlocksVisual } from '../../../core/items/visual-types';
import { DEPTH, UNIT, baseTenLayout } from './base-ten-layout';

const blocks = (thousands: number, hundreds: number, tens: number, ones: number): BaseTenBlocksVisual => ({
  kind: 'base-ten-blocks',
  thousands,
  hundreds,
  tens,
  ones,
  imageDescription: 'Blocks.',
});

const count = (layout: ReturnType<typeof baseTenLayout>, place: string) =>
  layout.blocks.filter((block) => block.place === place).length;

describe('baseTenLayout', () => {
  test('draws exactly as many cubes, flats, rods and ones as the spec says', () => {
    const layout = baseTenLayout(blocks(2, 3, 4, 7), 360);
    expect([
      count(layout, 'thousand'),
      count(layout, 'hundred'),
      count(layout, 'ten'),
      count(layout, 'one'),
    ]).toEqual([2, 3, 4, 7]);
  });

  test('every block stays inside the width, even nine thousands', () => {
    for (const spec of [blocks(9, 9, 9, 9), blocks(0, 0, 12, 15), blocks(7, 4, 5, 3)]) {
      const layout = baseTenLayout(spec, 360);
      for (const block of layout.blocks) {
        const right =
          block.x +
          (block.place === 'thousand' ? 10 * UNIT + DEPTH : block.place === 'hundred' ? 10 * UNIT : UNIT);
        expect(block.x).toBeGreaterThanOrEqual(0);
        expect(right).toBeLessThanOrEqual(360);
        expect(block.y).toBeLessThan(layout.height);
      }
    }
  });

  test('rods and ones never overlap one another', () => {
    const layout = baseTenLayout(blocks(0, 1, 9, 9), 360);
    const small = layout.blocks.filter((block) => block.place !== 'hundred');
    const size = (place: string) => ({ w: UNIT, h: place === 'ten' ? 10 * UNIT : UNIT });
    small.forEach((a, i) =>
      small.slice(i + 1).forEach((b) => {
        const overlapX = Math.min(a.x + size(a.place).w, b.x + size(b.place).w) - Math.max(a.x, b.x);
        const overlapY = Math.min(a.y + size(a.place).h, b.y + size(b.place).h) - Math.max(a.y, b.y);
        expect(overlapX > 0 && overlapY > 0).toBe(false);
      }),
    );
  });

  test('no blocks at all is an empty picture, not an error', () => {
    expect(baseTenLayout(blocks(0, 0, 0, 0), 360).blocks).toEqual([]);
  });
});
