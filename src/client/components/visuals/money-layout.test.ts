import { describe, expect, test } from 'vitest';
import { MONEY_DENOMINATIONS } from '../../../core/items/visual-types';
import { MONEY_LOOKS, moneyLayout } from './money-layout';

describe('money', () => {
  test('coins are labelled with their value and sized like the real ones', () => {
    expect(MONEY_DENOMINATIONS.map((denomination) => MONEY_LOOKS[denomination].text)).toEqual([
      '1¢',
      '5¢',
      '10¢',
      '25¢',
      '50¢',
      '$1',
      '$5',
      '$10',
      '$20',
    ]);
    const size = (name: keyof typeof MONEY_LOOKS) => MONEY_LOOKS[name].width;
    expect(size('dime')).toBeLessThan(size('penny'));
    expect(size('penny')).toBeLessThan(size('nickel'));
    expect(size('nickel')).toBeLessThan(size('quarter'));
    expect(size('quarter')).toBeLessThan(size('half-dollar'));
  });

  test('every piece is drawn count times, in the given order, inside the width', () => {
    const layout = moneyLayout(
      {
        kind: 'money',
        pieces: [
          { denomination: 'ten-dollar-bill', count: 3 },
          { denomination: 'quarter', count: 3 },
          { denomination: 'penny', count: 4 },
        ],
        imageDescription: 'Money.',
      },
      360,
    );
    expect(layout.pieces.map((piece) => piece.denomination)).toEqual([
      ...Array<string>(3).fill('ten-dollar-bill'),
      ...Array<string>(3).fill('quarter'),
      ...Array<string>(4).fill('penny'),
    ]);
    for (const piece of layout.pieces) {
      expect(piece.x).toBeGreaterThanOrEqual(0);
      expect(piece.x + piece.look.width).toBeLessThanOrEqual(360);
      expect(piece.y + piece.look.height).toBeLessThanOrEqual(layout.height);
    }
  });
});
