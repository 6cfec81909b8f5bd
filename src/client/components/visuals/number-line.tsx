import type { NumberLineVisual } from '../../../core/items/visual-types';
import { numberLineLayout } from './number-line-layout';
import { Label, MathLabel } from './svg-text';
import { VIEW_WIDTH } from './text-metrics';
import { VisualFrame } from './visual-frame';

/** A number line with arrows at both ends, evenly spaced ticks, labelled points and jumps. */
export function NumberLine({ visual }: { visual: NumberLineVisual }) {
  const layout = numberLineLayout(visual, VIEW_WIDTH);
  const { lineY } = layout;
  return (
    <VisualFrame kind={visual.kind} description={visual.imageDescription} height={layout.height}>
      <line
        x1={layout.lineStart + 6}
        x2={layout.lineEnd - 6}
        y1={lineY}
        y2={lineY}
        strokeWidth={3}
        className="stroke-ink"
      />
      <polygon
        points={`${layout.lineStart},${lineY} ${layout.lineStart + 12},${lineY - 7} ${layout.lineStart + 12},${lineY + 7}`}
        className="fill-ink"
      />
      <polygon
        points={`${layout.lineEnd},${lineY} ${layout.lineEnd - 12},${lineY - 7} ${layout.lineEnd - 12},${lineY + 7}`}
        className="fill-ink"
      />
      {layout.tickXs.map((x, tick) => (
        <line
          key={tick}
          x1={x}
          x2={x}
          y1={lineY - 10}
          y2={lineY + 10}
          strokeWidth={2.5}
          className="stroke-ink"
        />
      ))}
      {layout.tickLabels.map((label, index) => (
        <MathLabel key={index} x={label.x} y={label.y} text={label.text} size={layout.labelSize} />
      ))}
      {layout.jumps.map((jump, index) => (
        <g key={index}>
          <path d={jump.path} fill="none" strokeWidth={2.5} className="stroke-indigo-700" />
          <polygon points={jump.arrowhead} className="fill-indigo-700" />
          {jump.label ? (
            <Label x={jump.labelX} y={jump.labelY} className="fill-indigo-900" bold>
              {jump.label}
            </Label>
          ) : null}
        </g>
      ))}
      {layout.points.map((point, index) => (
        <g key={index}>
          <circle cx={point.x} cy={lineY} r={7.5} strokeWidth={2} className="fill-brand-600 stroke-ink" />
          {point.label ? (
            <Label
              x={point.labelX}
              y={point.labelY}
              anchor={point.anchor}
              size={18}
              bold
              className="fill-brand-800"
            >
              {point.label}
            </Label>
          ) : null}
        </g>
      ))}
    </VisualFrame>
  );
}
