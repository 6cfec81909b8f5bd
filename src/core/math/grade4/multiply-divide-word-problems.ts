import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { digitsOf, fromDigits, mistake, n } from './number-text';
import { times } from '../times';

/**
 * 4.4H: one- and two-step multiplication and division problems, including what to do with a
 * remainder. Easy: one multiplication (3-digit × 1-digit or 2-digit × 2-digit); medium: a division
 * with a remainder, where the question decides the answer (groups needed, full groups, or left over);
 * hard: two steps, multiply then share equally. Wrong answers: ignoring or misusing the remainder,
 * dropping the regrouped digit or the place-holding zero, stopping after one step.
 */

/** Multiplies each digit by a one-digit number and keeps only the ones digit: 47 × 3 → 21. */
function multiplyWithoutCarrying(a: number, b: number): number {
  return fromDigits(digitsOf(a).map((digit) => (digit * b) % 10));
}

function multiplyStory(random: Random, story: StoryContext): NumericProblem {
  const { name, thing, group } = story;
  const twoByTwo = random.chance(1, 2);
  const groups = twoByTwo ? random.int(1, 9) * 10 + random.int(1, 9) : random.int(3, 9);
  const each = twoByTwo ? random.int(12, 99) : random.int(102, 999);
  const product = groups * each;
  const tens = Math.floor(groups / 10);
  const ones = groups % 10;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} packs ${n(groups)} ${group.many}. Each ${group.one} holds ${n(each)} ${thing.many}. How many ${thing.many} does ${name} pack in all?`,
    answer: rational(product),
    format: 'whole-number',
    mistakes: [
      twoByTwo
        ? mistake(
            each * ones + each * tens,
            `The tens digit ${tens} stands for ${tens * 10}. Multiply by ${tens * 10}, not ${tens}.`,
          )
        : mistake(
            multiplyWithoutCarrying(each, groups),
            'The regrouped digits were not added to the next place.',
          ),
      mistake(
        groups + each,
        `The numbers were added. ${n(groups)} equal groups of ${n(each)} means multiply.`,
      ),
      mistake(product - each, 'One group was left out. Check the number of groups.'),
      mistake(product + each, 'One extra group was counted. Check the number of groups.'),
      ...(twoByTwo
        ? [
            mistake(
              (each % 10) * ones + Math.floor(each / 10) * tens * 100,
              'Only the tens were multiplied by tens and the ones by ones. Multiply every part.',
            ),
          ]
        : []),
    ],
    hints: [
      'There are equal groups. Multiply to find the total.',
      `Multiply ${n(groups)} × ${n(each)}.`,
      twoByTwo
        ? `Break ${groups} into ${tens * 10} + ${ones}. Multiply ${each} by each part, then add.`
        : 'Multiply the ones, tens and hundreds. Regroup as you go.',
    ],
    explanation: twoByTwo
      ? [
          `${n(each)} × ${ones} = ${n(each * ones)}.`,
          `${n(each)} × ${tens * 10} = ${n(each * tens * 10)}.`,
          `${n(each * ones)} + ${n(each * tens * 10)} = ${n(product)} ${thing.many}.`,
        ]
      : [
          `Multiply: ${n(groups)} × ${n(each)}.`,
          `${n(groups)} × ${n(each)} = ${n(product)}.`,
          `${name} packs ${n(product)} ${thing.many}.`,
        ],
    parameters: { a: groups, b: each, c: 1, ask: 'product' },
  };
}

type Ask = 'needed' | 'full' | 'left';

function remainderStory(random: Random, story: StoryContext): NumericProblem {
  const { name, thing, group } = story;
  const divisor = random.int(3, 9);
  const quotient = random.int(12, Math.floor(990 / divisor));
  const remainder = random.int(1, divisor - 1);
  const total = divisor * quotient + remainder;
  const ask: Ask = random.pick(['needed', 'full', 'left'] as const);
  const question: Record<Ask, string> = {
    needed: `${name} puts ${divisor} ${thing.many} in each ${group.one}. How many ${group.many} does ${name} need for all of them?`,
    full: `${name} fills ${group.many} with ${divisor} ${thing.many} each. How many ${group.many} can ${name} fill?`,
    left: `${name} fills ${group.many} with ${divisor} ${thing.many} each. How many ${thing.many} are left over?`,
  };
  const answer = ask === 'needed' ? quotient + 1 : ask === 'full' ? quotient : remainder;
  const mistakes = {
    needed: [
      mistake(
        quotient,
        `${n(quotient)} ${group.many} leave ${remainder} ${thing.many} out. They need one more ${group.one}.`,
      ),
      mistake(
        remainder,
        `${remainder} is the remainder, the ${thing.many} left over. The question asks for ${group.many}.`,
      ),
      mistake(quotient + 2, 'This is one more than needed. Only one extra is needed for the leftovers.'),
    ],
    full: [
      mistake(quotient + 1, `The last ${group.one} would only have ${remainder}. It is not full.`),
      mistake(remainder, `${remainder} is the remainder. The question asks for full ${group.many}.`),
      mistake(quotient - 1, `Check: ${n(quotient - 1)} × ${divisor} leaves more than ${divisor} over.`),
    ],
    left: [
      mistake(
        quotient,
        `${n(quotient)} is the number of full ${group.many}. The question asks what is left over.`,
      ),
      mistake(
        divisor - remainder,
        `${divisor - remainder} more would fill another ${group.one}. The question asks what is left.`,
      ),
      mistake(quotient + 1, `${n(quotient + 1)} is the number of ${group.many} needed in all.`),
    ],
  }[ask];
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} has ${n(total)} ${thing.many}. ${question[ask]}`,
    answer: rational(answer),
    format: 'whole-number',
    mistakes: [
      ...mistakes,
      mistake(total - divisor, 'The numbers were subtracted. Making equal groups means divide.'),
    ],
    hints: [
      `Divide: ${n(total)} ÷ ${divisor}.`,
      `${n(total)} ÷ ${divisor} has a remainder. Find the quotient and the remainder.`,
      ask === 'needed'
        ? 'The leftovers need a place too.'
        : ask === 'full'
          ? 'The leftovers do not fill a whole group.'
          : 'The remainder is what is left over.',
    ],
    explanation: [
      `${n(total)} ÷ ${divisor} = ${n(quotient)} R${remainder}.`,
      ask === 'needed'
        ? `${n(quotient)} ${group.many} are full and ${remainder} ${remainder === 1 ? `${thing.one} is` : `${thing.many} are`} left, so one more ${group.one} is needed.`
        : ask === 'full'
          ? `${n(quotient)} ${group.many} are full. The ${remainder} left over do not fill one.`
          : `${n(quotient)} ${group.many} are full, and ${remainder} ${remainder === 1 ? thing.one : thing.many} ${remainder === 1 ? 'is' : 'are'} left over.`,
      `The answer is ${n(answer)}.`,
    ],
    parameters: { a: total, b: divisor, c: 1, ask },
  };
}

function twoStep(random: Random, story: StoryContext): NumericProblem {
  const { name, thing, group } = story;
  const people = random.int(3, 9);
  // total = groups × each, where neither the groups nor the amount in each is the number of teams,
  // so the answer is never a number already in the story. Some share always works (share = 2 × k).
  let share = 0;
  let factors: number[] = [];
  for (let tries = 0; tries < 20 && factors.length === 0; tries += 1) {
    share = tries < 19 ? random.int(12, 120) : 48;
    const product = people * share;
    factors = times(40, (i) => i + 2).filter(
      (g) => product % g === 0 && product / g >= 6 && g !== people && product / g !== people && g !== share,
    );
  }
  const total = people * share;
  const groups = random.pick(factors);
  const each = total / groups;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} has ${groups} ${group.many} with ${n(each)} ${thing.many} in each. ${name} shares all of them equally with ${people} teams. How many ${thing.many} does each team get?`,
    answer: rational(share),
    format: 'whole-number',
    mistakes: [
      mistake(total, `${n(total)} is the first step only, the total. Now share it among ${people} teams.`),
      mistake(each, `${n(each)} is how many are in one ${group.one}, not one team's share.`),
      mistake(total - people, `${people} was subtracted. Sharing equally means divide.`),
      mistake(share + 1, `Check: ${n(share + 1)} × ${people} is not ${n(total)}.`),
      mistake(share - 1, `Check: ${n(share - 1)} × ${people} is not ${n(total)}.`),
    ],
    hints: [
      'This problem has two steps. First find the total.',
      `Multiply ${groups} × ${n(each)}.`,
      `Then divide the total by ${people}.`,
    ],
    explanation: [
      `Step 1: ${groups} × ${n(each)} = ${n(total)} ${thing.many}.`,
      `Step 2: ${n(total)} ÷ ${people} = ${n(share)}.`,
      `Each team gets ${n(share)} ${thing.many}.`,
    ],
    parameters: { a: groups, b: each, c: people, ask: 'share' },
  };
}

export const multiplyDivideWordProblems = defineGenerator({
  id: '4.4H.multiply-divide-word-problems',
  version: 1,
  teksCode: '4.4H',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 100_000 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return multiplyStory(random, story);
    if (difficulty === 'medium') return remainderStory(random, story);
    return twoStep(random, story);
  },
});
