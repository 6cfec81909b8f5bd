import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { CONVERSION_CHART, convertMeasurementUnits } from './convert-measurement-units';

// Independent path: the grade 5 reference sheet written here as "how many of the smallest unit"
// (1 yd = 36 in, 1 gal = 128 fl oz …), so every factor is rebuilt from the sheet, not taken from the
// generator. The generator's chart is read only for the unit names of each conversion.
const IN_SMALLEST: Record<string, number> = {
  inch: 1,
  foot: 12,
  yard: 36,
  millimeter: 1,
  centimeter: 10,
  meter: 1000,
  kilometer: 1_000_000,
  'fluid ounce': 1,
  cup: 8,
  pint: 16,
  quart: 32,
  gallon: 128,
  milliliter: 1,
  liter: 1000,
  ounce: 1,
  pound: 16,
  ton: 32_000,
  milligram: 1,
  gram: 1000,
  kilogram: 1_000_000,
};
const factor = (big: string, small: string) => new Fraction(IN_SMALLEST[big]!, IN_SMALLEST[small]!);

checkGenerator(convertMeasurementUnits, {
  independentAnswer: ({ parameters: p }) => {
    const { big, small } = CONVERSION_CHART[Number(p.conversion)]!;
    const given = new Fraction(Number(p.given));
    switch (p.task) {
      case 'big-to-small':
        return given.mul(factor(big, small));
      case 'small-to-big':
        return given.div(factor(big, small));
      case 'pieces':
        return given.mul(factor(big, 'inch')).div(Number(p.pieces));
      case 'compare':
        return given.div(10).mul(factor('kilometer', 'meter')).sub(Number(p.other));
      default:
        return given.mul(Number(p.other)).div(factor('pound', 'ounce'));
    }
  },
});

describe('5.7A convert measurement units', () => {
  it('uses only the facts on the grade 5 reference sheet', () => {
    for (const { big, small, factor: used } of CONVERSION_CHART)
      expect(factor(big, small).equals(used)).toBe(true);
  });

  it('gives metric medium answers as decimals and customary ones as whole numbers', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const item = convertMeasurementUnits.generate({
        seed,
        difficulty: 'medium',
        itemType: 'numeric-entry',
      });
      if (item.key.type !== 'numeric-entry' || item.interaction.type !== 'numeric-entry') throw new Error();
      if (item.interaction.format === 'whole-number') expect(item.key.value.denominator).toBe(1);
      else expect(1000 % item.key.value.denominator).toBe(0);
    }
  });

  it('offers the "multiplied instead of divided" slip for medium items', () => {
    const item = convertMeasurementUnits.generate({
      seed: 21,
      difficulty: 'medium',
      itemType: 'numeric-entry',
    });
    const notes = item.key.type === 'numeric-entry' ? item.key.knownMistakes.map((m) => m.note) : [];
    expect(notes.some((note) => note.includes('Divide, do not multiply'))).toBe(true);
  });
});
