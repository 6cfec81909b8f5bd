import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { mistake, n } from './number-text';

/**
 * 4.4B: multiply a whole number by 10 or 100 using place value: each digit moves one or two places to
 * the left. Easy: times 10 in a story about equal groups; medium: times 100; hard: find the missing
 * factor (? × 100 = 45,600). Wrong answers: one place too few or too many, adding instead of
 * multiplying, and (for the missing factor) multiplying again instead of dividing.
 */
function product(random: Random, story: StoryContext, factor: 10 | 100): NumericProblem {
  const value = factor === 10 ? random.int(12, 999) : random.int(12, 250);
  const answer = value * factor;
  const { name, thing, group } = story;
  const places = factor === 10 ? 'one place' : 'two places';
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} fills ${factor} ${group.many}. Each ${group.one} holds ${n(value)} ${thing.many}. How many ${thing.many} is that in all?`,
    answer: rational(answer),
    format: 'whole-number',
    mistakes: [
      mistake(
        factor === 10 ? value * 100 : value * 10,
        factor === 10
          ? 'This is times 100. Times 10 moves each digit one place.'
          : 'This is times 10. Times 100 moves each digit two places.',
      ),
      mistake(
        value * factor * 10,
        `This moves each digit too far. Times ${factor} moves each digit ${places} to the left.`,
      ),
      mistake(value + factor, `${factor} was added. ${factor} groups of ${n(value)} means multiply.`),
      mistake(value, `This is one ${group.one}. There are ${factor} of them.`),
    ],
    hints: [
      `${factor} equal groups of ${n(value)} means ${n(value)} × ${factor}.`,
      `Multiplying by ${factor} moves each digit ${places} to the left.`,
      `Write ${factor === 10 ? 'a 0' : 'two 0s'} in the empty ${factor === 10 ? 'place' : 'places'} on the right.`,
    ],
    explanation: [
      `Multiply: ${n(value)} × ${factor}.`,
      `Each digit moves ${places} to the left, and ${factor === 10 ? 'a 0 fills the ones place' : '0s fill the tens and ones places'}.`,
      `${n(value)} × ${factor} = ${n(answer)}.`,
    ],
    parameters: { a: value, b: factor, find: 'product' },
  };
}

function missingFactor(random: Random, story: StoryContext): NumericProblem {
  const factor = random.pick([10, 100] as const);
  const answer = random.int(12, 999);
  const total = answer * factor;
  const { name, thing, group } = story;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} packs ${n(total)} ${thing.many} into ${group.many}. Each ${group.one} holds ${factor}. How many ${group.many} does ${name} fill?`,
    answer: rational(answer),
    format: 'whole-number',
    mistakes: [
      mistake(
        total * factor,
        `This multiplies by ${factor} again. To find the missing factor, think ? × ${factor} = ${n(total)}.`,
      ),
      ...(factor === 100
        ? [mistake(total / 10, 'This divides by 10. Each group holds 100, so divide by 100.')]
        : answer % 10 === 0
          ? [mistake(answer / 10, 'This takes off two places. Dividing by 10 moves each digit one place.')]
          : []),
      mistake(
        total - factor,
        `${factor} was subtracted once. Find how many groups of ${factor} make ${n(total)}.`,
      ),
      mistake(answer + 1, `Check: ${n(answer + 1)} × ${factor} is not ${n(total)}.`),
      mistake(answer - 1, `Check: ${n(answer - 1)} × ${factor} is not ${n(total)}.`),
    ],
    hints: [
      `Think: what number × ${factor} = ${n(total)}?`,
      `Dividing by ${factor} moves each digit ${factor === 10 ? 'one place' : 'two places'} to the right.`,
      `Take ${factor === 10 ? 'one 0' : 'two 0s'} off the end of ${n(total)}.`,
    ],
    explanation: [
      `? × ${factor} = ${n(total)}, so divide: ${n(total)} ÷ ${factor}.`,
      `Each digit moves ${factor === 10 ? 'one place' : 'two places'} to the right.`,
      `${n(answer)} × ${factor} = ${n(total)}, so ${name} fills ${n(answer)} ${group.many}.`,
    ],
    parameters: { a: total, b: factor, find: 'factor' },
  };
}

export const multiplyByTenHundred = defineGenerator({
  id: '4.4B.multiply-by-ten-hundred',
  version: 1,
  teksCode: '4.4B',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return product(random, story, 10);
    if (difficulty === 'medium') return product(random, story, 100);
    return missingFactor(random, story);
  },
});
