import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { opening, withArticle } from '../story-text';
import { fractionMistake, fractionText as f, wholeMistake as mistake } from './number-algebra-parts';

/**
 * 3.3C: the unit fraction 1/b is one of b equal parts of a whole. Easy: one piece of a whole cut into
 * b equal pieces; medium: how many 1/b pieces make one whole; hard: which of two unit pieces of
 * same-size wholes is bigger. Wrong choices: the pieces left, the number of pieces for the fraction,
 * leaving the taken piece out of the denominator, and "more pieces means bigger pieces".
 */
const DENOMINATORS = [2, 3, 4, 6, 8] as const;
const PIECE_NAMES: Record<number, string> = {
  2: 'halves',
  3: 'thirds',
  4: 'fourths',
  6: 'sixths',
  8: 'eighths',
};

const gradeThree = (mistakes: Mistake[]) =>
  mistakes.filter((m) => !m.text || DENOMINATORS.some((d) => m.text!.endsWith(`/${d}`)));

function onePiece(random: Random, story: StoryContext): NumericProblem {
  const b = random.pick(DENOMINATORS.filter((d) => d > 2));
  const { name, whole } = story;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} cuts ${withArticle(whole.one)} into ${b} equal pieces. ${name} gives 1 piece to ${story.otherName}. What fraction of the ${whole.one} does ${story.otherName} get?`,
    visual: {
      kind: 'fraction-circles',
      circles: [{ parts: b, shaded: 1 }],
      imageDescription: `A circle cut into ${b} equal parts with 1 part shaded.`,
    },
    answer: rational(1, b),
    answerText: f(1, b),
    format: 'fraction',
    mistakes: gradeThree([
      ...fractionMistake(
        b - 1,
        b,
        `${f(b - 1, b)} is the part left over. ${story.otherName} gets just 1 piece.`,
      ),
      mistake(b, `${b} is the number of pieces. One piece is 1 of the ${b} equal pieces.`),
      ...fractionMistake(
        1,
        b - 1,
        `The denominator counts all ${b} pieces, including the one ${story.otherName} gets.`,
      ),
      ...fractionMistake(2, b, `${story.otherName} gets 1 piece, so the numerator is 1.`),
    ]),
    hints: [
      'The denominator tells how many equal pieces make the whole.',
      `The whole is cut into ${b} equal pieces.`,
      'The numerator tells how many pieces are taken.',
    ],
    explanation: [
      `The ${whole.one} has ${b} equal pieces.`,
      `1 piece is 1 of the ${b} equal pieces.`,
      `That is ${f(1, b)} of the ${whole.one}.`,
    ],
    parameters: { kind: 'one-piece', pieces: b, other: 0 },
  };
}

function piecesInWhole(random: Random, story: StoryContext): NumericProblem {
  const b = random.pick(DENOMINATORS.filter((d) => d > 2));
  const { name, whole } = story;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} and ${story.otherName} have pieces that are each ${f(1, b)} of ${withArticle(whole.one)}. How many pieces make the whole ${whole.one}?`,
    visual: {
      kind: 'fraction-bars',
      bars: [{ parts: b, shaded: 1, label: f(1, b) }],
      imageDescription: `A bar cut into ${b} equal parts. One part is shaded and labelled ${f(1, b)}.`,
    },
    answer: rational(b),
    format: 'whole-number',
    mistakes: [
      mistake(1, `One piece is only ${f(1, b)}. It takes more pieces to make the whole.`),
      mistake(b - 1, `${b - 1} pieces make ${f(b - 1, b)}. One more piece is needed.`),
      mistake(b + 1, `${b + 1} pieces would be more than the whole. ${f(b, b)} is 1 whole.`),
      mistake(2 * b, `${2 * b} pieces would make 2 wholes.`),
    ],
    hints: [
      `${f(1, b)} means 1 of ${b} equal pieces.`,
      'The denominator tells how many equal pieces make 1 whole.',
      `Count by ${f(1, b)}: ${f(1, b)}, ${f(2, b)}, ${f(3, b)} … until you reach ${f(b, b)}.`,
    ],
    explanation: [
      `${f(1, b)} is 1 of ${b} equal pieces of the whole.`,
      `${b} pieces of ${f(1, b)} make ${f(b, b)}, which is 1 whole.`,
      `${b} pieces make the whole ${whole.one}.`,
    ],
    parameters: { kind: 'pieces-in-whole', pieces: b, other: 0 },
  };
}

function biggerPiece(random: Random, story: StoryContext): NumericProblem {
  const [b, d] = random.sample([...DENOMINATORS], 2) as [number, number];
  const { name, otherName, whole } = story;
  const [few, many] = b < d ? [b, d] : [d, b];
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} cuts ${withArticle(whole.one)} into ${b} equal pieces. ${otherName} cuts a same-size ${whole.one} into ${d} equal pieces. Each takes 1 piece. What fraction names the bigger piece?`,
    answer: rational(1, few),
    answerText: f(1, few),
    format: 'fraction',
    mistakes: gradeThree([
      ...fractionMistake(
        1,
        many,
        `More pieces means smaller pieces. ${capital(PIECE_NAMES[many]!)} are smaller than ${PIECE_NAMES[few]}.`,
      ),
      mistake(many, `${many} is a number of pieces, not a fraction of the ${whole.one}.`),
      mistake(few, `${few} is a number of pieces. The bigger piece is 1 of ${few} equal pieces.`),
      ...fractionMistake(
        2,
        b + d,
        'The two pieces come from different wholes. Name one piece, not both together.',
      ),
      ...fractionMistake(
        1,
        b + d,
        'The two wholes are not put together. Each piece is 1 part of its own whole.',
      ),
    ]),
    hints: [
      'Both wholes are the same size.',
      'When a whole is cut into more pieces, each piece is smaller.',
      `Which whole has fewer pieces: ${b} or ${d}?`,
    ],
    explanation: [
      `${name}'s piece is ${f(1, b)} and ${otherName}'s piece is ${f(1, d)}.`,
      `The whole cut into ${few} pieces has bigger pieces than the one cut into ${many}.`,
      `So ${f(1, few)} is the bigger piece.`,
    ],
    parameters: { kind: 'bigger-piece', pieces: b, other: d },
  };
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const unitFractions = defineGenerator({
  id: '3.3C.unit-fractions',
  version: 1,
  teksCode: '3.3C',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  // Two wholes' worth of eighths (16) is the largest count a wrong choice shows.
  bounds: { maxWhole: 16 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return onePiece(random, story);
    if (difficulty === 'medium') return piecesInWhole(random, story);
    return biggerPiece(random, story);
  },
});
