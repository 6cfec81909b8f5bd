import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem } from '../generator-types';
import { opening } from '../story-text';
import {
  angleKinds,
  cornersParameter,
  drawClearFigure,
  gridPicture,
  hasClearAngles,
  settle,
  type GridPoint,
} from './grid-shapes';

/**
 * 4.6C: classify triangles as acute, right or obtuse. Easy: a triangle on grid paper with a flat base.
 * Medium: the three angle measures are given in words. Hard: a tilted triangle on grid paper, where a
 * square corner does not sit along the grid lines. Each choice names a kind and gives the reason, so
 * the wrong ones show the misconception: "acute because it has acute angles", two obtuse angles.
 */
type Kind = 'acute' | 'right' | 'obtuse';
type Choice = ChoiceProblem['choices'][number];

export const KIND_CHOICES: Record<Kind, string> = {
  acute: 'an acute triangle, because all 3 angles are acute',
  right: 'a right triangle, because it has 1 right angle',
  obtuse: 'an obtuse triangle, because it has 1 obtuse angle',
};
const IMPOSSIBLE: readonly Choice[] = [
  {
    text: 'a right triangle, because it has 2 right angles',
    correct: false,
    note: 'A triangle can never have 2 right angles. Its sides could not meet.',
  },
  {
    text: 'an obtuse triangle, because it has 2 obtuse angles',
    correct: false,
    note: 'A triangle can never have 2 obtuse angles. Its sides could not meet.',
  },
];
const WRONG_NOTES: Record<Kind, string> = {
  acute: 'Every triangle has acute angles. It is acute only if all 3 angles are acute.',
  right: 'A right angle makes a square corner. Check the corners again.',
  obtuse: 'An obtuse angle opens wider than a square corner. Check the corners again.',
};

function choicesFor(random: Random, kind: Kind): Choice[] {
  const others = (['acute', 'right', 'obtuse'] as const).filter((k) => k !== kind);
  return [
    { text: KIND_CHOICES[kind], correct: true },
    ...others.map((k) => ({ text: KIND_CHOICES[k], correct: false, note: WRONG_NOTES[k] })),
    random.pick(IMPOSSIBLE),
  ];
}

function kindOf(vertices: readonly GridPoint[]): Kind {
  const kinds = angleKinds(vertices);
  return kinds.includes('right') ? 'right' : kinds.includes('obtuse') ? 'obtuse' : 'acute';
}

const HINTS = [
  'Look at the largest angle of the triangle.',
  'Compare it with a square corner, like the corner of a sheet of paper.',
  'Smaller than a square corner is acute. A square corner is right. Wider is obtuse.',
];

function explainPicture(kind: Kind): string[] {
  return [
    'Check each corner with the corner of a sheet of paper.',
    kind === 'right'
      ? 'One corner fits the square corner exactly: it is a right angle.'
      : kind === 'obtuse'
        ? 'One corner opens wider than the square corner: it is obtuse.'
        : 'All 3 corners are smaller than the square corner: they are acute.',
    `So it is ${KIND_CHOICES[kind]}.`,
  ];
}

function pictured(random: Random, story: StoryContext): ChoiceProblem {
  const figure = drawClearFigure(
    random,
    random.pick(['right triangle', 'acute triangle', 'obtuse triangle'] as const),
  );
  const kind = kindOf(figure.vertices);
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} draws a triangle on grid paper. Which best describes the triangle?`,
    visual: gridPicture(figure.vertices),
    choices: choicesFor(random, kind),
    hints: HINTS,
    explanation: explainPicture(kind),
    parameters: { corners: cornersParameter(figure.vertices), angles: '' },
  };
}

function measured(random: Random, story: StoryContext): ChoiceProblem {
  const kind = random.pick(['acute', 'right', 'obtuse'] as const);
  let angles: number[];
  if (kind === 'right') {
    const a = random.int(20, 70);
    angles = [90, a, 90 - a];
  } else if (kind === 'obtuse') {
    const big = random.int(95, 150);
    const a = random.int(10, 180 - big - 10);
    angles = [big, a, 180 - big - a];
  } else {
    const a = random.int(50, 85);
    const b = random.int(Math.max(95 - a, 30), 85);
    angles = [a, b, 180 - a - b];
  }
  const shown = random.shuffle(angles);
  const largest = Math.max(...angles);
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.otherName} measures the angles of a triangle. They are ${shown[0]}°, ${shown[1]}° and ${shown[2]}°. Which best describes the triangle?`,
    choices: choicesFor(random, kind),
    hints: [
      'Find the largest angle.',
      'A right angle is exactly 90°. An obtuse angle is more than 90°.',
      'If every angle is less than 90°, all 3 are acute.',
    ],
    explanation: [
      `The largest angle is ${largest}°.`,
      largest === 90
        ? '90° is a right angle.'
        : largest > 90
          ? `${largest}° is more than 90°, so it is obtuse.`
          : `${largest}° is less than 90°, so every angle is acute.`,
      `So it is ${KIND_CHOICES[kind]}.`,
    ],
    parameters: { corners: '', angles: shown.join(' ') },
  };
}

/** A triangle whose sides do not all follow the grid: a tilted right triangle, or any clear triangle. */
function tilted(random: Random, story: StoryContext): ChoiceProblem {
  let vertices: GridPoint[];
  if (random.chance(1, 2)) {
    const [a, b] = [random.int(1, 4), random.int(1, 3)];
    const k = random.int(1, 2);
    vertices = settle([
      { x: b * k, y: 0 },
      { x: b * k + a, y: b },
      { x: 0, y: a * k },
    ]);
  } else {
    const draw = () =>
      settle([
        { x: 0, y: random.int(0, 3) },
        { x: random.int(4, 8), y: random.int(0, 2) },
        { x: random.int(1, 7), y: random.int(4, 7) },
      ]);
    vertices = draw();
    for (let tries = 0; tries < 30 && !hasClearAngles(vertices); tries += 1) vertices = draw();
  }
  const kind = kindOf(vertices);
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} draws a tilted triangle on grid paper. Which best describes the triangle?`,
    visual: gridPicture(vertices),
    choices: choicesFor(random, kind),
    hints: [
      'The triangle is tilted, so a square corner may not line up with the grid lines.',
      'Turn a sheet of paper so its corner fits into each corner of the triangle.',
      HINTS[2]!,
    ],
    explanation: explainPicture(kind),
    parameters: { corners: cornersParameter(vertices), angles: '' },
  };
}

export const classifyTriangles = defineGenerator({
  id: '4.6C.classify-triangles',
  version: 1,
  teksCode: '4.6C',
  itemTypes: ['multiple-choice'],
  bounds: { maxWhole: 180 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return pictured(random, story);
    if (difficulty === 'medium') return measured(random, story);
    return tilted(random, story);
  },
});
