import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { NumericProblem } from '../generator-types';
import { formatWhole as n } from '../number-format';
import { opening } from '../story-text';
import { decimalMistake, money, moneyMistake, short } from './decimal-text';

/**
 * 5.3G: quotients of decimals to hundredths, with dividends of up to four digits and whole-number
 * divisors of up to two digits. Easy: money shared by a one-digit number; medium: a decimal divided
 * by a two-digit number; hard: a unit price whose quotient needs a zero in the tenths place.
 * Wrong choices: the decimal point one place off, multiplying or subtracting instead of dividing,
 * leaving out a zero in the quotient.
 */
function shareMoney(random: Random, story: StoryContext): NumericProblem {
  const { name, thing } = story;
  const divisor = random.int(2, 9);
  let each = random.int(105, 995);
  if (each % 10 === 0) each += random.int(1, 4);
  const total = each * divisor;
  const estimate = Math.round(total / 100);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} pays ${money(total)} for ${divisor} ${thing.many}. Each one costs the same. How much does 1 ${thing.one} cost?`,
    answer: rational(each, 100),
    answerText: money(each),
    format: 'decimal',
    mistakes: [
      ...moneyMistake(
        each * 10,
        `The decimal point is one place off. Estimate: $${estimate} ÷ ${divisor} is a lot less than that.`,
      ),
      ...moneyMistake(
        total - divisor * 100,
        `${divisor} was subtracted. Sharing a cost equally means divide.`,
      ),
      ...moneyMistake(total * divisor, `This multiplies by ${divisor}. To share a cost, divide.`),
      ...moneyMistake(
        each + 10,
        `Check by multiplying: ${divisor} × ${money(each + 10)} is more than ${money(total)}.`,
      ),
      ...moneyMistake(
        each - 10,
        `Check by multiplying: ${divisor} × ${money(each - 10)} is less than ${money(total)}.`,
      ),
    ],
    hints: [
      `The cost is shared equally by ${divisor} ${thing.many}, so divide: ${money(total)} ÷ ${divisor}.`,
      `Divide as if the amount were ${n(total)} cents: ${n(total)} ÷ ${divisor}.`,
      `Estimate to check: $${estimate} ÷ ${divisor} is about $${Math.round(estimate / divisor)}.`,
    ],
    explanation: [
      `Divide: ${money(total)} ÷ ${divisor}.`,
      `${n(total)} cents ÷ ${divisor} = ${n(each)} cents.`,
      `${n(each)} cents is ${money(each)}. Check: ${divisor} × ${money(each)} = ${money(total)}.`,
    ],
    parameters: { dividend: total, dividendScale: 100, divisor, money: 1 },
  };
}

function twoDigitDivisor(random: Random, story: StoryContext): NumericProblem {
  // The dividend keeps a tenths digit (45.6, not 228), so the decimal point matters.
  let [divisor, quotient] = [23, 37];
  for (let tries = 0; tries < 20; tries += 1) {
    const [d, q] = [random.int(11, 25), random.int(11, 99)];
    if ((d * q) % 10 !== 0) {
      [divisor, quotient] = [d, q];
      break;
    }
  }
  const dividend = quotient * divisor; // tenths
  const [dText, qText] = [short(dividend, 1), short(quotient, 1)];
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} works out ${dText} ÷ ${divisor}. What is the quotient?`,
    answer: rational(quotient, 10),
    answerText: qText,
    format: 'decimal',
    style: 'decimal',
    mistakes: [
      decimalMistake(
        quotient,
        0,
        'The decimal point was left out of the quotient. Put it right above the one in the dividend.',
      ),
      decimalMistake(
        quotient,
        2,
        'The decimal point is one place off. Put it right above the one in the dividend.',
      ),
      decimalMistake(
        dividend - divisor * 10,
        1,
        `${divisor} was subtracted. The question asks for the quotient, so divide.`,
      ),
      decimalMistake(
        quotient + 1,
        1,
        `Check by multiplying: ${divisor} × ${short(quotient + 1, 1)} is more than ${dText}.`,
      ),
      decimalMistake(
        quotient - 1,
        1,
        `Check by multiplying: ${divisor} × ${short(quotient - 1, 1)} is less than ${dText}.`,
      ),
    ],
    hints: [
      `Estimate: ${dText} is close to ${Math.round(dividend / 10)}, so the quotient is about ${Math.round(dividend / 10)} ÷ ${divisor}.`,
      `Divide as whole numbers first: ${n(dividend)} ÷ ${divisor}.`,
      'Put the decimal point in the quotient right above the one in the dividend.',
    ],
    explanation: [
      `As whole numbers, ${n(dividend)} ÷ ${divisor} = ${quotient}.`,
      `${dText} has 1 decimal place, so the quotient has 1: ${qText}.`,
      `Check: ${divisor} × ${qText} = ${dText}.`,
    ],
    parameters: { dividend, dividendScale: 10, divisor, money: 0 },
  };
}

/** A unit price with a zero in the tenths place: $12.60 ÷ 12 = $1.05. */
function unitPriceWithZero(random: Random, story: StoryContext): NumericProblem {
  const { name, thing } = story;
  const divisor = random.int(11, 24);
  // At most four digits in the dividend: the total stays under $100.00.
  const each = random.int(1, Math.floor((9999 / divisor - 9) / 100)) * 100 + random.int(1, 9); // $d.0h
  const total = each * divisor;
  const withoutZero = Math.floor(each / 100) * 100 + (each % 100) * 10;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} buys a pack of ${divisor} ${thing.many} for ${money(total)}. Each ${thing.one} costs the same. What is the cost of 1 ${thing.one}?`,
    answer: rational(each, 100),
    answerText: money(each),
    format: 'decimal',
    mistakes: [
      ...moneyMistake(
        withoutZero,
        `A zero was left out. There are not enough tenths to divide, so write 0 in the tenths place.`,
      ),
      ...moneyMistake(
        each * 10,
        'The decimal point is one place off. Put it right above the one in the dividend.',
      ),
      ...moneyMistake(total - divisor * 100, `${divisor} was subtracted. To find the cost of 1, divide.`),
      ...moneyMistake(total * divisor, `This multiplies by ${divisor}. To find the cost of 1, divide.`),
    ],
    hints: [
      `To find the cost of 1, divide the total by ${divisor}.`,
      `Divide ${n(total)} cents by ${divisor}, one place at a time.`,
      'When a place is too small to divide, write 0 in the quotient and go on.',
    ],
    explanation: [
      `Divide: ${money(total)} ÷ ${divisor}.`,
      `${n(total)} ÷ ${divisor} = ${n(each)}, with a 0 in the tenths place.`,
      `So 1 ${thing.one} costs ${money(each)}. Check: ${divisor} × ${money(each)} = ${money(total)}.`,
    ],
    parameters: { dividend: total, dividendScale: 100, divisor, money: 1 },
  };
}

export const divideDecimals = defineGenerator({
  id: '5.3G.divide-decimals',
  version: 1,
  teksCode: '5.3G',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 100_000, denominators: [] },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return shareMoney(random, story);
    if (difficulty === 'medium') return twoDigitDivisor(random, story);
    return unitPriceWithZero(random, story);
  },
});
