import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import type { Noun } from '../contexts/theme-words';
import { defineGenerator } from '../define-generator';
import type { NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { wholeMistake } from './problem-helpers';

/**
 * 5.6B: the volume of a rectangular prism is the number of layers times the number of unit cubes in
 * the base (V = B × h). Easy: the base layer is drawn as an array and the layers are counted. Medium:
 * the area of the base and the height are given. Hard: a box partly filled with layers; how many more
 * cubes fill it. Wrong answers: one layer only, adding the numbers, one layer too many or too few,
 * the cubes already in the box.
 */
const CUBIC_UNIT: Noun = { one: 'cubic unit', many: 'cubic units' };
const CUBES: Noun = { one: 'unit cube', many: 'unit cubes' };

function arrayBase(random: Random, story: StoryContext): NumericProblem {
  const rows = random.int(2, 6);
  const columns = random.int(2, 7);
  const layers = random.int(2, 6);
  const base = rows * columns;
  const volume = base * layers;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} builds a rectangular prism with unit cubes. The picture shows the bottom layer. The prism has ${layers} layers like it. What is the volume of the prism?`,
    visual: {
      kind: 'array',
      rows,
      columns,
      imageDescription: `The bottom layer of unit cubes, seen from above: ${rows} rows with ${columns} cubes in each row.`,
    },
    answer: rational(volume),
    format: 'whole-number',
    unit: CUBIC_UNIT,
    mistakes: [
      ...wholeMistake(base, `${base} is one layer only. The prism has ${layers} layers.`),
      ...wholeMistake(
        rows + columns + layers,
        'The numbers were added. Multiply the cubes in a layer by the layers.',
      ),
      ...wholeMistake(base + layers, `The ${layers} layers were added. Multiply by the number of layers.`),
      ...wholeMistake(base * (layers + 1), 'This counts one layer too many.'),
      ...wholeMistake(base * (layers - 1), 'This counts one layer too few.'),
    ],
    hints: [
      'Count the cubes in the bottom layer first.',
      `The bottom layer has ${rows} rows of ${columns} cubes.`,
      'Multiply the cubes in one layer by the number of layers.',
    ],
    explanation: [
      `Bottom layer: ${rows} × ${columns} = ${base} cubes.`,
      `${layers} layers: ${base} × ${layers} = ${volume} cubes.`,
      `The volume is ${volume} cubic units.`,
    ],
    parameters: { task: 'array-base', rows, columns, layers, filled: 0 },
  };
}

function baseAreaTimesHeight(random: Random, story: StoryContext): NumericProblem {
  const unit = random.pick(['inch', 'centimeter', 'foot'] as const);
  const units = unit === 'inch' ? 'inches' : unit === 'foot' ? 'feet' : 'centimeters';
  const rows = random.int(2, 9);
  const columns = random.int(3, 12);
  const height = random.int(2, 9);
  const base = rows * columns;
  const volume = base * height;
  const cubic: Noun = { one: `cubic ${unit}`, many: `cubic ${units}` };
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} has a box for ${story.thing.many}. The base of the box has an area of ${base} square ${units}. The box is ${height} ${units} tall. What is the volume of the box?`,
    answer: rational(volume),
    format: 'whole-number',
    unit: cubic,
    mistakes: [
      ...wholeMistake(base + height, 'The base and height were added. V = B × h, so multiply.'),
      ...wholeMistake(base, `${base} is the base: one layer of cubes. There are ${height} layers.`),
      ...wholeMistake(base * (height - 1), 'This is one layer too few.'),
      ...wholeMistake(base * (height + 1), 'This is one layer too many.'),
    ],
    hints: [
      `The base area tells how many cubes fit in one layer: ${base}.`,
      `The height tells how many layers there are: ${height}.`,
      'Use V = B × h.',
    ],
    explanation: [
      `One layer holds ${base} cubes, and there are ${height} layers.`,
      `V = B × h = ${base} × ${height} = ${volume}.`,
      `The volume is ${volume} cubic ${units}.`,
    ],
    parameters: { task: 'base-area', rows: base, columns: 1, layers: height, filled: 0 },
  };
}

function finishFilling(random: Random, story: StoryContext): NumericProblem {
  const length = random.int(3, 8);
  const width = random.int(2, 6);
  const height = random.int(3, 8);
  // At least two layers are left, so "one more layer" is a real slip and not the answer.
  const filled = random.int(1, height - 2);
  const base = length * width;
  const answer = base * (height - filled);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} fills a box with unit cubes. The box is ${length} cubes long, ${width} cubes wide and ${height} cubes tall. ${story.name} has put in ${filled} full ${filled === 1 ? 'layer' : 'layers'}. How many more unit cubes will fill the box?`,
    answer: rational(answer),
    format: 'whole-number',
    unit: CUBES,
    mistakes: [
      ...wholeMistake(base * height, `${base * height} cubes fill the whole box. Some are already in.`),
      ...wholeMistake(base * filled, `${base * filled} cubes are already in the box. Find how many more.`),
      ...wholeMistake(base, `${base} cubes make one layer. More than one layer is missing.`),
      ...wholeMistake(
        height - filled,
        `${height - filled} is the number of layers left. Each layer has ${base} cubes.`,
      ),
    ],
    hints: [
      `One layer is ${length} × ${width} cubes.`,
      `The box is ${height} layers tall, and ${filled} are full. How many layers are left?`,
      'Multiply the cubes in one layer by the layers left.',
    ],
    explanation: [
      `One layer: ${length} × ${width} = ${base} cubes.`,
      `Layers left: ${height} − ${filled} = ${height - filled}.`,
      `${base} × ${height - filled} = ${answer} more cubes.`,
    ],
    parameters: { task: 'finish', rows: length, columns: width, layers: height, filled },
  };
}

export const prismVolumeByLayers = defineGenerator({
  id: '5.6B.prism-volume-by-layers',
  version: 1,
  teksCode: '5.6B',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 2000 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return arrayBase(random, story);
    if (difficulty === 'medium') return baseAreaTimesHeight(random, story);
    return finishFilling(random, story);
  },
});
