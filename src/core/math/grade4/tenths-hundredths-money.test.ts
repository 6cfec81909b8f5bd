import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { tenthsHundredthsMoney } from './tenths-hundredths-money';

// Independent path: add up the money in the picture with fraction.js (dime 1/10, penny 1/100).
const WORTH: Record<string, Fraction> = {
  'one-dollar-bill': new Fraction(1),
  dime: new Fraction(1, 10),
  penny: new Fraction(1, 100),
};

checkGenerator(tenthsHundredthsMoney, {
  independentAnswer: (item) => {
    if (item.parameters.ask === 'pennies') return new Fraction(Number(item.parameters.dimes)).mul(10);
    if (item.visual?.kind !== 'money') return new Fraction(-1);
    return item.visual.pieces.reduce(
      (sum, piece) => sum.add(WORTH[piece.denomination]!.mul(piece.count)),
      new Fraction(0),
    );
  },
});

describe('4.2E tenths and hundredths with money', () => {
  it('shows only bills, dimes and pennies, the tenths-and-hundredths model', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const { visual } = tenthsHundredthsMoney.generate({ seed, difficulty: 'medium' });
      if (visual?.kind !== 'money') throw new Error('no money');
      for (const piece of visual.pieces) expect(Object.keys(WORTH)).toContain(piece.denomination);
    }
  });

  it('offers the dropped-zero slip when there are no dimes', () => {
    const item = Array.from({ length: 200 }, (_, seed) =>
      tenthsHundredthsMoney.generate({ seed, difficulty: 'medium', itemType: 'numeric-entry' }),
    ).find((i) => i.parameters.dimes === 0);
    const notes = item?.key.type === 'numeric-entry' ? item.key.knownMistakes.map((m) => m.note) : [];
    expect(notes.some((note) => note.includes('0 in the tenths place'))).toBe(true);
  });
});
