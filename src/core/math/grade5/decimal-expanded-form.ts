import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { decimalMistake, digitAt, PLACE_NAMES, short } from './decimal-text';

/**
 * 5.2A: decimals to thousandths in expanded notation and standard form. Every number is kept in
 * thousandths (45.307 is 45307). Easy: 40 + 5 + 0.3 + 0.007 to standard form, always with a zero
 * place; medium: the same from (4 × 10) + (5 × 1) + (3 × 1/10) + (7 × 1/1000); hard: the missing
 * term of an expanded form. Wrong choices: leaving out the zero place, digits in reverse order, a
 * tenth read as a one, the digit instead of its value.
 */
const FRACTION_UNIT: Record<number, string> = { 1: '1', 0: '1', [-1]: '1/10', [-2]: '1/100', [-3]: '1/1000' };

/** A decimal with a whole part of 11–99 and one zero among the tenths and hundredths. */
function drawWithZero(random: Random): number {
  // Different tens and ones digits, so swapping them is a visible slip.
  const tens = random.int(1, 9);
  const whole = tens * 10 + ((tens + random.int(1, 9)) % 10);
  const digits = [random.int(1, 9), random.int(1, 9), random.int(1, 9)];
  digits[random.int(0, 1)] = 0;
  return whole * 1000 + digits[0]! * 100 + digits[1]! * 10 + digits[2]!;
}

/** Place values present in the number, largest first: 45.307 → [[4, 1], [5, 0], [3, -1], [7, -3]]. */
function parts(value: number): [digit: number, place: number][] {
  return [1, 0, -1, -2, -3]
    .map((place): [number, number] => [digitAt(value, place + 3), place])
    .filter(([digit]) => digit > 0);
}

/** "4 tens, 5 ones, 3 tenths and 7 thousandths". */
function listTerms(terms: [number, number][]): string {
  const words = terms.map(
    ([digit, place]) => `${digit} ${digit === 1 ? PLACE_NAMES[place]!.one : PLACE_NAMES[place]!.many}`,
  );
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)!}`;
}

const termValue = (digit: number, place: number) => short(digit * 10 ** (place + 3), 3);

function standardFormMistakes(value: number): Mistake[] {
  const whole = Math.floor(value / 1000);
  const decimals = [digitAt(value, 2), digitAt(value, 1), digitAt(value, 0)];
  const nonZero = decimals.filter((d) => d > 0);
  const squeezed = whole * 1000 + Number(nonZero.join('').padEnd(3, '0'));
  const reversed = whole * 1000 + decimals[2]! * 100 + decimals[1]! * 10 + decimals[0]!;
  const wholeDigitsSwapped = (whole % 10) * 10000 + Math.floor(whole / 10) * 1000 + (value % 1000);
  // A term written one place too far left, into the empty place: 0.07 read as 0.7.
  const movedLeft = [-2, -3].flatMap((place) => {
    const digit = digitAt(value, place + 3);
    if (digit === 0 || digitAt(value, place + 4) !== 0) return [];
    const moved = value - digit * 10 ** (place + 3) + digit * 10 ** (place + 4);
    return [
      decimalMistake(
        moved,
        3,
        `${termValue(digit, place)} is ${digit} ${PLACE_NAMES[place]!.many}, not ${digit} ${PLACE_NAMES[place + 1]!.many}.`,
      ),
    ];
  });
  return [
    decimalMistake(squeezed, 3, 'The zero place was left out. Write a 0 in any place that has no value.'),
    decimalMistake(
      reversed,
      3,
      'The digits after the decimal point are in the wrong places. Tenths come first, then hundredths, then thousandths.',
    ),
    ...movedLeft,
    ...(decimals[0]! > 0
      ? [
          decimalMistake(
            value - decimals[0]! * 100 + decimals[0]! * 1000,
            3,
            `${termValue(decimals[0]!, -1)} is ${decimals[0]} tenths, not ${decimals[0]} ones.`,
          ),
        ]
      : []),
    decimalMistake(wholeDigitsSwapped, 3, 'The tens and ones digits were swapped. Check each place.'),
  ];
}

function fromExpanded(random: Random, story: StoryContext, withFractions: boolean): NumericProblem {
  const value = drawWithZero(random);
  const terms = parts(value);
  const expanded = withFractions
    ? terms.map(([digit, place]) => `(${digit} × ${place === 1 ? '10' : FRACTION_UNIT[place]})`).join(' + ')
    : terms.map(([digit, place]) => termValue(digit, place)).join(' + ');
  const standard = short(value, 3);
  const zeroPlace = digitAt(value, 2) === 0 ? -1 : -2;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} writes a number in expanded form: ${expanded}. What is the number in standard form?`,
    answer: rational(value, 1000),
    answerText: standard,
    format: 'decimal',
    style: 'decimal',
    mistakes: standardFormMistakes(value),
    hints: [
      withFractions
        ? 'Find the value of each product. A digit times 1/10 is that many tenths.'
        : 'Each term is the value of one digit.',
      'Write each digit in its place: tens, ones, tenths, hundredths, thousandths.',
      `There are no ${PLACE_NAMES[zeroPlace]!.many}, so write a 0 in that place.`,
    ],
    explanation: [
      `The number has ${listTerms(terms)}.`,
      `The ${PLACE_NAMES[zeroPlace]!.many} place gets a 0.`,
      `In standard form the number is ${standard}.`,
    ],
    parameters: { value, ask: 'standard' },
  };
}

function missingTerm(random: Random, story: StoryContext): NumericProblem {
  const whole = random.int(11, 99);
  const digits = [random.int(1, 9), random.int(0, 9), random.int(1, 9)];
  const missingPlace = random.pick([-1, -2] as const);
  digits[missingPlace === -1 ? 0 : 1] = random.int(1, 9);
  const value = whole * 1000 + digits[0]! * 100 + digits[1]! * 10 + digits[2]!;
  const terms = parts(value);
  const digit = digitAt(value, missingPlace + 3);
  const expanded = terms
    .map(([d, place]) => (place === missingPlace ? '?' : termValue(d, place)))
    .join(' + ');
  const answer = digit * 10 ** (missingPlace + 3);
  const place = PLACE_NAMES[missingPlace]!;
  const name = (p: number) => (digit === 1 ? PLACE_NAMES[p]!.one : PLACE_NAMES[p]!.many);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} writes ${short(value, 3)} in expanded form: ${short(value, 3)} = ${expanded}. What number goes in place of the question mark?`,
    answer: rational(answer, 1000),
    answerText: short(answer, 3),
    format: 'decimal',
    style: 'decimal',
    mistakes: [
      decimalMistake(
        digit * 1000,
        3,
        `${digit} is the digit. Its value is ${digit} ${digit === 1 ? place.one : place.many}, so write it with a decimal point.`,
      ),
      decimalMistake(
        answer * 10,
        3,
        `This is ${digit} ${name(missingPlace + 1)}. The ${digit} is in the ${place.many} place.`,
      ),
      decimalMistake(
        answer / 10,
        3,
        `This is ${digit} ${name(missingPlace - 1)}. The ${digit} is in the ${place.many} place.`,
      ),
      decimalMistake(
        digit * 10000,
        3,
        `${digit * 10} is the value of a ${digit} in the tens place. This ${digit} is after the decimal point.`,
      ),
    ],
    hints: [
      'Each term in expanded form is the value of one digit.',
      `Which digit of ${short(value, 3)} has no term yet?`,
      `That digit is in the ${place.many} place.`,
    ],
    explanation: [
      `The missing digit is the ${digit} in the ${place.many} place.`,
      `${digit} ${name(missingPlace)} = ${short(answer, 3)}.`,
      `So ${short(answer, 3)} goes in place of the question mark.`,
    ],
    parameters: { value: answer, ask: 'missing' },
  };
}

export const decimalExpandedForm = defineGenerator({
  id: '5.2A.decimal-expanded-form',
  version: 1,
  teksCode: '5.2A',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 1000, denominators: [10, 100, 1000] },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return fromExpanded(random, story, false);
    if (difficulty === 'medium') return fromExpanded(random, story, true);
    return missingTerm(random, story);
  },
});
