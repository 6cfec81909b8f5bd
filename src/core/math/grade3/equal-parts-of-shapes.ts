import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem, Mistake, NumericProblem } from '../generator-types';
import { opening, withArticle } from '../story-text';
import { rightChoice, wrongChoice } from './geometry-data-parts';

/**
 * 3.6E: split two same-size shapes into equal parts and name each part as a unit fraction; equal
 * shares of the same whole need not have the same shape. Easy: name one of n equal parts. Medium: two
 * same-size squares cut into n equal parts of different shapes: is each part still 1/n? Hard: a grid
 * rectangle split into parts of k squares each: what fraction is one part? Wrong choices: the number
 * of parts as a whole number, counting cuts instead of parts, the other parts, squares in a part as
 * the denominator.
 */

const f = (numerator: number, denominator: number) => `${numerator}/${denominator}`;
const GRADE_3_DENOMINATORS = [2, 3, 4, 6, 8];

/** Wrong fractions for "one of n equal parts", kept only when a grade 3 child may see them. */
function unitFractionMistakes(parts: number, squaresInPart = 0): Mistake[] {
  const candidates: [number, number, string][] = [
    [
      parts,
      1,
      `${parts} is how many parts there are. One part is a fraction of the whole: 1 out of ${parts}.`,
    ],
    [1, parts - 1, `That counts the cuts, not the parts. There are ${parts} equal parts.`],
    [parts - 1, parts, `${f(parts - 1, parts)} is all the other parts. The question asks about one part.`],
    [
      1,
      squaresInPart,
      `${squaresInPart} is the number of squares in one part. The denominator is the number of equal parts.`,
    ],
    [2, parts, `That is two parts together. The question asks about one part.`],
    [1, 2 * parts, `That would be a part half this size. There are ${parts} equal parts, not ${2 * parts}.`],
  ];
  return candidates
    .filter(([n, d]) => n > 0 && d > 0 && (d === 1 || GRADE_3_DENOMINATORS.includes(d)) && n * parts !== d)
    .map(([n, d, note]) => ({ value: rational(n, d), note, ...(d === 1 ? {} : { text: f(n, d) }) }));
}

function namePart(random: Random, story: StoryContext): NumericProblem {
  const parts = random.pick([2, 3, 4, 6, 8]);
  const thing = story.rectangle.one;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} splits ${withArticle(thing)} into ${parts} equal parts. One part is shaded. What fraction of the ${thing} is one part?`,
    visual: {
      kind: 'fraction-bars',
      bars: [{ parts, shaded: 1 }],
      imageDescription: `A rectangle split into ${parts} equal parts. One part is shaded.`,
    },
    answer: rational(1, parts),
    answerText: f(1, parts),
    format: 'fraction',
    mistakes: unitFractionMistakes(parts),
    hints: [
      'The denominator tells how many equal parts make the whole.',
      `The whole has ${parts} equal parts. How many of them is one part?`,
    ],
    explanation: [
      `The ${thing} has ${parts} equal parts.`,
      `One part is 1 out of ${parts} equal parts, so it is ${f(1, parts)} of the ${thing}.`,
    ],
    parameters: { model: 'name-part', parts, squares: 0, total: 0 },
  };
}

interface Cut {
  parts: number;
  first: string;
  second: string;
}

const CUTS: readonly Cut[] = [
  { parts: 2, first: '2 equal rectangles', second: '2 equal triangles, corner to corner' },
  { parts: 4, first: '4 equal strips', second: '4 equal small squares' },
  { parts: 4, first: '4 equal strips', second: '4 equal triangles, corner to corner both ways' },
  { parts: 4, first: '4 equal small squares', second: '4 equal triangles, corner to corner both ways' },
  { parts: 6, first: '6 equal strips', second: '6 equal small rectangles in 2 rows' },
  { parts: 8, first: '8 equal strips', second: '8 equal triangles' },
  { parts: 8, first: '8 equal small rectangles in 2 rows', second: '8 equal triangles' },
];

function sameSizeDifferentShape(random: Random, story: StoryContext): ChoiceProblem {
  const { name, otherName } = story;
  const cut = random.pick(CUTS);
  const unit = f(1, cut.parts);
  const same = `Both squares are the same size and both are cut into ${cut.parts} equal parts.`;
  return {
    kind: 'choices',
    stem: `${opening(story)}${name} and ${otherName} each have a square of paper. The squares are the same size. ${name} cuts one into ${cut.first}. ${otherName} cuts the other into ${cut.second}. Which is true?`,
    choices: [
      rightChoice(`Each part is ${unit} of a square for both of them.`),
      wrongChoice(
        `${name}'s parts are bigger than ${otherName}'s parts.`,
        `${same} The parts have the same area, even with different shapes.`,
      ),
      wrongChoice(
        `${otherName}'s parts are bigger than ${name}'s parts.`,
        `${same} The parts have the same area, even with different shapes.`,
      ),
      wrongChoice(
        `${otherName}'s parts are not ${unit} because they are a different shape.`,
        `Equal parts do not need the same shape. Each part is 1 of ${cut.parts} equal parts, so each is ${unit}.`,
      ),
    ],
    hints: [
      'Both squares are the same size. Each is cut into the same number of equal parts.',
      'Equal parts of the same whole have the same area, even if they look different.',
    ],
    explanation: [
      `Each square is cut into ${cut.parts} equal parts.`,
      `One part of each square is ${unit} of that square.`,
      `The shapes are different, but each part covers the same amount: ${unit}.`,
    ],
    parameters: { model: 'same-size', parts: cut.parts, squares: 0, total: 0 },
  };
}

/** Grid rectangles: total squares for each number of parts and squares in a part. */
function gridFor(random: Random): { parts: number; squares: number; width: number; height: number } {
  const options: { parts: number; squares: number; width: number; height: number }[] = [];
  for (const parts of [2, 3, 4, 6, 8])
    for (let squares = 2; squares <= 6; squares += 1) {
      const total = parts * squares;
      for (let height = 2; height <= 6; height += 1)
        if (total % height === 0 && total / height >= height && total / height <= 10)
          options.push({ parts, squares, width: total / height, height });
    }
  return random.pick(options);
}

function gridParts(random: Random, story: StoryContext): NumericProblem {
  const { parts, squares, width, height } = gridFor(random);
  const total = width * height;
  const thing = story.rectangle.one;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} draws ${withArticle(thing)} on grid paper. ${story.name} splits it into equal parts. Each part has ${squares} squares. What fraction of the ${thing} is one part?`,
    visual: {
      kind: 'rectangle',
      width,
      height,
      sideLabels: {},
      showUnitSquares: true,
      imageDescription: `A rectangle on grid paper with ${height} rows of ${width} squares.`,
    },
    answer: rational(1, parts),
    answerText: f(1, parts),
    format: 'fraction',
    mistakes: unitFractionMistakes(parts, squares),
    hints: [
      `Count all the squares: ${height} rows of ${width}.`,
      `Each part has ${squares} squares. How many parts is that?`,
      'The number of equal parts is the denominator.',
    ],
    explanation: [
      `There are ${height} × ${width} = ${total} squares.`,
      `${total} ÷ ${squares} = ${parts}, so there are ${parts} equal parts.`,
      `One part is ${f(1, parts)} of the ${thing}.`,
    ],
    parameters: { model: 'grid', parts, squares, total },
  };
}

export const equalPartsOfShapes = defineGenerator({
  id: '3.6E.equal-parts-of-shapes',
  version: 1,
  teksCode: '3.6E',
  itemTypes: ['multiple-choice'],
  bounds: { maxWhole: 60 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return namePart(random, story);
    if (difficulty === 'medium') return sameSizeDifferentShape(random, story);
    return gridParts(random, story);
  },
});
