import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { digitsOf, fromDigits, mistake, n } from './number-text';

/**
 * 4.4F: divide up to a four-digit number by a one-digit number. Easy: 3-digit ÷ 1-digit with no
 * remainder; medium: 4-digit ÷ 1-digit where the quotient has a 0 inside (2,436 ÷ 6 = 406); hard: a
 * division with a remainder, asking for the remainder. Wrong answers: dropping the 0 in the quotient,
 * a quotient one off, multiplying instead, giving the quotient when the remainder is asked.
 */
function evenDivision(random: Random, story: StoryContext, zeroInside: boolean): NumericProblem {
  const divisor = random.int(3, 9);
  let quotient: number;
  if (zeroInside) {
    // A 3- or 4-digit quotient with a 0 in the tens place and a 4-digit dividend.
    do {
      const digits = digitsOf(random.int(Math.ceil(1000 / divisor), Math.floor(9999 / divisor)));
      digits[1] = 0;
      if (digits[0] === 0) digits[0] = random.int(1, 9);
      quotient = fromDigits(digits);
    } while (quotient * divisor < 1000 || quotient * divisor > 9999);
  } else {
    quotient = random.int(Math.ceil(100 / divisor) + 1, Math.floor(999 / divisor));
  }
  const dividend = quotient * divisor;
  const dropZero = Number(String(quotient).replace(/0/g, ''));
  const { name, thing, group } = story;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} puts ${n(dividend)} ${thing.many} into ${divisor} ${group.many}. Each ${group.one} gets the same number. How many go in each ${group.one}?`,
    answer: rational(quotient),
    format: 'whole-number',
    mistakes: [
      ...(zeroInside
        ? [
            mistake(
              dropZero,
              `The 0 in the quotient was left out. When ${divisor} does not go into a place, write 0 there.`,
            ),
          ]
        : []),
      mistake(quotient + 1, `Check: ${divisor} × ${n(quotient + 1)} is not ${n(dividend)}.`),
      mistake(quotient - 1, `Check: ${divisor} × ${n(quotient - 1)} is not ${n(dividend)}.`),
      mistake(dividend - divisor, `${divisor} was subtracted once. Sharing equally means divide.`),
      mistake(quotient + 10, `Check: ${divisor} × ${n(quotient + 10)} is not ${n(dividend)}.`),
    ],
    hints: [
      `Divide: ${n(dividend)} ÷ ${divisor}.`,
      'Divide from the left, one place at a time: divide, multiply, subtract, bring down.',
      zeroInside
        ? `If ${divisor} does not go into a place, write 0 in the quotient.`
        : `Check by multiplying the answer by ${divisor}.`,
    ],
    explanation: [
      `${n(dividend)} ÷ ${divisor}: divide each place from the left.`,
      ...(zeroInside ? [`One place is too small to divide by ${divisor}, so its quotient digit is 0.`] : []),
      `${n(dividend)} ÷ ${divisor} = ${n(quotient)}. Check: ${divisor} × ${n(quotient)} = ${n(dividend)}.`,
    ],
    parameters: { dividend, divisor, ask: 'quotient' },
  };
}

function remainder(random: Random, story: StoryContext): NumericProblem {
  const divisor = random.int(3, 9);
  const quotient = random.int(Math.ceil(1000 / divisor), Math.floor(9990 / divisor));
  const left = random.int(1, divisor - 1);
  const dividend = quotient * divisor + left;
  const { name, thing, group } = story;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} puts ${n(dividend)} ${thing.many} into ${group.many} of ${divisor}. How many ${thing.many} are left over?`,
    answer: rational(left),
    format: 'whole-number',
    mistakes: [
      mistake(
        quotient,
        `${n(quotient)} is the quotient, the number of full ${group.many}. The question asks what is left over.`,
      ),
      mistake(
        divisor - left,
        `${divisor - left} more would fill another ${group.one}. The question asks how many are left.`,
      ),
      mistake(
        divisor,
        `${divisor} left over would fill one more ${group.one}. A remainder is always less than ${divisor}.`,
      ),
      mistake(left + 1, `Check: ${divisor} × ${n(quotient)} + ${left + 1} is not ${n(dividend)}.`),
      mistake(0, `${divisor} does not divide ${n(dividend)} evenly. Something is left over.`),
    ],
    hints: [
      `Divide: ${n(dividend)} ÷ ${divisor}.`,
      'The remainder is what is left after the last subtract step.',
      `The remainder must be less than ${divisor}.`,
    ],
    explanation: [
      `${n(dividend)} ÷ ${divisor} = ${n(quotient)} R${left}.`,
      `Check: ${divisor} × ${n(quotient)} = ${n(quotient * divisor)}, and ${n(quotient * divisor)} + ${left} = ${n(dividend)}.`,
      `${left} ${left === 1 ? thing.one : thing.many} ${left === 1 ? 'is' : 'are'} left over.`,
    ],
    parameters: { dividend, divisor, ask: 'remainder' },
  };
}

export const divideByOneDigit = defineGenerator({
  id: '4.4F.divide-by-one-digit',
  version: 1,
  teksCode: '4.4F',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 10_000 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return evenDivision(random, story, false);
    if (difficulty === 'medium') return evenDivision(random, story, true);
    return remainder(random, story);
  },
});
