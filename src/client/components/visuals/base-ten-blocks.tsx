import type { BaseTenBlocksVisual } from '../../../core/items/visual-types';
import { DEPTH, UNIT, baseTenLayout, type Block } from './base-ten-layout';
import { VIEW_WIDTH } from './text-metrics';
import { VisualFrame } from './visual-frame';

const LONG = 10 * UNIT;
const steps = Array.from({ length: 9 }, (_, index) => (index + 1) * UNIT);

/** Lines splitting a face into units: across (for rods and flats) and down (for flats). */
function UnitLines({ x, y, width, height }: { x: number; y: number; width: number; height: number }) {
  return (
    <g strokeWidth={1} className="stroke-ink/60">
      {height > UNIT && steps.map((s) => <line key={`h${s}`} x1={x} x2={x + width} y1={y + s} y2={y + s} />)}
      {width > UNIT && steps.map((s) => <line key={`v${s}`} x1={x + s} x2={x + s} y1={y} y2={y + height} />)}
    </g>
  );
}

function Cube({ x, y }: { x: number; y: number }) {
  const front = { x, y: y + DEPTH, width: LONG, height: LONG };
  const top = `${x},${y + DEPTH} ${x + DEPTH},${y} ${x + DEPTH + LONG},${y} ${x + LONG},${y + DEPTH}`;
  const side = `${x + LONG},${y + DEPTH} ${x + LONG + DEPTH},${y} ${x + LONG + DEPTH},${y + LONG} ${x + LONG},${y + DEPTH + LONG}`;
  return (
    <g strokeWidth={2} strokeLinejoin="round">
      <polygon points={top} className="fill-indigo-100 stroke-ink" />
      <polygon points={side} className="fill-indigo-300 stroke-ink" />
      <rect {...front} className="fill-indigo-200 stroke-ink" />
      <UnitLines {...front} />
    </g>
  );
}

function Piece({ block }: { block: Block }) {
  const { x, y } = block;
  if (block.place === 'thousand') return <Cube x={x} y={y} />;
  const size = {
    hundred: { width: LONG, height: LONG, fill: 'fill-sun-200' },
    ten: { width: UNIT, height: LONG, fill: 'fill-emerald-200' },
    one: { width: UNIT, height: UNIT, fill: 'fill-brand-300' },
  }[block.place];
  return (
    <g>
      <rect x={x} y={y} width={size.width} height={size.height} className={size.fill} />
      <UnitLines x={x} y={y} width={size.width} height={size.height} />
      <rect
        x={x}
        y={y}
        width={size.width}
        height={size.height}
        fill="none"
        strokeWidth={2}
        className="stroke-ink"
      />
    </g>
  );
}

/**
 * Base-ten blocks to scale: a rod is ten small cubes, a flat ten rods, a cube ten flats. Shape tells
 * the places apart; the colours only help.
 */
export function BaseTenBlocks({ visual }: { visual: BaseTenBlocksVisual }) {
  const layout = baseTenLayout(visual, VIEW_WIDTH);
  return (
    <VisualFrame kind={visual.kind} description={visual.imageDescription} height={layout.height}>
      {layout.blocks.map((block, index) => (
        <Piece key={index} block={block} />
      ))}
    </VisualFrame>
  );
}
