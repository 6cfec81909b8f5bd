import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import { subtractForgettingToDecrease } from '../column-arithmetic';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { NumericProblem } from '../generator-types';
import { formatWhole as n } from '../number-format';
import { opening } from '../story-text';
import { decimalMistake, money, moneyMistake, short } from './decimal-text';

/**
 * 5.3E: products of decimals to hundredths, including money. Easy: a whole number times a price;
 * medium: tenths times tenths, placing the decimal point; hard: two steps, the cost and then the
 * change from a bill. Wrong choices: the decimal point in the wrong place, adding instead of
 * multiplying, multiplying only the dollars or only the tenths, stopping after the first step.
 */
function pricePerItem(random: Random, story: StoryContext): NumericProblem {
  const { name, thing } = story;
  const count = random.int(3, 9);
  let cents = random.int(105, 995);
  if (cents % 10 === 0) cents += random.int(1, 4);
  const total = count * cents;
  const dollars = Math.floor(cents / 100);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} buys ${count} ${thing.many}. Each one costs ${money(cents)}. What is the total cost?`,
    answer: rational(total, 100),
    answerText: money(total),
    format: 'decimal',
    mistakes: [
      ...moneyMistake(
        total * 10,
        `The decimal point moved one place. Estimate: ${count} × $${Math.round(cents / 100)} is about $${count * Math.round(cents / 100)}.`,
      ),
      ...moneyMistake(
        cents + count * 100,
        `The numbers were added. ${count} ${thing.many} at ${money(cents)} each means multiply.`,
      ),
      ...moneyMistake(
        count * dollars * 100 + (cents % 100),
        `Only the dollars were multiplied. The ${money(cents % 100)} must be multiplied by ${count} too.`,
      ),
      ...moneyMistake(
        (count - 1) * cents,
        `This is the cost of ${count - 1} ${thing.many}. ${name} buys ${count}.`,
      ),
    ],
    hints: [
      `${count} ${thing.many} at the same price means multiply: ${count} × ${money(cents)}.`,
      `Multiply as whole numbers first: ${count} × ${cents}.`,
      `Estimate to place the decimal point: ${count} × $${Math.round(cents / 100)} is about $${count * Math.round(cents / 100)}.`,
    ],
    explanation: [
      `Multiply: ${count} × ${money(cents)}.`,
      `As whole numbers, ${count} × ${n(cents)} = ${n(total)}.`,
      `${money(cents)} has 2 decimal places, so the product has 2: ${money(total)}.`,
      `The total cost is ${money(total)}.`,
    ],
    parameters: { first: count, second: cents, secondScale: 100, bill: 0 },
  };
}

/** Tenths times tenths: 2.4 × 0.6 = 1.44. */
function tenthsByTenths(random: Random, story: StoryContext): NumericProblem {
  let a = random.int(12, 95);
  if (a % 10 === 0) a += 1;
  const b = random.int(2, 9) + (random.chance(1, 3) ? 10 : 0);
  const product = a * b;
  const [aText, bText] = [short(a, 1), short(b, 1)];
  const wholePart = Math.floor(a / 10);
  const partsOnly = (a % 10) * b;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} works out ${aText} × ${bText}. What is the product?`,
    answer: rational(product, 100),
    answerText: short(product, 2),
    format: 'decimal',
    style: 'decimal',
    mistakes: [
      decimalMistake(
        product,
        1,
        'The decimal point is one place off. Each factor has 1 decimal place, so the product has 2.',
      ),
      decimalMistake(
        product,
        3,
        'The decimal point is one place off. Count the decimal places: 1 + 1 = 2 places, not 3.',
      ),
      decimalMistake(
        partsOnly,
        2,
        `Only the tenths of ${aText} were multiplied. The ${wholePart} ones must be multiplied too.`,
      ),
      decimalMistake(a + b, 1, 'The factors were added. The question asks for the product, so multiply.'),
    ],
    hints: [
      `Estimate first: ${aText} is about ${Math.round(a / 10)}, so the product is near ${Math.round(a / 10)} × ${bText}.`,
      `Multiply as whole numbers: ${a} × ${b}.`,
      'Count the decimal places in both factors. The product has that many places.',
    ],
    explanation: [
      `Multiply as whole numbers: ${a} × ${b} = ${n(product)}.`,
      `${aText} has 1 decimal place and ${bText} has 1, so the product has 2.`,
      `${aText} × ${bText} = ${short(product, 2)}.`,
    ],
    parameters: { first: a, firstScale: 10, second: b, secondScale: 10, bill: 0 },
  };
}

/** Two steps: the cost of several items, then the change from a bill. */
function changeFromBill(random: Random, story: StoryContext): NumericProblem {
  const { name, thing } = story;
  const count = random.int(2, 6);
  let cents = random.int(115, Math.floor(4900 / count));
  if (cents % 10 === 0) cents += 3;
  const total = count * cents;
  const bill = total < 1900 ? 2000 : 5000;
  const change = bill - total;
  const slip = subtractForgettingToDecrease(bill, total);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} buys ${count} ${thing.many} for ${money(cents)} each. ${name} pays with a ${money(bill).replace('.00', '')} bill. How much change does ${name} get?`,
    answer: rational(change, 100),
    answerText: money(change),
    format: 'decimal',
    mistakes: [
      ...moneyMistake(
        total,
        `${money(total)} is the cost, the first step. Now subtract it from ${money(bill)}.`,
      ),
      ...moneyMistake(
        bill - cents,
        `This is the change for 1 ${thing.one}. First multiply to find the cost of ${count}.`,
      ),
      ...moneyMistake(slip, 'When you regroup across zeros, each place you take from must go down by 1.'),
      ...moneyMistake(
        bill - (total - (total % 100)) + (total % 100),
        `Only the dollars were subtracted. The ${money(total % 100)} must be taken away too.`,
      ),
      ...moneyMistake(
        bill - total + cents,
        `This is the change for ${count - 1} ${count - 1 === 1 ? thing.one : thing.many}. ${name} buys ${count}.`,
      ),
      // Dollar slips, so some seeds whose other mistakes coincide still get three wrong choices.
      ...moneyMistake(change - 100, 'Check the dollars: when you regroup, take away just one dollar.'),
      ...moneyMistake(change + 100, 'Check the dollars: subtract every dollar of the cost.'),
    ],
    hints: [
      'This problem has two steps. First find the total cost.',
      `Multiply: ${count} × ${money(cents)}. Then subtract from ${money(bill)}.`,
      `Write ${money(bill).replace('.00', '')} as ${money(bill)} and line up the decimal points.`,
    ],
    explanation: [
      `Step 1: ${count} × ${money(cents)} = ${money(total)}.`,
      `Step 2: ${money(bill)} − ${money(total)} = ${money(change)}.`,
      `${name} gets ${money(change)} in change.`,
    ],
    parameters: { first: count, second: cents, secondScale: 100, bill },
  };
}

export const multiplyDecimals = defineGenerator({
  id: '5.3E.multiply-decimals',
  version: 2,
  teksCode: '5.3E',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 10_000, denominators: [] },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return pricePerItem(random, story);
    if (difficulty === 'medium') return tenthsByTenths(random, story);
    return changeFromBill(random, story);
  },
});
