import { rational } from '../../items/rational';
import type { Difficulty } from '../../items/item-types';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { InlineProblem, Mistake, NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { mixedText } from './add-subtract-like-fractions';
import { f } from './number-text';
import { times } from '../times';

/**
 * 4.3A: a fraction a/b is the sum of a unit fractions 1/b, including when a > b. Easy: a < b, shown on
 * a fraction bar; medium: a > b (an improper fraction); hard: a mixed number. Multiple choice asks which
 * fraction a sum of unit fractions makes; inline choice asks which sum makes the fraction. Wrong
 * answers: one unit fraction too many or too few, adding the denominators, using only one piece.
 */
const DENOMINATORS = [2, 3, 4, 5, 6, 8, 10, 12] as const;

const units = (count: number, d: number) => times(count, () => f(1, d)).join(' + ');

function draw(random: Random, difficulty: Difficulty): { a: number; d: number } {
  if (difficulty === 'easy') {
    const d = random.pick(DENOMINATORS.filter((x) => x >= 4));
    return { a: random.int(3, d - 1), d };
  }
  const d = random.pick([2, 3, 4, 5, 6, 8] as const);
  return { a: d + random.int(1, difficulty === 'medium' ? Math.min(5, d - 1) : d - 1), d };
}

const written = (a: number, d: number, difficulty: Difficulty) =>
  difficulty === 'hard' ? mixedText(a, d) : f(a, d);

function whichFraction(story: StoryContext, a: number, d: number, difficulty: Difficulty): NumericProblem {
  const text = (count: number) => written(count, d, difficulty);
  const mistakes: Mistake[] = [
    {
      value: rational(a - 1, d),
      text: text(a - 1),
      note: `This is one ${f(1, d)} too few. Count the unit fractions again.`,
    },
    {
      value: rational(a + 1, d),
      text: text(a + 1),
      note: `This is one ${f(1, d)} too many. Count the unit fractions again.`,
    },
    ...((DENOMINATORS as readonly number[]).includes(a * d)
      ? [
          {
            value: rational(a, a * d),
            text: f(a, a * d),
            note:
              'The denominators were added too. Each piece is still 1/' +
              d +
              ', so the denominator stays ' +
              d +
              '.',
          },
        ]
      : []),
    { value: rational(1, d), text: f(1, d), note: `${f(1, d)} is only one of the pieces. Add all of them.` },
    ...((DENOMINATORS as readonly number[]).includes(a) && a !== d
      ? [{ value: rational(d, a), text: f(d, a), note: 'The numerator and denominator were swapped.' }]
      : []),
  ];
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} shows ${story.otherName} a sum of unit fractions: ${units(a, d)}. Which ${difficulty === 'hard' ? 'number' : 'fraction'} is equal to this sum?`,
    ...(difficulty === 'easy'
      ? {
          visual: {
            kind: 'fraction-bars' as const,
            bars: [{ parts: d, shaded: a }],
            imageDescription: `A bar cut into ${d} equal parts with ${a} parts shaded.`,
          },
        }
      : {}),
    answer: rational(a, d),
    answerText: text(a),
    format: 'fraction',
    ...(difficulty === 'hard' ? { style: 'mixed' as const } : {}),
    mistakes,
    hints: [
      `Each unit fraction ${f(1, d)} is one piece of size 1/${d}.`,
      `Count how many times ${f(1, d)} is added.`,
      difficulty === 'hard'
        ? `${d} pieces of ${f(1, d)} make 1 whole.`
        : 'That count is the numerator. The denominator stays the same.',
    ],
    explanation: [
      `${f(1, d)} is added ${a} times.`,
      `${a} pieces of ${f(1, d)} make ${f(a, d)}.`,
      ...(difficulty === 'hard' ? [`${d} pieces make 1 whole, so ${f(a, d)} = ${mixedText(a, d)}.`] : []),
    ],
    parameters: { count: a, denominator: d, ask: 'fraction' },
  };
}

function whichSum(
  random: Random,
  story: StoryContext,
  a: number,
  d: number,
  difficulty: Difficulty,
): InlineProblem {
  const target = written(a, d, difficulty);
  const options = [
    { text: units(a, d) },
    { text: units(a - 1, d), note: `This adds ${f(1, d)} only ${a - 1} times. It makes ${f(a - 1, d)}.` },
    { text: units(a + 1, d), note: `This adds ${f(1, d)} ${a + 1} times. It makes ${f(a + 1, d)}.` },
    {
      text: `${f(1, d)} + ${f(a - 1, d)}`,
      note: `${f(a - 1, d)} is not a unit fraction. A unit fraction has 1 as its numerator.`,
    },
  ];
  const shuffled = random.shuffle(options);
  return {
    kind: 'inline',
    stem: `${opening(story)}${story.name} writes ${target} as a sum of unit fractions. Choose the sum that is correct.`,
    segments: [`${target} = `, { blank: 'sum' }],
    blanks: [{ id: 'sum', options: shuffled, correctIndex: shuffled.indexOf(options[0]!) }],
    hints: [
      'A unit fraction has 1 as its numerator.',
      `${target} is made of pieces of size ${f(1, d)}.`,
      `Count how many pieces of ${f(1, d)} make ${target}.`,
    ],
    explanation: [
      ...(difficulty === 'hard' ? [`${target} = ${f(a, d)}, because 1 whole is ${f(d, d)}.`] : []),
      `${f(a, d)} is ${a} pieces of ${f(1, d)}.`,
      `So ${target} = ${units(a, d)}.`,
    ],
    parameters: { count: a, denominator: d, ask: 'sum' },
  };
}

export const unitFractionSums = defineGenerator({
  id: '4.3A.unit-fraction-sums',
  version: 1,
  teksCode: '4.3A',
  itemTypes: ['multiple-choice', 'inline-choice'],
  bounds: { maxWhole: 20 },
  build({ random, story, difficulty, itemType }) {
    const { a, d } = draw(random, difficulty);
    return itemType === 'inline-choice'
      ? whichSum(random, story, a, d, difficulty)
      : whichFraction(story, a, d, difficulty);
  },
});
