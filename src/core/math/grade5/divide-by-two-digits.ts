import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { formatWhole as n } from '../number-format';
import { opening } from '../story-text';

/**
 * 5.3C: divide up to a four-digit dividend by a two-digit divisor. Easy: a three-digit dividend and a
 * two-digit quotient; medium: a four-digit dividend whose quotient often has a zero in it; hard: a
 * story with a remainder, where the question decides what to do with it. Wrong choices: leaving a
 * zero out of the quotient, a quotient one too big or small, reversed digits, the remainder itself,
 * rounding the wrong way for the story.
 */
const mistake = (value: number, note: string): Mistake[] =>
  Number.isInteger(value) && value > 0 ? [{ value: rational(value), note }] : [];

const reversed = (value: number) => Number(String(value).split('').reverse().join(''));

function quotientMistakes(dividend: number, divisor: number, quotient: number): Mistake[] {
  const withoutZero = Number(String(quotient).replace(/0/g, ''));
  return [
    ...(withoutZero !== quotient
      ? mistake(
          withoutZero,
          `A zero was left out of the quotient. When a place is too small to divide, write 0 there.`,
        )
      : []),
    ...mistake(
      quotient + 1,
      `Check by multiplying: ${divisor} × ${quotient + 1} = ${n(divisor * (quotient + 1))}, more than ${n(dividend)}.`,
    ),
    ...mistake(
      quotient - 1,
      `Check by multiplying: ${divisor} × ${quotient - 1} = ${n(divisor * (quotient - 1))}, less than ${n(dividend)}.`,
    ),
    ...(reversed(quotient) !== quotient && reversed(quotient) !== withoutZero
      ? mistake(
          reversed(quotient),
          'The digits of the quotient are in the wrong order. Write each digit above the place you divide.',
        )
      : []),
    ...mistake(
      Math.floor(quotient / 10) * 10,
      `${Math.floor(quotient / 10) * 10} is only the first part of the quotient. Keep dividing what is left.`,
    ),
  ];
}

function divisionSteps(dividend: number, divisor: number, quotient: number): string[] {
  const big = Math.floor(quotient / 10) * 10;
  const rest = dividend - big * divisor;
  return big === 0 || big === quotient
    ? [`Think: ${divisor} × ? = ${n(dividend)}.`, `${divisor} × ${quotient} = ${n(dividend)}.`]
    : [
        `Take ${big} groups of ${divisor}: ${big} × ${divisor} = ${n(big * divisor)}. ${n(rest)} is left.`,
        `Take ${quotient - big} more groups: ${quotient - big} × ${divisor} = ${n(rest)}.`,
        `${big} + ${quotient - big} = ${quotient}.`,
      ];
}

/** Partial quotients by place: "200 × 38 = 7,600. 266 is left." then the tens and ones. */
function partialQuotients(dividend: number, divisor: number, quotient: number): string[] {
  const parts = [100, 10, 1].map((place) => (Math.floor(quotient / place) % 10) * place);
  let left = dividend;
  const lines = parts.flatMap((part, i) => {
    if (part === 0) {
      return i === 1 && parts[0]! > 0
        ? [`${n(left)} is less than 10 × ${divisor}, so the tens digit is 0.`]
        : [];
    }
    left -= part * divisor;
    return [`${part} × ${divisor} = ${n(part * divisor)}. ${n(left)} is left.`];
  });
  return lines.slice(0, 3);
}

function threeDigit(random: Random, story: StoryContext): NumericProblem {
  const divisor = random.int(12, 49);
  const quotient = random.int(12, Math.floor(999 / divisor));
  const dividend = divisor * quotient;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} works out ${n(dividend)} ÷ ${divisor}. What is the quotient?`,
    answer: rational(quotient),
    format: 'whole-number',
    mistakes: quotientMistakes(dividend, divisor, quotient),
    hints: [
      `Estimate first: ${divisor} is close to ${Math.round(divisor / 10) * 10}.`,
      `How many groups of ${divisor} fit in ${n(dividend)}? Try tens of groups first.`,
      'Check by multiplying the quotient by the divisor.',
    ],
    explanation: [
      ...divisionSteps(dividend, divisor, quotient),
      `So ${n(dividend)} ÷ ${divisor} = ${quotient}. Check: ${quotient} × ${divisor} = ${n(dividend)}.`,
    ],
    parameters: { dividend, divisor, ask: 'exact' },
  };
}

function fourDigit(random: Random, story: StoryContext): NumericProblem {
  const divisor = random.int(11, 48);
  const most = Math.floor(9999 / divisor);
  // Half the time the quotient has a 0 in the tens place (102, 203…), the classic slip.
  let quotient = random.int(Math.ceil(1000 / divisor), most);
  if (random.chance(1, 2) && most >= 101) {
    const hundreds = random.int(1, Math.floor((most - 1) / 100));
    quotient = hundreds * 100 + random.int(1, Math.min(9, most - hundreds * 100));
  }
  const dividend = divisor * quotient;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} works out ${n(dividend)} ÷ ${divisor}. What is the quotient?`,
    answer: rational(quotient),
    format: 'whole-number',
    mistakes: quotientMistakes(dividend, divisor, quotient),
    hints: [
      `Start with the hundreds: how many hundreds of ${divisor} fit in ${n(dividend)}?`,
      'Divide, multiply, subtract, then bring down the next digit.',
      'If a place is too small to divide, write 0 in the quotient.',
    ],
    explanation: [
      ...partialQuotients(dividend, divisor, quotient),
      `So ${n(dividend)} ÷ ${divisor} = ${quotient}. Check: ${quotient} × ${divisor} = ${n(dividend)}.`,
    ],
    parameters: { dividend, divisor, ask: 'exact' },
  };
}

function withRemainder(random: Random, story: StoryContext): NumericProblem {
  const { name, thing, group } = story;
  const divisor = random.int(12, 36);
  const quotient = random.int(11, Math.floor(9000 / divisor));
  const remainder = random.int(2, divisor - 1); // 2 or more: "the 2 left over are…"
  const total = divisor * quotient + remainder;
  const roundUp = random.chance(1, 2);
  const answer = roundUp ? quotient + 1 : quotient;
  const question = roundUp
    ? `How many ${group.many} does ${name} need to hold all the ${thing.many}?`
    : `How many ${group.many} can ${name} fill?`;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} has ${n(total)} ${thing.many}. Each ${group.one} holds ${divisor} ${thing.many}. ${question}`,
    answer: rational(answer),
    format: 'whole-number',
    mistakes: [
      ...mistake(
        roundUp ? quotient : quotient + 1,
        roundUp
          ? `${quotient} ${group.many} hold only ${n(quotient * divisor)}. The ${remainder} left over need one more ${group.one}.`
          : `Only full ${group.many} count. The ${remainder} left over do not fill another ${group.one}.`,
      ),
      ...mistake(
        remainder,
        `${remainder} is the remainder, the ${thing.many} left over. The question asks about ${group.many}.`,
      ),
      ...mistake(
        total - divisor,
        `${divisor} was subtracted once. Find how many groups of ${divisor} there are: divide.`,
      ),
      ...mistake(
        Number(String(quotient).replace(/0/g, '')),
        'A zero was left out of the quotient. Write 0 when a place is too small to divide.',
      ),
      ...mistake(
        quotient - 1,
        `Check by multiplying: ${divisor} × ${quotient - 1} leaves more than ${divisor} ${thing.many} over.`,
      ),
    ],
    hints: [
      `Divide: ${n(total)} ÷ ${divisor}.`,
      'There is a remainder. What does it mean in this story?',
      roundUp
        ? `Every ${thing.one} needs a place, even the ones left over.`
        : `A ${group.one} only counts when it is full.`,
    ],
    explanation: [
      `${n(total)} ÷ ${divisor} = ${quotient} R${remainder}.`,
      roundUp
        ? `${quotient} ${group.many} are full and ${remainder} ${thing.many} are left, so 1 more ${group.one} is needed.`
        : `${quotient} ${group.many} are full. The ${remainder} left over do not fill another.`,
      `The answer is ${answer} ${group.many}.`,
    ],
    parameters: { dividend: total, divisor, ask: roundUp ? 'round-up' : 'full-groups' },
  };
}

export const divideByTwoDigits = defineGenerator({
  id: '5.3C.divide-by-two-digits',
  version: 1,
  teksCode: '5.3C',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 10_000, denominators: [] },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return threeDigit(random, story);
    if (difficulty === 'medium') return fourDigit(random, story);
    return withRemainder(random, story);
  },
});
