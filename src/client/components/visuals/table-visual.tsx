import type { TableVisual as TableSpec } from '../../../core/items/visual-types';
import { Lines } from './svg-text';
import { tableLayout } from './table-layout';
import { FONT, VIEW_WIDTH } from './text-metrics';
import { VisualFrame } from './visual-frame';

/** A ruled table with a shaded, bold header row and striped, plain body rows. */
export function TableVisual({ visual }: { visual: TableSpec }) {
  const layout = tableLayout(visual, VIEW_WIDTH);
  const last = layout.rows[layout.rows.length - 1]!;
  const top = layout.rows[0]!.y;
  const bottom = last.y + last.height;
  return (
    <VisualFrame
      kind={visual.kind}
      description={visual.imageDescription}
      width={layout.viewWidth}
      height={layout.height}
    >
      {layout.title ? (
        <Lines
          lines={layout.title.lines}
          x={layout.viewWidth / 2}
          y={layout.title.y}
          size={FONT.title}
          bold
        />
      ) : null}
      {layout.rows.map((row, index) => (
        <g key={index}>
          <rect
            x={layout.left}
            y={row.y}
            width={layout.width}
            height={row.height}
            className={index === 0 ? 'fill-indigo-100' : index % 2 === 0 ? 'fill-brand-50' : 'fill-white'}
          />
          {index > 0 ? (
            <line
              x1={layout.left}
              x2={layout.left + layout.width}
              y1={row.y}
              y2={row.y}
              strokeWidth={index === 1 ? 2.5 : 1.5}
              className="stroke-ink"
            />
          ) : null}
          {row.cells.map((cell, column) => (
            <Lines
              key={column}
              lines={cell.lines}
              x={cell.x}
              y={cell.y}
              size={layout.fontSize}
              bold={index === 0}
              plain={index > 0}
            />
          ))}
        </g>
      ))}
      {layout.columnXs.slice(1).map((x) => (
        <line key={x} x1={x} x2={x} y1={top} y2={bottom} strokeWidth={1.5} className="stroke-ink" />
      ))}
      <rect
        x={layout.left}
        y={top}
        width={layout.width}
        height={bottom - top}
        fill="none"
        strokeWidth={2.5}
        className="stroke-ink"
      />
    </VisualFrame>
  );
}
