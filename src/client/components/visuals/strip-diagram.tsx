import type { StripDiagramVisual } from '../../../core/items/visual-types';
import { SEGMENT_SIZE, stripDiagramLayout } from './strip-diagram-layout';
import { Label, Lines } from './svg-text';
import { FONT, VIEW_WIDTH } from './text-metrics';
import { VisualFrame } from './visual-frame';

/** A strip diagram: a bar of labelled parts, with the whole's label over a brace. */
export function StripDiagram({ visual }: { visual: StripDiagramVisual }) {
  const layout = stripDiagramLayout(visual, VIEW_WIDTH);
  const { bar } = layout;
  return (
    <VisualFrame kind={visual.kind} description={visual.imageDescription} height={layout.height}>
      {layout.total ? (
        <g>
          <Lines lines={layout.total.lines} x={VIEW_WIDTH / 2} y={layout.total.y} size={FONT.big} bold />
          <path
            d={layout.total.brace}
            fill="none"
            strokeWidth={2.5}
            strokeLinejoin="round"
            className="stroke-ink"
          />
        </g>
      ) : null}
      {layout.segments.map((segment, index) => (
        <g key={index}>
          <rect
            x={segment.x}
            y={bar.y}
            width={segment.width}
            height={bar.height}
            strokeWidth={2.5}
            className={index % 2 === 0 ? 'fill-sun-200 stroke-ink' : 'fill-brand-100 stroke-ink'}
          />
          {segment.label ? (
            <Label x={segment.x + segment.width / 2} y={bar.y + bar.height / 2} size={SEGMENT_SIZE} bold>
              {segment.label}
            </Label>
          ) : null}
        </g>
      ))}
    </VisualFrame>
  );
}
