import type { FractionBarsVisual } from '../../../core/items/visual-types';
import { fractionBarsLayout } from './fraction-layout';
import { ShadePattern, useShadePattern } from './shade-pattern';
import { Lines } from './svg-text';
import { EDGE, VIEW_WIDTH } from './text-metrics';
import { VisualFrame } from './visual-frame';

/** Same-size bars cut into equal parts; shaded parts are striped, and each bar's label sits above it. */
export function FractionBars({ visual }: { visual: FractionBarsVisual }) {
  const layout = fractionBarsLayout(visual.bars, VIEW_WIDTH);
  const shade = useShadePattern();
  return (
    <VisualFrame kind={visual.kind} description={visual.imageDescription} height={layout.height}>
      <ShadePattern id={shade.id} />
      {layout.models.map((model, modelIndex) => (
        <g key={modelIndex}>
          <Lines lines={model.labelLines} x={EDGE + 2} y={model.labelY} anchor="start" bold />
          {model.bars.map((bar, barIndex) => (
            <g key={barIndex}>
              {bar.parts.map((part, partIndex) => (
                <rect
                  key={partIndex}
                  x={part.x}
                  y={bar.y}
                  width={part.width}
                  height={layout.barHeight}
                  fill={part.shaded ? shade.fill : undefined}
                  className={part.shaded ? 'stroke-ink' : 'fill-white stroke-ink'}
                  strokeWidth={2.5}
                />
              ))}
            </g>
          ))}
        </g>
      ))}
    </VisualFrame>
  );
}
