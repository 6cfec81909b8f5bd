import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { dataDisplays } from './data-displays';

// Independent path: tally the recorded data by a different route (string matching on the written
// values; tens by integer division with fraction.js), or subtract the seen frequencies from the total.
checkGenerator(dataDisplays, {
  independentAnswer: ({ parameters: p }) => {
    if (p.display === 'frequency-table') {
      const seen = String(p.frequencies)
        .split(' ')
        .filter((f) => f !== '?')
        .reduce((sum, f) => sum.add(Number(f)), new Fraction(0));
      return new Fraction(Number(p.total)).sub(seen);
    }
    const data = String(p.data).split(' ');
    if (p.display === 'dot-plot') return new Fraction(data.filter((v) => v === String(p.asked)).length);
    return new Fraction(
      data.filter((v) => new Fraction(Number(v)).div(10).floor().equals(Number(p.asked))).length,
    );
  },
});

describe('4.9A data displays', () => {
  it('describes every dot of the dot plot in words', () => {
    const item = dataDisplays.generate({ seed: 12, difficulty: 'easy' });
    expect(item.visual?.kind).toBe('dot-plot');
    expect(item.visual?.imageDescription).toMatch(/^A dot plot\. Above \d+ there/);
  });

  it('shows exactly one missing frequency in hard items, marked with "?"', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const visual = dataDisplays.generate({ seed, difficulty: 'hard' }).visual;
      const cells = visual?.kind === 'table' ? visual.rows.map((row) => row[1]) : [];
      expect(cells.filter((cell) => cell === '?')).toHaveLength(1);
    }
  });

  it('offers "the ones digit as the stem" as a wrong answer when it differs', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const item = dataDisplays.generate({ seed, difficulty: 'medium', itemType: 'numeric-entry' });
      const data = String(item.parameters.data).split(' ').map(Number);
      const stem = Number(item.parameters.asked);
      const onesMatch = data.filter((v) => v % 10 === stem).length;
      const answer = data.filter((v) => Math.floor(v / 10) === stem).length;
      const known =
        item.key.type === 'numeric-entry' ? item.key.knownMistakes.map((m) => m.value.numerator) : [];
      if (onesMatch !== answer) expect(known).toContain(onesMatch);
    }
  });
});
