import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { dollars, moneyMistake, wholeDollars } from './measurement-words';

/**
 * 4.10B: calculate profit, the money earned (income) less the money spent (costs). Easy: total income
 * and total cost are given in whole dollars. Medium: the income comes from selling several items at one
 * price. Hard: dollars and cents, with two costs to take away. Wrong choices: adding the costs to the
 * income, giving the income as the profit, forgetting one cost, giving the costs.
 */
const dollarMistake = (amount: number, note: string): Mistake => ({
  value: rational(amount),
  note,
  text: wholeDollars(amount),
});

const PROFIT_HINT = 'Profit = income − costs. Income is the money earned. Costs are the money spent.';

function totals(random: Random, story: StoryContext): NumericProblem {
  const { name, thing } = story;
  const cost = random.int(12, 90);
  const income = cost + random.int(8, 120);
  const profit = income - cost;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} sells ${thing.many} at a stand. ${name} earns ${wholeDollars(income)} in all. The supplies cost ${wholeDollars(cost)}. What is ${name}'s profit?`,
    answer: rational(profit),
    answerText: wholeDollars(profit),
    format: 'whole-number',
    mistakes: [
      dollarMistake(
        income + cost,
        'The costs were added. Profit is what is left after the costs are paid, so subtract.',
      ),
      dollarMistake(income, `${wholeDollars(income)} is the income. Take away the costs to find the profit.`),
      dollarMistake(cost, `${wholeDollars(cost)} is the cost of the supplies, not the profit.`),
      dollarMistake(profit + 10, 'Subtract again carefully. This is $10 too much.'),
      dollarMistake(profit - 10, 'Subtract again carefully. This is $10 too little.'),
    ],
    hints: [
      PROFIT_HINT,
      `The income is ${wholeDollars(income)}. The costs are ${wholeDollars(cost)}.`,
      `Subtract: ${income} − ${cost}.`,
    ],
    explanation: [
      'Profit = income − costs.',
      `${wholeDollars(income)} − ${wholeDollars(cost)} = ${wholeDollars(profit)}.`,
      `${name}'s profit is ${wholeDollars(profit)}.`,
    ],
    parameters: { income: income * 100, costs: String(cost * 100), whole: 'yes' },
  };
}

function itemsSold(random: Random, story: StoryContext): NumericProblem {
  const { name, thing } = story;
  const sold = random.int(6, 25);
  const price = random.int(2, 9);
  const income = sold * price;
  const cost = random.int(5, income - 5);
  const profit = income - cost;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} sells ${sold} ${thing.many} for ${wholeDollars(price)} each. ${name} spent ${wholeDollars(cost)} to make them. What is ${name}'s profit?`,
    answer: rational(profit),
    answerText: wholeDollars(profit),
    format: 'whole-number',
    mistakes: [
      dollarMistake(
        income,
        `${wholeDollars(income)} is the income. Take away the ${wholeDollars(cost)} spent.`,
      ),
      dollarMistake(income + cost, 'The costs were added. Subtract the costs from the income.'),
      dollarMistake(
        Math.abs(sold + price - cost),
        `${sold} and ${wholeDollars(price)} were added. To find the income, multiply.`,
      ),
      dollarMistake(
        Math.abs(price - cost),
        'This uses the price of one item. Multiply to find the income from all of them.',
      ),
      dollarMistake(
        profit + price,
        `This is ${wholeDollars(price)} too much. Check the income: ${sold} × ${wholeDollars(price)}.`,
      ),
    ],
    hints: [
      PROFIT_HINT,
      `First find the income: ${sold} × ${wholeDollars(price)}.`,
      `Then subtract the ${wholeDollars(cost)} spent.`,
    ],
    explanation: [
      `Income: ${sold} × ${wholeDollars(price)} = ${wholeDollars(income)}.`,
      `Profit: ${wholeDollars(income)} − ${wholeDollars(cost)} = ${wholeDollars(profit)}.`,
    ],
    parameters: { income: income * 100, costs: String(cost * 100), whole: 'yes' },
  };
}

function twoCosts(random: Random, story: StoryContext): NumericProblem {
  const { name, otherName, thing, group } = story;
  const first = random.int(150, 1500);
  const second = random.int(150, 1500);
  const income = first + second + random.int(150, 3000);
  const profit = income - first - second;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} and ${otherName} sell ${thing.many}. They earn ${dollars(income)}. They spent ${dollars(first)} on ${thing.many} and ${dollars(second)} on ${group.many}. What is their profit?`,
    answer: rational(profit, 100),
    answerText: dollars(profit),
    format: 'decimal',
    mistakes: [
      moneyMistake(income - first, `Only the ${dollars(first)} was taken away. Subtract both costs.`),
      moneyMistake(income - second, `Only the ${dollars(second)} was taken away. Subtract both costs.`),
      moneyMistake(
        first + second,
        `${dollars(first + second)} is the total cost. Subtract it from the income.`,
      ),
      moneyMistake(income + first + second, 'The costs were added to the income. Costs are taken away.'),
      moneyMistake(profit + 100, 'This is $1.00 too much. Check the regrouping in the dollars place.'),
    ],
    hints: [
      PROFIT_HINT,
      `Add the costs first: ${dollars(first)} + ${dollars(second)}.`,
      'Subtract the total cost from the income. Line up the decimal points.',
    ],
    explanation: [
      `Costs: ${dollars(first)} + ${dollars(second)} = ${dollars(first + second)}.`,
      `Profit: ${dollars(income)} − ${dollars(first + second)} = ${dollars(profit)}.`,
    ],
    parameters: { income, costs: `${first} ${second}`, whole: 'no' },
  };
}

export const profit = defineGenerator({
  id: '4.10B.profit',
  version: 1,
  teksCode: '4.10B',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 1000 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return totals(random, story);
    if (difficulty === 'medium') return itemsSold(random, story);
    return twoCosts(random, story);
  },
});
