import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { fractionOnNumberLine } from './fraction-on-number-line';

// Independent path: the point's share of the whole line, read from the picture (tick / divisions),
// which fraction.js writes in lowest terms.
checkGenerator(fractionOnNumberLine, {
  independentAnswer: ({ visual }) =>
    visual?.kind === 'number-line'
      ? new Fraction(visual.points[0]!.tick, visual.divisions)
      : new Fraction(-1),
});

describe('3.3B fraction for a point on a number line', () => {
  it('labels only 0 and one fraction on hard items, and the label sits at its own point', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const { visual } = fractionOnNumberLine.generate({ seed, difficulty: 'hard' });
      if (visual?.kind !== 'number-line') throw new Error('no number line');
      const label = visual.tickLabels[1]!;
      expect(new Fraction(label.text).equals(new Fraction(label.tick, visual.divisions))).toBe(true);
      expect(visual.tickLabels.some((t) => t.text === '1')).toBe(false);
    }
  });

  it('offers counting the tick marks as a wrong fraction when its denominator is a grade 3 one', () => {
    const item = fractionOnNumberLine.generate({ seed: 1, difficulty: 'easy', itemType: 'numeric-entry' });
    const q = Number(item.parameters.divisions);
    const known = item.key.type === 'numeric-entry' ? item.key.knownMistakes : [];
    if ([2, 3, 4, 6, 8].includes(q + 1)) expect(known.some((m) => m.note.includes('tick marks'))).toBe(true);
  });
});
