import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { decimal, fromDigits, mistake, n, PLACE_NAMES } from './number-text';
import { times } from '../times';

/**
 * 4.2A: each place is 10 times the place to its right and 1/10 of the place to its left. Easy: the
 * value of a digit in a number to the hundred millions; medium: compare the same digit in two whole
 * numbers, one place apart (10 times or 1/10 of); hard: the same with decimals. Wrong answers: the
 * face value, a place off, and 10 and 1/10 swapped.
 */

/** Digits (ones first) of a number with `places` places where `digit` appears only at `at`. */
function numberWithDigitAt(random: Random, places: number, digit: number, at: number): number[] {
  const others = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => d !== digit);
  const digits = times(places, () => random.pick(others));
  digits[at] = digit;
  if (digits[places - 1] === 0) digits[places - 1] = random.pick(others.filter((d) => d !== 0));
  return digits;
}

function digitValue(random: Random, story: StoryContext): NumericProblem {
  const places = random.int(6, 9);
  const digit = random.int(2, 9);
  const at = random.int(2, places - 1);
  const number = fromDigits(numberWithDigitAt(random, places, digit, at));
  const value = digit * 10 ** at;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} reads the number ${n(number)}. What is the value of the digit ${digit} in this number?`,
    answer: rational(value),
    format: 'whole-number',
    mistakes: [
      mistake(digit, `${digit} is the digit itself. Its value depends on its place.`),
      mistake(value / 10, 'This is one place too far to the right. Count the places again from the ones.'),
      mistake(value * 10, 'This is one place too far to the left. Count the places again from the ones.'),
      mistake(value / 100, 'This is two places too far to the right.'),
    ],
    hints: [
      'Find the place of the digit. Start at the ones and move left.',
      `The ${digit} is in the ${PLACE_NAMES[at]} place.`,
      `Its value is ${digit} × the value of that place.`,
    ],
    explanation: [
      `The ${digit} is in the ${PLACE_NAMES[at]} place.`,
      `One ${PLACE_NAMES[at]!.replace(/s$/, '')} is ${n(10 ** at)}.`,
      `${digit} × ${n(10 ** at)} = ${n(value)}.`,
    ],
    parameters: { digit, placeA: at, placeB: at, scale: 0, value },
  };
}

function relationMistakes(ratioUp: boolean): Mistake[] {
  const note = ratioUp
    ? 'This says it is smaller. The digit is one place to the left, so it is worth more.'
    : 'This says it is bigger. The digit is one place to the right, so it is worth less.';
  return [
    { value: ratioUp ? rational(1, 10) : rational(10), note },
    {
      value: ratioUp ? rational(100) : rational(1, 100),
      note: 'The places are next to each other, so the change is 10, not 100.',
    },
    {
      value: rational(1),
      note: 'The digits are the same, but their places are not, so the values are different.',
    },
    {
      value: ratioUp ? rational(1, 100) : rational(100),
      note: 'This is the wrong way, and two places instead of one.',
    },
  ];
}

function compareDigit(random: Random, story: StoryContext, decimals: boolean): NumericProblem {
  const digit = random.int(2, 9);
  const ratioUp = random.chance(1, 2);
  // Places counted in hundredths for decimals: 0 hundredths, 1 tenths, 2 ones, 3 tens.
  const places = decimals ? 4 : random.int(5, 8);
  const low = decimals ? random.int(0, 2) : random.int(0, places - 2);
  const [atA, atB] = ratioUp ? [low + 1, low] : [low, low + 1];
  const a = fromDigits(numberWithDigitAt(random, places, digit, atA));
  const b = fromDigits(numberWithDigitAt(random, places, digit, atB));
  const show = (x: number) => (decimals ? decimal(x) : n(x));
  const names = decimals ? ['hundredths', 'tenths', 'ones', 'tens'] : PLACE_NAMES;
  const answer = ratioUp ? rational(10) : rational(1, 10);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} writes ${show(a)}. ${story.otherName} writes ${show(b)}. The value of the ${digit} in ${show(a)} is how many times the value of the ${digit} in ${show(b)}?`,
    answer,
    answerText: ratioUp ? '10' : '1/10',
    format: 'fraction-or-decimal',
    mistakes: relationMistakes(ratioUp),
    hints: [
      `Find the place of the ${digit} in each number.`,
      'Each place is worth 10 times the place to its right.',
      'Each place is worth 1/10 of the place to its left.',
    ],
    explanation: [
      `In ${show(a)} the ${digit} is in the ${names[atA]} place. In ${show(b)} it is in the ${names[atB]} place.`,
      ratioUp
        ? `The ${names[atA]} place is one place to the left of the ${names[atB]} place.`
        : `The ${names[atA]} place is one place to the right of the ${names[atB]} place.`,
      ratioUp ? 'So its value is 10 times as much.' : 'So its value is 1/10 as much.',
    ],
    parameters: { digit, placeA: atA, placeB: atB, scale: decimals ? 100 : 1, value: 0 },
  };
}

export const placeValueRelationships = defineGenerator({
  id: '4.2A.place-value-relationships',
  version: 1,
  teksCode: '4.2A',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return digitValue(random, story);
    return compareDigit(random, story, difficulty === 'hard');
  },
});
