import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { numberPairsTable } from './number-pairs-table';

// Independent path: the rule read back from the table's first row (fraction.js), then applied
// forwards (times) or backwards (divided).
checkGenerator(numberPairsTable, {
  independentAnswer: ({ visual, parameters: p }) => {
    if (visual?.kind !== 'table') return -1;
    const [x, y] = visual.rows[0]!.map(Number) as [number, number];
    const rule = new Fraction(y, x);
    return p.direction === 'forward' ? rule.mul(Number(p.input)) : new Fraction(Number(p.output)).div(rule);
  },
});

describe('3.5E number pairs in a table', () => {
  it('keeps every row of the table on one multiplication rule', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      for (const difficulty of ['easy', 'medium', 'hard'] as const) {
        const { visual, parameters } = numberPairsTable.generate({ seed, difficulty });
        if (visual?.kind !== 'table') throw new Error('no table');
        for (const [x, y] of visual.rows)
          if (y !== '?') expect(Number(y)).toBe(Number(x) * Number(parameters.rate));
      }
    }
  });
});
