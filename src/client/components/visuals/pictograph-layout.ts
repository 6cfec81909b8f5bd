import type { PictographVisual } from '../../../core/items/visual-types';
import { formatCount } from '../../lib/number-format';
import { EDGE, FONT, lineHeight, textWidth, wrapWords } from './text-metrics';

/** Symbols are drawn as big as lets the longest row fit on one line, from 28 units down to 22. */
const SYMBOL_SIZES = [28, 26, 24, 22] as const;

/**
 * How much of each symbol to draw for `value` at `valuePerSymbol` each: whole symbols, then the part
 * left over (3 at 2 each is one whole and one half). Portions add up to value / valuePerSymbol exactly.
 */
export function symbolPortions(value: number, valuePerSymbol: number): number[] {
  const whole = Math.floor(value / valuePerSymbol);
  const rest = (value - whole * valuePerSymbol) / valuePerSymbol;
  return [...Array.from({ length: whole }, () => 1), ...(rest > 0 ? [rest] : [])];
}

export interface PictographLayout {
  height: number;
  symbolSize: number;
  title: { lines: string[]; y: number };
  table: { x: number; y: number; width: number; height: number; dividerX: number };
  rows: {
    top: number;
    height: number;
    label: { x: number; y: number; lines: string[] };
    symbols: { x: number; y: number; portion: number }[];
  }[];
  key: { y: number; startX: number; symbolX: number; valueX: number; valueText: string };
}

/** A two-column chart (label, then symbols in rows that wrap) under its title, with the key below. */
export function pictographLayout(spec: PictographVisual, width: number): PictographLayout {
  const titleLines = wrapWords(spec.title, width - 2 * EDGE, FONT.title, true);
  const titleHeight = titleLines.length * lineHeight(FONT.title);
  const tableTop = EDGE + titleHeight + 10;
  const labels = spec.rows.map((row) => wrapWords(row.label, 110, FONT.label, true));
  const labelWidth = Math.max(...labels.flat().map((line) => textWidth(line, FONT.label, true)));
  const dividerX = EDGE + labelWidth + 24;
  const symbolsLeft = dividerX + 12;
  const room = width - EDGE - 8 - symbolsLeft;
  const longest = Math.max(...spec.rows.map((row) => symbolPortions(row.value, spec.valuePerSymbol).length));
  const fitting = (size: number) => Math.max(1, Math.floor((room + 6) / (size + 6)));
  const size = SYMBOL_SIZES.find((candidate) => fitting(candidate) >= longest) ?? SYMBOL_SIZES[3];
  const pitch = size + 6;
  const perLine = fitting(size);

  let top = tableTop;
  const rows = spec.rows.map((row, index) => {
    const portions = symbolPortions(row.value, spec.valuePerSymbol);
    const lines = Math.max(1, Math.ceil(portions.length / perLine));
    const lineLabels = labels[index]!;
    const height = Math.max(lines * pitch + 12, lineLabels.length * lineHeight(FONT.label) + 14);
    const symbolsTop = top + (height - lines * pitch + 6) / 2;
    const placed = {
      top,
      height,
      label: { x: EDGE + 12, y: top + height / 2, lines: lineLabels },
      symbols: portions.map((portion, position) => ({
        x: symbolsLeft + (position % perLine) * pitch,
        y: symbolsTop + Math.floor(position / perLine) * pitch,
        portion,
      })),
    };
    top += height;
    return placed;
  });

  const keyY = top + 16 + lineHeight(FONT.label) / 2;
  const valueText = `= ${formatCount(spec.valuePerSymbol)}`;
  const keyWidth =
    textWidth('Key: Each', FONT.label, true) + 8 + size + 8 + textWidth(valueText, FONT.label, true);
  const startX = (width - keyWidth) / 2;
  const symbolX = startX + textWidth('Key: Each', FONT.label, true) + 8;
  return {
    height: keyY + size / 2 + EDGE,
    symbolSize: size,
    title: { lines: titleLines, y: EDGE + titleHeight / 2 },
    table: { x: EDGE, y: tableTop, width: width - 2 * EDGE, height: top - tableTop, dividerX },
    rows,
    key: { y: keyY, startX, symbolX, valueX: symbolX + size + 8, valueText },
  };
}
