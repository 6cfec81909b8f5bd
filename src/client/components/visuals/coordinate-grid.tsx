import type { CoordinateGridVisual } from '../../../core/items/visual-types';
import { coordinateGridLayout } from './coordinate-grid-layout';
import { Label, Lines } from './svg-text';
import { FONT, VIEW_WIDTH } from './text-metrics';
import { VisualFrame } from './visual-frame';

/** The first quadrant of a coordinate grid with labelled axes and labelled points. */
export function CoordinateGrid({ visual }: { visual: CoordinateGridVisual }) {
  const layout = coordinateGridLayout(visual, VIEW_WIDTH);
  const { origin } = layout;
  const top = layout.horizontals[layout.horizontals.length - 1]!.y;
  const right = layout.verticals[layout.verticals.length - 1]!.x;
  return (
    <VisualFrame kind={visual.kind} description={visual.imageDescription} height={layout.height}>
      <g strokeWidth={1.5} className="stroke-indigo-200">
        {layout.verticals.map((line) => (
          <line key={line.value} x1={line.x} x2={line.x} y1={top} y2={origin.y} />
        ))}
        {layout.horizontals.map((line) => (
          <line key={line.value} x1={origin.x} x2={right} y1={line.y} y2={line.y} />
        ))}
      </g>
      <g strokeWidth={2.5} className="stroke-ink">
        <line x1={origin.x} x2={layout.xAxisEnd - 4} y1={origin.y} y2={origin.y} />
        <line x1={origin.x} x2={origin.x} y1={origin.y} y2={layout.yAxisEnd + 4} />
      </g>
      <polygon
        points={`${layout.xAxisEnd},${origin.y} ${layout.xAxisEnd - 11},${origin.y - 6} ${layout.xAxisEnd - 11},${origin.y + 6}`}
        className="fill-ink"
      />
      <polygon
        points={`${origin.x},${layout.yAxisEnd} ${origin.x - 6},${layout.yAxisEnd + 11} ${origin.x + 6},${layout.yAxisEnd + 11}`}
        className="fill-ink"
      />
      {layout.verticals.map((line) =>
        line.label ? (
          <Label key={line.value} x={line.x} y={layout.tickLabelY} size={FONT.small}>
            {line.label}
          </Label>
        ) : null,
      )}
      {layout.horizontals.map((line) =>
        line.label ? (
          <Label key={line.value} x={layout.tickLabelX} y={line.y} size={FONT.small} anchor="end">
            {line.label}
          </Label>
        ) : null,
      )}
      {layout.points.map((point, index) => (
        <g key={index}>
          <circle cx={point.cx} cy={point.cy} r={6.5} strokeWidth={2} className="fill-brand-600 stroke-ink" />
          {point.label ? (
            <Label
              x={point.label.x}
              y={point.label.y}
              anchor={point.label.anchor}
              size={FONT.big}
              bold
              className="fill-brand-800"
            >
              {point.label.text}
            </Label>
          ) : null}
        </g>
      ))}
      <Lines lines={layout.xAxisLabel.lines} x={layout.xAxisLabel.x} y={layout.xAxisLabel.y} bold />
      <Label
        x={layout.yAxisLabel.x}
        y={layout.yAxisLabel.y}
        rotate={layout.yAxisLabel.rotate ? -90 : undefined}
        anchor={layout.yAxisLabel.rotate ? 'middle' : 'start'}
        bold
      >
        {layout.yAxisLabel.text}
      </Label>
    </VisualFrame>
  );
}
