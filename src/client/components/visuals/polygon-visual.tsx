import type { PolygonVisual as PolygonSpec } from '../../../core/items/visual-types';
import { ShapeFigure } from './shape-figure';
import { shapeLayout } from './shape-layout';
import { VIEW_WIDTH } from './text-metrics';

/** A polygon from its grid vertices (y up), to scale, each side labelled outside its middle. */
export function PolygonVisual({ visual }: { visual: PolygonSpec }) {
  const layout = shapeLayout(visual.vertices, visual.sideLabels, VIEW_WIDTH);
  return (
    <ShapeFigure
      kind={visual.kind}
      description={visual.imageDescription}
      layout={layout}
      showUnitSquares={visual.showUnitSquares}
    />
  );
}
