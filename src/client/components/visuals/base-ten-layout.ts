import type { BaseTenBlocksVisual } from '../../../core/items/visual-types';
import { flowLayout, type Size } from './flow-layout';
import { EDGE } from './text-metrics';

export type BlockPlace = 'thousand' | 'hundred' | 'ten' | 'one';

/** The side of a one-cube; a ten is 1 × 10 of them and a hundred 10 × 10, all to the same scale. */
export const UNIT = 10;
const LONG = 10 * UNIT;
/** How far the thousand cube's top and side faces recede. */
export const DEPTH = 30;

export interface Block {
  place: BlockPlace;
  x: number;
  y: number;
}

export interface BaseTenLayout {
  height: number;
  blocks: Block[];
}

interface Group {
  size: Size;
  blocks: Block[];
}

/**
 * `count` blocks of one place in rows as long as fit in `maxWidth`, or for ones in columns of five.
 * Cubes stand side by side like real ones, each hiding the side face of the one before.
 */
function group(place: BlockPlace, count: number, maxWidth: number): Group {
  const shape: Record<BlockPlace, { width: number; height: number; gap: number; extra: number }> = {
    thousand: { width: LONG, height: LONG + DEPTH, gap: 6, extra: DEPTH },
    hundred: { width: LONG, height: LONG, gap: 8, extra: 0 },
    ten: { width: UNIT, height: LONG, gap: 6, extra: 0 },
    one: { width: UNIT, height: UNIT, gap: 5, extra: 0 },
  };
  const { width, height, gap, extra } = shape[place];
  const perRow =
    place === 'one' ? 5 : Math.max(1, Math.min(10, Math.floor((maxWidth - extra + gap) / (width + gap))));
  const blocks = Array.from({ length: count }, (_, index) => {
    // Ones stack in columns of five (easy to count); everything else lines up in rows.
    const [row, column] =
      place === 'one'
        ? [index % perRow, Math.floor(index / perRow)]
        : [Math.floor(index / perRow), index % perRow];
    return { place, x: column * (width + gap), y: row * (height + gap) };
  });
  const across = place === 'one' ? Math.ceil(count / perRow) : Math.min(count, perRow);
  const down = place === 'one' ? Math.min(count, perRow) : Math.ceil(count / perRow);
  return {
    size: { width: across * (width + gap) - gap + extra, height: down * (height + gap) - gap },
    blocks,
  };
}

/**
 * Thousands, hundreds, tens and ones as cubes, flats, rods and small cubes, biggest first, each place
 * in its own cluster; clusters flow left to right and wrap when the width runs out.
 */
export function baseTenLayout(spec: BaseTenBlocksVisual, width: number): BaseTenLayout {
  const groups = (
    [
      ['thousand', spec.thousands],
      ['hundred', spec.hundreds],
      ['ten', spec.tens],
      ['one', spec.ones],
    ] as const
  )
    .filter(([, count]) => count > 0)
    .map(([place, count]) => group(place, count, width - 2 * EDGE));
  const flow = flowLayout(
    groups.map((g) => g.size),
    { maxWidth: width - 2 * EDGE, gapX: 26, gapY: 20, align: 'bottom' },
  );
  const blocks = groups.flatMap((g, index) => {
    const origin = flow.positions[index]!;
    return g.blocks.map((block) => ({
      ...block,
      x: EDGE + origin.x + block.x,
      y: EDGE + origin.y + block.y,
    }));
  });
  return { height: flow.height + 2 * EDGE, blocks };
}
