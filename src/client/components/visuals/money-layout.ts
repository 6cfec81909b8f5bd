import type { MoneyDenomination, MoneyVisual } from '../../../core/items/visual-types';
import { flowLayout } from './flow-layout';
import { EDGE } from './text-metrics';

export interface MoneyLook {
  kind: 'coin' | 'bill';
  /** What is printed on it: 1¢ … 50¢, $1 … $20. */
  text: string;
  /** A coin's diameter, or a bill's width and height. */
  width: number;
  height: number;
}

/** Coins keep their real relative sizes (a dime is smaller than a penny); bills share one size. */
const COIN_SCALE = 3;
const BILL = { width: 156, height: 66 };

export const MONEY_LOOKS: Record<MoneyDenomination, MoneyLook> = {
  penny: { kind: 'coin', text: '1¢', width: 19.05 * COIN_SCALE, height: 19.05 * COIN_SCALE },
  nickel: { kind: 'coin', text: '5¢', width: 21.21 * COIN_SCALE, height: 21.21 * COIN_SCALE },
  dime: { kind: 'coin', text: '10¢', width: 17.91 * COIN_SCALE, height: 17.91 * COIN_SCALE },
  quarter: { kind: 'coin', text: '25¢', width: 24.26 * COIN_SCALE, height: 24.26 * COIN_SCALE },
  'half-dollar': { kind: 'coin', text: '50¢', width: 30.61 * COIN_SCALE, height: 30.61 * COIN_SCALE },
  'one-dollar-bill': { kind: 'bill', text: '$1', ...BILL },
  'five-dollar-bill': { kind: 'bill', text: '$5', ...BILL },
  'ten-dollar-bill': { kind: 'bill', text: '$10', ...BILL },
  'twenty-dollar-bill': { kind: 'bill', text: '$20', ...BILL },
};

export interface PlacedMoney {
  denomination: MoneyDenomination;
  look: MoneyLook;
  x: number;
  y: number;
}

/** Every piece, `count` of each in the order given, in rows that wrap and are centred. */
export function moneyLayout(spec: MoneyVisual, width: number): { height: number; pieces: PlacedMoney[] } {
  const pieces = spec.pieces.flatMap((piece) =>
    Array.from({ length: piece.count }, () => ({
      denomination: piece.denomination,
      look: MONEY_LOOKS[piece.denomination],
    })),
  );
  const flow = flowLayout(
    pieces.map((piece) => piece.look),
    { maxWidth: width - 2 * EDGE, gapX: 12, gapY: 14, align: 'middle' },
  );
  return {
    height: flow.height + 2 * EDGE,
    pieces: pieces.map((piece, index) => ({
      ...piece,
      x: EDGE + flow.positions[index]!.x,
      y: EDGE + flow.positions[index]!.y,
    })),
  };
}
