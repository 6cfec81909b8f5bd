import type { RectangleVisual as RectangleSpec } from '../../../core/items/visual-types';
import { ShapeFigure } from './shape-figure';
import { rectangleVertices, shapeLayout } from './shape-layout';
import { VIEW_WIDTH } from './text-metrics';

/** A rectangle to scale, with its side labels and, if asked, its unit squares. */
export function RectangleVisual({ visual }: { visual: RectangleSpec }) {
  const { top, right, bottom, left } = visual.sideLabels;
  const layout = shapeLayout(
    rectangleVertices(visual.width, visual.height),
    [top, right, bottom, left],
    VIEW_WIDTH,
  );
  return (
    <ShapeFigure
      kind={visual.kind}
      description={visual.imageDescription}
      layout={layout}
      showUnitSquares={visual.showUnitSquares}
    />
  );
}
