export interface Size {
  width: number;
  height: number;
}

export interface FlowOptions {
  maxWidth: number;
  gapX: number;
  gapY: number;
  /** Where items shorter than their row sit. */
  align?: 'top' | 'middle' | 'bottom';
}

export interface Flow {
  /** The top-left corner of each item, in the order given. */
  positions: { x: number; y: number }[];
  /** Which row each item landed on. */
  rows: number[];
  height: number;
}

/**
 * Places boxes left to right, starting a new row when the next one would pass `maxWidth` (a box wider
 * than that gets a row of its own). Each row is centred in `maxWidth`, like words in a centred line.
 */
export function flowLayout(items: readonly Size[], options: FlowOptions): Flow {
  const { maxWidth, gapX, gapY, align = 'bottom' } = options;
  const rowsOfItems: number[][] = [];
  let current: number[] = [];
  let used = 0;
  items.forEach((item, index) => {
    const needed = current.length === 0 ? item.width : used + gapX + item.width;
    if (current.length > 0 && needed > maxWidth) {
      rowsOfItems.push(current);
      current = [index];
      used = item.width;
    } else {
      current.push(index);
      used = needed;
    }
  });
  if (current.length > 0) rowsOfItems.push(current);

  const positions: { x: number; y: number }[] = items.map(() => ({ x: 0, y: 0 }));
  const rows: number[] = items.map(() => 0);
  let top = 0;
  rowsOfItems.forEach((indexes, row) => {
    const members = indexes.map((index) => items[index]!);
    const rowWidth = members.reduce((sum, item) => sum + item.width, 0) + gapX * (members.length - 1);
    const rowHeight = Math.max(...members.map((item) => item.height));
    let x = (maxWidth - rowWidth) / 2;
    indexes.forEach((index, position) => {
      const item = members[position]!;
      const slack = rowHeight - item.height;
      const y = top + (align === 'top' ? 0 : align === 'middle' ? slack / 2 : slack);
      positions[index] = { x, y };
      rows[index] = row;
      x += item.width + gapX;
    });
    top += rowHeight + gapY;
  });
  return { positions, rows, height: Math.max(0, top - gapY) };
}
