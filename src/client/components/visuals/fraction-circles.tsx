import type { FractionCirclesVisual } from '../../../core/items/visual-types';
import { fractionCirclesLayout, sectorPaths } from './fraction-layout';
import { ShadePattern, useShadePattern } from './shade-pattern';
import { Lines } from './svg-text';
import { VIEW_WIDTH } from './text-metrics';
import { VisualFrame } from './visual-frame';

/** Circles cut into equal slices from 12 o'clock, shaded slices striped, each label under its circles. */
export function FractionCircles({ visual }: { visual: FractionCirclesVisual }) {
  const layout = fractionCirclesLayout(visual.circles, VIEW_WIDTH);
  const shade = useShadePattern();
  return (
    <VisualFrame kind={visual.kind} description={visual.imageDescription} height={layout.height}>
      <ShadePattern id={shade.id} />
      {layout.models.map((model, modelIndex) => (
        <g key={modelIndex}>
          {model.circles.map(({ cx, cy, whole }, circleIndex) => (
            <g key={circleIndex}>
              {sectorPaths(whole.parts, cx, cy, layout.radius).map((path, slice) => (
                <path
                  key={slice}
                  d={path}
                  fill={slice < whole.shaded ? shade.fill : undefined}
                  className={slice < whole.shaded ? 'stroke-ink' : 'fill-white stroke-ink'}
                  strokeWidth={2.5}
                  strokeLinejoin="round"
                />
              ))}
            </g>
          ))}
          <Lines lines={model.labelLines} x={model.labelX} y={model.labelY} bold />
        </g>
      ))}
    </VisualFrame>
  );
}
