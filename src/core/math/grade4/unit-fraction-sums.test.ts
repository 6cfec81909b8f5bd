import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { unitFractionSums } from './unit-fraction-sums';

// Independent path: add up the unit fractions printed in the stem with fraction.js.
const sumOf = (text: string) =>
  (text.match(/1\/\d+/g) ?? []).reduce((sum, unit) => sum.add(new Fraction(unit)), new Fraction(0));

checkGenerator(unitFractionSums, {
  independentAnswer: (item) =>
    item.parameters.ask === 'fraction' ? sumOf(item.stem.split(':')[1]!) : 'inline',
});

describe('4.3A unit fraction sums', () => {
  it('keys the one option whose unit fractions add up to the fraction', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      for (const difficulty of ['easy', 'medium', 'hard'] as const) {
        const item = unitFractionSums.generate({ seed, difficulty, itemType: 'inline-choice' });
        if (item.interaction.type !== 'inline-choice' || item.key.type !== 'inline-choice') continue;
        const target = new Fraction(Number(item.parameters.count), Number(item.parameters.denominator));
        const options = item.interaction.blanks[0]!.options;
        const unitSums = options.filter((o) => /^(1\/\d+)( \+ 1\/\d+)*$/.test(o) && sumOf(o).equals(target));
        expect(unitSums).toEqual([options[item.key.blanks[0]!.correctIndex]]);
      }
    }
  });

  it('uses fractions greater than 1 in medium and hard items', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const { parameters: p } = unitFractionSums.generate({ seed, difficulty: 'medium' });
      expect(Number(p.count)).toBeGreaterThan(Number(p.denominator));
    }
  });
});
