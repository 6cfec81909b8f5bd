import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { inputOutputTables } from './input-output-tables';

/**
 * Independent path: find the rule from the table itself (first row), then apply it with fraction.js.
 * An add rule has value − position the same in every row; a multiply rule has value ÷ position.
 */
checkGenerator(inputOutputTables, {
  independentAnswer: (item) => {
    if (item.visual?.kind !== 'table') return new Fraction(-1);
    const rows = item.visual.rows.map(
      ([p, v]) => [new Fraction(p!), new Fraction(v!.replaceAll(',', ''))] as const,
    );
    const differences = new Set(rows.map(([p, v]) => v.sub(p).toString()));
    const asked = new Fraction(Number(item.parameters.asked));
    if (differences.size === 1) return asked.add(rows[0]![1].sub(rows[0]![0]));
    const ratio = rows[0]![1].div(rows[0]![0]);
    return item.parameters.find === 'position' ? asked.div(ratio) : asked.mul(ratio);
  },
});

describe('4.5B input-output tables', () => {
  it('follows one rule in every row of the table', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      for (const difficulty of ['easy', 'medium', 'hard'] as const) {
        const item = inputOutputTables.generate({ seed, difficulty });
        if (item.visual?.kind !== 'table') throw new Error('no table');
        const k = Number(item.parameters.k);
        for (const [p, v] of item.visual.rows) {
          const [position, value] = [Number(p), Number(v!.replaceAll(',', ''))];
          expect(value).toBe(item.parameters.rule === 'add' ? position + k : position * k);
        }
      }
    }
  });

  it('asks about a position beyond the table, so the rule is needed', () => {
    const item = inputOutputTables.generate({ seed: 3, difficulty: 'medium' });
    const shown = item.visual?.kind === 'table' ? item.visual.rows.map((row) => Number(row[0])) : [];
    expect(Number(item.parameters.asked)).toBeGreaterThan(Math.max(...shown) + 2);
  });
});
