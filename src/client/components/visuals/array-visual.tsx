import type { ArrayVisual as ArraySpec } from '../../../core/items/visual-types';
import { arrayLayout } from './array-layout';
import { VIEW_WIDTH } from './text-metrics';
import { VisualFrame } from './visual-frame';

/** Rows × columns of counters, each row on a faint band so the rows stand out. */
export function ArrayVisual({ visual }: { visual: ArraySpec }) {
  const layout = arrayLayout(visual.rows, visual.columns, VIEW_WIDTH);
  return (
    <VisualFrame
      kind={visual.kind}
      description={visual.imageDescription}
      height={layout.height}
      maxWidth={480}
    >
      {layout.rowBands.map((band, row) => (
        <rect key={row} {...band} rx={band.height / 2} className="fill-brand-100" />
      ))}
      {layout.dots.map((dot) => (
        <circle
          key={`${dot.row}-${dot.column}`}
          cx={dot.cx}
          cy={dot.cy}
          r={layout.radius}
          strokeWidth={2}
          className="fill-brand-500 stroke-brand-900"
        />
      ))}
    </VisualFrame>
  );
}
