import type { BarGraphVisual } from '../../../core/items/visual-types';
import { formatCount } from '../../lib/number-format';
import { EDGE, FONT, lineHeight, textWidth, wrapWords } from './text-metrics';
import { labelEvery, valueAxisTicks } from './value-axis';

export interface PlacedText {
  x: number;
  y: number;
  lines: string[];
  rotate?: number;
}

export interface BarGraphLayout {
  height: number;
  title: PlacedText;
  plot: { x: number; y: number; width: number; height: number };
  /** One per tick of the value axis, 0 first; `label` is left out where numbers would crowd. */
  gridlines: {
    x1: number;
    y1: number;
    x2: number;
    y2: number;
    value: number;
    label?: { x: number; y: number; text: string };
  }[];
  bars: {
    x: number;
    y: number;
    width: number;
    height: number;
    value: number;
    label: PlacedText;
    /** A short line from the axis down to a label on the lower row. */
    leader?: { x: number; y1: number; y2: number };
  }[];
  valueAxisLabel: PlacedText;
  categoryAxisLabel: PlacedText;
}

const TICK_SIZE = FONT.small;
const LINE = lineHeight(FONT.label);

/**
 * A bar graph: the value axis runs from 0 by the stated scale to the first multiple at or above the
 * tallest bar, with a gridline at every step; bar lengths are value / top of the axis of the plot.
 */
export function barGraphLayout(spec: BarGraphVisual, width: number): BarGraphLayout {
  const ticks = valueAxisTicks(Math.max(...spec.bars.map((bar) => bar.value)), spec.scale);
  const top = ticks[ticks.length - 1]!;
  const titleLines = wrapWords(spec.title, width - 2 * EDGE, FONT.title, true);
  const titleHeight = titleLines.length * lineHeight(FONT.title);
  const title = { x: width / 2, y: EDGE + titleHeight / 2, lines: titleLines };
  const plotTop = EDGE + titleHeight + 16;
  const widestTick = Math.max(...ticks.map((tick) => textWidth(formatCount(tick), TICK_SIZE)));
  const count = spec.bars.length;

  if (spec.orientation === 'vertical') {
    const plotX = EDGE + LINE + 8 + widestTick + 8;
    const plotWidth = width - EDGE - 4 - plotX;
    const axisTitleLength = textWidth(spec.valueAxisLabel, FONT.label, true) + 12;
    const plotHeight = Math.max(axisTitleLength, Math.min(280, Math.max(170, (ticks.length - 1) * 26)));
    const slot = plotWidth / count;
    const barWidth = Math.min(56, slot * 0.62);
    // Names too long for their slot take turns on two rows, the lower ones joined to their bars by a line.
    const staggered = spec.bars.some((bar) =>
      bar.label.split(/\s+/).some((word) => textWidth(word, FONT.label) > slot - 6),
    );
    const labels = spec.bars.map((bar) =>
      wrapWords(bar.label, staggered ? 2 * slot - 10 : slot - 4, FONT.label),
    );
    const rowHeight = Math.max(...labels.map((lines) => lines.length)) * LINE;
    // A wide name under the last bar slides left rather than off the picture (its leader still points).
    const keepInside = (x: number, lines: string[]) => {
      const half = Math.max(...lines.map((line) => textWidth(line, FONT.label))) / 2;
      return Math.min(width - EDGE - half, Math.max(EDGE + half, x));
    };
    const labelHeight = staggered ? 2 * rowHeight + 6 : rowHeight;
    const base = plotTop + plotHeight;
    const every = labelEvery(plotHeight / (ticks.length - 1), lineHeight(TICK_SIZE) + 2);
    const categoryLines = wrapWords(spec.categoryAxisLabel, plotWidth, FONT.label, true);
    const categoryY = base + 10 + labelHeight + 8 + (categoryLines.length * LINE) / 2;
    return {
      height: categoryY + (categoryLines.length * LINE) / 2 + EDGE,
      title,
      plot: { x: plotX, y: plotTop, width: plotWidth, height: plotHeight },
      gridlines: ticks.map((value, index) => {
        const y = base - (value / top) * plotHeight;
        return {
          x1: plotX,
          x2: plotX + plotWidth,
          y1: y,
          y2: y,
          value,
          ...(index % every === 0 ? { label: { x: plotX - 8, y, text: formatCount(value) } } : {}),
        };
      }),
      bars: spec.bars.map((bar, index) => {
        const barHeight = (bar.value / top) * plotHeight;
        const center = plotX + slot * (index + 0.5);
        const lower = staggered && index % 2 === 1;
        const labelTop = base + 10 + (lower ? rowHeight + 6 : 0);
        return {
          x: center - barWidth / 2,
          y: base - barHeight,
          width: barWidth,
          height: barHeight,
          value: bar.value,
          label: {
            x: keepInside(center, labels[index]!),
            y: labelTop + (labels[index]!.length * LINE) / 2,
            lines: labels[index]!,
          },
          ...(lower ? { leader: { x: center, y1: base + 2, y2: labelTop + 1 } } : {}),
        };
      }),
      valueAxisLabel: {
        x: EDGE + LINE / 2,
        y: plotTop + plotHeight / 2,
        lines: [spec.valueAxisLabel],
        rotate: -90,
      },
      categoryAxisLabel: { x: plotX + plotWidth / 2, y: categoryY, lines: categoryLines },
    };
  }

  const labels = spec.bars.map((bar) => wrapWords(bar.label, 104, FONT.label));
  const labelWidth = Math.max(...labels.flat().map((line) => textWidth(line, FONT.label)));
  const plotX = EDGE + LINE + 8 + labelWidth + 10;
  const plotWidth = width - EDGE - widestTick / 2 - 4 - plotX;
  const axisTitleLength = textWidth(spec.categoryAxisLabel, FONT.label, true) + 12;
  const slot = Math.max(46, axisTitleLength / count, ...labels.map((lines) => lines.length * LINE + 10));
  const barHeight = Math.min(30, slot * 0.62);
  const plotHeight = slot * count;
  const base = plotTop + plotHeight;
  const every = labelEvery(plotWidth / (ticks.length - 1), widestTick + 10);
  const valueLabelY = base + 8 + lineHeight(TICK_SIZE) / 2;
  const valueLines = wrapWords(spec.valueAxisLabel, plotWidth, FONT.label, true);
  const valueAxisY = valueLabelY + lineHeight(TICK_SIZE) / 2 + 8 + (valueLines.length * LINE) / 2;
  return {
    height: valueAxisY + (valueLines.length * LINE) / 2 + EDGE,
    title,
    plot: { x: plotX, y: plotTop, width: plotWidth, height: plotHeight },
    gridlines: ticks.map((value, index) => {
      const x = plotX + (value / top) * plotWidth;
      return {
        x1: x,
        x2: x,
        y1: plotTop,
        y2: base,
        value,
        ...(index % every === 0 ? { label: { x, y: valueLabelY, text: formatCount(value) } } : {}),
      };
    }),
    bars: spec.bars.map((bar, index) => {
      const center = plotTop + slot * (index + 0.5);
      return {
        x: plotX,
        y: center - barHeight / 2,
        width: (bar.value / top) * plotWidth,
        height: barHeight,
        value: bar.value,
        label: { x: plotX - 10, y: center, lines: labels[index]! },
      };
    }),
    valueAxisLabel: { x: plotX + plotWidth / 2, y: valueAxisY, lines: valueLines },
    categoryAxisLabel: {
      x: EDGE + LINE / 2,
      y: plotTop + plotHeight / 2,
      lines: [spec.categoryAxisLabel],
      rotate: -90,
    },
  };
}
