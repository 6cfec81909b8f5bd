import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { estimateSumsDifferences } from './estimate-sums-differences';

/** Nearest multiple by comparing the distances down and up (a tie goes up), with fraction.js. */
function nearest(value: number, size: number): Fraction {
  const below = new Fraction(value).div(size).floor().mul(size);
  const above = below.add(size);
  return new Fraction(value).sub(below).compare(above.sub(value)) < 0 ? below : above;
}

// Independent path: round each number by distance, then add or subtract with fraction.js.
checkGenerator(estimateSumsDifferences, {
  independentAnswer: ({ parameters: p }) => {
    const size = Number(p.placeSize);
    const [a, b] = [nearest(Number(p.first), size), nearest(Number(p.second), size)];
    return p.operation === 'add' ? a.add(b) : a.sub(b);
  },
});

describe('3.4B estimate sums and differences', () => {
  it('rounds one number up and the other down, so rounding both down is a wrong choice', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const { parameters: p } = estimateSumsDifferences.generate({ seed, difficulty: 'medium' });
      const size = Number(p.placeSize);
      const ups = [Number(p.first), Number(p.second)].filter((x) => x % size > size / 2);
      expect(ups).toHaveLength(1);
    }
  });

  it('never gives the exact answer as the key', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const item = estimateSumsDifferences.generate({ seed, difficulty: 'hard', itemType: 'numeric-entry' });
      const { first, second, operation } = item.parameters as {
        first: number;
        second: number;
        operation: string;
      };
      const exact = operation === 'add' ? first + second : first - second;
      expect(item.key.type === 'numeric-entry' && item.key.value.numerator).not.toBe(exact);
    }
  });
});
