import Fraction from 'fraction.js';
import type { Item } from '../../items/item-types';

/** For tests only: the answer to a compare-and-order item, sorted by fraction.js from its parameters. */
export function expectedOrderAnswer(item: Item): Fraction | string {
  const scale = Number(item.parameters.scale);
  const values = String(item.parameters.values)
    .split(' ')
    .map((v) => new Fraction(Number(v)).div(scale));
  const ascending = [...values].sort((a, b) => a.compare(b));
  const write = (v: Fraction) => (scale === 1 ? v.valueOf().toLocaleString('en-US') : v.valueOf().toString());
  switch (item.parameters.ask) {
    case 'greatest':
      return ascending.at(-1)!;
    case 'least':
      return ascending[0]!;
    case 'least to greatest':
      return ascending.map(write).join('; ');
    case 'greatest to least':
      return [...ascending].reverse().map(write).join('; ');
    default:
      return 'inline';
  }
}
