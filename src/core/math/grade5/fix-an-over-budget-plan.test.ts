import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { fixAnOverBudgetPlan } from './fix-an-over-budget-plan';

// Independent path: read the gap from the budget table, then apply each choice's changes to it here
// ("earn $X more" and "spend $X less" close the gap by X; "spend $X more" widens it). A choice
// balances the budget when the gap is closed.
const money = (text: string) => new Fraction(text.replace(/[$,]/g, ''));

function gap(item: Item): Fraction {
  if (item.visual?.kind !== 'table') throw new Error('no budget');
  return item.visual.rows.reduce(
    (sum, [what, amount]) => (what!.startsWith('Income') ? sum.sub(money(amount!)) : sum.add(money(amount!))),
    new Fraction(0),
  );
}

function balances(item: Item, text: string): boolean {
  if (item.parameters.task === 'action') return /^(Spend less on|Earn extra money)/.test(text);
  let closed = new Fraction(0);
  for (const match of text.matchAll(/(\$[\d,]+) (more|less)/g)) {
    // The verb that governs an amount is the last "earn" or "spend" before it.
    const verbs = [...text.slice(0, match.index).matchAll(/\b(earn|spend)\b/gi)];
    const verb = verbs[verbs.length - 1]![1]!.toLowerCase();
    const helps = (verb === 'earn') === (match[2] === 'more');
    closed = helps ? closed.add(money(match[1]!)) : closed.sub(money(match[1]!));
  }
  return closed.compare(gap(item)) >= 0;
}

checkGenerator(fixAnOverBudgetPlan, {
  independentAnswer: (item) => {
    const choices = 'choices' in item.interaction ? item.interaction.choices : [];
    const right = choices.filter((choice) => balances(item, choice.text));
    return right.length === 1 ? right[0]!.text : `${right.length} choices balance`;
  },
});

describe('5.10E fix a budget that is over', () => {
  it('shows a budget whose expenses really are more than its income', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      for (const difficulty of ['medium', 'hard'] as const) {
        const item = fixAnOverBudgetPlan.generate({ seed, difficulty });
        expect(gap(item).equals(Number(item.parameters.over) / 100)).toBe(true);
        expect(gap(item).compare(0)).toBeGreaterThan(0);
      }
    }
  });
});
