import type { BarGraphVisual } from '../../../core/items/visual-types';
import { barGraphLayout, type PlacedText } from './bar-graph-layout';
import { Label, Lines } from './svg-text';
import { FONT, VIEW_WIDTH } from './text-metrics';
import { VisualFrame } from './visual-frame';

/** An axis title: turned to run up the y-axis, or in lines under the x-axis. */
function AxisTitle({ text }: { text: PlacedText }) {
  if (!text.rotate) return <Lines lines={text.lines} x={text.x} y={text.y} bold />;
  return (
    <Label x={text.x} y={text.y} rotate={text.rotate} bold>
      {text.lines.join(' ')}
    </Label>
  );
}

/** A scaled bar graph with a gridline at every step of the scale, numbered where there is room. */
export function BarGraph({ visual }: { visual: BarGraphVisual }) {
  const layout = barGraphLayout(visual, VIEW_WIDTH);
  const { plot } = layout;
  const vertical = visual.orientation === 'vertical';
  return (
    <VisualFrame kind={visual.kind} description={visual.imageDescription} height={layout.height}>
      <Lines lines={layout.title.lines} x={layout.title.x} y={layout.title.y} size={FONT.title} bold />
      <rect {...plot} className="fill-indigo-50" />
      {layout.gridlines.map((line) => (
        <g key={line.value}>
          <line
            x1={line.x1}
            y1={line.y1}
            x2={line.x2}
            y2={line.y2}
            strokeWidth={line.value === 0 ? 0 : 1.5}
            className={line.label ? 'stroke-indigo-300' : 'stroke-indigo-200'}
          />
          {line.label ? (
            <Label x={line.label.x} y={line.label.y} size={FONT.small} anchor={vertical ? 'end' : 'middle'}>
              {line.label.text}
            </Label>
          ) : null}
        </g>
      ))}
      {layout.bars.map((bar, index) => (
        <g key={index}>
          <rect
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
            strokeWidth={2}
            className="fill-brand-400 stroke-brand-900"
          />
          {bar.leader ? (
            <line
              x1={bar.leader.x}
              x2={bar.leader.x}
              y1={bar.leader.y1}
              y2={bar.leader.y2}
              strokeWidth={1.5}
              className="stroke-indigo-400"
            />
          ) : null}
          <Lines
            lines={bar.label.lines}
            x={bar.label.x}
            y={bar.label.y}
            anchor={vertical ? 'middle' : 'end'}
          />
        </g>
      ))}
      <polyline
        points={`${plot.x},${plot.y} ${plot.x},${plot.y + plot.height} ${plot.x + plot.width},${plot.y + plot.height}`}
        fill="none"
        strokeWidth={2.5}
        className="stroke-ink"
      />
      <AxisTitle text={layout.valueAxisLabel} />
      <AxisTitle text={layout.categoryAxisLabel} />
    </VisualFrame>
  );
}
