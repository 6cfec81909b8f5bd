import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem } from '../generator-types';
import { opening } from '../story-text';
import { wholeDollars } from './measurement-words';

/**
 * 4.10A: tell fixed expenses (the same amount every month) from variable expenses (the amount changes).
 * Easy: pick the fixed expense. Medium: pick the variable expense. Hard: a table of one family's costs
 * for three months; pick the expense that stayed the same. Wrong choices come with the reason the
 * amount does or does not change.
 */
export const FIXED_EXPENSES: readonly string[] = [
  'rent for the apartment',
  'the monthly car payment',
  'car insurance',
  'the monthly house payment',
  'a gym membership',
  'a streaming plan',
];
export const VARIABLE_EXPENSES: readonly string[] = [
  'groceries',
  'gas for the car',
  'the electric bill',
  'the water bill',
  'eating at restaurants',
  'new clothes',
  'movie tickets',
];

const FIXED_NOTE = 'This costs the same amount every month, so it is a fixed expense.';
const VARIABLE_NOTE = 'The amount of this expense changes from month to month, so it is a variable expense.';

const capitalFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function pickOne(random: Random, story: StoryContext, wantFixed: boolean): ChoiceProblem {
  const right = random.pick(wantFixed ? FIXED_EXPENSES : VARIABLE_EXPENSES);
  const wrong = random.sample(wantFixed ? VARIABLE_EXPENSES : FIXED_EXPENSES, 3);
  const kind = wantFixed ? 'fixed' : 'variable';
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name}'s family makes a budget. Which one is a ${kind} expense?`,
    choices: [
      { text: capitalFirst(right), correct: true },
      ...wrong.map((text) => ({
        text: capitalFirst(text),
        correct: false,
        note: wantFixed ? VARIABLE_NOTE : FIXED_NOTE,
      })),
    ],
    hints: [
      'A fixed expense costs the same amount each month. A variable expense can change.',
      'Ask: does the family pay the same amount every month for this?',
      wantFixed
        ? 'Bills set by a contract or a plan usually stay the same.'
        : 'Things you buy more or less of, or use more or less of, change in cost.',
    ],
    explanation: [
      `${capitalFirst(right)} ${wantFixed ? 'costs the same amount every month' : 'can cost a different amount each month'}.`,
      `So it is a ${kind} expense.`,
      `The others are ${wantFixed ? 'variable' : 'fixed'} expenses.`,
    ],
    parameters: { task: kind, expense: right },
  };
}

function fromTable(random: Random, story: StoryContext): ChoiceProblem {
  const fixed = random.pick(FIXED_EXPENSES);
  const variable = random.sample(VARIABLE_EXPENSES, 3);
  const fixedAmount = random.int(3, 90) * 10;
  const rows = random.shuffle([fixed, ...variable]).map((expense) => {
    if (expense === fixed) return [capitalFirst(expense), ...[0, 1, 2].map(() => wholeDollars(fixedAmount))];
    const base = random.int(20, 300);
    const amounts = [base, base + random.int(3, 40), Math.max(5, base - random.int(3, 15))];
    return [capitalFirst(expense), ...random.shuffle(amounts).map(wholeDollars)];
  });
  return {
    kind: 'choices',
    stem: `${opening(story)}The table shows some costs for ${story.name}'s family. Which expense in the table is fixed?`,
    visual: {
      kind: 'table',
      title: `${story.name}'s family costs`,
      headers: ['Expense', 'January', 'February', 'March'],
      rows,
      imageDescription: `A table of costs for three months. ${rows.map((r) => `${r[0]}: ${r[1]}, ${r[2]}, ${r[3]}.`).join(' ')}`,
    },
    choices: [
      { text: capitalFirst(fixed), correct: true },
      ...variable.map((text) => ({
        text: capitalFirst(text),
        correct: false,
        note: 'This amount changes from month to month in the table, so it is variable.',
      })),
    ],
    hints: [
      'A fixed expense costs the same amount each month.',
      'Read each row of the table from January to March.',
      'Find the row where all three amounts are the same.',
    ],
    explanation: [
      `${capitalFirst(fixed)} costs ${wholeDollars(fixedAmount)} every month.`,
      'The other expenses change from month to month.',
      `So ${fixed} is the fixed expense.`,
    ],
    parameters: { task: 'table', expense: fixed },
  };
}

export const fixedAndVariableExpenses = defineGenerator({
  id: '4.10A.fixed-and-variable-expenses',
  version: 1,
  teksCode: '4.10A',
  itemTypes: ['multiple-choice'],
  bounds: { maxWhole: 1000 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return pickOne(random, story, true);
    if (difficulty === 'medium') return pickOne(random, story, false);
    return fromTable(random, story);
  },
});
