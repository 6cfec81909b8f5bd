import type { AreaModelVisual } from '../../../core/items/visual-types';
import { areaModelLayout } from './area-model-layout';
import { Label } from './svg-text';
import { FONT, VIEW_WIDTH, textWidth } from './text-metrics';
import { VisualFrame } from './visual-frame';

const TINTS = ['fill-brand-100', 'fill-sun-200', 'fill-indigo-100', 'fill-emerald-100'];

/** A rectangle split into parts of each factor; neighbouring parts get different tints. */
export function AreaModel({ visual }: { visual: AreaModelVisual }) {
  const layout = areaModelLayout(visual, VIEW_WIDTH);
  const columns = visual.columnParts.length;
  return (
    <VisualFrame kind={visual.kind} description={visual.imageDescription} height={layout.height}>
      {layout.cells.map((cell) => {
        const size = textWidth(cell.product, FONT.big, true) > cell.width - 8 ? FONT.small : FONT.big;
        return (
          <g key={`${cell.row}-${cell.column}`}>
            <rect
              x={cell.x}
              y={cell.y}
              width={cell.width}
              height={cell.height}
              strokeWidth={2}
              className={`${TINTS[(cell.row * columns + cell.column) % TINTS.length]} stroke-ink`}
            />
            {visual.showPartialProducts ? (
              <Label x={cell.x + cell.width / 2} y={cell.y + cell.height / 2} size={size} bold>
                {cell.product}
              </Label>
            ) : null}
          </g>
        );
      })}
      <rect {...layout.box} fill="none" strokeWidth={3} className="stroke-ink" />
      {layout.columnLabels.map((label, index) => (
        <Label key={index} x={label.x} y={label.y} size={FONT.big} bold>
          {label.text}
        </Label>
      ))}
      {layout.rowLabels.map((label, index) => (
        <Label key={index} x={label.x} y={label.y} size={FONT.big} anchor="end" bold>
          {label.text}
        </Label>
      ))}
    </VisualFrame>
  );
}
