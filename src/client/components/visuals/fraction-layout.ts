import type { FractionModel } from '../../../core/items/visual-types';
import { flowLayout } from './flow-layout';
import { EDGE, FONT, lineHeight, textWidth, wrapWords } from './text-metrics';

/** One whole of a fraction model: `shaded` of its `parts` equal parts are shaded. */
export interface FractionWhole {
  parts: number;
  shaded: number;
}

/**
 * The wholes a model is drawn as. More shaded parts than parts (5/4) means more than one whole, so a
 * textbook draws one full whole and then a second with the rest shaded: never fewer parts than asked.
 */
export function splitIntoWholes({ parts, shaded }: FractionModel): FractionWhole[] {
  const count = Math.max(1, Math.ceil(shaded / parts));
  return Array.from({ length: count }, (_, index) => ({
    parts,
    shaded: Math.min(parts, Math.max(0, shaded - index * parts)),
  }));
}

export interface BarPart {
  x: number;
  width: number;
  shaded: boolean;
}

export interface FractionBarsLayout {
  height: number;
  models: { labelLines: string[]; labelY: number; bars: { y: number; parts: BarPart[] }[] }[];
  barHeight: number;
}

const BAR_HEIGHT = 46;

/** Bars one under another, each cut into equal parts with the first `shaded` of them shaded. */
export function fractionBarsLayout(models: readonly FractionModel[], width: number): FractionBarsLayout {
  const left = EDGE + 2;
  const barWidth = width - 2 * left;
  let y = EDGE;
  const laidOut = models.map((model) => {
    const labelLines = model.label ? wrapWords(model.label, barWidth, FONT.label, true) : [];
    const labelHeight = labelLines.length * lineHeight(FONT.label);
    const labelY = y + labelHeight / 2;
    y += labelHeight + (labelLines.length > 0 ? 4 : 0);
    const bars = splitIntoWholes(model).map((whole) => {
      const partWidth = barWidth / whole.parts;
      const bar = {
        y,
        parts: Array.from({ length: whole.parts }, (_, index) => ({
          x: left + index * partWidth,
          width: partWidth,
          shaded: index < whole.shaded,
        })),
      };
      y += BAR_HEIGHT + 8;
      return bar;
    });
    y += 12;
    return { labelLines, labelY, bars };
  });
  return { height: y - 20 + EDGE, models: laidOut, barHeight: BAR_HEIGHT };
}

/** The point at `degrees` clockwise from 12 o'clock on a circle. */
export function pointOnCircle(cx: number, cy: number, r: number, degrees: number) {
  const radians = (degrees * Math.PI) / 180;
  return { x: cx + r * Math.sin(radians), y: cy - r * Math.cos(radians) };
}

const round = (value: number) => Math.round(value * 100) / 100;

/** SVG paths for `parts` equal slices of a circle, the first starting at 12 o'clock, going clockwise. */
export function sectorPaths(parts: number, cx: number, cy: number, r: number): string[] {
  if (parts === 1) {
    return [`M ${cx} ${cy - r} A ${r} ${r} 0 1 1 ${cx} ${cy + r} A ${r} ${r} 0 1 1 ${cx} ${cy - r} Z`];
  }
  return Array.from({ length: parts }, (_, index) => {
    const start = pointOnCircle(cx, cy, r, (index * 360) / parts);
    const end = pointOnCircle(cx, cy, r, ((index + 1) * 360) / parts);
    return `M ${cx} ${cy} L ${round(start.x)} ${round(start.y)} A ${r} ${r} 0 0 1 ${round(end.x)} ${round(end.y)} Z`;
  });
}

const CIRCLE_GAP = 12;
const MODEL_GAP = 24;

export interface FractionCirclesLayout {
  height: number;
  radius: number;
  models: {
    circles: { cx: number; cy: number; whole: FractionWhole }[];
    labelLines: string[];
    labelX: number;
    labelY: number;
  }[];
}

/**
 * Circles side by side (a model's wholes together, its label under them), as big as lets every model
 * share one row, but never so small that the slices are hard to see: then the models wrap.
 */
export function fractionCirclesLayout(
  models: readonly FractionModel[],
  width: number,
): FractionCirclesLayout {
  const wholes = models.map(splitIntoWholes);
  const circleCount = wholes.reduce((sum, list) => sum + list.length, 0);
  const room =
    width - 2 * EDGE - CIRCLE_GAP * (circleCount - models.length) - MODEL_GAP * (models.length - 1);
  const radius = Math.min(64, Math.max(40, room / circleCount / 2));
  const circlesWidth = wholes.map((list) => list.length * 2 * radius + (list.length - 1) * CIRCLE_GAP);
  const labels = models.map((model, index) =>
    model.label ? wrapWords(model.label, Math.max(circlesWidth[index]!, 90), FONT.label, true) : [],
  );
  const boxWidths = labels.map((lines, index) =>
    Math.max(circlesWidth[index]!, ...lines.map((line) => textWidth(line, FONT.label, true))),
  );
  const labelHeight = (index: number) => labels[index]!.length * lineHeight(FONT.label);
  const flow = flowLayout(
    boxWidths.map((boxWidth, index) => ({
      width: boxWidth,
      height: 2 * radius + (labelHeight(index) ? labelHeight(index) + 8 : 0),
    })),
    { maxWidth: width - 2 * EDGE, gapX: MODEL_GAP, gapY: 18, align: 'top' },
  );
  return {
    height: flow.height + 2 * EDGE + 4,
    radius,
    models: models.map((_, index) => {
      const { x, y } = flow.positions[index]!;
      const top = EDGE + 2 + y;
      const firstCx = EDGE + x + (boxWidths[index]! - circlesWidth[index]!) / 2 + radius;
      return {
        circles: wholes[index]!.map((whole, circle) => ({
          cx: firstCx + circle * (2 * radius + CIRCLE_GAP),
          cy: top + radius,
          whole,
        })),
        labelLines: labels[index]!,
        labelX: EDGE + x + boxWidths[index]! / 2,
        labelY: top + 2 * radius + 8 + labelHeight(index) / 2,
      };
    }),
  };
}
