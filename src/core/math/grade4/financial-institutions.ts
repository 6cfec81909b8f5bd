import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem, NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { wholeDollars } from './measurement-words';

/**
 * 4.10E: what financial institutions (banks and credit unions) do: keep money safe, pay interest on
 * savings, lend money, and charge interest to borrowers. Easy: why save money at a bank. Medium: what
 * borrowing and lending mean. Hard: how much is paid back on a loan, or how much is in a savings
 * account after interest (whole dollars). Wrong choices are common ideas about banks that are not true.
 */
type Choice = ChoiceProblem['choices'][number];

interface Question {
  ask: (name: string, place: string) => string;
  right: readonly string[];
  wrong: readonly { text: string; note: string }[];
  hints: string[];
  explanation: string[];
}

const PLACES = ['a bank', 'a credit union'] as const;

const SAVING: readonly Question[] = [
  {
    ask: (name, place) =>
      `${name} puts birthday money into a savings account at ${place}. How does this help ${name}?`,
    right: [
      'The money is kept safe until it is needed.',
      'The account may earn interest, so the money can grow.',
    ],
    wrong: [
      {
        text: 'The money doubles every week.',
        note: 'Savings can grow by earning interest, but only a little at a time.',
      },
      {
        text: 'The money can never be taken out again.',
        note: 'People can take out, or withdraw, their money from their account.',
      },
      {
        text: 'The bank may spend it and never give it back.',
        note: 'A bank or credit union must give people their money when they ask for it.',
      },
      {
        text: 'The money turns into a loan that must be paid back.',
        note: 'Saving is not borrowing. The money in a savings account belongs to the saver.',
      },
    ],
    hints: [
      'Think about what could happen to money kept at home.',
      'Banks and credit unions keep money safe.',
      'Some accounts pay the saver a small amount extra, called interest.',
    ],
    explanation: [
      'A bank or credit union keeps savings safe, and the saver can take them out later.',
      'A savings account may also pay interest, a small extra amount.',
    ],
  },
  {
    ask: (name, place) => `${name} wants to keep money somewhere safe. Why is ${place} a good choice?`,
    right: [
      'It keeps the money safe from being lost or stolen.',
      'It keeps a record of how much money is in the account.',
    ],
    wrong: [
      {
        text: 'It gives away free money to everyone.',
        note: 'A bank or credit union does not give away money. It keeps and lends money.',
      },
      {
        text: 'It never lets anyone take money out.',
        note: 'People can withdraw the money in their account when they need it.',
      },
      {
        text: 'It charges interest on money people save.',
        note: 'Savers are paid interest. Borrowers are the ones who pay interest.',
      },
      {
        text: 'It keeps the money only for one day.',
        note: 'Money can stay in an account for as long as the owner wants.',
      },
    ],
    hints: [
      'Money kept in a drawer can be lost or stolen.',
      'A bank or credit union keeps track of every deposit.',
      'Think about safety and records.',
    ],
    explanation: [
      'A bank or credit union keeps money safe and keeps a record of it.',
      'The owner can take the money out when it is needed.',
    ],
  },
];

const BORROWING: readonly Question[] = [
  {
    ask: (name, place) =>
      `${name}'s family borrows money from ${place} to buy a car. What must the family do?`,
    right: [
      'Pay back the money they borrowed plus interest.',
      'Pay the loan back, usually a little each month, with interest.',
    ],
    wrong: [
      {
        text: 'Nothing, because the money is a gift.',
        note: 'Borrowed money is a loan. It must be paid back.',
      },
      {
        text: 'Pay back less than they borrowed.',
        note: 'A borrower pays back all the money borrowed, plus interest.',
      },
      {
        text: 'Pay back only the interest.',
        note: 'The interest is extra. The borrowed money must be paid back too.',
      },
      {
        text: 'Give the car to the bank the next day.',
        note: 'The family keeps the car and pays the loan back over time.',
      },
    ],
    hints: [
      'Borrowed money is called a loan.',
      'A loan must be paid back.',
      'The lender charges interest, an extra amount, for the loan.',
    ],
    explanation: [
      'Money that is borrowed is a loan. It must be paid back.',
      'The borrower also pays interest, an extra amount, to the lender.',
    ],
  },
  {
    ask: (name, place) => `${name} learns how ${place} uses the money people save. What does it do?`,
    right: [
      'It lends some of the money to borrowers, who pay interest.',
      'It keeps the money safe and lends some of it to others.',
    ],
    wrong: [
      {
        text: 'It keeps every coin locked in one box forever.',
        note: 'Banks and credit unions lend some of the money to borrowers.',
      },
      {
        text: 'It gives the money away to anyone who asks.',
        note: 'Money is lent, not given away. Borrowers pay it back with interest.',
      },
      {
        text: 'It spends the money on things for the bank.',
        note: 'The money still belongs to the savers. Some of it is lent and paid back.',
      },
      {
        text: 'It lends money without charging any interest.',
        note: 'Lenders charge borrowers interest. That is how they earn money.',
      },
    ],
    hints: [
      'Some people save money. Other people need to borrow it.',
      'A bank or credit union is in the middle: it lends money.',
      'Borrowers pay the money back with interest.',
    ],
    explanation: [
      'A bank or credit union keeps savings safe and lends some of that money to borrowers.',
      'Borrowers pay it back with interest.',
    ],
  },
];

function choiceQuestion(random: Random, story: StoryContext, bank: readonly Question[]): ChoiceProblem {
  const question = random.pick(bank);
  const place = random.pick(PLACES);
  const right = random.pick(question.right);
  const wrong: Choice[] = random
    .sample(question.wrong, 3)
    .map(({ text, note }) => ({ text, correct: false, note }));
  return {
    kind: 'choices',
    stem: `${opening(story)}${question.ask(story.name, place)}`,
    choices: [{ text: right, correct: true }, ...wrong],
    hints: question.hints,
    explanation: question.explanation,
    parameters: { task: bank === SAVING ? 'saving' : 'borrowing', question: bank.indexOf(question), right },
  };
}

function interest(random: Random, story: StoryContext): NumericProblem {
  const { name } = story;
  const place = random.pick(PLACES);
  const isLoan = random.chance(1, 2);
  const amount = random.int(10, 90) * 10;
  const extra = random.int(2, 9) * (amount >= 300 ? 5 : 1);
  const total = amount + extra;
  const m = (value: number, note: string) => ({ value: rational(value), note, text: wholeDollars(value) });
  return {
    kind: 'numeric',
    stem: isLoan
      ? `${opening(story)}${name}'s family borrows ${wholeDollars(amount)} from ${place}. They must pay ${wholeDollars(extra)} in interest. How much do they pay back in all?`
      : `${opening(story)}${name} saves ${wholeDollars(amount)} in an account at ${place}. The account earns ${wholeDollars(extra)} in interest. How much is in the account now?`,
    answer: rational(total),
    answerText: wholeDollars(total),
    format: 'whole-number',
    mistakes: [
      m(
        amount,
        isLoan ? 'A borrower pays back the loan plus the interest.' : 'The interest is added to the savings.',
      ),
      m(
        amount - extra,
        isLoan
          ? 'Interest is paid on top of the loan, not taken off it.'
          : 'Interest is paid to the saver, so the savings grow.',
      ),
      m(extra, `${wholeDollars(extra)} is only the interest. Add it to the ${wholeDollars(amount)}.`),
      m(total + 10, 'Add again carefully. This is $10 too much.'),
    ],
    hints: [
      'Interest is an extra amount of money.',
      isLoan
        ? 'A borrower pays back the loan and the interest.'
        : 'A saver earns interest, so the account grows.',
      `Add ${wholeDollars(amount)} + ${wholeDollars(extra)}.`,
    ],
    explanation: [
      isLoan
        ? 'The family pays back what they borrowed plus the interest.'
        : 'The bank adds the interest to the savings.',
      `${wholeDollars(amount)} + ${wholeDollars(extra)} = ${wholeDollars(total)}.`,
    ],
    parameters: { task: isLoan ? 'loan' : 'savings', amount, extra },
  };
}

export const financialInstitutions = defineGenerator({
  id: '4.10E.financial-institutions',
  version: 1,
  teksCode: '4.10E',
  itemTypes: ['multiple-choice'],
  bounds: { maxWhole: 1000 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return choiceQuestion(random, story, SAVING);
    if (difficulty === 'medium') return choiceQuestion(random, story, BORROWING);
    return interest(random, story);
  },
});
