import { useId } from 'react';
import type { PictographVisual } from '../../../core/items/visual-types';
import { pictographLayout } from './pictograph-layout';
import { PictographSymbol, symbolIcon } from './pictograph-symbols';
import { Label, Lines } from './svg-text';
import { FONT, VIEW_WIDTH } from './text-metrics';
import { VisualFrame } from './visual-frame';

/** A pictograph: each row's symbols (part symbols cut from the right), and a key saying what one is worth. */
export function Pictograph({ visual }: { visual: PictographVisual }) {
  const layout = pictographLayout(visual, VIEW_WIDTH);
  const icon = symbolIcon(visual.symbol);
  const clipBase = `part${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { table, key } = layout;
  return (
    <VisualFrame kind={visual.kind} description={visual.imageDescription} height={layout.height}>
      <Lines lines={layout.title.lines} x={VIEW_WIDTH / 2} y={layout.title.y} size={FONT.title} bold />
      {layout.rows.map((row, index) => (
        <g key={index}>
          <rect
            x={table.x}
            y={row.top}
            width={table.width}
            height={row.height}
            className={index % 2 === 0 ? 'fill-white' : 'fill-brand-50'}
          />
          <Lines lines={row.label.lines} x={row.label.x} y={row.label.y} anchor="start" bold />
          {row.symbols.map((symbol, position) => (
            <PictographSymbol
              key={position}
              icon={icon}
              x={symbol.x}
              y={symbol.y}
              size={layout.symbolSize}
              portion={symbol.portion}
              clipId={`${clipBase}-${index}-${position}`}
            />
          ))}
          {index > 0 ? (
            <line
              x1={table.x}
              x2={table.x + table.width}
              y1={row.top}
              y2={row.top}
              strokeWidth={1.5}
              className="stroke-ink"
            />
          ) : null}
        </g>
      ))}
      <line
        x1={table.dividerX}
        x2={table.dividerX}
        y1={table.y}
        y2={table.y + table.height}
        strokeWidth={1.5}
        className="stroke-ink"
      />
      <rect
        x={table.x}
        y={table.y}
        width={table.width}
        height={table.height}
        fill="none"
        strokeWidth={2.5}
        className="stroke-ink"
      />
      <Label x={key.startX} y={key.y} anchor="start" bold>
        Key: Each
      </Label>
      <PictographSymbol
        icon={icon}
        x={key.symbolX}
        y={key.y - layout.symbolSize / 2}
        size={layout.symbolSize}
      />
      <Label x={key.valueX} y={key.y} anchor="start" bold>
        {key.valueText}
      </Label>
    </VisualFrame>
  );
}
