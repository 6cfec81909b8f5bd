import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { multiplyWholeByFraction } from './multiply-whole-by-fraction';

// Independent path: fraction.js multiplies the whole number by the fraction.
checkGenerator(multiplyWholeByFraction, {
  independentAnswer: ({ parameters: p }) => new Fraction(Number(p.p), Number(p.d)).mul(Number(p.whole)),
});

describe('5.3I multiply a whole number by a fraction', () => {
  it('draws a model at every difficulty that matches the numbers', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const easy = multiplyWholeByFraction.generate({ seed, difficulty: 'easy' });
      if (easy.visual?.kind !== 'fraction-bars') throw new Error('bars');
      expect(easy.visual.bars).toHaveLength(Number(easy.parameters.whole));
      const medium = multiplyWholeByFraction.generate({ seed, difficulty: 'medium' });
      if (medium.visual?.kind !== 'array') throw new Error('array');
      expect(medium.visual.rows * medium.visual.columns).toBe(medium.parameters.whole);
      expect(medium.visual.rows).toBe(medium.parameters.d);
      const hard = multiplyWholeByFraction.generate({ seed, difficulty: 'hard' });
      if (hard.visual?.kind !== 'number-line') throw new Error('line');
      const perWhole = Number(hard.parameters.d);
      const end = new Fraction(hard.visual.jumps.at(-1)!.toTick, perWhole);
      expect(
        end.equals(new Fraction(Number(hard.parameters.p), perWhole).mul(Number(hard.parameters.whole))),
      ).toBe(true);
    }
  });

  it('knows the slip of multiplying the denominator too', () => {
    const item = multiplyWholeByFraction.generate({ seed: 3, difficulty: 'easy', itemType: 'numeric-entry' });
    if (item.key.type !== 'numeric-entry') throw new Error('type');
    expect(
      item.key.knownMistakes.some(
        (m) => m.note.includes('denominator was multiplied') || m.note.includes('Both the numerator'),
      ),
    ).toBe(true);
  });
});
