import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem } from '../generator-types';
import { opening, withArticle } from '../story-text';
import { dollars } from './money-text';

/**
 * 5.10A: define income tax, payroll tax, sales tax and property tax. Easy: name the tax in a short
 * story. Medium: choose what a tax is. Hard: find the payroll taxes on a pay stub, or the one true
 * statement about the four taxes. Wrong choices swap the taxes children mix up most: income and
 * payroll tax (both come from pay), sales and property tax (both are paid on things).
 */
const TAXES = ['income tax', 'payroll tax', 'sales tax', 'property tax'] as const;
type Tax = (typeof TAXES)[number];

export const TAX_MEANING: Record<Tax, string> = {
  'income tax': 'a tax on the money a person earns in a year',
  'payroll tax': 'a tax taken out of each paycheck for Social Security and Medicare',
  'sales tax': 'a tax added to the price of things people buy',
  'property tax': 'a tax on land, homes and buildings that people own',
};

const RELATIVES = [
  { who: 'aunt', he: 'she' },
  { who: 'uncle', he: 'he' },
  { who: 'mom', he: 'she' },
  { who: 'dad', he: 'he' },
  { who: 'grandmother', he: 'she' },
  { who: 'grandfather', he: 'he' },
] as const;

type Choice = ChoiceProblem['choices'][number];

const why = (tax: Tax) => `That is ${TAX_MEANING[tax]}.`;

function scenario(random: Random, story: StoryContext, tax: Tax): string {
  const relative = random.pick(RELATIVES);
  const person = `${story.name}'s ${relative.who}`;
  switch (tax) {
    case 'sales tax': {
      const price = random.int(3, 40) * 100;
      const extra = Math.round(price * 0.0825);
      return `${story.name} buys ${withArticle(story.thing.one)} for ${dollars(price, true)}. At the register, ${dollars(extra, true)} more is added for a tax.`;
    }
    case 'property tax':
      return random.chance(1, 2)
        ? `${story.name}'s family owns their home. Each year they pay the county a tax based on what the home is worth.`
        : `${person} owns a ranch. Each year ${relative.he} pays the county a tax on the land.`;
    case 'payroll tax':
      return `${person} gets paid every two weeks. Each paycheck has money taken out for Social Security and Medicare.`;
    default:
      return `Each spring, ${person} figures out the tax ${relative.he} owes on all the money ${relative.he} earned last year.`;
  }
}

function nameTheTax(random: Random, story: StoryContext): ChoiceProblem {
  const taxIndex = random.int(0, 3);
  const tax = TAXES[taxIndex]!;
  return {
    kind: 'choices',
    stem: `${opening(story)}${scenario(random, story, tax)} What kind of tax is this?`,
    choices: TAXES.map((name) =>
      name === tax ? { text: name, correct: true } : { text: name, correct: false, note: `${why(name)}` },
    ),
    hints: [
      'Ask: is the tax on money earned, on things bought, or on things owned?',
      'Payroll tax is for Social Security and Medicare. Income tax is on all the money earned in a year.',
      'Sales tax is paid when you buy. Property tax is paid on land and buildings you own.',
    ],
    explanation: [`This tax is ${TAX_MEANING[tax]}.`, `That is called ${tax}.`],
    parameters: { task: 'name', tax: taxIndex },
  };
}

function chooseTheMeaning(random: Random, story: StoryContext): ChoiceProblem {
  const taxIndex = random.int(0, 3);
  const tax = TAXES[taxIndex]!;
  const { name, otherName } = story;
  return {
    kind: 'choices',
    stem: `${name} and ${otherName} are learning about taxes. What is ${tax}?`,
    choices: TAXES.map((other) =>
      other === tax
        ? { text: TAX_MEANING[other], correct: true }
        : { text: TAX_MEANING[other], correct: false, note: `That is ${other}.` },
    ),
    hints: [
      `The name helps: ${tax.replace(' tax', '')} tells what the tax is on.`,
      tax === 'payroll tax'
        ? 'A payroll is the list of workers a company pays.'
        : tax === 'income tax'
          ? 'Income is money a person earns.'
          : tax === 'sales tax'
            ? 'A sale happens when someone buys something.'
            : 'Property is land or buildings that someone owns.',
      'Pick the meaning that matches that word.',
    ],
    explanation: [
      `${tax.charAt(0).toUpperCase()}${tax.slice(1)} is ${TAX_MEANING[tax]}.`,
      'The other choices describe the other three taxes.',
    ],
    parameters: { task: 'meaning', tax: taxIndex },
  };
}

function payrollOnAStub(random: Random, story: StoryContext): ChoiceProblem {
  const relative = random.pick(RELATIVES);
  const gross = random.int(500, 2000) * 100;
  const rows = [
    ['Gross pay', dollars(gross, true)],
    ['Federal income tax', dollars(Math.round(gross * (random.int(6, 12) / 100)), true)],
    ['Social Security', dollars(Math.round((gross * 62) / 1000), true)],
    ['Medicare', dollars(Math.round((gross * 145) / 10000), true)],
  ];
  const wrong: Choice[] = [
    {
      text: 'Federal income tax and Social Security',
      correct: false,
      note: 'Federal income tax is an income tax, on all the money earned in a year.',
    },
    {
      text: 'Federal income tax only',
      correct: false,
      note: 'Federal income tax is an income tax, not a payroll tax.',
    },
    { text: 'Gross pay and Medicare', correct: false, note: 'Gross pay is the money earned, not a tax.' },
    { text: 'Medicare only', correct: false, note: 'Medicare is a payroll tax, but so is Social Security.' },
  ];
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name}'s ${relative.who} shows ${story.name} a pay stub. Which rows are payroll taxes?`,
    visual: {
      kind: 'table',
      title: 'Pay stub',
      headers: ['Item', 'Amount'],
      rows,
      imageDescription: `A pay stub. ${rows.map(([what, amount]) => `${what}: ${amount}.`).join(' ')}`,
    },
    choices: [{ text: 'Social Security and Medicare', correct: true }, ...random.sample(wrong, 3)],
    hints: [
      'A payroll tax is taken out of each paycheck for two programs.',
      'Income tax is a different tax, on all the money earned in a year.',
      'Look for the two programs that help older people and pay for health care.',
    ],
    explanation: [
      'Payroll taxes pay for Social Security and Medicare.',
      'Federal income tax is an income tax. Gross pay is not a tax at all.',
      'So the payroll taxes are Social Security and Medicare.',
    ],
    parameters: { task: 'stub', tax: 1 },
  };
}

/** "Sales tax is paid when people buy things." — one true, three that pair a tax with another's meaning. */
const STATEMENT: Record<Tax, string> = {
  'income tax': 'is paid on the money people earn in a year',
  'payroll tax': 'is taken out of paychecks for Social Security and Medicare',
  'sales tax': 'is added to the price when people buy things',
  'property tax': 'is paid on homes and land that people own',
};

function trueStatement(random: Random, story: StoryContext): ChoiceProblem {
  const taxIndex = random.int(0, 3);
  const tax = TAXES[taxIndex]!;
  const others = TAXES.filter((t) => t !== tax);
  const meanings = random.shuffle(others);
  // Each false statement gives a tax the meaning of a different tax (a derangement of the other three).
  const shifted = others.map((t, i) => (meanings[i] === t ? meanings[(i + 1) % 3]! : meanings[i]!));
  const fixed = new Set(shifted).size === 3 ? shifted : [others[1]!, others[2]!, others[0]!];
  const capital = (t: Tax) => `${t.charAt(0).toUpperCase()}${t.slice(1)}`;
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} writes facts about taxes. Which statement is true?`,
    choices: [
      { text: `${capital(tax)} ${STATEMENT[tax]}.`, correct: true },
      ...others.map((t, i) => ({
        text: `${capital(t)} ${STATEMENT[fixed[i]!]}.`,
        correct: false,
        note: `That describes ${fixed[i]}. ${capital(t)} is ${TAX_MEANING[t]}.`,
      })),
    ],
    hints: [
      'Check each tax name against what it is paid on.',
      'Income and payroll taxes come from pay. Sales tax comes from buying.',
      'Property tax is on things people own, like homes and land.',
    ],
    explanation: [
      `${capital(tax)} is ${TAX_MEANING[tax]}.`,
      `So "${capital(tax)} ${STATEMENT[tax]}" is true.`,
    ],
    parameters: { task: 'statement', tax: taxIndex },
  };
}

export const identifyTaxes = defineGenerator({
  id: '5.10A.identify-taxes',
  version: 1,
  teksCode: '5.10A',
  itemTypes: ['multiple-choice'],
  bounds: { maxWhole: 100_000 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return nameTheTax(random, story);
    if (difficulty === 'medium') return chooseTheMeaning(random, story);
    return random.chance(1, 2) ? payrollOnAStub(random, story) : trueStatement(random, story);
  },
});
