import type { StemAndLeafVisual } from '../../../core/items/visual-types';
import { stemAndLeafLayout } from './stem-and-leaf-layout';
import { Label, Lines } from './svg-text';
import { FONT, VIEW_WIDTH } from './text-metrics';
import { VisualFrame } from './visual-frame';

/** A stem-and-leaf plot with its title, Stem | Leaf headings and key, like a STAAR data display. */
export function StemAndLeaf({ visual }: { visual: StemAndLeafVisual }) {
  const layout = stemAndLeafLayout(visual, VIEW_WIDTH);
  const { table, header } = layout;
  return (
    <VisualFrame kind={visual.kind} description={visual.imageDescription} height={layout.height}>
      <Lines lines={layout.title.lines} x={VIEW_WIDTH / 2} y={layout.title.y} size={FONT.title} bold />
      <rect
        x={table.left}
        y={table.top}
        width={table.right - table.left}
        height={table.headerBottom - table.top}
        className="fill-indigo-100"
      />
      <Label x={header.stemX} y={header.y} anchor="end" bold>
        Stem
      </Label>
      <Label x={header.leafX} y={header.y} anchor="start" bold>
        Leaf
      </Label>
      <line
        x1={table.left}
        x2={table.right}
        y1={table.headerBottom}
        y2={table.headerBottom}
        strokeWidth={2.5}
        className="stroke-ink"
      />
      <line
        x1={table.dividerX}
        x2={table.dividerX}
        y1={table.top}
        y2={table.bottom}
        strokeWidth={2.5}
        className="stroke-ink"
      />
      {layout.rows.map((row, index) => (
        <g key={index}>
          <Label x={row.stem.x} y={row.stem.y} size={FONT.big} anchor="end" bold>
            {row.stem.text}
          </Label>
          {row.leaves.map((leaf, position) => (
            <Label key={position} x={leaf.x} y={leaf.y} size={FONT.big}>
              {leaf.text}
            </Label>
          ))}
        </g>
      ))}
      <Lines lines={layout.key.lines} x={VIEW_WIDTH / 2} y={layout.key.y} />
    </VisualFrame>
  );
}
