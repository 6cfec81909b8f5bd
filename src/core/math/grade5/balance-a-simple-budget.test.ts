import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { balanceASimpleBudget } from './balance-a-simple-budget';

// Independent path: read every amount back from what the child sees (the budget table and the stem),
// add and subtract with fraction.js, and write the dollars with Intl's currency format.
const money = (text: string) => new Fraction(text.replace(/[$,]/g, ''));
const usd = (value: Fraction, cents: boolean) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  }).format(value.valueOf());

function leftOver(item: Item): Fraction {
  if (item.visual?.kind !== 'table') throw new Error('no budget table');
  const rows = item.visual.rows.filter(([, amount]) => amount !== '?');
  const total = (match: (label: string) => boolean) =>
    rows
      .filter(([label]) => match(label!))
      .reduce((sum, [, amount]) => sum.add(money(amount!)), new Fraction(0));
  const notIncome = total((label) => !label.startsWith('Income'));
  if (item.parameters.task === 'weeks') {
    const [weekly, extra] = [...item.stem.matchAll(/\$[\d,]+\.\d\d/g)].map((m) => money(m[0]));
    return weekly!.mul(4).add(extra!).sub(notIncome);
  }
  return total((label) => label.startsWith('Income')).sub(notIncome);
}

checkGenerator(balanceASimpleBudget, {
  independentAnswer: (item) =>
    item.interaction.type === 'numeric-entry'
      ? leftOver(item)
      : usd(leftOver(item), item.parameters.task === 'weeks'),
});

describe('5.10F balance a simple budget', () => {
  it('always leaves money over, so the budget can balance', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      for (const difficulty of ['easy', 'medium', 'hard'] as const) {
        const item = balanceASimpleBudget.generate({ seed, difficulty, itemType: 'numeric-entry' });
        expect(leftOver(item).compare(0)).toBeGreaterThan(0);
      }
    }
  });

  it('writes every amount in an item the same way: whole dollars or dollars and cents', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const hard = balanceASimpleBudget.generate({ seed, difficulty: 'hard', itemType: 'multiple-choice' });
      const texts =
        hard.interaction.type === 'multiple-choice' ? hard.interaction.choices.map((c) => c.text) : [];
      for (const text of texts) expect(text).toMatch(/^\$[\d,]+\.\d\d$/);
      const easy = balanceASimpleBudget.generate({ seed, difficulty: 'easy', itemType: 'multiple-choice' });
      const easyTexts =
        easy.interaction.type === 'multiple-choice' ? easy.interaction.choices.map((c) => c.text) : [];
      for (const text of easyTexts) expect(text).toMatch(/^\$[\d,]+$/);
    }
  });
});
