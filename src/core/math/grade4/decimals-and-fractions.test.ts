import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { decimalsAndFractions } from './decimals-and-fractions';

// Independent path: fraction.js reads the decimal or fraction that the stem itself asks about.
function valueAsked(stem: string): Fraction {
  const mixed = /What is (\d+) (\d+)\/(\d+) written/.exec(stem);
  if (mixed) return new Fraction(Number(mixed[2]), Number(mixed[3])).add(Number(mixed[1]));
  const fraction = /What is (\d+)\/(\d+) written/.exec(stem);
  if (fraction) return new Fraction(Number(fraction[1]), Number(fraction[2]));
  const decimal = /names (\d*\.\d+)\?/.exec(stem);
  return new Fraction(decimal![1]!);
}

checkGenerator(decimalsAndFractions, {
  independentAnswer: (item) => {
    if (item.visual?.kind === 'fraction-bars') {
      return item.visual.bars.reduce(
        (sum, bar) => sum.add(new Fraction(bar.shaded, bar.parts)),
        new Fraction(0),
      );
    }
    return valueAsked(item.stem);
  },
});

describe('4.2G decimals and fractions', () => {
  it('asks for hundredths when it asks for a fraction, so 1/2 does not answer 50/100', () => {
    let found = 0;
    for (let seed = 0; seed < 100; seed += 1) {
      const item = decimalsAndFractions.generate({ seed, difficulty: 'medium', itemType: 'numeric-entry' });
      if (item.parameters.direction !== 'to-fraction') continue;
      found += 1;
      expect(item.key).toMatchObject({ accept: { kind: 'denominator', denominator: 100 } });
    }
    expect(found).toBeGreaterThan(10);
  });

  it('offers the dropped-zero slip (0.7 for 7/100) when the tenths place is empty', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const item = decimalsAndFractions.generate({ seed, difficulty: 'hard', itemType: 'numeric-entry' });
      const match = /What is (\d+) (\d+)\/100 written/.exec(item.stem);
      if (!match || Number(match[2]) >= 10 || item.key.type !== 'numeric-entry') continue;
      const slip = new Fraction(Number(match[1])).add(new Fraction(Number(match[2]), 10));
      expect(
        item.key.knownMistakes.some((m) => slip.equals(new Fraction(m.value.numerator, m.value.denominator))),
      ).toBe(true);
    }
  });
});
