import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { modelDecimalDivision } from './model-decimal-division';

// Independent path: fraction.js divides the recorded dividend by the divisor.
checkGenerator(modelDecimalDivision, {
  independentAnswer: ({ parameters: p }) =>
    new Fraction(Number(p.dividend), Number(p.dividendScale)).div(Number(p.divisor)),
});

describe('5.3F model decimal division', () => {
  it('shows blocks worth the dividend: flats are wholes, rods tenths, cubes hundredths', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      for (const difficulty of ['medium', 'hard'] as const) {
        const { visual, parameters: p } = modelDecimalDivision.generate({ seed, difficulty });
        if (visual?.kind !== 'base-ten-blocks') throw new Error('blocks');
        const shown = new Fraction(visual.hundreds)
          .add(new Fraction(visual.tens, 10))
          .add(new Fraction(visual.ones, 100));
        expect(shown.equals(new Fraction(Number(p.dividend), Number(p.dividendScale)))).toBe(true);
      }
    }
  });

  it('uses two-digit divisors with the blocks and quotients to hundredths', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const item = modelDecimalDivision.generate({ seed, difficulty: 'hard', itemType: 'numeric-entry' });
      expect(String(item.parameters.divisor)).toHaveLength(2);
      if (item.key.type !== 'numeric-entry') throw new Error('type');
      const d = item.key.value.denominator;
      expect(100 % d === 0 && 10 % d !== 0).toBe(true);
    }
  });
});
