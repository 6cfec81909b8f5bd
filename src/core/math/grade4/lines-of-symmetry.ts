import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { cornersParameter, gridPicture, settle, type GridPoint } from './grid-shapes';

/**
 * 4.6B: lines of symmetry. Easy: figures whose lines of symmetry run straight up and down or straight
 * across (a house shape, an arrow, a rectangle). Medium: figures with several lines, some of them
 * slanted (a square, a plus sign, a rhombus). Hard: figures whose only line is slanted, or which have
 * none although they look balanced (a parallelogram). Wrong choices: counting a rectangle's or a
 * parallelogram's diagonals, missing a square's diagonals, missing slanted lines.
 */
interface Shape {
  name: string;
  vertices: GridPoint[];
  lines: number;
  /** Where the lines of symmetry are, for the explanation. */
  where: string;
  /** Notes for the counts a child might give instead, by count. */
  notes: Partial<Record<number, string>>;
}

const p = (x: number, y: number): GridPoint => ({ x, y });

const FOLD = 'Imagine folding the figure along a line. The two halves must match exactly.';

function house(random: Random): Shape {
  const a = random.int(2, 4);
  const h = random.int(2, 5);
  const r = random.int(1, 3);
  return {
    name: 'house shape',
    vertices: [p(0, 0), p(2 * a, 0), p(2 * a, h), p(a, h + r), p(0, h)],
    lines: 1,
    where: 'one line straight up and down through the point of the roof',
    notes: { 2: 'Folding it across the middle puts the roof onto the floor. Those halves do not match.' },
  };
}

function isoscelesTriangle(random: Random): Shape {
  const a = random.int(2, 5);
  const h = random.int(2, 7);
  return {
    name: 'triangle',
    vertices: [p(0, 0), p(2 * a, 0), p(a, h)],
    lines: 1,
    where: 'one line straight up and down, through the corner where the two equal sides meet',
    notes: { 3: 'Only an equilateral triangle has 3 lines. This one has two equal sides, so it has 1.' },
  };
}

function arrow(random: Random): Shape {
  const shaft = random.int(3, 6);
  const half = random.int(1, 2);
  const head = random.int(2, 3);
  const c = half + random.int(1, 2);
  return {
    name: 'arrow',
    vertices: settle([
      p(0, c - half),
      p(shaft, c - half),
      p(shaft, 0),
      p(shaft + head, c),
      p(shaft, 2 * c),
      p(shaft, c + half),
      p(0, c + half),
    ]),
    lines: 1,
    where: 'one line straight across, along the middle of the arrow',
    notes: { 2: 'Folding it up and down puts the point onto the tail. Those halves do not match.' },
  };
}

function rectangle(random: Random): Shape {
  const w = random.int(4, 9);
  const h = random.int(2, w - 1);
  return {
    name: 'rectangle',
    vertices: [p(0, 0), p(w, 0), p(w, h), p(0, h)],
    lines: 2,
    where: 'one line straight up and down and one straight across, through the middle',
    notes: {
      4: 'The diagonals of a rectangle are not lines of symmetry. Folding along one does not match the halves.',
    },
  };
}

function square(random: Random): Shape {
  const s = random.int(2, 7);
  return {
    name: 'square',
    vertices: [p(0, 0), p(s, 0), p(s, s), p(0, s)],
    lines: 4,
    where: 'one up and down, one across, and one along each diagonal',
    notes: { 2: 'The two diagonals of a square are lines of symmetry too.' },
  };
}

function plusSign(random: Random): Shape {
  const t = random.int(1, 2);
  const arm = random.int(1, 3);
  const [a, b, c] = [arm, arm + t, 2 * arm + t];
  return {
    name: 'plus sign',
    vertices: [
      p(a, 0),
      p(b, 0),
      p(b, a),
      p(c, a),
      p(c, b),
      p(b, b),
      p(b, c),
      p(a, c),
      p(a, b),
      p(0, b),
      p(0, a),
      p(a, a),
    ],
    lines: 4,
    where: 'one up and down, one across, and two slanted ones through the corners of the middle square',
    notes: { 2: 'The two slanted lines through the middle are lines of symmetry too.' },
  };
}

function rhombus(random: Random): Shape {
  const a = random.int(2, 3);
  const b = a + random.int(1, 3);
  return {
    name: 'rhombus',
    vertices: [p(b, 0), p(2 * b, a), p(b, 2 * a), p(0, a)],
    lines: 2,
    where: 'the two lines that join opposite corners',
    notes: {
      4: 'Folding this rhombus up and down along a side’s middle does not match. Only the corner-to-corner lines work.',
    },
  };
}

function kite(random: Random): Shape {
  const b = random.int(2, 3);
  const a = random.int(1, 3);
  const c = a + random.int(2, 4);
  return {
    name: 'kite',
    vertices: [p(b, 0), p(2 * b, c), p(b, a + c), p(0, c)],
    lines: 1,
    where: 'one line straight up and down, from the top corner to the bottom corner',
    notes: { 2: 'Folding it across does not work: the top part is shorter than the bottom part.' },
  };
}

function isoscelesTrapezoid(random: Random): Shape {
  const k = random.int(1, 2);
  const top = random.int(2, 4);
  const h = random.int(2, 4);
  return {
    name: 'trapezoid',
    vertices: [p(0, 0), p(top + 2 * k, 0), p(top + k, h), p(k, h)],
    lines: 1,
    where: 'one line straight up and down, through the middle of both parallel sides',
    notes: { 2: 'Folding it across puts the short side onto the long side. Those halves do not match.' },
  };
}

function rightIsosceles(random: Random): Shape {
  const a = random.int(3, 7);
  return {
    name: 'triangle',
    vertices: [p(0, 0), p(a, 0), p(0, a)],
    lines: 1,
    where: 'one slanted line from the square corner to the middle of the longest side',
    notes: {
      0: 'There is a slanted line of symmetry from the square corner through the middle of the long side.',
    },
  };
}

function equalL(random: Random): Shape {
  const arm = random.int(3, 6);
  const t = random.int(1, 2);
  return {
    name: 'L shape',
    vertices: [p(0, 0), p(arm, 0), p(arm, t), p(t, t), p(t, arm), p(0, arm)],
    lines: 1,
    where: 'one slanted line through the outside corner and the inside corner',
    notes: {
      0: 'The two arms are the same size, so a slanted fold through the corners matches them.',
      2: 'Only the slanted fold works. Folding up and down or across does not match.',
    },
  };
}

function turnedSquare(random: Random): Shape {
  const a = random.int(2, 4);
  return {
    name: 'square',
    vertices: [p(a, 0), p(2 * a, a), p(a, 2 * a), p(0, a)],
    lines: 4,
    where:
      'one up and down and one across, through opposite corners, and two slanted ones through the middles of the sides',
    notes: { 2: 'This is a square turned on its corner. Like any square, it has 4 lines of symmetry.' },
  };
}

function parallelogram(random: Random): Shape {
  const h = random.int(2, 4);
  const k = random.int(1, 3);
  // Never a rhombus (all sides equal), which would have 2 lines.
  let w = random.int(3, 6);
  if (w * w === k * k + h * h) w += 1;
  return {
    name: 'parallelogram',
    vertices: [p(0, 0), p(w, 0), p(w + k, h), p(k, h)],
    lines: 0,
    where: 'no line: every fold leaves the slanted corners sticking out',
    notes: {
      2: 'A parallelogram looks balanced, but folding it in half does not make the halves match.',
      1: 'Try folding: the slanted sides never land on each other.',
    },
  };
}

function rightTrapezoid(random: Random): Shape {
  const base = random.int(4, 7);
  const slant = random.int(1, 2);
  const h = random.int(2, 4);
  return {
    name: 'trapezoid',
    vertices: [p(0, 0), p(base, 0), p(base - slant, h), p(0, h)],
    lines: 0,
    where: 'no line: one side is straight and the other slants, so no fold matches',
    notes: { 1: 'One side is straight up and down and the other slants, so the halves cannot match.' },
  };
}

const EASY = [house, isoscelesTriangle, arrow, rectangle, isoscelesTrapezoid] as const;
const MEDIUM = [square, plusSign, rhombus, kite, rectangle] as const;
const HARD = [rightIsosceles, equalL, parallelogram, rightTrapezoid, turnedSquare] as const;

const GENERIC: Record<number, string> = {
  0: 'There is at least one fold that makes the halves match.',
  1: 'Count again: look for folds up and down, across and slanted.',
  2: 'Count again: try folds up and down, across and slanted, and check that each one really matches.',
  3: 'Check each fold again. The halves must match exactly.',
  4: 'Not every fold works. Check that each one makes the halves match exactly.',
};

function symmetryProblem(
  random: Random,
  story: StoryContext,
  makers: readonly ((random: Random) => Shape)[],
): NumericProblem {
  const shape = random.pick(makers)(random);
  // Flip the figure over or across: its lines stay where the explanation says, and as many.
  const flip = random.int(0, 2);
  const vertices = settle(shape.vertices.map(({ x, y }) => [p(x, y), p(-x, y), p(x, -y)][flip]!));
  const mistakes: Mistake[] = [0, 1, 2, 4, 3]
    .filter((n) => n !== shape.lines)
    .sort((x, y) => Number(shape.notes[y] !== undefined) - Number(shape.notes[x] !== undefined))
    .map((n) => ({ value: rational(n), note: shape.notes[n] ?? GENERIC[n]! }));
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} draws this ${shape.name} on grid paper for ${story.otherName}. How many lines of symmetry does it have?`,
    visual: gridPicture(vertices),
    answer: rational(shape.lines),
    format: 'whole-number',
    mistakes,
    hints: [
      FOLD,
      'Try folds straight up and down, straight across, and slanted from corner to corner.',
      'Count only the folds where every part of one half lands on the other half.',
    ],
    explanation: [
      FOLD,
      `This ${shape.name} has ${shape.where}.`,
      `So it has ${shape.lines} line${shape.lines === 1 ? '' : 's'} of symmetry.`,
    ],
    parameters: { shape: shape.name, corners: cornersParameter(vertices) },
  };
}

export const linesOfSymmetry = defineGenerator({
  id: '4.6B.lines-of-symmetry',
  version: 1,
  teksCode: '4.6B',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 20 },
  build({ random, story, difficulty }) {
    return symmetryProblem(
      random,
      story,
      difficulty === 'easy' ? EASY : difficulty === 'medium' ? MEDIUM : HARD,
    );
  },
});
