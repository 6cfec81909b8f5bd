import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { financialInstitutions } from './financial-institutions';

// Independent path: for loans and savings, fraction.js adds the interest; for the word questions, a
// teacher's key of true statements about banks, written here.
const TRUE_STATEMENTS = new Set([
  'The money is kept safe until it is needed.',
  'The account may earn interest, so the money can grow.',
  'It keeps the money safe from being lost or stolen.',
  'It keeps a record of how much money is in the account.',
  'Pay back the money they borrowed plus interest.',
  'Pay the loan back, usually a little each month, with interest.',
  'It lends some of the money to borrowers, who pay interest.',
  'It keeps the money safe and lends some of it to others.',
]);

function answer(item: Item): string {
  const p = item.parameters;
  if (p.task === 'loan' || p.task === 'savings')
    return `$${new Fraction(Number(p.amount)).add(Number(p.extra)).toString()}`;
  const choices = 'choices' in item.interaction ? item.interaction.choices.map((c) => c.text) : [];
  const right = choices.filter((c) => TRUE_STATEMENTS.has(c));
  return right.length === 1 ? right[0]! : `${right.length} true choices`;
}

checkGenerator(financialInstitutions, { independentAnswer: answer });

describe('4.10E financial institutions', () => {
  it('never offers interest taken off a loan as right', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const item = financialInstitutions.generate({ seed, difficulty: 'hard' });
      const p = item.parameters as Record<string, number>;
      expect(answer(item)).toBe(`$${p.amount! + p.extra!}`);
    }
  });
});
