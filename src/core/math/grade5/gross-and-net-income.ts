import type { TableVisual } from '../../items/visual-types';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { dollars, moneyAnswer, moneyMistake } from './money-text';

/**
 * 5.10B: gross income is all the money earned; net income is what is left after taxes and other
 * payroll deductions are taken out. Easy: pick out the gross or the net from a short story. Medium: a
 * pay stub; find the net pay. Hard: the net pay and the deductions are known; find the gross pay.
 * Wrong answers: the other income, the total taken out, adding the deductions instead of subtracting
 * (and back), leaving one deduction out.
 */
const RELATIVES = [
  { who: 'aunt', he: 'she', his: 'her' },
  { who: 'uncle', he: 'he', his: 'his' },
  { who: 'mom', he: 'she', his: 'her' },
  { who: 'dad', he: 'he', his: 'his' },
  { who: 'grandmother', he: 'she', his: 'her' },
  { who: 'grandfather', he: 'he', his: 'his' },
  { who: 'big sister', he: 'she', his: 'her' },
  { who: 'big brother', he: 'he', his: 'his' },
] as const;
const JOBS = ['at a clinic', 'at a bakery', 'at a school', 'at a store', 'at a bank', 'on a ranch'] as const;

function whichIsWhich(random: Random, story: StoryContext): NumericProblem {
  const relative = random.pick(RELATIVES);
  const job = random.pick(JOBS);
  const gross = random.int(12, 60) * 100 * 100;
  // Taxes and other deductions: 12% to 25% of the pay, in whole dollars.
  const takenOut = Math.round((gross / 100) * (random.int(12, 25) / 100)) * 100;
  const net = gross - takenOut;
  const askGross = random.chance(1, 2);
  const answer = askGross ? gross : net;
  const { he, his } = relative;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name}'s ${relative.who} works ${job}. Last month ${he} earned ${dollars(gross, false)}. After taxes and other deductions, ${he} was paid ${dollars(net, false)}. What was ${his} ${askGross ? 'gross' : 'net'} income?`,
    ...moneyAnswer(answer, false),
    mistakes: [
      ...moneyMistake(
        askGross ? net : gross,
        askGross
          ? 'This is the net income, what is left after deductions. Gross income is all the money earned.'
          : 'This is the gross income, all the money earned. Net income is what is left after deductions.',
        false,
      ),
      ...moneyMistake(
        takenOut,
        `${dollars(takenOut, false)} is the amount taken out for taxes and deductions.`,
        false,
      ),
      ...moneyMistake(
        gross + net,
        'The two amounts were added. Each one is already a kind of income.',
        false,
      ),
    ],
    hints: [
      'Gross income is all the money earned, before anything is taken out.',
      'Net income is the money left after taxes and other deductions.',
      askGross ? 'Which amount is before deductions?' : 'Which amount is after deductions?',
    ],
    explanation: [
      `${dollars(gross, false)} is what was earned: the gross income.`,
      `${dollars(net, false)} is what was left after deductions: the net income.`,
      `So the ${askGross ? 'gross' : 'net'} income was ${dollars(answer, false)}.`,
    ],
    parameters: { task: askGross ? 'name-gross' : 'name-net', gross, net, deductions: '' },
  };
}

interface PayStub {
  gross: number;
  deductions: [string, number][];
}

/** A pay stub with realistic rates: Social Security 6.2%, Medicare 1.45%, some income tax. */
function payStub(random: Random): PayStub {
  const gross = random.int(400, 2500) * 100 + random.pick([0, 0, 50]);
  const socialSecurity = Math.round((gross * 62) / 1000);
  const medicare = Math.round((gross * 145) / 10000);
  const incomeTax = Math.round((gross * random.int(5, 12)) / 100);
  const deductions: [string, number][] = [
    ['Federal income tax', incomeTax],
    ['Social Security', socialSecurity],
    ['Medicare', medicare],
  ];
  if (random.chance(1, 2)) deductions.push(['Health insurance', random.int(20, 90) * 100]);
  return { gross, deductions };
}

function stubTable(stub: PayStub, net: number, hide: 'gross' | 'net'): TableVisual {
  const rows = [
    ['Gross pay', hide === 'gross' ? '?' : dollars(stub.gross, true)],
    ...stub.deductions.map(([what, cents]) => [what, dollars(cents, true)]),
    ['Net pay', hide === 'net' ? '?' : dollars(net, true)],
  ];
  return {
    kind: 'table',
    title: 'Pay stub',
    headers: ['Item', 'Amount'],
    rows,
    imageDescription: `A pay stub. ${rows.map(([what, amount]) => `${what}: ${amount}.`).join(' ')}`,
  };
}

const total = (stub: PayStub) => stub.deductions.reduce((sum, [, cents]) => sum + cents, 0);

function findNet(random: Random, story: StoryContext): NumericProblem {
  const stub = payStub(random);
  const taken = total(stub);
  const net = stub.gross - taken;
  const relative = random.pick(RELATIVES);
  const first = stub.deductions[0]![1];
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name}'s ${relative.who} gets a pay stub. It shows the gross pay and the amounts taken out. What is the net pay?`,
    visual: stubTable(stub, net, 'net'),
    ...moneyAnswer(net, true),
    mistakes: [
      ...moneyMistake(
        stub.gross,
        'This is the gross pay. Net pay is what is left after the deductions.',
        true,
      ),
      ...moneyMistake(taken, `${dollars(taken, true)} is the total taken out, not the pay left.`, true),
      ...moneyMistake(
        stub.gross - first,
        'Only the income tax was taken out. Subtract every deduction.',
        true,
      ),
      ...moneyMistake(
        stub.gross + taken,
        'The deductions were added. They are taken out, so subtract.',
        true,
      ),
    ],
    hints: [
      'Net pay is the gross pay minus everything taken out.',
      'Add all the deductions first.',
      'Subtract the total from the gross pay.',
    ],
    explanation: [
      `Deductions: ${stub.deductions.map(([, c]) => dollars(c, true)).join(' + ')} = ${dollars(taken, true)}.`,
      `Net pay: ${dollars(stub.gross, true)} − ${dollars(taken, true)} = ${dollars(net, true)}.`,
    ],
    parameters: {
      task: 'find-net',
      gross: stub.gross,
      net,
      deductions: stub.deductions.map(([, c]) => c).join(' '),
    },
  };
}

function findGross(random: Random, story: StoryContext): NumericProblem {
  const stub = payStub(random);
  const taken = total(stub);
  const net = stub.gross - taken;
  const relative = random.pick(RELATIVES);
  const last = stub.deductions[stub.deductions.length - 1]![1];
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name}'s ${relative.who} gets a pay stub. The gross pay is smudged. It shows the net pay and the amounts taken out. What is the gross pay?`,
    visual: stubTable(stub, net, 'gross'),
    ...moneyAnswer(stub.gross, true),
    mistakes: [
      ...moneyMistake(
        net - taken,
        'The deductions were subtracted from the net pay. Gross pay is more than net pay, so add.',
        true,
      ),
      ...moneyMistake(net, 'This is the net pay. Gross pay is before the deductions are taken out.', true),
      ...moneyMistake(taken, `${dollars(taken, true)} is the total of the deductions.`, true),
      ...moneyMistake(
        stub.gross - last,
        'One deduction was left out. Add every deduction to the net pay.',
        true,
      ),
    ],
    hints: [
      'Gross pay − deductions = net pay.',
      'So gross pay = net pay + deductions.',
      'Add all the deductions to the net pay.',
    ],
    explanation: [
      `Deductions: ${stub.deductions.map(([, c]) => dollars(c, true)).join(' + ')} = ${dollars(taken, true)}.`,
      `Gross pay: ${dollars(net, true)} + ${dollars(taken, true)} = ${dollars(stub.gross, true)}.`,
    ],
    parameters: {
      task: 'find-gross',
      gross: stub.gross,
      net,
      deductions: stub.deductions.map(([, c]) => c).join(' '),
    },
  };
}

export const grossAndNetIncome = defineGenerator({
  id: '5.10B.gross-and-net-income',
  version: 1,
  teksCode: '5.10B',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 100_000 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return whichIsWhich(random, story);
    if (difficulty === 'medium') return findNet(random, story);
    return findGross(random, story);
  },
});
