import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { convertUnits } from './convert-units';

// Independent path: an equivalence table written here from the grade 4 reference chart, and fraction.js.
const SMALL_PER_BIG: Record<string, number> = {
  'feet inches': 12,
  'yards feet': 3,
  'yards inches': 36,
  'gallons quarts': 4,
  'quarts pints': 2,
  'pints cups': 2,
  'pounds ounces': 16,
  'hours minutes': 60,
  'minutes seconds': 60,
  'days hours': 24,
  'weeks days': 7,
  'meters centimeters': 100,
  'centimeters millimeters': 10,
  'kilometers meters': 1000,
  'liters milliliters': 1000,
  'kilograms grams': 1000,
};

checkGenerator(convertUnits, {
  independentAnswer: ({ parameters: p }) => {
    const factor = SMALL_PER_BIG[`${p.big} ${p.small}`]!;
    return p.direction === 'to-big'
      ? new Fraction(Number(p.amount)).div(factor)
      : new Fraction(Number(p.amount)).mul(factor).add(Number(p.extra));
  },
});

describe('4.8B convert units', () => {
  it('always converts to a whole number of the larger unit', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const item = convertUnits.generate({ seed, difficulty: 'hard', itemType: 'numeric-entry' });
      expect(item.key.type === 'numeric-entry' && item.key.value.denominator).toBe(1);
    }
  });

  it('shows an equivalence table for converting back to the larger unit', () => {
    const item = convertUnits.generate({ seed: 2, difficulty: 'hard' });
    expect(item.visual).toMatchObject({ kind: 'table' });
    expect(item.visual?.kind === 'table' && item.visual.rows).toHaveLength(3);
  });
});
