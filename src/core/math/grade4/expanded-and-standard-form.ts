import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { decimal, decimalMistake, fromDigits, mistake, n, PLACE_NAMES } from './number-text';
import { times } from '../times';

/**
 * 4.2B: write numbers given in expanded notation in standard form. Easy: a 5- or 6-digit number as a
 * sum of place values; medium: a 7- to 9-digit number as digits times place values; hard: a decimal
 * to hundredths. Every number has an empty place, so the wrong choices are the real slips: leaving out
 * the zeros, putting them at the end, or writing a part one place too far left.
 */

/** Digits (ones first) with at least one zero inside and a non-zero top and ones or tens digit. */
function drawDigits(random: Random, places: number): number[] {
  const digits = times(places, () => (random.chance(1, 3) ? 0 : random.int(1, 9)));
  digits[places - 1] = random.int(1, 9);
  const inside = random.int(1, places - 2);
  digits[inside] = 0;
  if (digits.slice(0, inside).every((digit) => digit === 0)) digits[0] = random.int(1, 9);
  return digits;
}

function wholeMistakes(digits: number[]): NumericProblem['mistakes'] {
  const value = fromDigits(digits);
  const nonZero = digits.filter((digit) => digit !== 0);
  const squashed = fromDigits(nonZero);
  const top = digits.length - 1;
  const zerosAtEnd = fromDigits([...digits.map(() => 0).slice(nonZero.length), ...nonZero]);
  const topValue = digits[top]! * 10 ** top;
  const lowest = digits.findIndex((digit) => digit !== 0);
  const lowValue = digits[lowest]! * 10 ** lowest;
  return [
    mistake(squashed, 'The zeros were left out. An empty place still needs a 0 to hold it.'),
    mistake(
      zerosAtEnd,
      'The zeros were put at the end. Each digit must go in its own place, with 0 in the empty places.',
    ),
    mistake(value - topValue + topValue * 10, 'The first part was written one place too far to the left.'),
    mistake(value - lowValue + lowValue * 10, 'The last part was written one place too far to the left.'),
  ];
}

function plainTerms(digits: number[]): string[] {
  return digits
    .map((digit, place) => digit * 10 ** place)
    .filter((term) => term > 0)
    .reverse()
    .map(n);
}

function timesTerms(digits: number[]): string[] {
  return digits
    .map((digit, place) => (digit === 0 ? '' : `(${digit} × ${n(10 ** place)})`))
    .filter((term) => term !== '')
    .reverse();
}

function wholeProblem(random: Random, story: StoryContext, big: boolean): NumericProblem {
  const digits = drawDigits(random, big ? random.int(7, 9) : random.int(5, 6));
  const value = fromDigits(digits);
  const expanded = (big ? timesTerms(digits) : plainTerms(digits)).join(' + ');
  const thing = big ? 'a big number' : 'a number';
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} writes ${thing} in expanded form: ${expanded}. What is the number in standard form?`,
    answer: rational(value),
    format: 'whole-number',
    mistakes: wholeMistakes(digits),
    hints: [
      'Standard form writes one digit in each place.',
      `The biggest part is in the ${PLACE_NAMES[digits.length - 1]} place. Start there.`,
      'Write a 0 in any place that has no part in the sum.',
    ],
    explanation: [
      `Put each part in its place: ${digits
        .slice()
        .reverse()
        .map((digit) => String(digit))
        .join(' ')}.`,
      'The places with no part get a 0.',
      `So ${expanded} = ${n(value)}.`,
    ],
    parameters: { value, hundredths: value * 100, form: big ? 'times' : 'plain' },
  };
}

function decimalProblem(random: Random, story: StoryContext): NumericProblem {
  const tens = random.int(0, 9);
  const ones = random.int(1, 9);
  const zeroTenths = random.chance(1, 2);
  const tenths = zeroTenths ? 0 : random.int(1, 9);
  const hundredths = random.int(1, 9);
  const value = tens * 1000 + ones * 100 + tenths * 10 + hundredths;
  const terms = [
    ...(tens > 0 ? [`(${tens} × 10)`] : []),
    `(${ones} × 1)`,
    ...(tenths > 0 ? [`(${tenths} × 0.1)`] : []),
    `(${hundredths} × 0.01)`,
  ];
  const expanded = terms.join(' + ');
  const whole = tens * 10 + ones;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} writes a decimal in expanded form: ${expanded}. What is the decimal in standard form?`,
    answer: rational(value, 100),
    format: 'decimal',
    style: 'decimal',
    mistakes: [
      ...(zeroTenths
        ? decimalMistake(
            whole * 100 + hundredths * 10,
            'The 0 in the tenths place was left out. The hundredths digit goes two places after the point.',
          )
        : decimalMistake(
            whole * 100 + hundredths * 10 + tenths,
            'The tenths and hundredths digits were swapped. 0.1 is a tenth and 0.01 is a hundredth.',
          )),
      ...decimalMistake(value * 10, 'The decimal point is one place too far to the right.'),
      ...decimalMistake(
        whole * 100,
        'Only the whole number part was written. Add the tenths and hundredths.',
      ),
      ...(tenths > 0
        ? decimalMistake(whole * 100 + hundredths, 'The tenths part was left out.')
        : decimalMistake(
            tens * 1000 + ones * 10 + hundredths,
            'The ones were written as tenths. 1 is one whole, and 0.1 is one tenth.',
          )),
    ],
    hints: [
      '0.1 means one tenth and 0.01 means one hundredth.',
      'Tenths go in the first place after the decimal point. Hundredths go in the second.',
      'Write a 0 in any place that has no part.',
    ],
    explanation: [
      `The whole number part is ${whole}.`,
      `There ${tenths === 1 ? 'is' : 'are'} ${tenths} ${tenths === 1 ? 'tenth' : 'tenths'} and ${hundredths} ${hundredths === 1 ? 'hundredth' : 'hundredths'}, so after the point write ${tenths}${hundredths}.`,
      `So ${expanded} = ${decimal(value)}.`,
    ],
    parameters: { value: value / 100, hundredths: value, form: 'decimal' },
  };
}

export const expandedAndStandardForm = defineGenerator({
  id: '4.2B.expanded-and-standard-form',
  version: 1,
  teksCode: '4.2B',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return wholeProblem(random, story, false);
    if (difficulty === 'medium') return wholeProblem(random, story, true);
    return decimalProblem(random, story);
  },
});
