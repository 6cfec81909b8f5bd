import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { wholeMistake as mistake } from './number-algebra-parts';
import { times as listOf } from '../times';

/**
 * 3.5C: a product as a comparison, "3 times as many as 4". Easy: find the larger amount, with a strip
 * diagram; medium: find the smaller amount from the larger one; hard: how many more the larger amount
 * is. Wrong choices: "times as many" read as "more than", dividing when it should multiply (and the
 * reverse), stopping after the first step.
 */
function findLarger(random: Random, story: StoryContext): NumericProblem {
  const base = random.int(2, 10);
  const times = random.int(2, 5);
  const product = base * times;
  const { name, otherName, thing } = story;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} has ${base} ${thing.many}. ${otherName} has ${times} times as many ${thing.many} as ${name}. How many ${thing.many} does ${otherName} have?`,
    visual: {
      kind: 'strip-diagram',
      segments: listOf(times, () => ({ size: base, label: String(base) })),
      totalLabel: '?',
      imageDescription: `A strip diagram for ${otherName}: ${times} equal parts, each labelled ${base}. The whole strip is unknown.`,
    },
    answer: rational(product),
    format: 'whole-number',
    mistakes: [
      mistake(base + times, `"${times} times as many" means ${times} groups of ${base}, not ${times} more.`),
      mistake(
        product + base,
        `This counts one group of ${base} too many. ${otherName} has ${times} groups of ${base}.`,
      ),
      mistake(times, `${times} tells how many times as many. Multiply it by ${base}.`),
      mistake(
        product - base,
        `This counts one group of ${base} too few. ${otherName} has ${times} groups of ${base}.`,
      ),
    ],
    hints: [
      `"${times} times as many" means ${times} groups of ${name}'s amount.`,
      `${name} has ${base}. Draw ${times} strips of ${base}.`,
      `Multiply ${times} × ${base}.`,
    ],
    explanation: [
      `${times} times as many as ${base} is ${times} × ${base}.`,
      `${times} × ${base} = ${product}.`,
      `${otherName} has ${product} ${thing.many}.`,
    ],
    parameters: { kind: 'larger', base, times },
  };
}

function findSmaller(random: Random, story: StoryContext): NumericProblem {
  const base = random.int(2, 10);
  const times = random.int(2, 6);
  const product = base * times;
  const { name, otherName, thing } = story;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${otherName} has ${product} ${thing.many}. That is ${times} times as many as ${name} has. How many ${thing.many} does ${name} have?`,
    answer: rational(base),
    format: 'whole-number',
    mistakes: [
      ...(product * times <= 100
        ? [
            mistake(
              product * times,
              `${otherName} has more, so ${name} has fewer than ${product}. Divide, do not multiply.`,
            ),
          ]
        : []),
      mistake(
        product - times,
        `"${times} times as many" is not "${times} more". Divide ${product} by ${times}.`,
      ),
      mistake(times, `${times} tells how many times as many. Divide ${product} by ${times}.`),
      mistake(base + 1, `Check: ${times} × ${base + 1} = ${times * (base + 1)}, not ${product}.`),
      mistake(product, `${product} is what ${otherName} has. ${name} has fewer.`),
    ],
    hints: [
      `${otherName}'s ${product} is ${times} equal groups of ${name}'s amount.`,
      `Split ${product} into ${times} equal groups.`,
      `Divide: ${product} ÷ ${times}.`,
    ],
    explanation: [
      `${product} is ${times} times as many as ${name}'s amount.`,
      `${product} ÷ ${times} = ${base}, because ${times} × ${base} = ${product}.`,
      `${name} has ${base} ${thing.many}.`,
    ],
    parameters: { kind: 'smaller', base, times },
  };
}

function howManyMore(random: Random, story: StoryContext): NumericProblem {
  const base = random.int(3, 10);
  const times = random.int(2, Math.min(9, Math.floor(100 / base)));
  const product = base * times;
  const answer = product - base;
  const { name, otherName, thing } = story;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} has ${base} ${thing.many}. ${otherName} has ${times} times as many. How many more ${thing.many} does ${otherName} have than ${name}?`,
    answer: rational(answer),
    format: 'whole-number',
    mistakes: [
      mistake(
        product,
        `${product} is how many ${otherName} has. Now find how many more that is than ${base}.`,
      ),
      mistake(times, `"${times} times as many" is not "${times} more". First find ${times} × ${base}.`),
      mistake(product + base, 'The two amounts were added. To find how many more, subtract.'),
      mistake(base + times, `"${times} times as many" means ${times} × ${base}, not ${base} + ${times}.`),
    ],
    hints: [
      'This problem has two steps.',
      `First find how many ${otherName} has: ${times} × ${base}.`,
      `Then subtract ${name}'s ${base}.`,
    ],
    explanation: [
      `Step 1: ${times} × ${base} = ${product}, so ${otherName} has ${product}.`,
      `Step 2: ${product} − ${base} = ${answer}.`,
      `${otherName} has ${answer} more ${thing.many}.`,
    ],
    parameters: { kind: 'more', base, times },
  };
}

export const timesAsMany = defineGenerator({
  id: '3.5C.times-as-many',
  version: 1,
  teksCode: '3.5C',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 110 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return findLarger(random, story);
    if (difficulty === 'medium') return findSmaller(random, story);
    return howManyMore(random, story);
  },
});
