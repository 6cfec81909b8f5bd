import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import {
  addWithoutRegrouping,
  addWritingColumnSums,
  additionSteps,
  needsRegroupingToAdd,
  needsRegroupingToSubtract,
  subtractForgettingToDecrease,
  subtractSmallerFromLarger,
  subtractionSteps,
} from '../column-arithmetic';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { formatWhole as n } from '../number-format';
import { opening } from '../story-text';

/**
 * 3.4A: one- and two-step addition and subtraction within 1,000. Easy: two-digit numbers with one
 * regrouping; medium: three-digit numbers, regrouping (sometimes across a zero); hard: two steps.
 * Wrong choices come from not regrouping, flipping digits, the wrong operation, or stopping early.
 */
type Operation = 'add' | 'subtract';

const mistake = (value: number, note: string): Mistake => ({ value: rational(value), note });

/** Draws until the numbers need regrouping; the bounded loop keeps generation fast and total. */
function drawUntil(
  random: Random,
  draw: () => [number, number],
  ok: (a: number, b: number) => boolean,
): [number, number] {
  let pair = draw();
  for (let tries = 0; tries < 20 && !ok(...pair); tries += 1) pair = draw();
  return pair;
}

function oneStepNumbers(random: Random, operation: Operation, hard3Digit: boolean): [number, number] {
  if (operation === 'add') {
    const draw = (): [number, number] =>
      hard3Digit ? [random.int(105, 689), random.int(105, 299)] : [random.int(12, 89), random.int(12, 89)];
    return drawUntil(random, draw, (a, b) => needsRegroupingToAdd(a, b) && a + b <= 1000);
  }
  const draw = (): [number, number] => {
    if (!hard3Digit) {
      const a = random.int(31, 99);
      return [a, random.int(12, a - 11)];
    }
    // One time in four the first number has a zero in the tens place, to practise regrouping across it.
    const a = random.chance(1, 4) ? random.int(2, 9) * 100 + random.int(1, 9) : random.int(201, 999);
    return [a, random.int(102, a - 51)];
  };
  return drawUntil(random, draw, needsRegroupingToSubtract);
}

function addStem(story: StoryContext, a: number, b: number, variant: number): string {
  const { name, otherName, thing } = story;
  return variant === 0
    ? `${opening(story)}${name} has ${n(a)} ${thing.many}. ${otherName} gives ${name} ${n(b)} more. How many ${thing.many} does ${name} have now?`
    : `${opening(story)}${name} counts ${n(a)} ${thing.many} on Monday. ${name} counts ${n(b)} more on Tuesday. How many ${thing.many} is that in all?`;
}

function subtractStem(story: StoryContext, a: number, b: number, variant: number): string {
  const { name, otherName, thing } = story;
  return variant === 0
    ? `${opening(story)}${name} has ${n(a)} ${thing.many}. ${name} gives ${n(b)} of them to ${otherName}. How many ${thing.many} does ${name} have left?`
    : `${opening(story)}${name} has ${n(a)} ${thing.many}. ${otherName} has ${n(b)}. How many more ${thing.many} does ${name} have than ${otherName}?`;
}

function oneStep(random: Random, story: StoryContext, medium: boolean): NumericProblem {
  const operation: Operation = random.chance(1, 2) ? 'add' : 'subtract';
  const [a, b] = oneStepNumbers(random, operation, medium);
  const variant = random.int(0, 1);
  const isAdd = operation === 'add';
  const answer = isAdd ? a + b : a - b;
  const sign = isAdd ? '+' : '−';
  const mistakes = isAdd
    ? [
        mistake(
          addWithoutRegrouping(a, b),
          'A column added to 10 or more, but the extra 1 was not regrouped into the next place.',
        ),
        mistake(
          addWritingColumnSums(a, b),
          'Both digits of a column sum were written down instead of regrouping 10 as 1 in the next place.',
        ),
        mistake(Math.abs(a - b), 'This is the difference. The story puts the amounts together, so add.'),
      ]
    : [
        mistake(
          subtractSmallerFromLarger(a, b),
          'In a column the smaller digit was taken from the bigger one. Regroup from the next place instead.',
        ),
        mistake(
          subtractForgettingToDecrease(a, b),
          'A ten or hundred was regrouped, but the place it came from was not made 1 less.',
        ),
        mistake(a + b, 'This is the sum. The question asks what is left or how many more, so subtract.'),
      ];
  const steps = isAdd ? additionSteps(a, b) : subtractionSteps(a, b);
  return {
    kind: 'numeric',
    stem: isAdd ? addStem(story, a, b, variant) : subtractStem(story, a, b, variant),
    answer: rational(answer),
    format: 'whole-number',
    mistakes,
    hints: [
      isAdd
        ? 'The amounts are put together. Should you add or subtract?'
        : 'Is the question about what is left or how many more? Should you add or subtract?',
      `Write ${n(a)} ${sign} ${n(b)}. Line up the ones, tens and hundreds.`,
      isAdd
        ? 'Start with the ones. If a column makes 10 or more, regroup.'
        : 'Start with the ones. If the top digit is smaller, regroup from the next place.',
    ],
    explanation: [
      `${isAdd ? 'Put the amounts together' : 'Find the difference'}: ${n(a)} ${sign} ${n(b)}.`,
      ...steps.slice(0, 3),
      `So ${n(a)} ${sign} ${n(b)} = ${n(answer)}.`,
    ],
    parameters: { first: a, second: b, operation, steps: 1 },
  };
}

/** Two steps: get more then give some away, or give away twice. Every total stays within 1,000. */
function twoStep(random: Random, story: StoryContext): NumericProblem {
  const { name, otherName, thing } = story;
  const pattern = random.chance(1, 2) ? 'add-then-subtract' : 'subtract-then-subtract';
  if (pattern === 'add-then-subtract') {
    const a = random.int(120, 560);
    const b = random.int(110, 990 - a);
    const c = random.int(105, a + b - 60);
    const answer = a + b - c;
    return {
      kind: 'numeric',
      stem: `${opening(story)}${name} has ${n(a)} ${thing.many}. ${name} gets ${n(b)} more. Then ${name} gives ${n(c)} to ${otherName}. How many ${thing.many} does ${name} have now?`,
      answer: rational(answer),
      format: 'whole-number',
      mistakes: [
        mistake(a + b, `This is ${n(a)} + ${n(b)}, the first step only. ${name} then gives some away.`),
        mistake(a + b + c, `All three numbers were added, but ${name} gives ${n(c)} away, so subtract them.`),
        mistake(
          a - b + c,
          'The steps were mixed up: the amount that came in was taken away, and the amount given was added.',
        ),
        mistake(answer + 10, 'A ten was lost while regrouping. Check the tens place in each step.'),
      ],
      hints: [
        'This problem has two steps. What happens first?',
        `First add: ${n(a)} + ${n(b)}. Then take away the ${n(c)} given to ${otherName}.`,
        'Check each step: regroup when a column makes 10 or more, or when a top digit is too small.',
      ],
      explanation: [
        `Step 1: ${name} gets more, so add: ${n(a)} + ${n(b)} = ${n(a + b)}.`,
        `Step 2: ${name} gives some away, so subtract: ${n(a + b)} − ${n(c)} = ${n(answer)}.`,
        `${name} has ${n(answer)} ${thing.many} now.`,
      ],
      parameters: { first: a, second: b, third: c, operation: pattern, steps: 2 },
    };
  }
  const a = random.int(420, 1000);
  const b = random.int(105, Math.floor(a / 2) - 10);
  const c = random.int(102, a - b - 50);
  const answer = a - b - c;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} has ${n(a)} ${thing.many}. ${name} sells ${n(b)} on Saturday and ${n(c)} on Sunday. How many ${thing.many} are left?`,
    answer: rational(answer),
    format: 'whole-number',
    mistakes: [
      mistake(a - b, `This is ${n(a)} − ${n(b)}, only Saturday. ${name} sells more on Sunday.`),
      mistake(a - b + c, `The ${n(c)} sold on Sunday was added back instead of taken away.`),
      mistake(b + c, 'This is how many were sold, not how many are left.'),
      mistake(answer + 100, 'A hundred was lost while regrouping. Check the hundreds place in each step.'),
    ],
    hints: [
      'This problem has two steps. What happens first?',
      `First take away Saturday: ${n(a)} − ${n(b)}. Then take away Sunday's ${n(c)}.`,
      'Check each step: regroup when a top digit is too small.',
    ],
    explanation: [
      `Step 1: Saturday: ${n(a)} − ${n(b)} = ${n(a - b)}.`,
      `Step 2: Sunday: ${n(a - b)} − ${n(c)} = ${n(answer)}.`,
      `${n(answer)} ${thing.many} are left.`,
    ],
    parameters: { first: a, second: b, third: c, operation: pattern, steps: 2 },
  };
}

export const addSubtractWithin1000 = defineGenerator({
  id: '3.4A.add-subtract-within-1000',
  version: 1,
  teksCode: '3.4A',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 1000 },
  build({ random, story, difficulty }) {
    if (difficulty === 'hard') return twoStep(random, story);
    return oneStep(random, story, difficulty === 'medium');
  },
});
