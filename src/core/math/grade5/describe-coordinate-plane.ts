import type { CoordinateGridVisual } from '../../items/visual-types';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem } from '../generator-types';
import { opening } from '../story-text';

/**
 * 5.8A: describe the coordinate plane: the x-axis (across) and y-axis (up) are number lines that meet
 * at the origin, (0, 0); in (x, y) the x-coordinate says how far to go across from the origin and the
 * y-coordinate how far up. Easy: name the parts. Medium: what each number of an ordered pair means.
 * Hard: which ordered pairs lie on an axis. Wrong choices: switching the axes, reading a coordinate as
 * a straight-line distance, (1, 1) for the origin, a point on the wrong axis.
 */
type Choice = ChoiceProblem['choices'][number];

const emptyGrid = (points: CoordinateGridVisual['points'] = []): CoordinateGridVisual => ({
  kind: 'coordinate-grid',
  xMax: 10,
  yMax: 10,
  step: 1,
  xAxisLabel: 'x',
  yAxisLabel: 'y',
  points,
  imageDescription:
    points.length === 0
      ? 'A coordinate grid from 0 to 10 on each axis, with no points plotted.'
      : `A coordinate grid from 0 to 10 on each axis. ${points.map((p) => `Point ${p.label} is at (${p.x}, ${p.y}).`).join(' ')}`,
});

function nameTheParts(random: Random, story: StoryContext): ChoiceProblem {
  const question = random.int(0, 2);
  const lead = `${opening(story)}${story.name} looks at a coordinate plane.`;
  if (question === 0) {
    return {
      kind: 'choices',
      stem: `${lead} The x-axis and the y-axis cross at one point. What is that point called?`,
      visual: emptyGrid(),
      choices: [
        { text: 'the origin', correct: true },
        {
          text: 'the x-axis',
          correct: false,
          note: 'The x-axis is the number line that goes across, not one point.',
        },
        {
          text: 'the y-axis',
          correct: false,
          note: 'The y-axis is the number line that goes up, not one point.',
        },
        {
          text: 'the x-coordinate',
          correct: false,
          note: 'The x-coordinate is the first number in an ordered pair. The crossing point is the origin.',
        },
      ],
      hints: [
        'Every point is found by starting at this point.',
        'It is where the two number lines both show 0.',
        'Its ordered pair is (0, 0).',
      ],
      explanation: [
        'The x-axis and y-axis are number lines that cross at 0.',
        'That point, (0, 0), is called the origin.',
      ],
      parameters: { task: 'crossing', axis: '-', a: 0, b: 0 },
    };
  }
  if (question === 1) {
    const n = random.int(2, 9);
    const wrong: Choice[] = [
      {
        text: '(1, 1)',
        correct: false,
        note: '(1, 1) is 1 unit across and 1 unit up. The origin is where you start.',
      },
      {
        text: `(0, ${n})`,
        correct: false,
        note: `(0, ${n}) is on the y-axis, ${n} units up from the origin.`,
      },
      {
        text: `(${n}, 0)`,
        correct: false,
        note: `(${n}, 0) is on the x-axis, ${n} units across from the origin.`,
      },
      {
        text: `(${n}, ${n})`,
        correct: false,
        note: `(${n}, ${n}) is ${n} units across and ${n} up from the origin.`,
      },
    ];
    return {
      kind: 'choices',
      stem: `${lead} Which ordered pair names the origin?`,
      visual: emptyGrid(),
      choices: [{ text: '(0, 0)', correct: true }, ...random.sample(wrong, 3)],
      hints: [
        'The origin is where the x-axis and the y-axis cross.',
        'Both number lines start there. What number do they start at?',
        'At the origin you have moved 0 units across and 0 units up.',
      ],
      explanation: [
        'The origin is where the axes cross, at 0 on each number line.',
        'You move 0 units across and 0 units up, so the origin is (0, 0).',
      ],
      parameters: { task: 'origin', axis: '-', a: n, b: 0 },
    };
  }
  const axis = random.pick(['x', 'y'] as const);
  const across = 'the number line that goes across, left to right';
  const up = 'the number line that goes up and down';
  return {
    kind: 'choices',
    stem: `${lead} Which describes the ${axis}-axis?`,
    visual: emptyGrid(),
    choices: [
      { text: axis === 'x' ? across : up, correct: true },
      {
        text: axis === 'x' ? up : across,
        correct: false,
        note: `That is the ${axis === 'x' ? 'y' : 'x'}-axis. The ${axis}-axis goes ${axis === 'x' ? 'across' : 'up'}.`,
      },
      {
        text: 'the point where the two number lines cross',
        correct: false,
        note: 'That point is the origin.',
      },
      {
        text: `the ${axis === 'x' ? 'first' : 'second'} number in an ordered pair`,
        correct: false,
        note: `That is the ${axis}-coordinate. It tells how far to move along the ${axis}-axis.`,
      },
    ],
    hints: [
      'The coordinate plane has two number lines, called axes.',
      `In an ordered pair (x, y), x tells how far across and y tells how far up.`,
      `So the ${axis}-axis is the number line you move along for ${axis}.`,
    ],
    explanation: [
      'The x-axis goes across. The y-axis goes up.',
      `So the ${axis}-axis is ${axis === 'x' ? across : up}.`,
    ],
    parameters: { task: 'axis', axis, a: 0, b: 0 },
  };
}

function whatTheNumbersMean(random: Random, story: StoryContext): ChoiceProblem {
  const a = random.int(1, 9);
  let b = random.int(1, 9);
  if (b === a) b = a === 9 ? 2 : a + 1;
  const axis = random.pick(['x', 'y'] as const);
  const label = random.pick(['P', 'Q', 'R', 'M']);
  const value = axis === 'x' ? a : b;
  const right = axis === 'x' ? `right of the origin` : `above the origin`;
  const wrong: Choice[] = [
    {
      text: `The ${value} tells how far ${axis === 'x' ? 'above' : 'right of'} the origin ${label} is.`,
      correct: false,
      note: `The ${axis === 'x' ? 'first' : 'second'} number is the ${axis}-coordinate. It tells how far ${axis === 'x' ? 'across' : 'up'}.`,
    },
    {
      text: `The ${value} tells how far ${label} is from the origin in a straight line.`,
      correct: false,
      note: 'Each coordinate is a move along one axis, not a straight-line distance.',
    },
    {
      text: `The ${value} tells how far ${axis === 'x' ? 'left of' : 'below'} the origin ${label} is.`,
      correct: false,
      note: `In the first quadrant you move ${axis === 'x' ? 'right' : 'up'} from the origin, never ${axis === 'x' ? 'left' : 'down'}.`,
    },
  ];
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} plots point ${label} at (${a}, ${b}). What does the ${value} in (${a}, ${b}) tell?`,
    visual: emptyGrid([{ x: a, y: b, label }]),
    choices: [{ text: `The ${value} tells how far ${right} ${label} is.`, correct: true }, ...wrong],
    hints: [
      'An ordered pair is written (x, y).',
      `The ${value} is the ${axis === 'x' ? 'first' : 'second'} number, so it is the ${axis}-coordinate.`,
      `The ${axis}-coordinate tells how far to move along the ${axis}-axis.`,
    ],
    explanation: [
      `In (${a}, ${b}), ${a} is the x-coordinate and ${b} is the y-coordinate.`,
      `The x-coordinate tells how far right. The y-coordinate tells how far up.`,
      `So the ${value} tells how far ${right} ${label} is.`,
    ],
    parameters: { task: 'meaning', axis, a, b },
  };
}

function onAnAxis(random: Random, story: StoryContext): ChoiceProblem {
  const axis = random.pick(['x', 'y'] as const);
  const n = random.int(2, 9);
  const right = axis === 'x' ? `(${n}, 0)` : `(0, ${n})`;
  const switched = axis === 'x' ? `(0, ${n})` : `(${n}, 0)`;
  const wrong: Choice[] = [
    { text: switched, correct: false, note: `${switched} is on the ${axis === 'x' ? 'y' : 'x'}-axis.` },
    {
      text: `(${n}, ${n})`,
      correct: false,
      note: `(${n}, ${n}) is not on either axis. Neither number is 0.`,
    },
    {
      text: axis === 'x' ? `(${n}, 1)` : `(1, ${n})`,
      correct: false,
      note:
        axis === 'x' ? 'This point is 1 unit above the x-axis.' : 'This point is 1 unit right of the y-axis.',
    },
  ];
  const stem = random.chance(1, 2)
    ? `Which ordered pair names a point on the ${axis}-axis?`
    : `Point K is on the ${axis}-axis, ${n} units from the origin. What ordered pair names point K?`;
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} studies the coordinate plane. ${stem}`,
    choices: [{ text: right, correct: true }, ...wrong],
    hints: [
      axis === 'x'
        ? 'A point on the x-axis has not moved up at all.'
        : 'A point on the y-axis has not moved across at all.',
      axis === 'x'
        ? 'How far up is it? That is its y-coordinate.'
        : 'How far across is it? That is its x-coordinate.',
      `Look for the ordered pair with 0 as its ${axis === 'x' ? 'y' : 'x'}-coordinate.`,
    ],
    explanation: [
      axis === 'x'
        ? 'Points on the x-axis are 0 units up, so their y-coordinate is 0.'
        : 'Points on the y-axis are 0 units across, so their x-coordinate is 0.',
      `${right} is on the ${axis}-axis.`,
    ],
    parameters: { task: 'on-axis', axis, a: n, b: 0 },
  };
}

export const describeCoordinatePlane = defineGenerator({
  id: '5.8A.describe-coordinate-plane',
  version: 1,
  teksCode: '5.8A',
  itemTypes: ['multiple-choice'],
  bounds: { maxWhole: 10 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return nameTheParts(random, story);
    if (difficulty === 'medium') return whatTheNumbersMean(random, story);
    return onAnAxis(random, story);
  },
});
