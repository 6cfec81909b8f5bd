import type { MoneyVisual as MoneySpec } from '../../../core/items/visual-types';
import { moneyLayout, type PlacedMoney } from './money-layout';
import { Label } from './svg-text';
import { VIEW_WIDTH } from './text-metrics';
import { VisualFrame } from './visual-frame';

function Coin({ piece }: { piece: PlacedMoney }) {
  const r = piece.look.width / 2;
  const cx = piece.x + r;
  const cy = piece.y + r;
  const copper = piece.denomination === 'penny';
  return (
    <g>
      <circle
        cx={cx}
        cy={cy}
        r={r - 1.5}
        strokeWidth={3}
        className={copper ? 'fill-brand-200 stroke-brand-800' : 'fill-slate-200 stroke-slate-600'}
      />
      <circle
        cx={cx}
        cy={cy}
        r={r - 7}
        fill="none"
        strokeWidth={1.5}
        strokeDasharray="3 3"
        className={copper ? 'stroke-brand-700' : 'stroke-slate-500'}
      />
      <Label x={cx} y={cy} size={r > 30 ? 20 : 17} bold>
        {piece.look.text}
      </Label>
    </g>
  );
}

function Bill({ piece }: { piece: PlacedMoney }) {
  const { x, y } = piece;
  const { width, height, text } = piece.look;
  const corner = text.slice(1);
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx={5}
        strokeWidth={2.5}
        className="fill-emerald-100 stroke-emerald-800"
      />
      <rect
        x={x + 6}
        y={y + 6}
        width={width - 12}
        height={height - 12}
        rx={3}
        fill="none"
        strokeWidth={1.5}
        className="stroke-emerald-700"
      />
      <ellipse
        cx={x + width / 2}
        cy={y + height / 2}
        rx={32}
        ry={21}
        strokeWidth={1.5}
        className="fill-emerald-50 stroke-emerald-700"
      />
      <Label x={x + width / 2} y={y + height / 2} size={22} bold className="fill-emerald-950">
        {text}
      </Label>
      <Label x={x + 12} y={y + 18} size={15} anchor="start" bold className="fill-emerald-900">
        {corner}
      </Label>
      <Label x={x + width - 12} y={y + height - 18} size={15} anchor="end" bold className="fill-emerald-900">
        {corner}
      </Label>
    </g>
  );
}

/** Coins (copper or silver, real relative sizes, value printed on each) and green bills. */
export function MoneyVisual({ visual }: { visual: MoneySpec }) {
  const layout = moneyLayout(visual, VIEW_WIDTH);
  return (
    <VisualFrame kind={visual.kind} description={visual.imageDescription} height={layout.height}>
      {layout.pieces.map((piece, index) =>
        piece.look.kind === 'coin' ? <Coin key={index} piece={piece} /> : <Bill key={index} piece={piece} />,
      )}
    </VisualFrame>
  );
}
