import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem } from '../generator-types';
import { capitalise, opening, withArticle } from '../story-text';
import type { Point } from './figure-facts';
import { rightChoice, wrongChoice, type WordChoice } from './geometry-data-parts';

/**
 * 3.6B: recognise rhombuses, parallelograms, trapezoids, rectangles and squares as quadrilaterals, and
 * quadrilaterals that are none of these. Easy: pick the quadrilateral (or the shape that is not one).
 * Medium: give the best name for a quadrilateral drawn on grid paper. Hard: reason about the family
 * ("every square is a rectangle") or describe a quadrilateral outside every group. A trapezoid is never
 * offered as a wrong name for a parallelogram, so the item stands under either school definition.
 */

type Kind = 'square' | 'rectangle' | 'rhombus' | 'parallelogram' | 'trapezoid' | 'quadrilateral';

interface Quad {
  kind: Kind;
  vertices: Point[];
}

const quad = (kind: Kind, ...coordinates: [number, number][]): Quad => ({
  kind,
  vertices: coordinates.map(([x, y]) => ({ x, y })),
});

const DRAWN: readonly Quad[] = [
  quad('square', [0, 0], [4, 0], [4, 4], [0, 4]),
  quad('square', [0, 0], [3, 0], [3, 3], [0, 3]),
  quad('square', [0, 2], [2, 0], [4, 2], [2, 4]),
  quad('rectangle', [0, 0], [6, 0], [6, 3], [0, 3]),
  quad('rectangle', [0, 0], [3, 0], [3, 5], [0, 5]),
  quad('rectangle', [0, 0], [7, 0], [7, 2], [0, 2]),
  quad('rhombus', [0, 0], [5, 0], [8, 4], [3, 4]),
  quad('rhombus', [2, 0], [4, 3], [2, 6], [0, 3]),
  quad('rhombus', [0, 3], [4, 0], [8, 3], [4, 6]),
  quad('parallelogram', [0, 0], [6, 0], [8, 3], [2, 3]),
  quad('parallelogram', [0, 0], [5, 0], [6, 4], [1, 4]),
  quad('parallelogram', [0, 1], [4, 0], [6, 3], [2, 4]),
  quad('trapezoid', [0, 0], [8, 0], [6, 3], [2, 3]),
  quad('trapezoid', [0, 0], [7, 0], [4, 3], [0, 3]),
  quad('trapezoid', [1, 0], [5, 0], [7, 4], [0, 4]),
  quad('quadrilateral', [0, 0], [6, 1], [5, 4], [1, 3]),
  quad('quadrilateral', [2, 0], [4, 2], [2, 6], [0, 2]),
  quad('quadrilateral', [0, 0], [5, 0], [6, 3], [1, 5]),
];

/** What the drawing shows, in words, for the image description. */
const LOOKS: Record<Kind, string> = {
  square: 'All 4 sides are the same length, and all 4 corners are right angles.',
  rectangle: 'All 4 corners are right angles. Two sides are long and two are short.',
  rhombus: 'All 4 sides are the same length. The corners are not right angles.',
  parallelogram:
    'It has 2 pairs of parallel sides. The corners are not right angles, and the sides are not all the same length.',
  trapezoid: 'It has exactly 1 pair of parallel sides.',
  quadrilateral: 'No two sides are parallel.',
};

/** Why a name is wrong, or only less exact, for a shape of each kind. */
function nameNote(name: Kind, shape: Kind): string {
  const moreExact: Partial<Record<Kind, Partial<Record<Kind, string>>>> = {
    square: {
      rectangle: 'A square is a special rectangle, but "square" tells more: all 4 sides are equal too.',
      rhombus: 'A square is a special rhombus, but "square" tells more: it has 4 right angles too.',
      parallelogram: 'A square is a parallelogram, but "square" tells more: equal sides and right angles.',
    },
    rectangle: {
      parallelogram: 'A rectangle is a parallelogram, but "rectangle" tells more: it has 4 right angles.',
    },
    rhombus: {
      parallelogram: 'A rhombus is a parallelogram, but "rhombus" tells more: all 4 sides are equal.',
    },
  };
  const exact = moreExact[shape]?.[name];
  if (exact) return exact;
  const why: Record<Kind, string> = {
    square: 'A square needs 4 equal sides and 4 right angles. Check the sides and corners.',
    rectangle: 'A rectangle needs 4 right angles. Check each corner.',
    rhombus: 'A rhombus needs all 4 sides the same length. Count the grid squares along each side.',
    parallelogram: 'A parallelogram needs 2 pairs of parallel sides. Check both pairs of opposite sides.',
    trapezoid: 'This shape does not have exactly 1 pair of parallel sides.',
    quadrilateral: 'This shape fits a more exact name. Look at its sides and corners.',
  };
  return why[name];
}

const NAMES: readonly Kind[] = ['square', 'rectangle', 'rhombus', 'parallelogram', 'trapezoid'];

function bestName(random: Random, story: StoryContext): ChoiceProblem {
  const shape = random.pick(DRAWN);
  // A trapezoid is never a wrong choice for a parallelogram (some schools count one as the other).
  const hasTwoPairs = ['square', 'rectangle', 'rhombus', 'parallelogram'].includes(shape.kind);
  const wrongNames = NAMES.filter((name) => name !== shape.kind && !(hasTwoPairs && name === 'trapezoid'));
  const choices: WordChoice[] = [
    rightChoice(shape.kind),
    ...wrongNames.map((name) => wrongChoice(name, nameNote(name, shape.kind))),
  ];
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} draws this shape on grid paper. What is the best name for the shape?`,
    visual: {
      kind: 'polygon',
      vertices: shape.vertices,
      sideLabels: [null, null, null, null],
      showUnitSquares: true,
      imageDescription: `A shape with 4 straight sides on grid paper. ${LOOKS[shape.kind]}`,
    },
    choices,
    hints: [
      'Check the corners: are they right angles? Check the sides: are they the same length?',
      'Parallel sides go in the same direction and never meet. Look for pairs of them.',
      'The best name is the one that tells the most about the shape.',
    ],
    explanation: [LOOKS[shape.kind], `So the best name is ${shape.kind}.`],
    parameters: { model: 'drawn', kind: shape.kind, statement: 'none' },
  };
}

interface Statement {
  text: string;
  true: boolean;
  why: string;
}

const statement = (text: string, isTrue: boolean, why: string): Statement => ({ text, true: isTrue, why });

const STATEMENTS: readonly Statement[] = [
  statement('Every square is a rectangle.', true, 'A square has 4 right angles, so it is a rectangle.'),
  statement('Every square is a rhombus.', true, 'A square has 4 equal sides, so it is a rhombus.'),
  statement('Every rectangle is a parallelogram.', true, 'A rectangle has 2 pairs of parallel sides.'),
  statement('Every rhombus is a parallelogram.', true, 'A rhombus has 2 pairs of parallel sides.'),
  statement('Every rhombus is a quadrilateral.', true, 'A rhombus has 4 sides, so it is a quadrilateral.'),
  statement(
    'Every trapezoid is a quadrilateral.',
    true,
    'A trapezoid has 4 sides, so it is a quadrilateral.',
  ),
  statement('Every rectangle is a square.', false, 'A rectangle can have 2 long sides and 2 short sides.'),
  statement('Every rhombus is a square.', false, 'A rhombus can have corners that are not right angles.'),
  statement('Every rhombus is a rectangle.', false, 'A rhombus can have corners that are not right angles.'),
  statement('Every rectangle is a rhombus.', false, 'A rectangle can have 2 long sides and 2 short sides.'),
  statement(
    'Every parallelogram is a rectangle.',
    false,
    'A parallelogram can have corners that are not right angles.',
  ),
  statement('Every parallelogram is a rhombus.', false, 'A parallelogram can have sides of two lengths.'),
  statement(
    'Every trapezoid is a parallelogram.',
    false,
    'A trapezoid can have only 1 pair of parallel sides.',
  ),
  statement(
    'Every quadrilateral is a parallelogram.',
    false,
    'A quadrilateral can have no parallel sides at all.',
  ),
];

function familyStatement(random: Random, story: StoryContext): ChoiceProblem {
  const right = random.pick(STATEMENTS.filter((s) => s.true));
  const wrong = STATEMENTS.filter((s) => !s.true);
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} sorts 4-sided shapes. Which statement is true?`,
    choices: [rightChoice(right.text), ...wrong.map((s) => wrongChoice(s.text, `Not always. ${s.why}`))],
    hints: [
      'A statement with "every" is true only if it works for every shape in the group.',
      'Think of one example. Can you draw a shape in the first group that does not fit the second?',
      'Squares, rectangles and rhombuses all have 2 pairs of parallel sides.',
    ],
    explanation: [
      right.why,
      `So "${right.text}" is true.`,
      'Each other statement has a shape that breaks it.',
    ],
    parameters: { model: 'statement', kind: 'none', statement: right.text },
  };
}

const OUTSIDE = rightChoice('It has 4 sides, and no two sides are parallel.');
const INSIDE: readonly WordChoice[] = [
  wrongChoice(
    'It has 4 sides, and exactly 1 pair of sides is parallel.',
    'That describes a trapezoid, and the shape is not a trapezoid.',
  ),
  wrongChoice(
    'It has 4 sides, and both pairs of opposite sides are parallel.',
    'That describes a parallelogram, and the shape is not a parallelogram.',
  ),
  wrongChoice(
    'It has 4 sides that are all the same length.',
    'That describes a rhombus, and the shape is not a rhombus.',
  ),
  wrongChoice(
    'It has 4 sides and 4 right angles.',
    'That describes a rectangle, and the shape is not a rectangle.',
  ),
];

function outsideEveryGroup(story: StoryContext): ChoiceProblem {
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} draws a shape with 4 sides. It is not a trapezoid, a rhombus or a rectangle. It is not a parallelogram or a square. What could ${story.name}'s shape be like?`,
    choices: [OUTSIDE, ...INSIDE],
    hints: [
      'Think about what makes each shape special: parallel sides, equal sides or right angles.',
      'The shape has none of those special things.',
    ],
    explanation: [
      'A trapezoid has 1 pair of parallel sides. A parallelogram has 2 pairs.',
      'A shape with no parallel sides is neither. So it is not a rhombus, a rectangle or a square.',
      'It is still a quadrilateral because it has 4 sides.',
    ],
    parameters: { model: 'outside', kind: 'quadrilateral', statement: 'none' },
  };
}

const QUADRILATERAL_NAMES = ['trapezoid', 'rhombus', 'parallelogram', 'rectangle', 'square'] as const;
const OTHER_SHAPES = [
  { name: 'triangle', sides: 3 },
  { name: 'pentagon', sides: 5 },
  { name: 'hexagon', sides: 6 },
  { name: 'octagon', sides: 8 },
] as const;

function isQuadrilateral(random: Random, story: StoryContext): ChoiceProblem {
  const not = random.chance(1, 2);
  const intro = `${opening(story)}${story.name} sorts shapes.`;
  const hints = [
    'A quadrilateral is any closed shape with exactly 4 straight sides.',
    'Think about how many sides each shape has.',
  ];
  if (not) {
    const odd = random.pick(OTHER_SHAPES);
    return {
      kind: 'choices',
      stem: `${intro} Which shape is NOT a quadrilateral?`,
      choices: [
        rightChoice(odd.name),
        ...QUADRILATERAL_NAMES.map((name) =>
          wrongChoice(name, `${capitalise(withArticle(name))} has 4 sides, so it is a quadrilateral.`),
        ),
      ],
      hints,
      explanation: [
        'Trapezoids, rhombuses, parallelograms, rectangles and squares all have 4 sides.',
        `${capitalise(withArticle(odd.name))} has ${odd.sides} sides, so it is not a quadrilateral.`,
      ],
      parameters: { model: 'not-quadrilateral', kind: odd.name, statement: 'none' },
    };
  }
  const name = random.pick(QUADRILATERAL_NAMES);
  return {
    kind: 'choices',
    stem: `${intro} Which shape is a quadrilateral?`,
    choices: [
      rightChoice(name),
      ...OTHER_SHAPES.map((o) =>
        wrongChoice(
          o.name,
          `${capitalise(withArticle(o.name))} has ${o.sides} sides. A quadrilateral has exactly 4.`,
        ),
      ),
    ],
    hints,
    explanation: [
      `${capitalise(withArticle(name))} has 4 sides.`,
      `So ${withArticle(name)} is a quadrilateral. The other shapes do not have 4 sides.`,
    ],
    parameters: { model: 'quadrilateral', kind: name, statement: 'none' },
  };
}

export const quadrilaterals = defineGenerator({
  id: '3.6B.quadrilaterals',
  version: 1,
  teksCode: '3.6B',
  itemTypes: ['multiple-choice'],
  bounds: { maxWhole: 8 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return isQuadrilateral(random, story);
    if (difficulty === 'medium') return bestName(random, story);
    return random.chance(2, 3) ? familyStatement(random, story) : outsideEveryGroup(story);
  },
});
