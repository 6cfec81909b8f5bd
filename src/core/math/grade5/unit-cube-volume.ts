import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem, NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { wholeMistake } from './problem-helpers';

/**
 * 5.6A: a unit cube has a volume of one cubic unit, and a solid packed with n unit cubes (no gaps, no
 * overlaps) has a volume of n cubic units. Easy: name the volume of a solid built from unit cubes, in
 * the right unit. Medium: what a unit cube is, and what its volume is. Hard: count what fills a solid:
 * a box with room left, or a stack of layers that are not all the same. Wrong choices: square units or
 * plain units, adding the three edges (3) or counting faces (6), counting only what is already in.
 */
interface Unit {
  one: string;
  many: string;
}
const UNITS: readonly Unit[] = [
  { one: 'inch', many: 'inches' },
  { one: 'centimeter', many: 'centimeters' },
  { one: 'foot', many: 'feet' },
  { one: 'meter', many: 'meters' },
];

type Choice = ChoiceProblem['choices'][number];

function volumeInUnits(random: Random, story: StoryContext): ChoiceProblem {
  const unit = random.pick(UNITS);
  const cubes = random.int(8, 60);
  const right: Choice = { text: `The volume is ${cubes} cubic ${unit.many}.`, correct: true };
  const wrong: Choice[] = [
    {
      text: `The volume is ${cubes} square ${unit.many}.`,
      correct: false,
      note: 'Square units measure area, the flat space on a surface. Volume is measured in cubic units.',
    },
    {
      text: `The volume is ${cubes} ${unit.many}.`,
      correct: false,
      note: 'Plain units measure length. Volume is measured in cubic units.',
    },
    {
      text: `The volume is ${cubes * 6} cubic ${unit.many}.`,
      correct: false,
      note: 'This counts the 6 faces of every cube. Each whole cube counts as 1 cubic unit.',
    },
    {
      text: `The volume is ${cubes * 3} cubic ${unit.many}.`,
      correct: false,
      note: 'This adds the 3 edges of each cube: 1 + 1 + 1. A unit cube has a volume of 1 cubic unit.',
    },
  ];
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} builds a solid with ${cubes} cubes. Each cube is 1 ${unit.one} long, 1 ${unit.one} wide and 1 ${unit.one} tall. There are no gaps or overlaps. What is the volume of the solid?`,
    choices: [right, ...random.sample(wrong, 3)],
    hints: [
      `Each cube is a unit cube. Its volume is 1 cubic ${unit.one}.`,
      'Volume counts how many unit cubes fill a solid.',
      `Count the cubes and name the unit: cubic ${unit.many}.`,
    ],
    explanation: [
      `A cube 1 ${unit.one} on each edge has a volume of 1 cubic ${unit.one}.`,
      `The solid is filled by ${cubes} of them with no gaps or overlaps.`,
      `So its volume is ${cubes} cubic ${unit.many}.`,
    ],
    parameters: { task: 'units', cubes, unit: unit.many, edge: 0, room: 0 },
  };
}

function whatIsAUnitCube(random: Random, story: StoryContext): ChoiceProblem {
  const unit = random.pick(UNITS);
  const edge = random.int(2, 5);
  if (random.chance(1, 2)) {
    const wrong: Choice[] = [
      {
        text: `a cube with edges ${edge} ${unit.many} long`,
        correct: false,
        note: `A unit cube has edges 1 ${unit.one} long. This cube is bigger.`,
      },
      {
        text: `a square with sides 1 ${unit.one} long`,
        correct: false,
        note: 'A square is flat. It has area but no volume, so it is not a cube.',
      },
      {
        text: `a box 1 ${unit.one} long, 1 ${unit.one} wide and ${edge} ${unit.many} tall`,
        correct: false,
        note: 'This box is taller than it is wide, so it is not a cube.',
      },
      {
        text: `a rectangle 1 ${unit.one} wide and ${edge} ${unit.many} long`,
        correct: false,
        note: 'A rectangle is flat. A unit cube is a solid with every edge 1 unit long.',
      },
    ];
    return {
      kind: 'choices',
      stem: `${opening(story)}${story.name} wants to measure volume in cubic ${unit.many}. Which of these is a unit cube for this?`,
      choices: [{ text: `a cube with edges 1 ${unit.one} long`, correct: true }, ...random.sample(wrong, 3)],
      hints: [
        'A unit cube is a solid, not a flat shape.',
        'All of its edges are the same length.',
        `Each edge of this unit cube is 1 ${unit.one} long.`,
      ],
      explanation: [
        'A unit cube is a cube with every edge 1 unit long.',
        `So a cube with edges 1 ${unit.one} long is a unit cube.`,
        `Its volume is 1 cubic ${unit.one}.`,
      ],
      parameters: { task: 'which-cube', cubes: 0, unit: unit.many, edge, room: 0 },
    };
  }
  const wrong: Choice[] = [
    {
      text: `It has a volume of 1 square ${unit.one}.`,
      correct: false,
      note: 'Square units measure flat area. Volume is measured in cubic units.',
    },
    {
      text: `It has a volume of 3 cubic ${unit.many}.`,
      correct: false,
      note: 'This adds the three edges: 1 + 1 + 1. The cube is 1 × 1 × 1.',
    },
    {
      text: `It has a volume of 6 cubic ${unit.many}.`,
      correct: false,
      note: 'This counts the 6 faces. The whole cube is just 1 cubic unit.',
    },
    {
      text: `It has a volume of 12 cubic ${unit.many}.`,
      correct: false,
      note: 'This counts the 12 edges. The whole cube is just 1 cubic unit.',
    },
  ];
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} holds a cube. Each edge is 1 ${unit.one} long. Which statement about the cube is true?`,
    choices: [{ text: `It has a volume of 1 cubic ${unit.one}.`, correct: true }, ...random.sample(wrong, 3)],
    hints: [
      'This is a unit cube: every edge is 1 unit long.',
      'Volume counts how many unit cubes fill a solid.',
      'How many unit cubes fill this cube?',
    ],
    explanation: [
      `Every edge is 1 ${unit.one} long, so this is a unit cube.`,
      'Exactly one unit cube fills it.',
      `Its volume is 1 cubic ${unit.one}.`,
    ],
    parameters: { task: 'cube-volume', cubes: 1, unit: unit.many, edge: 1, room: 0 },
  };
}

const CUBIC_UNITS = { one: 'cubic unit', many: 'cubic units' };

function countWhatFills(random: Random, story: StoryContext): NumericProblem {
  const { name } = story;
  if (random.chance(1, 2)) {
    const inside = random.int(10, 40);
    const room = random.int(3, 15);
    const volume = inside + room;
    return {
      kind: 'numeric',
      stem: `${opening(story)}${name} puts ${inside} unit cubes in a box. There is room for exactly ${room} more cubes, with no gaps. What is the volume of the box?`,
      answer: rational(volume),
      format: 'whole-number',
      unit: CUBIC_UNITS,
      mistakes: [
        ...wholeMistake(
          inside,
          `${inside} cubes are in the box, but it is not full yet. Volume counts the cubes that fill it.`,
        ),
        ...wholeMistake(room, `${room} is the room left. Add the cubes already in the box.`),
        ...wholeMistake(inside - room, 'The numbers were subtracted. A full box holds both groups of cubes.'),
      ],
      hints: [
        'Volume is the number of unit cubes that fill the box with no gaps.',
        'The box is full only when the extra cubes are in too.',
        `Add ${inside} and ${room}.`,
      ],
      explanation: [
        `A full box holds the ${inside} cubes and ${room} more.`,
        `${inside} + ${room} = ${volume}.`,
        `The volume is ${volume} cubic units.`,
      ],
      parameters: { task: 'room-left', cubes: inside, unit: 'units', edge: 0, room },
    };
  }
  const bottom = random.int(8, 20);
  const middle = random.int(4, bottom - 2);
  const top = random.int(1, middle - 1);
  const volume = bottom + middle + top;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} stacks unit cubes in 3 layers, with no gaps. The bottom layer has ${bottom} cubes. The middle layer has ${middle}. The top layer has ${top}. What is the volume of the stack?`,
    answer: rational(volume),
    format: 'whole-number',
    unit: CUBIC_UNITS,
    mistakes: [
      ...wholeMistake(
        bottom * 3,
        'This treats every layer like the bottom one. The layers are different sizes.',
      ),
      ...wholeMistake(bottom, `${bottom} is the bottom layer only. Count every layer.`),
      ...wholeMistake(bottom + middle, 'The top layer was left out.'),
      ...wholeMistake(bottom * middle * top, 'The layers were multiplied. Add the cubes in each layer.'),
    ],
    hints: [
      'Volume counts every unit cube in the stack.',
      'The layers have different numbers of cubes, so count each layer.',
      'Add the three layers.',
    ],
    explanation: [
      'Each unit cube is 1 cubic unit.',
      `${bottom} + ${middle} + ${top} = ${volume} cubes.`,
      `The volume is ${volume} cubic units.`,
    ],
    parameters: { task: 'layers', cubes: bottom, unit: 'units', edge: middle, room: top },
  };
}

export const unitCubeVolume = defineGenerator({
  id: '5.6A.unit-cube-volume',
  version: 1,
  teksCode: '5.6A',
  itemTypes: ['multiple-choice'],
  bounds: { maxWhole: 10_000 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return volumeInUnits(random, story);
    if (difficulty === 'medium') return whatIsAUnitCube(random, story);
    return countWhatFills(random, story);
  },
});
