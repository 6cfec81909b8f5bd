import type { TableVisual } from '../../items/visual-types';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { dollars, moneyAnswer, moneyMistake } from './money-text';

/**
 * 5.10F: balance a simple budget: income = expenses + savings. Easy: one income and three expenses;
 * how much is left. Medium: how much can go to one expense so the budget balances with a savings goal.
 * Hard: weekly income for 4 weeks plus a one-time payment, with dollars and cents; how much is left.
 * Wrong answers: the total of the expenses only, taking away one expense, adding the expenses to the
 * income, forgetting the savings or the 4 weeks.
 */
const EXPENSES = ['Snacks', 'Movie tickets', 'Art supplies', 'Gifts', 'Books', 'Games', 'Bus fare'] as const;

type Row = [label: string, amount: string];

function budgetTable(title: string, rows: Row[]): TableVisual {
  return {
    kind: 'table',
    title,
    headers: ['Item', 'Amount'],
    rows,
    imageDescription: `A table titled ${title}. ${rows.map(([item, amount]) => `${item}: ${amount}.`).join(' ')}`,
  };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function moneyLeft(random: Random, story: StoryContext): NumericProblem {
  const picked = random.sample(EXPENSES, 3);
  const expenses = picked.map(() => random.int(3, 25) * 100);
  const income = (sum(expenses) / 100 + random.int(5, 40)) * 100;
  const spent = sum(expenses);
  const left = income - spent;
  const { name } = story;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} gets ${dollars(income, false)} a month for chores. The table shows ${name}'s budget. How much money is left after the expenses?`,
    visual: budgetTable('Monthly budget', [
      ['Income: chores', dollars(income, false)],
      ...picked.map((what, i): Row => [`Expense: ${what.toLowerCase()}`, dollars(expenses[i]!, false)]),
    ]),
    ...moneyAnswer(left, false),
    mistakes: [
      ...moneyMistake(
        spent,
        `${dollars(spent, false)} is the total of the expenses. Subtract it from the income.`,
        false,
      ),
      ...moneyMistake(income - expenses[0]!, 'Only one expense was taken away. Subtract all of them.', false),
      ...moneyMistake(
        income + spent,
        'The expenses were added to the income. Expenses are money going out.',
        false,
      ),
      ...moneyMistake(left + 1000, 'Check the tens when you subtract.', false),
    ],
    hints: [
      'Expenses are money going out. Income is money coming in.',
      'Add the three expenses.',
      'Subtract the total from the income.',
    ],
    explanation: [
      `Expenses: ${expenses.map((c) => dollars(c, false)).join(' + ')} = ${dollars(spent, false)}.`,
      `Left: ${dollars(income, false)} − ${dollars(spent, false)} = ${dollars(left, false)}.`,
    ],
    parameters: { task: 'left', income, expenses: expenses.join(' '), savings: 0, weeks: 0, extra: 0 },
  };
}

function balanceWithSavings(random: Random, story: StoryContext): NumericProblem {
  const picked = random.sample(EXPENSES, 3);
  const [fixedA, fixedB] = [random.int(5, 20) * 100, random.int(5, 20) * 100];
  const savings = random.int(2, 8) * 500;
  const room = random.int(4, 20) * 100;
  const income = fixedA + fixedB + savings + room;
  const { name } = story;
  const [aName, bName, free] = picked as [string, string, string];
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} earns ${dollars(income, false)} a month pet sitting. ${name} wants to save ${dollars(savings, false)} and spend the rest. How much can ${name} spend on ${free.toLowerCase()} so the budget balances?`,
    visual: budgetTable('Monthly budget', [
      ['Income: pet sitting', dollars(income, false)],
      [`Expense: ${aName.toLowerCase()}`, dollars(fixedA, false)],
      [`Expense: ${bName.toLowerCase()}`, dollars(fixedB, false)],
      ['Savings', dollars(savings, false)],
      [`Expense: ${free.toLowerCase()}`, '?'],
    ]),
    ...moneyAnswer(room, false),
    mistakes: [
      ...moneyMistake(room + savings, 'The savings were left out. Savings are part of the plan too.', false),
      ...moneyMistake(
        fixedA + fixedB + savings,
        'This is the total of the other rows. Subtract it from the income.',
        false,
      ),
      ...moneyMistake(
        income - savings,
        `This only takes away the savings. Take away ${aName.toLowerCase()} and ${bName.toLowerCase()} too.`,
        false,
      ),
      ...moneyMistake(income - fixedA - savings, `${bName} was left out. Take away every other row.`, false),
    ],
    hints: [
      'A balanced budget uses all the income: expenses + savings = income.',
      'Add the other expenses and the savings.',
      'Subtract that total from the income.',
    ],
    explanation: [
      `Other rows: ${dollars(fixedA, false)} + ${dollars(fixedB, false)} + ${dollars(savings, false)} = ${dollars(fixedA + fixedB + savings, false)}.`,
      `${dollars(income, false)} − ${dollars(fixedA + fixedB + savings, false)} = ${dollars(room, false)}.`,
      `${name} can spend ${dollars(room, false)} on ${free.toLowerCase()}.`,
    ],
    parameters: {
      task: 'balance',
      income,
      expenses: [fixedA, fixedB].join(' '),
      savings,
      weeks: 0,
      extra: 0,
    },
  };
}

function fourWeeks(random: Random, story: StoryContext): NumericProblem {
  const weekly = random.int(8, 25) * 100;
  const extra = random.int(5, 30) * 100 + random.pick([0, 50, 25, 75]);
  const income = weekly * 4 + extra;
  const picked = random.sample(EXPENSES, 3);
  // Each expense stays under a third of the income, so something is always left.
  const expenses = picked.map(() => random.int(300, Math.floor(income / 3) - 100));
  const spent = sum(expenses);
  const left = income - spent;
  const { name } = story;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} earns ${dollars(weekly, true)} each week for 4 weeks. ${name} also earns ${dollars(extra, true)} at a yard sale. The table shows ${name}'s expenses for the month. How much money is left at the end of the month?`,
    visual: budgetTable(
      'Expenses for the month',
      picked.map((what, i): Row => [what, dollars(expenses[i]!, true)]),
    ),
    ...moneyAnswer(left, true),
    mistakes: [
      ...moneyMistake(weekly + extra - spent, 'The weekly pay was counted once. It is earned 4 times.', true),
      ...moneyMistake(weekly * 4 - spent, 'The yard sale money was left out.', true),
      ...moneyMistake(income, `${dollars(income, true)} is the income. Subtract the expenses.`, true),
      ...moneyMistake(spent, `${dollars(spent, true)} is the total of the expenses.`, true),
      ...moneyMistake(income - expenses[0]! - expenses[1]!, 'One expense was left out.', true),
    ],
    hints: [
      `First find the income: 4 × ${dollars(weekly, true)}, plus the yard sale.`,
      'Then add the expenses.',
      'Subtract the expenses from the income.',
    ],
    explanation: [
      `Income: 4 × ${dollars(weekly, true)} + ${dollars(extra, true)} = ${dollars(income, true)}.`,
      `Expenses: ${expenses.map((c) => dollars(c, true)).join(' + ')} = ${dollars(spent, true)}.`,
      `Left: ${dollars(income, true)} − ${dollars(spent, true)} = ${dollars(left, true)}.`,
    ],
    parameters: { task: 'weeks', income: weekly, expenses: expenses.join(' '), savings: 0, weeks: 4, extra },
  };
}

export const balanceASimpleBudget = defineGenerator({
  id: '5.10F.balance-a-simple-budget',
  version: 1,
  teksCode: '5.10F',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 10_000 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return moneyLeft(random, story);
    if (difficulty === 'medium') return balanceWithSavings(random, story);
    return fourWeeks(random, story);
  },
});
