import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { grossAndNetIncome } from './gross-and-net-income';

// Independent path: read the amounts the child sees (the stem or the pay stub), add or subtract with
// fraction.js, and write the dollars with Intl's currency format.
const money = (text: string) => new Fraction(text.replace(/[$,]/g, ''));
const usd = (value: Fraction, cents: boolean) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  }).format(value.valueOf());

function income(item: Item): Fraction {
  const { stem, visual, parameters: p } = item;
  if (p.task === 'name-gross' || p.task === 'name-net') {
    const [earned, paid] = [...stem.matchAll(/\$[\d,]+/g)].map((m) => money(m[0]));
    return p.task === 'name-gross' ? earned! : paid!;
  }
  if (visual?.kind !== 'table') throw new Error('no pay stub');
  const amount = (label: string) => visual.rows.find(([what]) => what === label)![1]!;
  const deductions = visual.rows
    .filter(([what]) => what !== 'Gross pay' && what !== 'Net pay')
    .reduce((sum, [, value]) => sum.add(money(value!)), new Fraction(0));
  return p.task === 'find-net'
    ? money(amount('Gross pay')).sub(deductions)
    : money(amount('Net pay')).add(deductions);
}

checkGenerator(grossAndNetIncome, {
  independentAnswer: (item) =>
    item.interaction.type === 'numeric-entry' ? income(item) : usd(income(item), item.difficulty !== 'easy'),
});

describe('5.10B gross and net income', () => {
  it('keeps net pay below gross pay on every stub', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const { parameters: p } = grossAndNetIncome.generate({ seed, difficulty: 'medium' });
      expect(Number(p.net)).toBeLessThan(Number(p.gross));
      expect(Number(p.net)).toBeGreaterThan(Number(p.gross) / 2);
    }
  });

  it('hides the asked amount on the pay stub with a question mark', () => {
    const item = grossAndNetIncome.generate({ seed: 7, difficulty: 'hard' });
    expect(item.visual?.kind === 'table' && item.visual.rows[0]).toEqual(['Gross pay', '?']);
  });
});
