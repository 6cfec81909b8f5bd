import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { formatWhole as n } from '../number-format';
import { opening, withArticle } from '../story-text';
import { money } from './decimal-text';
import { withFallbacks } from './mistake-padding';

/**
 * 5.3A: estimate to solve problems with the four operations. Each stem says how to round, so one
 * estimate is right. Easy: add or subtract two prices rounded to the nearest dollar; medium: multiply
 * or divide whole numbers rounded as told; hard: a two-step shopping estimate. Wrong choices: cutting
 * off instead of rounding, rounding to the wrong place, the exact answer, dropping a step.
 */
const dollars = (value: number) => `$${n(value)}`;
const roundTo = (value: number, unit: number) => Math.floor((value + unit / 2) / unit) * unit;
/** The other whole dollar next to a price: $4.07 → $5, $8.80 → $8. */
const wrongWay = (cents: number) =>
  cents % 100 < 50 ? Math.floor(cents / 100) + 1 : Math.floor(cents / 100);

function dollarMistake(value: number, note: string): Mistake[] {
  return Number.isInteger(value) && value > 0 ? [{ value: rational(value), note, text: dollars(value) }] : [];
}

/** Cents whose rounding is clear: the cents stay away from 50. */
function price(random: Random, low: number, high: number): number {
  const cents = random.pick([random.int(5, 40), random.int(60, 95)]);
  return random.int(low, high) * 100 + cents;
}

function addOrSubtractPrices(random: Random, story: StoryContext): NumericProblem {
  const { name, thing } = story;
  const add = random.chance(1, 2);
  const a = price(random, add ? 3 : 20, add ? 40 : 60);
  const b = price(random, 2, add ? 30 : 18);
  const [ra, rb] = [roundTo(a, 100) / 100, roundTo(b, 100) / 100];
  const answer = add ? ra + rb : ra - rb;
  const [ta, tb] = [Math.floor(a / 100), Math.floor(b / 100)];
  const exact = add ? a + b : a - b;
  const stem = add
    ? `${opening(story)}${name} buys two ${thing.many}. One costs ${money(a)} and the other costs ${money(b)}. Round each price to the nearest dollar. What is the best estimate of the total cost?`
    : `${opening(story)}${name} has ${money(a)} and spends ${money(b)} on ${withArticle(thing.one)}. Round each amount to the nearest dollar. About how much money does ${name} have left?`;
  return {
    kind: 'numeric',
    stem,
    answer: rational(answer),
    answerText: dollars(answer),
    format: 'whole-number',
    mistakes: withFallbacks(
      rational(answer),
      [
        ...dollarMistake(
          add ? ta + tb : ta - tb,
          'The cents were cut off instead of rounded. 60 cents or more rounds up to the next dollar.',
        ),
        ...dollarMistake(
          add ? roundTo(ra, 10) + roundTo(rb, 10) : roundTo(ra, 10) - roundTo(rb, 10),
          'This rounds to the nearest ten dollars. Round to the nearest dollar.',
        ),
        ...dollarMistake(
          add ? ra - rb : ra + rb,
          add ? 'This subtracts. A total means add.' : 'This adds. Money left after spending means subtract.',
        ),
        ...dollarMistake(
          add ? ta + tb + 2 : ta + 1 - (tb + 1),
          'Both amounts were rounded up. Round down when there are fewer than 50 cents.',
        ),
        ...dollarMistake(
          add ? wrongWay(a) + rb : wrongWay(a) - rb,
          `${money(a)} was rounded the wrong way. It is closer to $${ra}.`,
        ),
        ...dollarMistake(
          add ? ra + wrongWay(b) : ra - wrongWay(b),
          `${money(b)} was rounded the wrong way. It is closer to $${rb}.`,
        ),
        ...(exact % 100 === 0
          ? []
          : [
              {
                value: rational(exact, 100),
                note: `${money(exact)} is the exact answer. The question asks for an estimate.`,
                text: money(exact),
              },
            ]),
      ],
      [
        ...dollarMistake(answer + 1, 'This is $1 more than the estimate. Round each amount again.'),
        ...dollarMistake(answer + 10, 'This is $10 more than the estimate. Check the tens place.'),
      ],
    ),
    hints: [
      'Round each amount to the nearest dollar first.',
      `${money(a)} is closest to $${ra}. What is ${money(b)} closest to?`,
      add ? 'Add the rounded amounts.' : 'Subtract the rounded amounts.',
    ],
    explanation: [
      `${money(a)} rounds to $${ra}, and ${money(b)} rounds to $${rb}.`,
      add ? `$${ra} + $${rb} = $${answer}.` : `$${ra} − $${rb} = $${answer}.`,
      `The best estimate is ${dollars(answer)}.`,
    ],
    parameters: {
      model: add ? 'add' : 'subtract',
      first: a,
      second: b,
      firstUnit: 100,
      secondUnit: 100,
      scale: 100,
    },
  };
}

function multiplyOrDivide(random: Random, story: StoryContext): NumericProblem {
  const { name } = story;
  if (random.chance(1, 2)) {
    let a = random.int(110, 949);
    if (a % 100 >= 45 && a % 100 <= 55) a += 20;
    let b = random.int(12, 98);
    if (b % 10 === 5) b += 1;
    const [ra, rb] = [roundTo(a, 100), roundTo(b, 10)];
    const answer = ra * rb;
    const truncated = Math.floor(a / 100) * 100 * Math.floor(b / 10) * 10;
    return {
      kind: 'numeric',
      stem: `${opening(story)}${name} wants to estimate ${a} × ${b}. ${name} rounds ${a} to the nearest hundred and ${b} to the nearest ten. What is the estimate?`,
      answer: rational(answer),
      format: 'whole-number',
      mistakes: [
        {
          value: rational(truncated),
          note: 'The numbers were cut off instead of rounded. Look at the next digit to decide.',
        },
        {
          value: rational(answer / 10),
          note: `A zero was dropped. ${ra} × ${rb} has the zeros of both numbers.`,
        },
        {
          value: rational(ra + rb),
          note: 'The rounded numbers were added. Estimate the product, so multiply.',
        },
        {
          value: rational(roundTo(a, 10) * rb),
          note: `${a} was rounded to the nearest ten. The question says the nearest hundred.`,
        },
        {
          value: rational(answer * 10),
          note: `One zero too many. ${ra / 100} × ${rb / 10} = ${(ra / 100) * (rb / 10)}, then write the zeros.`,
        },
      ],
      hints: [
        `Round ${a} to the nearest hundred and ${b} to the nearest ten.`,
        `Multiply the digits first, then write the zeros.`,
        `Count the zeros in both rounded numbers.`,
      ],
      explanation: [
        `${a} rounds to ${ra}. ${b} rounds to ${rb}.`,
        `${ra / 100} × ${rb / 10} = ${(ra / 100) * (rb / 10)}, and there are 3 zeros to write.`,
        `${ra} × ${rb} = ${n(answer)}, so the estimate is ${n(answer)}.`,
      ],
      parameters: { model: 'multiply', first: a, second: b, firstUnit: 100, secondUnit: 10, scale: 1 },
    };
  }
  const rb = random.int(2, 9) * 10;
  const quotient = random.int(2, Math.floor(9900 / rb / 10)) * 10;
  const total = rb * quotient;
  let a = total + random.int(-45, 45);
  if (a === total) a += 17;
  let b = rb + random.int(-4, 4);
  if (b === rb) b += 2;
  const truncatedDivisor = Math.floor(b / 10) * 10;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} wants to estimate ${n(a)} ÷ ${b}. ${name} rounds ${n(a)} to the nearest hundred and ${b} to the nearest ten. What is the estimate?`,
    answer: rational(quotient),
    format: 'whole-number',
    mistakes: [
      {
        value: rational(quotient / 10),
        note: `A zero was dropped. ${n(total)} ÷ ${rb} is the same as ${total / 10} ÷ ${rb / 10}.`,
      },
      {
        value: rational(quotient * 10),
        note: `One zero too many. Check: ${rb} × ${quotient * 10} is much more than ${n(total)}.`,
      },
      ...(truncatedDivisor !== rb && total % truncatedDivisor === 0
        ? [
            {
              value: rational(total / truncatedDivisor),
              note: `${b} was cut off to ${truncatedDivisor}. Round it to the nearest ten: ${rb}.`,
            },
          ]
        : []),
      {
        value: rational(total - rb),
        note: 'The rounded numbers were subtracted. Estimate the quotient, so divide.',
      },
    ],
    hints: [
      `Round ${n(a)} to the nearest hundred and ${b} to the nearest ten.`,
      `Think of a fact: ${rb / 10} × what = ${total / 100}?`,
      'Then write the zeros. Check by multiplying.',
    ],
    explanation: [
      `${n(a)} rounds to ${n(total)}. ${b} rounds to ${rb}.`,
      `${total / 100} ÷ ${rb / 10} = ${quotient / 10}, so ${n(total)} ÷ ${rb} = ${quotient}.`,
      `The estimate is ${quotient}.`,
    ],
    parameters: { model: 'divide', first: a, second: b, firstUnit: 100, secondUnit: 10, scale: 1 },
  };
}

function shoppingTrip(random: Random, story: StoryContext): NumericProblem {
  const { name, thing, group } = story;
  const count = random.int(2, 6);
  const each = price(random, 1, 9);
  const other = price(random, 5, 20);
  const [re, ro] = [roundTo(each, 100) / 100, roundTo(other, 100) / 100];
  const answer = count * re + ro;
  const exact = count * each + other;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} buys ${count} ${thing.many} for ${money(each)} each and ${withArticle(group.one)} for ${money(other)}. Round each price to the nearest dollar. What is the best estimate of the total cost?`,
    answer: rational(answer),
    answerText: dollars(answer),
    format: 'whole-number',
    mistakes: withFallbacks(
      rational(answer),
      [
        ...dollarMistake(
          count * Math.floor(each / 100) + Math.floor(other / 100),
          'The cents were cut off instead of rounded.',
        ),
        ...dollarMistake(
          re + ro,
          `The price of 1 ${thing.one} was added. ${name} buys ${count}, so multiply first.`,
        ),
        ...dollarMistake(
          count * (re + ro),
          `This buys ${count} of each. Only the ${thing.many} are bought ${count} times.`,
        ),
        ...dollarMistake(
          count * wrongWay(each) + ro,
          `${money(each)} was rounded the wrong way. It is closer to $${re}.`,
        ),
        ...(exact % 100 === 0
          ? []
          : [
              {
                value: rational(exact, 100),
                note: `${money(exact)} is the exact total. The question asks for an estimate.`,
                text: money(exact),
              },
            ]),
      ],
      [
        ...dollarMistake(answer + 1, 'This is $1 more than the estimate. Round each amount again.'),
        ...dollarMistake(answer + 10, 'This is $10 more than the estimate. Check the tens place.'),
      ],
    ),
    hints: [
      'Round each price to the nearest dollar.',
      `Multiply to estimate the ${count} ${thing.many}: ${count} × $${re}.`,
      `Then add the ${group.one}.`,
    ],
    explanation: [
      `${money(each)} rounds to $${re}, and ${money(other)} rounds to $${ro}.`,
      `${count} × $${re} = $${count * re}.`,
      `$${count * re} + $${ro} = $${answer}. The best estimate is ${dollars(answer)}.`,
    ],
    parameters: {
      model: 'shopping',
      count,
      first: each,
      second: other,
      firstUnit: 100,
      secondUnit: 100,
      scale: 100,
    },
  };
}

export const estimateAnswers = defineGenerator({
  id: '5.3A.estimate-answers',
  version: 1,
  teksCode: '5.3A',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 100_000, denominators: [] },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return addOrSubtractPrices(random, story);
    if (difficulty === 'medium') return multiplyOrDivide(random, story);
    return shoppingTrip(random, story);
  },
});
