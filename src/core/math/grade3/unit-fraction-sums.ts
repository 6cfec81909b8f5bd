import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { opening, withArticle } from '../story-text';
import { fractionMistake, fractionText as f, wholeMistake as mistake } from './number-algebra-parts';
import { times } from '../times';

/**
 * 3.3D: compose and decompose a fraction a/b (a ≤ b) as a sum of unit fractions 1/b. Easy: add unit
 * fractions shown on a fraction bar; medium: how many 1/b pieces make a/b; hard: a missing part of a
 * sum of like fractions. Wrong choices: adding the denominators too, counting one piece too many or
 * too few, forgetting one of the parts.
 */
const DENOMINATORS = [2, 3, 4, 6, 8];

const gradeThree = (mistakes: Mistake[]) =>
  mistakes.filter(
    (m) =>
      !m.text || (DENOMINATORS.some((d) => m.text!.endsWith(`/${d}`)) && Number(m.text.split('/')[0]) <= 8),
  );

const sumOfUnits = (count: number, b: number) => times(count, () => f(1, b)).join(' + ');

function addUnits(random: Random, story: StoryContext): NumericProblem {
  const b = random.pick([3, 4, 6, 8]);
  const k = random.int(2, Math.min(b, 5));
  const { name, whole } = story;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} has ${k} pieces of ${withArticle(whole.one)}. Each piece is ${f(1, b)} of the ${whole.one}. What is ${sumOfUnits(k, b)}?`,
    visual: {
      kind: 'fraction-bars',
      bars: [{ parts: b, shaded: k }],
      imageDescription: `A bar cut into ${b} equal parts with ${k} parts shaded.`,
    },
    answer: rational(k, b),
    answerText: f(k, b),
    format: 'fraction',
    mistakes: gradeThree([
      ...fractionMistake(
        k,
        k * b,
        'The denominators were added too. The pieces stay the same size, so keep the denominator.',
      ),
      ...fractionMistake(1, b, `${f(1, b)} is one piece. There are ${k} pieces.`),
      ...fractionMistake(k + 1, b, 'This is one piece too many. Count the pieces again.'),
      ...fractionMistake(k - 1, b, 'This is one piece too few. Count the pieces again.'),
      ...fractionMistake(b - k, b, 'This counts the pieces that are not shaded.'),
      mistake(k, `${k} is the number of pieces. Each piece is ${f(1, b)}, so write a fraction.`),
      mistake(k, `${k} is the number of pieces. Each piece is ${f(1, b)}, so write a fraction.`),
    ]),
    hints: [
      `Each piece is ${f(1, b)}. The pieces are all the same size.`,
      `Count the pieces: there are ${k}.`,
      `${k} pieces of ${f(1, b)} is ${k} ${b === 2 ? 'halves' : 'of the ' + b + ' equal parts'}.`,
    ],
    explanation: [
      `Each piece is ${f(1, b)}, so the denominator stays ${b}.`,
      `Count the pieces: ${k}.`,
      `${sumOfUnits(k, b)} = ${f(k, b)}.`,
    ],
    parameters: { kind: 'compose', numerator: k, denominator: b, known: 0 },
  };
}

function countUnits(random: Random, story: StoryContext): NumericProblem {
  const b = random.pick([4, 6, 8]);
  const a = random.int(2, b - 1);
  const { name, otherName, whole } = story;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} wants ${f(a, b)} of ${withArticle(whole.one)}. ${otherName} cuts pieces that are each ${f(1, b)} of the ${whole.one}. How many pieces does ${name} need?`,
    answer: rational(a),
    format: 'whole-number',
    mistakes: [
      mistake(b, `${b} pieces make the whole ${whole.one}. ${name} wants ${f(a, b)}.`),
      mistake(1, `1 piece is only ${f(1, b)}. ${f(a, b)} is more than that.`),
      mistake(b - a, `${b - a} pieces is what is left of the whole.`),
      mistake(a + 1, `${a + 1} pieces make ${f(a + 1, b)}. Count the pieces again.`),
      mistake(a - 1, `${a - 1} pieces make ${f(a - 1, b)}. Count the pieces again.`),
    ],
    hints: [
      `${f(a, b)} means ${a} pieces that are each ${f(1, b)}.`,
      `Write ${f(a, b)} as a sum: ${f(1, b)} + ${f(1, b)} + …`,
      `Keep adding ${f(1, b)} until you reach ${f(a, b)}.`,
    ],
    explanation: [
      `${f(a, b)} = ${sumOfUnits(a, b)}.`,
      `That is ${a} pieces of ${f(1, b)}.`,
      `${name} needs ${a} pieces.`,
    ],
    parameters: { kind: 'decompose', numerator: a, denominator: b, known: 0 },
  };
}

function missingPart(random: Random, story: StoryContext): NumericProblem {
  const b = random.pick([4, 6, 8]);
  const a = random.int(4, b);
  const m = random.int(1, a - 3);
  const missing = a - m - 1;
  const stated = `${f(m, b)} + ${f(1, b)} + ? = ${f(a, b)}`;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} shows ${story.otherName} a way to break ${f(a, b)} into parts: ${stated}. What is the missing fraction?`,
    answer: rational(missing, b),
    answerText: f(missing, b),
    format: 'fraction',
    mistakes: gradeThree([
      ...fractionMistake(a - m, b, `The ${f(1, b)} is part of the sum too. Take it away as well.`),
      ...fractionMistake(a - 1, b, `The ${f(m, b)} is part of the sum too. Take it away as well.`),
      ...fractionMistake(
        a + m + 1,
        b,
        `The parts add up to ${f(a, b)}, so the missing part is smaller than ${f(a, b)}.`,
      ),
      ...fractionMistake(missing + 1, b, 'This is one piece too many. Check that the parts add up.'),
      ...fractionMistake(
        missing,
        2 * b,
        `The pieces are all ${f(1, b)} in size, so keep the denominator ${b}.`,
      ),
      ...fractionMistake(
        m + 1,
        b,
        `${f(m + 1, b)} is the parts you know put together. Find the missing part.`,
      ),
      ...fractionMistake(missing - 1, b, 'This is one piece too few. Check that the parts add up.'),
    ]),
    hints: [
      `Think of ${f(a, b)} as ${a} pieces of ${f(1, b)}.`,
      `${f(m, b)} + ${f(1, b)} is ${m + 1} pieces.`,
      `How many more pieces make ${a}?`,
    ],
    explanation: [
      `${f(a, b)} is ${a} pieces of ${f(1, b)}.`,
      `${f(m, b)} + ${f(1, b)} is ${m + 1} pieces, so ${a} − ${m + 1} = ${missing} pieces are missing.`,
      `The missing part is ${f(missing, b)}.`,
    ],
    parameters: { kind: 'missing', numerator: a, denominator: b, known: m + 1 },
  };
}

export const unitFractionSums = defineGenerator({
  id: '3.3D.unit-fraction-sums',
  version: 1,
  teksCode: '3.3D',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 8 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return addUnits(random, story);
    if (difficulty === 'medium') return countUnits(random, story);
    return missingPart(random, story);
  },
});
