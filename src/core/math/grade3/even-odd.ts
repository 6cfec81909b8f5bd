import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem } from '../generator-types';
import { formatWhole as n } from '../number-format';
import { opening } from '../story-text';
import type { WordChoice } from './number-algebra-parts';

/**
 * 3.4I: decide whether a number up to 100,000 is even or odd by its ones digit (divisible by 2 or
 * not). Easy: 2-digit numbers; medium: 4- and 5-digit numbers whose other digits mislead (an odd first
 * digit on an even number); hard: a story about pairs or two equal groups with none left over. Multiple
 * choice picks one; multiselect picks two. Wrong choices: judging by the first digit or by how many
 * digits are even.
 */
type Parity = 'even' | 'odd';
const EVEN_DIGITS = [0, 2, 4, 6, 8];
const ODD_DIGITS = [1, 3, 5, 7, 9];

/** A number of `digits` digits with the given parity whose first digit has the other parity. */
const EVEN_LEADING_DIGITS = EVEN_DIGITS.slice(1);

/** The number a first digit, `digits − 2` random middle digits and a last digit write (drawn in that order). */
function withMiddleDigits(
  random: Random,
  first: number,
  digits: number,
  lastDigits: readonly number[],
): number {
  let value = first;
  for (let place = 0; place < digits - 2; place += 1) value = value * 10 + random.int(0, 9);
  return value * 10 + random.pick(lastDigits);
}

function misleading(random: Random, digits: number, parity: Parity): number {
  const first = random.pick(parity === 'even' ? ODD_DIGITS : EVEN_LEADING_DIGITS);
  return withMiddleDigits(random, first, digits, parity === 'even' ? EVEN_DIGITS : ODD_DIGITS);
}

function plain(random: Random, digits: number, parity: Parity): number {
  const first = random.int(1, 9);
  return withMiddleDigits(random, first, digits, parity === 'even' ? EVEN_DIGITS : ODD_DIGITS);
}

function noteFor(value: number, asked: Parity): string {
  const ones = value % 10;
  const parity = ones % 2 === 0 ? 'even' : 'odd';
  return `${n(value)} ends in ${ones}, ${parity === 'even' ? 'an even' : 'an odd'} digit, so it is ${parity}, not ${asked}. Only the ones digit decides.`;
}

/** Distinct numbers: `right` with the asked parity, the rest with the other. */
function drawNumbers(
  random: Random,
  right: number,
  wrong: number,
  asked: Parity,
  make: (parity: Parity) => number,
): { value: number; correct: boolean }[] {
  const other: Parity = asked === 'even' ? 'odd' : 'even';
  const values = new Set<number>();
  const out: { value: number; correct: boolean }[] = [];
  const add = (parity: Parity, count: number) => {
    for (let tries = 0, added = 0; added < count && tries < 50; tries += 1) {
      const value = make(parity);
      if (values.has(value)) continue;
      values.add(value);
      out.push({ value, correct: parity === asked });
      added += 1;
    }
  };
  add(asked, right);
  add(other, wrong);
  return out;
}

function parityProblem(
  random: Random,
  story: StoryContext,
  difficulty: 'easy' | 'medium' | 'hard',
  multiselect: boolean,
): ChoiceProblem {
  const asked: Parity = difficulty === 'hard' ? 'even' : random.chance(1, 2) ? 'even' : 'odd';
  const digits = difficulty === 'easy' ? 2 : random.int(4, 5);
  const make = (parity: Parity) =>
    difficulty === 'easy' ? plain(random, 2, parity) : misleading(random, digits, parity);
  const numbers = drawNumbers(random, multiselect ? 2 : 1, 3, asked, make);
  const choices: WordChoice[] = numbers
    .sort((a, b) => a.value - b.value)
    .map(({ value, correct }) => ({
      text: n(value),
      correct,
      ...(correct ? {} : { note: noteFor(value, asked) }),
    }));
  const { name, thing } = story;
  const select = multiselect ? ' Select TWO correct answers.' : '';
  const stem =
    difficulty === 'hard'
      ? `${opening(story)}${name} wants to put some ${thing.many} into pairs with none left over. Which ${multiselect ? 'numbers' : 'number'} of ${thing.many} could ${name} have?${select}`
      : `${opening(story)}${name} sorts numbers on cards. Which ${multiselect ? 'numbers are' : 'number is'} ${asked}?${select}`;
  return {
    kind: 'choices',
    stem,
    choices,
    keepOrder: true,
    hints: [
      difficulty === 'hard'
        ? 'Pairs with none left over means the number can be split into 2 equal groups. That is an even number.'
        : `An even number can be split into 2 equal groups. An odd number has 1 left over.`,
      'Look only at the ones digit.',
      'A number is even if its ones digit is 0, 2, 4, 6 or 8.',
    ],
    explanation: [
      'Only the ones digit decides if a number is even or odd.',
      'Even numbers end in 0, 2, 4, 6 or 8. Odd numbers end in 1, 3, 5, 7 or 9.',
      `${numbers
        .filter((x) => x.correct)
        .map((x) => n(x.value))
        .join(' and ')} ${multiselect ? 'are' : 'is'} ${asked}.`,
    ],
    parameters: { asked, numbers: numbers.map((x) => x.value).join(' ') },
  };
}

export const evenOdd = defineGenerator({
  id: '3.4I.even-odd',
  version: 1,
  teksCode: '3.4I',
  itemTypes: ['multiple-choice', 'multiselect'],
  bounds: { maxWhole: 100_000 },
  build({ random, story, difficulty, itemType }) {
    return parityProblem(random, story, difficulty, itemType === 'multiselect');
  },
});
