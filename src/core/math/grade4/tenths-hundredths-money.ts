import { rational } from '../../items/rational';
import type { MoneyVisual } from '../../items/visual-types';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { decimal, decimalMistake, mistake, money } from './number-text';

/**
 * 4.2E: tenths and hundredths shown with models and money. A dime is one tenth of a dollar and a penny
 * one hundredth. Easy: dimes and pennies as a decimal part of a dollar; medium: bills, dimes and
 * pennies as a decimal number of dollars; hard: how many pennies (hundredths) make a number of dimes
 * (tenths). Wrong answers: counting coins instead of their values, swapping tenths and hundredths,
 * and leaving out the 0 that holds the tenths place.
 */
function coins(dollars: number, dimes: number, pennies: number): MoneyVisual {
  const pieces: MoneyVisual['pieces'] = [];
  if (dollars > 0) pieces.push({ denomination: 'one-dollar-bill', count: dollars });
  if (dimes > 0) pieces.push({ denomination: 'dime', count: dimes });
  if (pennies > 0) pieces.push({ denomination: 'penny', count: pennies });
  const words = [
    dollars > 0 ? `${dollars} one-dollar ${dollars === 1 ? 'bill' : 'bills'}` : '',
    dimes > 0 ? `${dimes} ${dimes === 1 ? 'dime' : 'dimes'}` : '',
    pennies > 0 ? `${pennies} ${pennies === 1 ? 'penny' : 'pennies'}` : '',
  ].filter(Boolean);
  return { kind: 'money', pieces, imageDescription: `Money: ${words.join(', ')}.` };
}

function coinMistakes(dollars: number, dimes: number, pennies: number): Mistake[] {
  const cents = dollars * 100 + dimes * 10 + pennies;
  const droppedZero = decimalMistake(
    dollars * 100 + pennies * 10,
    'There are no dimes, so write 0 in the tenths place.',
  );
  return [
    ...(dimes === 0 ? droppedZero : []),
    ...decimalMistake(
      dollars * 100 + pennies * 10 + dimes,
      'The dimes and pennies were swapped. Dimes are tenths and pennies are hundredths.',
    ),
    ...decimalMistake(
      dollars * 100 + dimes + pennies,
      'Each coin was counted as a penny. A dime is worth 10 pennies.',
    ),
    ...(dimes === 0
      ? []
      : decimalMistake(
          dollars * 100 + dimes * 100 + pennies,
          'The dimes were counted as dollars. A dime is one tenth of a dollar.',
        )),
    ...decimalMistake((dollars + dimes + pennies) * 100, 'This counts the pieces of money, not their value.'),
    ...decimalMistake(cents + 10, 'This is one dime too many. Count the dimes again.'),
    ...decimalMistake(cents + 1, 'This is one penny too many. Count the pennies again.'),
  ];
}

function coinProblem(random: Random, story: StoryContext, withBills: boolean): NumericProblem {
  const dollars = withBills ? random.int(1, 9) : 0;
  const dimes = withBills && random.chance(1, 4) ? 0 : random.int(1, 9);
  const pennies = random.int(1, 9);
  const cents = dollars * 100 + dimes * 10 + pennies;
  return {
    kind: 'numeric',
    stem: withBills
      ? `${opening(story)}${story.name} has this money. How many dollars is it? Write it as a decimal.`
      : `${opening(story)}${story.name} has these coins. What decimal part of a dollar do they make?`,
    visual: coins(dollars, dimes, pennies),
    answer: rational(cents, 100),
    format: 'decimal',
    style: 'decimal',
    mistakes: coinMistakes(dollars, dimes, pennies),
    hints: [
      'A dime is 1/10 of a dollar, or 0.1. A penny is 1/100 of a dollar, or 0.01.',
      'Dimes go in the tenths place. Pennies go in the hundredths place.',
      withBills
        ? 'Each bill is 1 whole dollar. The bills go before the decimal point.'
        : 'There are no whole dollars, so write 0 before the point.',
    ],
    explanation: [
      ...(withBills
        ? [
            `${dollars} ${dollars === 1 ? 'bill is' : 'bills are'} ${dollars} whole ${dollars === 1 ? 'dollar' : 'dollars'}.`,
          ]
        : []),
      `${dimes} ${dimes === 1 ? 'dime is' : 'dimes are'} ${dimes} ${dimes === 1 ? 'tenth' : 'tenths'}. ${pennies} ${pennies === 1 ? 'penny is' : 'pennies are'} ${pennies} ${pennies === 1 ? 'hundredth' : 'hundredths'}.`,
      `So the money is ${decimal(cents)} dollars, or ${money(cents)}.`,
    ],
    parameters: { dollars, dimes, pennies, ask: 'dollars' },
  };
}

function penniesForDimes(random: Random, story: StoryContext): NumericProblem {
  const tenths = random.int(2, 9);
  const hundredths = tenths * 10;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} shows ${decimal(tenths * 10)} of a dollar with ${tenths} dimes. ${story.otherName} wants to show the same amount with pennies. How many pennies does ${story.otherName} need?`,
    answer: rational(hundredths),
    format: 'whole-number',
    mistakes: [
      mistake(tenths, 'This is the number of dimes. Each dime is worth 10 pennies.'),
      mistake(tenths * 100, 'Each dime is worth 10 pennies, not 100.'),
      mistake(tenths + 10, '10 was added. Each dime is worth 10 pennies, so multiply.'),
      mistake(hundredths + 10, 'This is one dime too many. Count the dimes again.'),
    ],
    hints: [
      '1 dime = 10 pennies, just as 1 tenth = 10 hundredths.',
      `${decimal(tenths * 10)} is ${tenths} tenths.`,
      `How many hundredths are in ${tenths} tenths?`,
    ],
    explanation: [
      `${decimal(tenths * 10)} is ${tenths} tenths, shown by ${tenths} dimes.`,
      `Each tenth is 10 hundredths, so ${tenths} × 10 = ${hundredths} hundredths.`,
      `${story.otherName} needs ${hundredths} pennies.`,
    ],
    parameters: { dollars: 0, dimes: tenths, pennies: 0, ask: 'pennies' },
  };
}

export const tenthsHundredthsMoney = defineGenerator({
  id: '4.2E.tenths-hundredths-money',
  version: 1,
  teksCode: '4.2E',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 10_000 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return coinProblem(random, story, false);
    if (difficulty === 'medium') return coinProblem(random, story, true);
    return penniesForDimes(random, story);
  },
});
