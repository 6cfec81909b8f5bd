import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { coinsAndBills } from './coins-and-bills';

// Independent path: value each piece in the picture from its own table, in dollars, with fraction.js.
const DOLLARS: Record<string, Fraction> = {
  penny: new Fraction(1, 100),
  nickel: new Fraction(5, 100),
  dime: new Fraction(1, 10),
  quarter: new Fraction(1, 4),
  'half-dollar': new Fraction(1, 2),
  'one-dollar-bill': new Fraction(1),
  'five-dollar-bill': new Fraction(5),
  'ten-dollar-bill': new Fraction(10),
  'twenty-dollar-bill': new Fraction(20),
};

function moneyShown(item: Item): Fraction {
  if (item.visual?.kind !== 'money') throw new Error('expected money');
  return item.visual.pieces.reduce(
    (sum, p) => sum.add(DOLLARS[p.denomination]!.mul(p.count)),
    new Fraction(0),
  );
}

function answerInDollars(item: Item): Fraction {
  const price = /costs \$(\d+\.\d\d)/.exec(item.stem);
  return price ? new Fraction(price[1]!).sub(moneyShown(item)) : moneyShown(item);
}

checkGenerator(coinsAndBills, {
  independentAnswer: (item) => {
    const value = answerInDollars(item);
    if (item.stem.includes('How many cents')) return value.mul(100);
    // Money choices are written "$7.35"; numeric entry compares the value.
    return item.interaction.type === 'multiple-choice' ? `$${value.valueOf().toFixed(2)}` : value;
  },
});

describe('3.4C coins and bills', () => {
  it('keeps easy collections to coins worth less than a dollar', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const item = coinsAndBills.generate({ seed, difficulty: 'easy' });
      expect(moneyShown(item).compare(1)).toBeLessThan(0);
      expect(
        item.visual?.kind === 'money' && item.visual.pieces.every((p) => !p.denomination.includes('bill')),
      ).toBe(true);
    }
  });

  it('writes every money choice as dollars and cents', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const item = coinsAndBills.generate({ seed, difficulty: 'medium', itemType: 'multiple-choice' });
      const texts =
        item.interaction.type === 'multiple-choice' ? item.interaction.choices.map((c) => c.text) : [];
      for (const text of texts) expect(text).toMatch(/^\$\d+\.\d\d$/);
    }
  });

  it('asks how much more only when the price is more than the money shown', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const item = coinsAndBills.generate({ seed, difficulty: 'hard' });
      expect(answerInDollars(item).compare(0)).toBeGreaterThan(0);
    }
  });
});
