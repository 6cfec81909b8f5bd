import { useId } from 'react';
import type { VisualKind } from '../../../core/items/visual-types';
import type { ShapeLayout } from './shape-layout';
import { Label } from './svg-text';
import { SIDE_LABEL_SIZE } from './side-labels';
import { VisualFrame } from './visual-frame';

interface ShapeFigureProps {
  kind: VisualKind;
  description: string;
  layout: ShapeLayout;
  showUnitSquares: boolean;
}

/** A filled shape with a thick outline, optional unit squares inside it, and its side labels. */
export function ShapeFigure({ kind, description, layout, showUnitSquares }: ShapeFigureProps) {
  const clipId = `shape${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const points = layout.points.map((p) => `${p.x},${p.y}`).join(' ');
  return (
    <VisualFrame kind={kind} description={description} height={layout.height}>
      <defs>
        <clipPath id={clipId}>
          <polygon points={points} />
        </clipPath>
      </defs>
      <polygon points={points} className="fill-sun-200" />
      {showUnitSquares ? (
        <g clipPath={`url(#${clipId})`} strokeWidth={1.5} className="stroke-brand-700">
          {layout.gridLines.map((line, index) => (
            <line key={index} {...line} />
          ))}
        </g>
      ) : null}
      <polygon points={points} fill="none" strokeWidth={3} strokeLinejoin="round" className="stroke-ink" />
      {layout.labels.map((label, index) => (
        <Label key={index} x={label.x} y={label.y} size={SIDE_LABEL_SIZE} rotate={label.rotate} bold>
          {label.text}
        </Label>
      ))}
    </VisualFrame>
  );
}
