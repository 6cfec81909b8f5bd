import type { DotPlotVisual } from '../../../core/items/visual-types';
import { dotPlotLayout } from './dot-plot-layout';
import { Lines, MathLabel } from './svg-text';
import { FONT, VIEW_WIDTH } from './text-metrics';
import { VisualFrame } from './visual-frame';

/** A dot plot: one dot for each data value, stacked over its place on the line. */
export function DotPlot({ visual }: { visual: DotPlotVisual }) {
  const layout = dotPlotLayout(visual, VIEW_WIDTH);
  const { line } = layout;
  return (
    <VisualFrame kind={visual.kind} description={visual.imageDescription} height={layout.height}>
      <Lines lines={layout.title.lines} x={VIEW_WIDTH / 2} y={layout.title.y} size={FONT.title} bold />
      <line x1={line.x1} x2={line.x2} y1={line.y} y2={line.y} strokeWidth={3} className="stroke-ink" />
      {layout.positions.map((position, index) => (
        <g key={index}>
          <line
            x1={position.x}
            x2={position.x}
            y1={line.y - 8}
            y2={line.y + 8}
            strokeWidth={2.5}
            className="stroke-ink"
          />
          <MathLabel x={position.x} y={position.labelY} text={position.label} size={layout.labelSize} />
          {position.dots.map((dot, level) => (
            <circle
              key={level}
              {...dot}
              r={layout.radius}
              strokeWidth={2}
              className="fill-indigo-500 stroke-ink"
            />
          ))}
        </g>
      ))}
      <Lines lines={layout.axisLabel.lines} x={VIEW_WIDTH / 2} y={layout.axisLabel.y} bold />
    </VisualFrame>
  );
}
