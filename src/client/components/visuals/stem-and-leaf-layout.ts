import type { StemAndLeafVisual } from '../../../core/items/visual-types';
import { EDGE, FONT, lineHeight, textWidth, wrapWords } from './text-metrics';

const LEAF_PITCH = 24;
const ROW = 32;

export interface StemAndLeafLayout {
  height: number;
  title: { lines: string[]; y: number };
  /** Where the Stem | Leaf table sits; the divider runs down at dividerX. */
  table: { left: number; right: number; top: number; headerBottom: number; bottom: number; dividerX: number };
  header: { stemX: number; leafX: number; y: number };
  rows: { stem: { x: number; y: number; text: string }; leaves: { x: number; y: number; text: string }[] }[];
  key: { lines: string[]; y: number };
}

/** A stem-and-leaf plot: stems right-aligned left of a line, leaves in evenly spaced columns after it. */
export function stemAndLeafLayout(spec: StemAndLeafVisual, width: number): StemAndLeafLayout {
  const titleLines = wrapWords(spec.title, width - 2 * EDGE, FONT.title, true);
  const titleHeight = titleLines.length * lineHeight(FONT.title);
  const stemWidth =
    Math.max(
      textWidth('Stem', FONT.label, true),
      ...spec.stems.map((s) => textWidth(String(s.stem), FONT.big, true)),
    ) + 28;
  const mostLeaves = Math.max(4, ...spec.stems.map((s) => s.leaves.length));
  const perLine = Math.max(1, Math.floor((width - 2 * EDGE - stemWidth - 20) / LEAF_PITCH));
  const leafWidth = Math.min(perLine, mostLeaves) * LEAF_PITCH + 20;
  const left = (width - stemWidth - leafWidth) / 2;
  const dividerX = left + stemWidth;
  const top = EDGE + titleHeight + 12;
  const headerBottom = top + ROW;

  let y = headerBottom + 4;
  const rows = spec.stems.map((row) => {
    const lines = Math.max(1, Math.ceil(row.leaves.length / perLine));
    const placed = {
      stem: { x: dividerX - 14, y: y + ROW / 2, text: String(row.stem) },
      leaves: row.leaves.map((leaf, index) => ({
        x: dividerX + 20 + (index % perLine) * LEAF_PITCH,
        y: y + ROW / 2 + Math.floor(index / perLine) * ROW,
        text: String(leaf),
      })),
    };
    y += lines * ROW;
    return placed;
  });
  const keyLines = wrapWords(spec.keyText, width - 2 * EDGE, FONT.label);
  const keyY = y + 16 + (keyLines.length * lineHeight(FONT.label)) / 2;
  return {
    height: keyY + (keyLines.length * lineHeight(FONT.label)) / 2 + EDGE,
    title: { lines: titleLines, y: EDGE + titleHeight / 2 },
    table: { left, right: dividerX + leafWidth, top, headerBottom, bottom: y + 4, dividerX },
    header: { stemX: dividerX - 14, leafX: dividerX + 14, y: top + ROW / 2 },
    rows,
    key: { lines: keyLines, y: keyY },
  };
}
