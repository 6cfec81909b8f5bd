import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { wholeMistake as mistake } from './number-algebra-parts';
import { times } from '../times';

/**
 * 3.4E: multiplication facts shown as equal jumps on a number line, repeated addition, and an area
 * model split into two parts. Easy: where equal jumps land; medium: write a repeated sum as a times
 * fact (how many groups); hard: put the two parts of a split area model back together. Wrong choices:
 * adding the jump size and the number of jumps, counting plus signs instead of addends, forgetting
 * to multiply the second part.
 */
function jumps(random: Random, story: StoryContext): NumericProblem {
  const size = random.int(2, 5);
  const count = random.int(3, 6);
  const end = size * count;
  const { name } = story;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} starts at 0 on a number line. ${name} makes ${count} jumps, and each jump is ${size} long. Where does ${name} land?`,
    visual: {
      kind: 'number-line',
      divisions: end + size,
      tickLabels: times(count + 2, (i) => ({
        tick: i * size,
        text: String(i * size),
      })).filter((label) => label.tick <= size),
      points: [],
      jumps: times(count, (i) => ({
        fromTick: i * size,
        toTick: (i + 1) * size,
        label: `+${size}`,
      })),
      imageDescription: `A number line from 0 with ${count} equal jumps of ${size}, each labelled +${size}. Only 0 and ${size} are labelled.`,
    },
    answer: rational(end),
    format: 'whole-number',
    mistakes: [
      mistake(
        size + count,
        `The jump size and the number of jumps were added. ${count} jumps of ${size} means multiply.`,
      ),
      mistake(size * (count - 1), 'One jump was left out. Count the jumps again.'),
      mistake(size * (count + 1), 'One jump too many was counted. Count the jumps again.'),
      mistake(count, `${count} is the number of jumps. Each jump moves ${size}.`),
    ],
    hints: [
      `Each jump moves ${size}. Skip count by ${size}.`,
      `${count} jumps of ${size} is ${count} groups of ${size}.`,
      `Multiply ${count} × ${size}.`,
    ],
    explanation: [
      `Skip count by ${size}: ${times(count, (i) => (i + 1) * size).join(', ')}.`,
      `${count} × ${size} = ${end}.`,
      `${name} lands on ${end}.`,
    ],
    parameters: { model: 'jumps', first: count, second: size, third: 0 },
  };
}

function repeatedAddition(random: Random, story: StoryContext): NumericProblem {
  const addend = random.int(3, 9);
  const count = random.int(3, 8);
  const sum = times(count, () => String(addend)).join(' + ');
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} writes ${sum}. ${story.otherName} writes it as ? × ${addend}. What is the missing number?`,
    answer: rational(count),
    format: 'whole-number',
    mistakes: [
      mistake(count - 1, `This counts the plus signs. Count the ${addend}s instead.`),
      mistake(
        addend,
        `${addend} is the number being added. The missing number is how many times it is added.`,
      ),
      mistake(
        addend * count,
        `${addend * count} is the total. The missing number is how many ${addend}s there are.`,
      ),
      mistake(count + 1, `Count the ${addend}s again.`),
    ],
    hints: [
      'Repeated addition of the same number is multiplication.',
      `Count how many times ${addend} is added.`,
      `The missing number is the number of groups of ${addend}.`,
    ],
    explanation: [
      `${addend} is added ${count} times.`,
      `${count} groups of ${addend} is ${count} × ${addend}.`,
      `The missing number is ${count}.`,
    ],
    parameters: { model: 'repeated-addition', first: addend * count, second: addend, third: 0 },
  };
}

function splitArea(random: Random, story: StoryContext): NumericProblem {
  const rows = random.int(6, 9);
  const columns = random.int(6, 9);
  const left = 5;
  const right = columns - left;
  const product = rows * columns;
  const { name } = story;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} finds ${rows} × ${columns} with an area model. ${name} splits it into ${rows} × ${left} and ${rows} × ${right}. What is ${rows} × ${columns}?`,
    visual: {
      kind: 'area-model',
      rowParts: [rows],
      columnParts: [left, right],
      showPartialProducts: false,
      imageDescription: `A rectangle ${rows} tall and ${columns} wide, split into a ${rows} by ${left} part and a ${rows} by ${right} part.`,
    },
    answer: rational(product),
    format: 'whole-number',
    mistakes: [
      mistake(
        rows * left + right,
        `The second part is ${rows} × ${right}, not just ${right}. Multiply both parts.`,
      ),
      mistake(rows * left, `${rows * left} is only the first part. Add the second part, ${rows} × ${right}.`),
      mistake(rows + columns, 'The sides were added. The area model shows multiplication.'),
      mistake(rows * left + rows + right, `The second part is ${rows} × ${right}. Multiply, do not add.`),
      mistake(product - rows, `Check the second part: ${rows} × ${right} = ${rows * right}.`),
    ],
    hints: [
      'The area model splits one factor into two parts.',
      `Find each part: ${rows} × ${left} and ${rows} × ${right}.`,
      'Add the two parts together.',
    ],
    explanation: [
      `${rows} × ${left} = ${rows * left}.`,
      `${rows} × ${right} = ${rows * right}.`,
      `${rows * left} + ${rows * right} = ${product}, so ${rows} × ${columns} = ${product}.`,
    ],
    parameters: { model: 'area', first: rows, second: left, third: right },
  };
}

export const multiplicationModels = defineGenerator({
  id: '3.4E.multiplication-models',
  version: 1,
  teksCode: '3.4E',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 100 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return jumps(random, story);
    if (difficulty === 'medium') return repeatedAddition(random, story);
    return splitArea(random, story);
  },
});
