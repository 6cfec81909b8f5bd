import { rational } from '../../items/rational';
import type { MoneyDenomination, MoneyVisual } from '../../items/visual-types';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { opening, withArticle } from '../story-text';
import { countMistake, dollars, moneyMistake } from './geometry-data-parts';
import { THINGS_TO_BUY } from './things-to-buy';

/**
 * 3.4C: the value of a collection of coins and bills. Easy: coins under a dollar, in cents. Medium:
 * bills and coins, in dollars and cents. Hard: how much more money is needed to buy something. Wrong
 * choices: counting coins instead of adding their values, swapping nickels and dimes, counting every
 * bill as $1, leaving out the pennies, and for "how much more" stopping at the total.
 */

interface Piece {
  denomination: MoneyDenomination;
  cents: number;
  one: string;
  many: string;
}

const piece = (denomination: MoneyDenomination, cents: number, one: string, many: string): Piece => ({
  denomination,
  cents,
  one,
  many,
});
const TEN = piece('ten-dollar-bill', 1000, 'ten-dollar bill', 'ten-dollar bills');
const FIVE = piece('five-dollar-bill', 500, 'five-dollar bill', 'five-dollar bills');
const ONE = piece('one-dollar-bill', 100, 'one-dollar bill', 'one-dollar bills');
const QUARTER = piece('quarter', 25, 'quarter', 'quarters');
const DIME = piece('dime', 10, 'dime', 'dimes');
const NICKEL = piece('nickel', 5, 'nickel', 'nickels');
const PENNY = piece('penny', 1, 'penny', 'pennies');

type Collection = { piece: Piece; count: number }[];

const valueOf = (collection: Collection) =>
  collection.reduce((sum, { piece: p, count }) => sum + p.cents * count, 0);
const countOf = (collection: Collection, p: Piece) => collection.find((c) => c.piece === p)?.count ?? 0;

function describe(collection: Collection): string {
  const parts = collection.map(({ piece: p, count }) => `${count} ${count === 1 ? p.one : p.many}`);
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

function moneyVisual(collection: Collection): MoneyVisual {
  return {
    kind: 'money',
    pieces: collection.map(({ piece: p, count }) => ({ denomination: p.denomination, count })),
    imageDescription: `Money: ${describe(collection)}.`,
  };
}

/** Draws counts for each piece (0 allowed), keeping only the pieces that appear. */
function draw(random: Random, ranges: [Piece, number, number][]): Collection {
  return ranges
    .map(([p, min, max]) => ({ piece: p, count: random.int(min, max) }))
    .filter(({ count }) => count > 0);
}

/** What a child gets by slipping on this collection, in cents. */
function slips(collection: Collection) {
  const total = valueOf(collection);
  const nickels = countOf(collection, NICKEL);
  const dimes = countOf(collection, DIME);
  const bills = collection.filter(({ piece: p }) => p.cents >= 100);
  const billValue = bills.reduce((sum, { piece: p, count }) => sum + p.cents * count, 0);
  const billCount = bills.reduce((sum, { count }) => sum + count, 0);
  return {
    pieces: collection.reduce((sum, { count }) => sum + count, 0),
    swapped: total + 5 * nickels - 5 * dimes,
    noPennies: total - countOf(collection, PENNY),
    billsAsOnes: total - billValue + 100 * billCount,
    coinsOnly: total - billValue,
  };
}

const explainCounting = (collection: Collection): string[] => {
  const bills = collection.filter(({ piece: p }) => p.cents >= 100);
  const coins = collection.filter(({ piece: p }) => p.cents < 100);
  const billCents = valueOf(bills);
  const coinCents = valueOf(coins);
  const lines: string[] = [];
  if (bills.length > 0)
    lines.push(
      `Bills: ${bills.map(({ piece: p, count }) => `${count} × $${p.cents / 100}`).join(' + ')} = $${billCents / 100}.`,
    );
  if (coins.length > 0)
    lines.push(
      `Coins: ${coins.map(({ piece: p, count }) => `${count} × ${p.cents}¢`).join(' + ')} = ${coinCents}¢${coinCents >= 100 ? `, or ${dollars(coinCents)}` : ''}.`,
    );
  return lines;
};

function coinsInCents(random: Random, story: StoryContext): NumericProblem {
  let collection: Collection = [];
  for (let tries = 0; tries < 40 && (collection.length < 2 || valueOf(collection) >= 100); tries += 1) {
    collection = draw(random, [
      [QUARTER, 0, 3],
      [DIME, 0, 4],
      [NICKEL, 0, 3],
      [PENNY, 0, 4],
    ]);
  }
  if (collection.length < 2 || valueOf(collection) >= 100)
    collection = [
      { piece: QUARTER, count: 2 },
      { piece: DIME, count: 3 },
    ];
  const total = valueOf(collection);
  const slip = slips(collection);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} has these coins. How many cents does ${story.name} have?`,
    visual: moneyVisual(collection),
    answer: rational(total),
    format: 'whole-number',
    unit: { one: 'cent', many: 'cents' },
    mistakes: [
      ...countMistake(slip.pieces, 'This counts the coins. Add the value of each coin instead.'),
      ...countMistake(
        slip.swapped,
        'The nickels and dimes were mixed up. A dime is 10 cents and a nickel is 5 cents.',
      ),
      ...countMistake(slip.noPennies, 'The pennies were left out. Each penny is 1 cent.'),
      ...countMistake(total + 5, 'Count on again from the biggest coin: 5 cents too many were added.'),
      ...countMistake(total - 5, 'Count on again from the biggest coin: 5 cents were missed.'),
    ],
    hints: [
      'A quarter is 25 cents, a dime is 10 cents, a nickel is 5 cents and a penny is 1 cent.',
      'Start with the coins worth the most. Then count on.',
      'Add the value of each kind of coin.',
    ],
    explanation: [...explainCounting(collection), `${story.name} has ${total} cents.`],
    parameters: { model: 'cents', total, price: 0 },
  };
}

function billsAndCoins(random: Random): Collection {
  let collection: Collection = [];
  for (let tries = 0; tries < 40 && collection.filter((c) => c.piece.cents < 100).length < 2; tries += 1) {
    collection = draw(random, [
      [TEN, 0, 1],
      [FIVE, 0, 2],
      [ONE, 1, 4],
      [QUARTER, 0, 3],
      [DIME, 0, 4],
      [NICKEL, 0, 2],
      [PENNY, 0, 4],
    ]);
  }
  if (collection.filter((c) => c.piece.cents < 100).length < 2)
    collection = [
      { piece: FIVE, count: 1 },
      { piece: ONE, count: 2 },
      { piece: QUARTER, count: 1 },
      { piece: DIME, count: 2 },
    ];
  return collection;
}

function dollarsAndCents(random: Random, story: StoryContext): NumericProblem {
  const collection = billsAndCoins(random);
  const total = valueOf(collection);
  const slip = slips(collection);
  const mistakes: Mistake[] = [
    ...moneyMistake(slip.billsAsOnes, 'Each bill was counted as $1. Look at the number on each bill.'),
    ...moneyMistake(
      slip.swapped,
      'The nickels and dimes were mixed up. A dime is 10 cents and a nickel is 5 cents.',
    ),
    ...moneyMistake(slip.coinsOnly, 'Only the coins were counted. Add the bills too.'),
    ...moneyMistake(slip.noPennies, 'The pennies were left out. Each penny is 1 cent.'),
    ...moneyMistake(total + 100, 'One dollar too many was counted. Count the bills again.'),
    ...moneyMistake(total - 10, 'Ten cents were missed. Count the coins again.'),
  ];
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} has the money shown. How much money does ${story.name} have?`,
    visual: moneyVisual(collection),
    answer: rational(total, 100),
    answerText: dollars(total),
    format: 'decimal',
    mistakes,
    hints: [
      'Count the bills first. Then count the coins.',
      'A quarter is 25¢, a dime is 10¢, a nickel is 5¢ and a penny is 1¢.',
      'Write the dollars before the decimal point and the cents after it.',
    ],
    explanation: [...explainCounting(collection), `Together: ${dollars(total)}.`],
    parameters: { model: 'dollars', total, price: 0 },
  };
}

function howMuchMore(random: Random, story: StoryContext): NumericProblem {
  const collection = billsAndCoins(random);
  const total = valueOf(collection);
  const price = total + random.int(1, 12) * 25 + random.pick([0, 10, 15, 40, 55, 80]);
  const answer = price - total;
  const slip = slips(collection);
  const thing = THINGS_TO_BUY[story.theme].small[random.int(0, 1)]!;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} has the money shown. ${story.name} wants to buy ${withArticle(thing)} that costs ${dollars(price)}. How much more money does ${story.name} need?`,
    visual: moneyVisual(collection),
    answer: rational(answer, 100),
    answerText: dollars(answer),
    format: 'decimal',
    mistakes: [
      ...moneyMistake(
        total,
        `${dollars(total)} is the money ${story.name} has. Now find how much more is needed.`,
      ),
      ...moneyMistake(price + total, 'The two amounts were added. To find how much more, subtract.'),
      ...moneyMistake(
        price - slip.billsAsOnes,
        'Each bill was counted as $1. Look at the number on each bill.',
      ),
      ...moneyMistake(
        price - slip.swapped,
        'The nickels and dimes were mixed up. A dime is 10 cents and a nickel is 5 cents.',
      ),
      ...(price % 100 < total % 100
        ? moneyMistake(
            (Math.floor(price / 100) - Math.floor(total / 100)) * 100 + (total % 100) - (price % 100),
            'The smaller cents were taken from the bigger cents. Regroup 1 dollar as 100 cents first.',
          )
        : []),
      ...moneyMistake(
        price,
        `${dollars(price)} is the price. Take away the money ${story.name} already has.`,
      ),
      ...moneyMistake(
        answer + 100,
        'Check the subtraction. Add your answer to the money shown: you should get the price.',
      ),
      ...moneyMistake(
        answer + 10,
        'Check the subtraction. Add your answer to the money shown: you should get the price.',
      ),
    ],
    hints: [
      'First find how much money is shown: bills, then coins.',
      `Then compare it with the price, ${dollars(price)}.`,
      'Subtract, or count up from the money shown to the price.',
    ],
    explanation: [
      ...explainCounting(collection),
      `${story.name} has ${dollars(total)}.`,
      `${dollars(price)} − ${dollars(total)} = ${dollars(answer)}.`,
    ],
    parameters: { model: 'more', total, price },
  };
}

export const coinsAndBills = defineGenerator({
  id: '3.4C.coins-and-bills',
  version: 1,
  teksCode: '3.4C',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 1000, maxDecimalPlaces: 2 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return coinsInCents(random, story);
    if (difficulty === 'medium') return dollarsAndCents(random, story);
    return howMuchMore(random, story);
  },
});
