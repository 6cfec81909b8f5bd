import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { fixedAndVariableExpenses } from './fixed-and-variable-expenses';

// Independent path: a teacher's own sorting of the expenses, and for tables, the row whose three
// monthly amounts are equal, read from the picture.
const FIXED =
  /^(Rent|The monthly car payment|Car insurance|The monthly house payment|A gym membership|A streaming plan)/;

function answer(item: Item): string {
  const choices = 'choices' in item.interaction ? item.interaction.choices.map((c) => c.text) : [];
  let right: string[];
  if (item.parameters.task === 'table' && item.visual?.kind === 'table') {
    const same = item.visual.rows.filter((r) => r[1] === r[2] && r[2] === r[3]).map((r) => r[0]);
    right = choices.filter((c) => same.includes(c));
  } else {
    right = choices.filter((c) => FIXED.test(c) === (item.parameters.task === 'fixed'));
  }
  return right.length === 1 ? right[0]! : `${right.length} right choices`;
}

checkGenerator(fixedAndVariableExpenses, { independentAnswer: answer });

describe('4.10A fixed and variable expenses', () => {
  it('shows exactly one row with the same amount every month', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const visual = fixedAndVariableExpenses.generate({ seed, difficulty: 'hard' }).visual;
      const rows = visual?.kind === 'table' ? visual.rows : [];
      expect(rows.filter((r) => r[1] === r[2] && r[2] === r[3])).toHaveLength(1);
    }
  });
});
