import type { TableVisual } from '../../items/visual-types';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem } from '../generator-types';
import { opening } from '../story-text';
import { dollars } from './money-text';

/**
 * 5.10E: list actions that balance a budget when expenses are more than income: spend less, or earn
 * more. Easy: which action helps. Medium: a budget table that is over by some dollars; which one change
 * balances it. Hard: which pair of changes balances it together. Wrong choices: spending more, adding an
 * expense, earning less, or a change that is in the right direction but too small.
 */
type Choice = ChoiceProblem['choices'][number];

const EXPENSES = ['snacks', 'movies', 'games', 'clothes', 'gifts', 'music downloads'] as const;
const JOBS = ['walking dogs', 'washing cars', 'raking leaves', 'selling lemonade', 'pulling weeds'] as const;

function whichAction(random: Random, story: StoryContext): ChoiceProblem {
  const [expense, other] = random.sample(EXPENSES, 2) as [string, string];
  const job = random.pick(JOBS);
  const right: Choice = random.chance(1, 2)
    ? { text: `Spend less on ${expense}.`, correct: true }
    : { text: `Earn extra money by ${job}.`, correct: true };
  const wrong: Choice[] = [
    {
      text: `Spend more on ${other}.`,
      correct: false,
      note: 'Spending more makes the expenses even bigger.',
    },
    {
      text: `Buy a new ${story.thing.one} every week.`,
      correct: false,
      note: 'That adds a new expense, so the budget is even further off.',
    },
    {
      text: `Spend less time ${job} and earn less.`,
      correct: false,
      note: 'Earning less makes the income smaller. The gap gets bigger.',
    },
    {
      text: `Keep spending the same on ${other}, and buy more ${expense}.`,
      correct: false,
      note: 'Buying more adds to the expenses.',
    },
  ];
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} makes a budget. ${story.name}'s expenses are more than ${story.name}'s income. Which action would help balance the budget?`,
    choices: [right, ...random.sample(wrong, 3)],
    hints: [
      'A budget balances when the money going out is not more than the money coming in.',
      'There are two ways to close the gap.',
      'Make the expenses smaller, or make the income bigger.',
    ],
    explanation: [
      'The expenses are too big for the income.',
      'To balance the budget, spend less or earn more.',
      `"${right.text}" does one of those.`,
    ],
    parameters: { task: 'action', over: 0 },
  };
}

interface Budget {
  income: [string, number][];
  expenses: [string, number][];
  over: number;
}

/**
 * Whole dollars; the expenses are over the income by 5 to 30 dollars, never more than the biggest
 * expense, so cutting one expense can close the gap.
 */
function overBudget(random: Random): Budget {
  const names = random.sample(EXPENSES, 3);
  const expenses = names.map((name): [string, number] => [name, random.int(10, 40) * 100]);
  const spent = expenses.reduce((sum, [, cents]) => sum + cents, 0);
  const biggest = Math.max(...expenses.map(([, cents]) => cents));
  const over = random.int(5, Math.min(30, biggest / 100)) * 100;
  return { income: [['Allowance', spent - over]], expenses, over };
}

function budgetTable(budget: Budget): TableVisual {
  const rows = [
    ...budget.income.map(([what, cents]) => [`Income: ${what.toLowerCase()}`, dollars(cents, false)]),
    ...budget.expenses.map(([what, cents]) => [`Expense: ${what}`, dollars(cents, false)]),
  ];
  return {
    kind: 'table',
    title: 'Monthly budget',
    headers: ['Item', 'Amount'],
    rows,
    imageDescription: `A budget table. ${rows.map(([what, amount]) => `${what}: ${amount}.`).join(' ')}`,
  };
}

const d = (cents: number) => dollars(cents, false);

function oneChange(random: Random, story: StoryContext): ChoiceProblem {
  const budget = overBudget(random);
  const { over } = budget;
  // Cut from an expense big enough to give up the whole gap.
  const [expense] = random.pick(budget.expenses.filter(([, cents]) => cents >= over));
  const job = random.pick(JOBS);
  const short = random.int(1, over / 100 - 1) * 100;
  const right: Choice = random.chance(1, 2)
    ? { text: `Spend ${d(over)} less on ${expense}.`, correct: true }
    : { text: `Earn ${d(over)} more by ${job}.`, correct: true };
  const wrong: Choice[] = [
    {
      text: `Spend ${d(over - short)} less on ${expense}.`,
      correct: false,
      note: `That helps, but the expenses are ${d(over)} too high. ${d(over - short)} is not enough.`,
    },
    {
      text: `Earn ${d(over - short)} more by ${job}.`,
      correct: false,
      note: `That helps, but the budget is over by ${d(over)}. ${d(over - short)} is not enough.`,
    },
    {
      text: `Spend ${d(over)} more on ${expense}.`,
      correct: false,
      note: 'Spending more makes the gap bigger.',
    },
  ];
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name}'s budget does not balance. The expenses are more than the income. Which change would balance the budget?`,
    visual: budgetTable(budget),
    choices: [right, ...wrong],
    hints: [
      'Add the expenses. Compare the total with the income.',
      'Find how much too much is being spent.',
      'The change must close the whole gap: spend that much less or earn that much more.',
    ],
    explanation: [
      `Expenses: ${budget.expenses.map(([, c]) => d(c)).join(' + ')} = ${d(budget.income[0]![1] + over)}.`,
      `Income: ${d(budget.income[0]![1])}. The budget is over by ${d(over)}.`,
      `"${right.text}" closes the whole ${d(over)} gap.`,
    ],
    parameters: { task: 'one-change', over },
  };
}

function twoChanges(random: Random, story: StoryContext): ChoiceProblem {
  const budget = overBudget(random);
  const { over } = budget;
  // Cut from the biggest expense; earn the rest. Both changes are at least $1, the cut at least $3.
  const [eName, eCents] = budget.expenses.reduce((big, row) => (row[1] > big[1] ? row : big));
  const cut = random.int(3, Math.min(eCents, over - 100) / 100) * 100;
  const earn = over - cut;
  const [second, secondCents] = random.pick(budget.expenses.filter(([name]) => name !== eName));
  // Two cuts that fall short: the other expense gives no more than the extra money would have.
  const fromSecond = Math.min(secondCents, earn);
  const job = random.pick(JOBS);
  const less = Math.max(100, cut - random.int(1, 3) * 100);
  const wrong: Choice[] = [
    {
      text: `Earn ${d(earn)} more by ${job} and spend ${d(less)} less on ${eName}.`,
      correct: false,
      note: `Together that is ${d(earn + less)}. The budget is over by ${d(over)}.`,
    },
    {
      text: `Earn ${d(earn)} more by ${job} and spend ${d(cut)} more on ${eName}.`,
      correct: false,
      note: 'Spending more undoes the extra money earned.',
    },
    {
      text: `Spend ${d(fromSecond)} less on ${second} and ${d(cut - 200)} less on ${eName}.`,
      correct: false,
      note: `Together that is ${d(fromSecond + cut - 200)}. The budget is over by ${d(over)}.`,
    },
  ];
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name}'s expenses are more than ${story.name}'s income. ${story.name} can make two changes. Which two changes together would balance the budget?`,
    visual: budgetTable(budget),
    choices: [
      { text: `Earn ${d(earn)} more by ${job} and spend ${d(cut)} less on ${eName}.`, correct: true },
      ...wrong,
    ],
    hints: [
      'First find how much the expenses are over the income.',
      'Earning more and spending less both close the gap.',
      'Add the two changes. They must close the whole gap.',
    ],
    explanation: [
      `Expenses: ${d(budget.income[0]![1] + over)}. Income: ${d(budget.income[0]![1])}. Over by ${d(over)}.`,
      `${d(earn)} more income and ${d(cut)} less spending: ${d(earn)} + ${d(cut)} = ${d(over)}.`,
      'That closes the whole gap, so the budget balances.',
    ],
    parameters: { task: 'two-changes', over },
  };
}

export const fixAnOverBudgetPlan = defineGenerator({
  id: '5.10E.fix-an-over-budget-plan',
  version: 1,
  teksCode: '5.10E',
  itemTypes: ['multiple-choice'],
  bounds: { maxWhole: 1000 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return whichAction(random, story);
    if (difficulty === 'medium') return oneChange(random, story);
    return twoChanges(random, story);
  },
});
