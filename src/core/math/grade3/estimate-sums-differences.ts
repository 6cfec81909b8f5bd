import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { NumericProblem } from '../generator-types';
import { formatWhole as n } from '../number-format';
import { opening } from '../story-text';
import { wholeMistake as mistake } from './number-algebra-parts';

/**
 * 3.4B: estimate sums and differences by rounding to the nearest 10 or 100, or with compatible
 * numbers. Easy: round two 2-digit numbers to the nearest ten and add; medium: round 3-digit numbers
 * to the nearest hundred and add or subtract; hard: a story that asks "about how many" with the rounding
 * named, where one number rounds up and the other down. Wrong choices: the exact answer, rounding both
 * numbers down, rounding to the wrong place, the wrong operation.
 */
const roundTo = (value: number, size: number) => Math.floor(value / size + 0.5) * size;

interface Estimate {
  a: number;
  b: number;
  size: number;
  add: boolean;
}

function draw(random: Random, digits: 2 | 3, size: 10 | 100, add: boolean): Estimate {
  const [low, high] = digits === 2 ? [12, 98] : [112, 988];
  const notOnMultiple = (x: number) => x % size !== 0 && x % size !== size / 2;
  for (let tries = 0; tries < 50; tries += 1) {
    const a = random.int(low, high);
    const b = random.int(low, high);
    const [big, small] = a >= b ? [a, b] : [b, a];
    // One rounds up and one down, so the lazy "round both down" gives a different answer.
    const ups = [big, small].filter((x) => x % size > size / 2).length;
    const [rBig, rSmall] = [roundTo(big, size), roundTo(small, size)];
    const fits = add ? big + small <= 1000 && rBig + rSmall <= 1000 : rBig > rSmall;
    const exactDiffers = add ? big + small !== rBig + rSmall : big - small !== rBig - rSmall;
    if (notOnMultiple(big) && notOnMultiple(small) && ups === 1 && fits && exactDiffers)
      return { a: add ? a : big, b: add ? b : small, size, add };
  }
  if (digits === 2) return { a: 47, b: 32, size, add };
  return add ? { a: 368, b: 421, size, add } : { a: 742, b: 268, size, add };
}

function solve({ a, b, size, add }: Estimate) {
  const [ra, rb] = [roundTo(a, size), roundTo(b, size)];
  return { ra, rb, estimate: add ? ra + rb : ra - rb, exact: add ? a + b : a - b };
}

function estimateProblem(estimate: Estimate, stem: string, placeName: string): NumericProblem {
  const { a, b, size, add } = estimate;
  const { ra, rb, estimate: answer, exact } = solve(estimate);
  const sign = add ? '+' : '−';
  const down = (x: number) => Math.floor(x / size) * size;
  const lazy = add ? down(a) + down(b) : down(a) - down(b);
  const otherSize = size === 10 ? 100 : 10;
  const other = add
    ? roundTo(a, otherSize) + roundTo(b, otherSize)
    : roundTo(a, otherSize) - roundTo(b, otherSize);
  const wrongOperation = add ? Math.abs(ra - rb) : ra + rb;
  return {
    kind: 'numeric',
    stem,
    answer: rational(answer),
    format: 'whole-number',
    mistakes: [
      mistake(exact, `${n(exact)} is the exact answer. Round each number to the nearest ${placeName} first.`),
      mistake(
        lazy,
        `Both numbers were rounded down. A number with 5 or more in the ${size === 10 ? 'ones' : 'tens'} place rounds up.`,
      ),
      mistake(
        other,
        `This rounds to the nearest ${otherSize === 10 ? 'ten' : 'hundred'}. The question says the nearest ${placeName}.`,
      ),
      mistake(
        wrongOperation,
        add
          ? 'The numbers are put together, so add the rounded numbers.'
          : 'This adds the rounded numbers. To find how many more or how many are left, subtract.',
      ),
      mistake(
        answer + size,
        `Check the rounding. ${n(a)} rounds to ${n(ra)} and ${n(b)} rounds to ${n(rb)}.`,
      ),
    ],
    hints: [
      `Round each number to the nearest ${placeName}.`,
      `${n(a)} rounds to ${n(ra)}. Now round ${n(b)}.`,
      `${add ? 'Add' : 'Subtract'} the rounded numbers.`,
    ],
    explanation: [
      `${n(a)} rounds to ${n(ra)}.`,
      `${n(b)} rounds to ${n(rb)}.`,
      `${n(ra)} ${sign} ${n(rb)} = ${n(answer)}, so the estimate is ${n(answer)}.`,
    ],
    parameters: { first: a, second: b, placeSize: size, operation: add ? 'add' : 'subtract' },
  };
}

function tens(random: Random, story: StoryContext): NumericProblem {
  const estimate = draw(random, 2, 10, true);
  const stem = `${opening(story)}${story.name} has ${estimate.a} ${story.thing.many}. ${story.otherName} has ${estimate.b}. Round each number to the nearest ten. About how many ${story.thing.many} do they have in all?`;
  return estimateProblem(estimate, stem, 'ten');
}

function hundreds(random: Random, story: StoryContext): NumericProblem {
  const add = random.chance(1, 2);
  const estimate = draw(random, 3, 100, add);
  const { a, b } = estimate;
  const stem = add
    ? `${opening(story)}${story.name} counts ${n(a)} ${story.thing.many} on Monday and ${n(b)} on Tuesday. Round each number to the nearest hundred. About how many is that in all?`
    : `${opening(story)}${story.name} has ${n(a)} ${story.thing.many}. ${story.otherName} has ${n(b)}. Round each number to the nearest hundred. About how many more does ${story.name} have?`;
  return estimateProblem(estimate, stem, 'hundred');
}

function story2(random: Random, story: StoryContext): NumericProblem {
  const add = random.chance(1, 2);
  const size = random.chance(1, 2) ? 10 : 100;
  const fixed = draw(random, 3, size, add);
  const { a, b } = fixed;
  const place = size === 10 ? 'ten' : 'hundred';
  const stem = add
    ? `${opening(story)}${story.name} sells ${n(a)} ${story.thing.many}. ${story.otherName} sells ${n(b)}. ${story.name} estimates the total by rounding to the nearest ${place}. What is the estimate?`
    : `${opening(story)}${story.name} has ${n(a)} ${story.thing.many} and sells ${n(b)}. ${story.name} estimates how many are left by rounding to the nearest ${place}. What is the estimate?`;
  return estimateProblem(fixed, stem, place);
}

export const estimateSumsDifferences = defineGenerator({
  id: '3.4B.estimate-sums-differences',
  version: 1,
  teksCode: '3.4B',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 1000 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return tens(random, story);
    if (difficulty === 'medium') return hundreds(random, story);
    return story2(random, story);
  },
});
