import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { opening } from '../story-text';

/**
 * 3.4K: one- and two-step multiplication and division within 100. Easy: facts with small factors,
 * often as an array; medium: any fact to 10 × 10, sharing or grouping; hard: two steps (multiply, then
 * share or give away). Wrong choices: adding instead of multiplying, a group too many or too few,
 * answering the first step only, mixing up "how many groups" with "how many in each".
 */
const mistake = (value: number, note: string): Mistake => ({ value: rational(value), note });

function multiply(random: Random, story: StoryContext, easy: boolean): NumericProblem {
  const { name, thing, group } = story;
  const groups = random.int(2, easy ? 5 : 10);
  const each = random.int(easy ? 2 : 3, easy ? 6 : 10);
  const product = groups * each;
  // Easy items show the groups as an array of rows, the model 3.4K builds on.
  const asRows = easy && random.chance(1, 2);
  const stem = asRows
    ? `${opening(story)}${name} puts ${thing.many} in ${groups} rows. Each row has ${each} ${thing.many}. How many ${thing.many} are there in all?`
    : `${opening(story)}${name} has ${groups} ${group.many}. Each ${group.one} has ${each} ${thing.many}. How many ${thing.many} does ${name} have in all?`;
  return {
    kind: 'numeric',
    stem,
    ...(asRows
      ? {
          visual: {
            kind: 'array' as const,
            rows: groups,
            columns: each,
            imageDescription: `An array of ${thing.many} with ${groups} rows and ${each} in each row.`,
          },
        }
      : {}),
    answer: rational(product),
    format: 'whole-number',
    mistakes: [
      mistake(groups + each, `The numbers were added. ${groups} equal groups of ${each} means multiply.`),
      mistake((groups - 1) * each, 'One group was left out. Count the groups again.'),
      mistake((groups + 1) * each, 'One extra group was counted. Count the groups again.'),
      mistake(
        groups * (each - 1),
        `Each group has ${each}, not ${each - 1}. Check the number in each group.`,
      ),
    ],
    hints: [
      'Look for equal groups. How many groups are there? How many are in each one?',
      `There are ${groups} groups of ${each}. You can skip count by ${each}.`,
      `Multiply: ${groups} × ${each}.`,
    ],
    explanation: [
      `There are ${groups} ${asRows ? 'rows' : 'groups'} with ${each} in each.`,
      `Multiply: ${groups} × ${each} = ${product}.`,
      `There are ${product} ${thing.many} in all.`,
    ],
    parameters: { operation: 'multiply', first: groups, second: each },
  };
}

function divide(random: Random, story: StoryContext): NumericProblem {
  const { name, thing, group } = story;
  const divisor = random.int(2, 10);
  const quotient = random.int(2, 10);
  const total = divisor * quotient;
  const share = random.chance(1, 2);
  const stem = share
    ? `${opening(story)}${name} has ${total} ${thing.many}. ${name} puts the same number in each of ${divisor} ${group.many}. How many go in each ${group.one}?`
    : `${opening(story)}${name} has ${total} ${thing.many}. ${name} puts ${divisor} ${thing.many} in each ${group.one}. How many ${group.many} does ${name} fill?`;
  const asked = share ? `${thing.many} in each ${group.one}` : `${group.many}`;
  return {
    kind: 'numeric',
    stem,
    answer: rational(quotient),
    format: 'whole-number',
    mistakes: [
      mistake(
        total - divisor,
        `The numbers were subtracted. Splitting ${total} into equal groups means divide.`,
      ),
      mistake(total + divisor, `The numbers were added. Splitting ${total} into equal groups means divide.`),
      mistake(quotient + 1, `Check with multiplication: ${quotient + 1} × ${divisor} is not ${total}.`),
      mistake(quotient - 1, `Check with multiplication: ${quotient - 1} × ${divisor} is not ${total}.`),
    ],
    hints: [
      share
        ? `The ${thing.many} are shared into equal groups. Do you know how many groups?`
        : 'Equal groups are filled. Do you know how many go in each group?',
      `Divide: ${total} ÷ ${divisor}.`,
      `Think of a multiplication fact: ${divisor} × what number = ${total}?`,
    ],
    explanation: [
      `Split ${total} into equal groups: ${total} ÷ ${divisor}.`,
      `${divisor} × ${quotient} = ${total}, so ${total} ÷ ${divisor} = ${quotient}.`,
      `The answer is ${quotient} ${asked}.`,
    ],
    parameters: { operation: share ? 'divide-share' : 'divide-groups', first: total, second: divisor },
  };
}

function twoStep(random: Random, story: StoryContext): NumericProblem {
  const { name, otherName, thing, group } = story;
  const groups = random.int(2, 9);
  const each = random.int(2, Math.min(10, Math.floor(100 / groups)));
  const total = groups * each;
  const intro = `${opening(story)}${name} has ${groups} ${group.many}. Each ${group.one} has ${each} ${thing.many}.`;
  const piles = [2, 3, 4, 5, 6].filter((k) => total % k === 0 && total / k >= 2 && k !== groups);
  if (piles.length > 0 && random.chance(1, 2)) {
    const pileCount = random.pick(piles);
    const answer = total / pileCount;
    return {
      kind: 'numeric',
      stem: `${intro} ${name} splits them into ${pileCount} equal piles. How many ${thing.many} are in each pile?`,
      answer: rational(answer),
      format: 'whole-number',
      mistakes: [
        mistake(
          total,
          `${total} is the first step only: how many ${thing.many} in all. Now split them into ${pileCount} piles.`,
        ),
        mistake(each, `${each} is how many were in each ${group.one}, not in each pile.`),
        mistake(total - pileCount, `${pileCount} was taken away. Splitting into equal piles means divide.`),
        mistake(answer + 1, `Check: ${answer + 1} × ${pileCount} is not ${total}.`),
      ],
      hints: [
        'This problem has two steps. First find how many there are in all.',
        `Multiply ${groups} × ${each} to find the total.`,
        `Then split the total into ${pileCount} equal piles.`,
      ],
      explanation: [
        `Step 1: ${groups} × ${each} = ${total} ${thing.many} in all.`,
        `Step 2: ${total} ÷ ${pileCount} = ${answer}.`,
        `There are ${answer} ${thing.many} in each pile.`,
      ],
      parameters: { operation: 'multiply-then-divide', first: groups, second: each, third: pileCount },
    };
  }
  const given = random.int(1, total - 1);
  const answer = total - given;
  return {
    kind: 'numeric',
    stem: `${intro} ${name} gives ${given} ${given === 1 ? thing.one : thing.many} to ${otherName}. How many ${thing.many} does ${name} have left?`,
    answer: rational(answer),
    format: 'whole-number',
    mistakes: [
      mistake(total, `${total} is the first step only. ${name} gives some away, so subtract ${given}.`),
      mistake(total + given, `The ${given} given away was added. Giving away means subtract.`),
      mistake(groups + each - given, 'The first two numbers were added. Equal groups mean multiply.'),
      mistake(answer + 10, 'Check the tens when you subtract.'),
    ],
    hints: [
      'This problem has two steps. First find how many there are in all.',
      `Multiply ${groups} × ${each} to find the total.`,
      `Then take away the ${given} given to ${otherName}.`,
    ],
    explanation: [
      `Step 1: ${groups} × ${each} = ${total} ${thing.many} in all.`,
      `Step 2: ${total} − ${given} = ${answer}.`,
      `${name} has ${answer} ${thing.many} left.`,
    ],
    parameters: { operation: 'multiply-then-subtract', first: groups, second: each, third: given },
  };
}

export const multiplyDivideWithin100 = defineGenerator({
  id: '3.4K.multiply-divide-within-100',
  version: 1,
  teksCode: '3.4K',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 100 },
  build({ random, story, difficulty }) {
    if (difficulty === 'hard') return twoStep(random, story);
    if (difficulty === 'easy')
      return random.chance(3, 4) ? multiply(random, story, true) : divide(random, story);
    return random.chance(1, 2) ? multiply(random, story, false) : divide(random, story);
  },
});
