import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem } from '../generator-types';
import { opening } from '../story-text';
import {
  cornersParameter,
  drawClearFigure,
  gridPicture,
  parallelSidePairs,
  perpendicularSidePairs,
  settle,
  type FigureFamily,
  type GridPoint,
} from './grid-shapes';

/**
 * 4.6A: points, lines, line segments, rays, angles, and parallel and perpendicular lines. Easy: name
 * the figure from its description. Medium: find the parallel sides of a figure on grid paper. Hard:
 * find the perpendicular sides. Wrong choices: mixing up rays and segments, calling sides that meet
 * parallel, calling parallel sides perpendicular.
 */
type Choice = ChoiceProblem['choices'][number];

interface Term {
  name: string;
  description: string;
}

export const TERMS: readonly Term[] = [
  { name: 'a point', description: 'It marks an exact spot. It has no length.' },
  { name: 'a line', description: 'It is straight. It goes on forever in both directions.' },
  { name: 'a line segment', description: 'It is straight. It has two endpoints.' },
  { name: 'a ray', description: 'It is straight. It has one endpoint and goes on forever in one direction.' },
  { name: 'an angle', description: 'It is made of two rays that share an endpoint.' },
];

function nameTheFigure(random: Random, story: StoryContext): ChoiceProblem {
  const term = random.pick(TERMS);
  const others = random.sample(
    TERMS.filter((t) => t !== term),
    3,
  );
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} describes a figure to ${story.otherName}. ${term.description} What is the figure?`,
    choices: [
      { text: term.name, correct: true },
      ...others.map((t): Choice => ({
        text: t.name,
        correct: false,
        note: `${t.description.replace(/^It/, `${capitalFirst(t.name)}`)}`,
      })),
    ],
    hints: [
      'Does the figure have endpoints? How many?',
      'Does it go on forever? In one direction or in both?',
      'A line has no endpoints, a ray has one, and a line segment has two.',
    ],
    explanation: [`The clues: ${term.description}`, `That describes ${term.name}.`],
    parameters: { task: 'name', term: term.name },
  };
}

const capitalFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const LETTERS = ['a', 'b', 'c', 'd', 'e'] as const;
const pairText = ([i, j]: [number, number]) => `sides ${LETTERS[i]} and ${LETTERS[j]}`;

/** A house shape; with `lean` 1 its right wall slants, so it has no parallel sides. */
function house(random: Random, lean: number): GridPoint[] {
  const a = random.int(2, 4);
  const h = random.int(2, 4);
  const r = random.int(1, 3);
  return [
    { x: 0, y: 0 },
    { x: 2 * a + lean, y: 0 },
    { x: 2 * a, y: h },
    { x: a, y: h + r },
    { x: 0, y: h },
  ];
}

function allPairs(n: number): [number, number][] {
  const pairs: [number, number][] = [];
  for (let i = 0; i < n; i += 1) for (let j = i + 1; j < n; j += 1) pairs.push([i, j]);
  return pairs;
}

const same = (p: [number, number], q: [number, number]) => p[0] === q[0] && p[1] === q[1];

function findPair(
  random: Random,
  story: StoryContext,
  relation: 'parallel' | 'perpendicular',
): ChoiceProblem {
  // Every figure here has a matching pair and at least 3 pairs of sides that do not match.
  const families: readonly FigureFamily[] =
    relation === 'parallel'
      ? ['trapezoid', 'right trapezoid', 'parallelogram', 'rectangle']
      : ['right trapezoid'];
  const vertices: GridPoint[] = random.chance(relation === 'parallel' ? 1 : 2, 3)
    ? settle(house(random, relation === 'parallel' ? 0 : random.int(0, 1)))
    : drawClearFigure(random, random.pick(families)).vertices;
  const parallel = parallelSidePairs(vertices);
  const perpendicular = perpendicularSidePairs(vertices);
  const matching = relation === 'parallel' ? parallel : perpendicular;
  const pairs = allPairs(vertices.length);
  const right = random.pick(matching);
  const wrongPairs = pairs.filter((pair) => !matching.some((m) => same(m, pair)));
  const wrong = random.sample(wrongPairs, 3).map((pair): Choice => {
    const isParallel = parallel.some((m) => same(m, pair));
    const meet = Math.abs(pair[0] - pair[1]) === 1 || Math.abs(pair[0] - pair[1]) === vertices.length - 1;
    return {
      text: pairText(pair),
      correct: false,
      note:
        relation === 'parallel'
          ? meet
            ? 'These sides meet at a corner, so they are not parallel.'
            : 'If you make these sides longer, they would cross. Parallel sides never meet.'
          : isParallel
            ? 'These sides are parallel: they never meet, so they cannot be perpendicular.'
            : 'These sides do not make a square corner, so they are not perpendicular.',
    };
  });
  const labels = vertices.map((_, i) => LETTERS[i]!);
  const question =
    relation === 'parallel' ? 'Which two sides are parallel?' : 'Which two sides are perpendicular?';
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} draws a figure on grid paper and names its sides. ${question}`,
    visual: {
      ...gridPicture(vertices, labels),
      imageDescription: `${gridPicture(vertices).imageDescription} Side a goes from the first corner to the second, side b from the second to the third, and so on.`,
    },
    choices: [{ text: pairText(right), correct: true }, ...wrong],
    hints:
      relation === 'parallel'
        ? [
            'Parallel lines go in the same direction and never meet.',
            'Look for two sides that are always the same distance apart.',
            'Sides that meet at a corner are never parallel.',
          ]
        : [
            'Perpendicular lines meet to make a square corner.',
            'Hold the corner of a sheet of paper against each corner of the figure.',
            'Grid lines help: a side straight across and a side straight up and down are perpendicular.',
          ],
    explanation: [
      relation === 'parallel'
        ? `Sides ${LETTERS[right[0]]} and ${LETTERS[right[1]]} go the same way and never meet.`
        : `Sides ${LETTERS[right[0]]} and ${LETTERS[right[1]]} make a square corner.`,
      `So ${pairText(right)} are ${relation}.`,
    ],
    parameters: { task: relation, corners: cornersParameter(vertices) },
  };
}

export const pointsLinesAndRays = defineGenerator({
  id: '4.6A.points-lines-and-rays',
  version: 1,
  teksCode: '4.6A',
  itemTypes: ['multiple-choice'],
  bounds: { maxWhole: 20 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return nameTheFigure(random, story);
    if (difficulty === 'medium') return findPair(random, story, 'parallel');
    return findPair(random, story, 'perpendicular');
  },
});
