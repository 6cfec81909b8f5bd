import type { Visual } from '../../../core/items/visual-types';
import { AnalogClock } from './analog-clock';
import { AreaModel } from './area-model';
import { ArrayVisual } from './array-visual';
import { BarGraph } from './bar-graph';
import { BaseTenBlocks } from './base-ten-blocks';
import { CoordinateGrid } from './coordinate-grid';
import { DotPlot } from './dot-plot';
import { FractionBars } from './fraction-bars';
import { FractionCircles } from './fraction-circles';
import { MoneyVisual } from './money-visual';
import { NumberLine } from './number-line';
import { Pictograph } from './pictograph';
import { PolygonVisual } from './polygon-visual';
import { RectangleVisual } from './rectangle-visual';
import { StemAndLeaf } from './stem-and-leaf';
import { StripDiagram } from './strip-diagram';
import { TableVisual } from './table-visual';

/**
 * Draws any item visual. The switch is exhaustive: a new kind in visual-types.ts fails to compile here
 * until it has a renderer.
 */
export function ItemVisual({ visual }: { visual: Visual }) {
  switch (visual.kind) {
    case 'fraction-bars':
      return <FractionBars visual={visual} />;
    case 'fraction-circles':
      return <FractionCircles visual={visual} />;
    case 'number-line':
      return <NumberLine visual={visual} />;
    case 'array':
      return <ArrayVisual visual={visual} />;
    case 'area-model':
      return <AreaModel visual={visual} />;
    case 'base-ten-blocks':
      return <BaseTenBlocks visual={visual} />;
    case 'rectangle':
      return <RectangleVisual visual={visual} />;
    case 'polygon':
      return <PolygonVisual visual={visual} />;
    case 'bar-graph':
      return <BarGraph visual={visual} />;
    case 'pictograph':
      return <Pictograph visual={visual} />;
    case 'dot-plot':
      return <DotPlot visual={visual} />;
    case 'stem-and-leaf':
      return <StemAndLeaf visual={visual} />;
    case 'table':
      return <TableVisual visual={visual} />;
    case 'coordinate-grid':
      return <CoordinateGrid visual={visual} />;
    case 'analog-clock':
      return <AnalogClock visual={visual} />;
    case 'money':
      return <MoneyVisual visual={visual} />;
    case 'strip-diagram':
      return <StripDiagram visual={visual} />;
    default:
      return unrendered(visual);
  }
}

/** Reached only if a kind is added without a case above, which `never` makes a type error. */
function unrendered(visual: never): null {
  void visual;
  return null;
}
