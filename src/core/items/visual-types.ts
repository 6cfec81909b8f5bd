/**
 * Visuals are data, drawn as SVG by a renderer; every one carries `imageDescription`, the text a
 * screen reader speaks (the spec's field of that name). Positions on number lines and grids are tick
 * indexes or whole units, so a renderer never needs fraction arithmetic.
 */

interface VisualBase {
  imageDescription: string;
}

export interface FractionModel {
  parts: number;
  shaded: number;
  label?: string;
}

export interface FractionBarsVisual extends VisualBase {
  kind: 'fraction-bars';
  bars: FractionModel[];
}

export interface FractionCirclesVisual extends VisualBase {
  kind: 'fraction-circles';
  circles: FractionModel[];
}

export interface NumberLineVisual extends VisualBase {
  kind: 'number-line';
  /** Equal spaces between the first and last tick; tick i sits at i/divisions of the way along. */
  divisions: number;
  tickLabels: { tick: number; text: string }[];
  points: { tick: number; label?: string }[];
  /** Curved hops, e.g. for skip counting or moving along the line. */
  jumps: { fromTick: number; toTick: number; label?: string }[];
}

export interface ArrayVisual extends VisualBase {
  kind: 'array';
  rows: number;
  columns: number;
}

export interface AreaModelVisual extends VisualBase {
  kind: 'area-model';
  /** Side lengths split into parts, e.g. 23 as [20, 3]. */
  rowParts: number[];
  columnParts: number[];
  showPartialProducts: boolean;
}

export interface BaseTenBlocksVisual extends VisualBase {
  kind: 'base-ten-blocks';
  thousands: number;
  hundreds: number;
  tens: number;
  ones: number;
}

export interface SideLabels {
  top?: string;
  right?: string;
  bottom?: string;
  left?: string;
}

export interface RectangleVisual extends VisualBase {
  kind: 'rectangle';
  /** In units; the renderer scales. */
  width: number;
  height: number;
  sideLabels: SideLabels;
  showUnitSquares: boolean;
}

/** A polygon on a unit grid; side i runs from vertex i to vertex i + 1 (the last closes the shape). */
export interface PolygonVisual extends VisualBase {
  kind: 'polygon';
  vertices: { x: number; y: number }[];
  sideLabels: (string | null)[];
  showUnitSquares: boolean;
}

export interface BarGraphVisual extends VisualBase {
  kind: 'bar-graph';
  title: string;
  categoryAxisLabel: string;
  valueAxisLabel: string;
  /** Gridline step: the "scaled interval" (2, 5, 10 …). */
  scale: number;
  orientation: 'vertical' | 'horizontal';
  bars: { label: string; value: number }[];
}

export interface PictographVisual extends VisualBase {
  kind: 'pictograph';
  title: string;
  /** A word the renderer maps to an icon, e.g. "star", "book". */
  symbol: string;
  valuePerSymbol: number;
  rows: { label: string; value: number }[];
}

export interface DotPlotVisual extends VisualBase {
  kind: 'dot-plot';
  title: string;
  axisLabel: string;
  /** Positions along the line, as text ("1/4", "2.5", "12"), with how many dots sit above each. */
  positions: { label: string; count: number }[];
}

export interface StemAndLeafVisual extends VisualBase {
  kind: 'stem-and-leaf';
  title: string;
  stems: { stem: number; leaves: number[] }[];
  keyText: string;
}

export interface TableVisual extends VisualBase {
  kind: 'table';
  title?: string;
  /** Frequency tables, input-output tables, price lists. Cells are text. */
  headers: string[];
  rows: string[][];
}

export interface CoordinateGridVisual extends VisualBase {
  kind: 'coordinate-grid';
  xMax: number;
  yMax: number;
  step: number;
  xAxisLabel: string;
  yAxisLabel: string;
  points: { x: number; y: number; label?: string }[];
}

export interface AnalogClockVisual extends VisualBase {
  kind: 'analog-clock';
  hour: number;
  minute: number;
}

export const MONEY_DENOMINATIONS = [
  'penny',
  'nickel',
  'dime',
  'quarter',
  'half-dollar',
  'one-dollar-bill',
  'five-dollar-bill',
  'ten-dollar-bill',
  'twenty-dollar-bill',
] as const;
export type MoneyDenomination = (typeof MONEY_DENOMINATIONS)[number];

export interface MoneyVisual extends VisualBase {
  kind: 'money';
  pieces: { denomination: MoneyDenomination; count: number }[];
}

export interface StripDiagramVisual extends VisualBase {
  kind: 'strip-diagram';
  segments: { size: number; label: string }[];
  totalLabel?: string;
}

export type Visual =
  | FractionBarsVisual
  | FractionCirclesVisual
  | NumberLineVisual
  | ArrayVisual
  | AreaModelVisual
  | BaseTenBlocksVisual
  | RectangleVisual
  | PolygonVisual
  | BarGraphVisual
  | PictographVisual
  | DotPlotVisual
  | StemAndLeafVisual
  | TableVisual
  | CoordinateGridVisual
  | AnalogClockVisual
  | MoneyVisual
  | StripDiagramVisual;

export type VisualKind = Visual['kind'];
