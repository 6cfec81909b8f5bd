import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { wholeMistake as mistake } from './number-algebra-parts';

/**
 * 3.4D: the total of equal groups, or of an array, up to 10 by 10. Easy: count an array in the
 * picture; medium: equal groups in a story; hard: join two arrays with the same number in each row.
 * Wrong choices: adding the rows and columns, a row or group too many or too few, counting only the
 * squares around the edge, forgetting the rows that were added.
 */
function pictureArray(random: Random, story: StoryContext): NumericProblem {
  const rows = random.int(2, 6);
  const columns = random.int(3, 8);
  const total = rows * columns;
  const { name, thing } = story;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} lines up ${thing.many} in an array. How many ${thing.many} are in the array?`,
    visual: {
      kind: 'array',
      rows,
      columns,
      imageDescription: `An array of ${thing.many} with ${rows} rows and ${columns} in each row.`,
    },
    answer: rational(total),
    format: 'whole-number',
    mistakes: [
      mistake(
        rows + columns,
        `The rows and the number in each row were added. ${rows} rows of ${columns} means multiply.`,
      ),
      mistake(
        2 * rows + 2 * columns - 4,
        'This counts only the ones around the edge. Count the ones inside too.',
      ),
      mistake((rows - 1) * columns, 'One row was left out. Count the rows again.'),
      mistake((rows + 1) * columns, 'One row too many was counted. Count the rows again.'),
      mistake(rows * (columns - 1), `Each row has ${columns}. Count the ones in a row again.`),
    ],
    hints: [
      'Count the rows. Then count how many are in one row.',
      `There are ${rows} rows with ${columns} in each row.`,
      `Skip count by ${columns}, ${rows} times. Or multiply ${rows} × ${columns}.`,
    ],
    explanation: [
      `The array has ${rows} rows with ${columns} in each row.`,
      `${rows} × ${columns} = ${total}.`,
      `There are ${total} ${thing.many}.`,
    ],
    parameters: { kind: 'array', groups: rows, each: columns, more: 0 },
  };
}

function equalGroups(random: Random, story: StoryContext): NumericProblem {
  const groups = random.int(3, 10);
  const each = random.int(3, 10);
  const total = groups * each;
  const { name, thing, group } = story;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} fills ${groups} ${group.many}. Each ${group.one} holds ${each} ${thing.many}. How many ${thing.many} does ${name} put in the ${group.many}?`,
    answer: rational(total),
    format: 'whole-number',
    mistakes: [
      mistake(groups + each, `The numbers were added. ${groups} equal groups of ${each} means multiply.`),
      mistake((groups - 1) * each, `One ${group.one} was left out. There are ${groups} ${group.many}.`),
      mistake(
        (groups + 1) * each,
        `One ${group.one} too many was counted. There are ${groups} ${group.many}.`,
      ),
      mistake(groups * (each - 1), `Each ${group.one} holds ${each}, not ${each - 1}.`),
      mistake(total + 10, `Check the fact: ${groups} × ${each}.`),
    ],
    hints: [
      'Are the groups equal? How many groups are there?',
      `There are ${groups} groups of ${each}.`,
      `Multiply ${groups} × ${each}, or skip count by ${each}.`,
    ],
    explanation: [
      `${groups} ${group.many} with ${each} in each are ${groups} equal groups of ${each}.`,
      `${groups} × ${each} = ${total}.`,
      `${name} puts ${total} ${thing.many} in the ${group.many}.`,
    ],
    parameters: { kind: 'groups', groups, each, more: 0 },
  };
}

function joinArrays(random: Random, story: StoryContext): NumericProblem {
  const columns = random.int(3, 10);
  const first = random.int(2, 6);
  const more = random.int(2, 10 - first);
  const rows = first + more;
  const total = rows * columns;
  const { name, otherName, thing } = story;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} puts ${thing.many} in ${first} rows of ${columns}. ${otherName} adds ${more} more rows of ${columns}. How many ${thing.many} are there now?`,
    visual: {
      kind: 'array',
      rows,
      columns,
      imageDescription: `An array with ${rows} rows of ${columns}: ${first} rows from ${name} and ${more} rows from ${otherName}.`,
    },
    answer: rational(total),
    format: 'whole-number',
    mistakes: [
      mistake(first * columns, `${first * columns} is ${name}'s rows only. Add ${otherName}'s rows too.`),
      mistake(
        first * columns + more,
        `${otherName} adds ${more} rows of ${columns}, not ${more} ${thing.many}.`,
      ),
      mistake(first + more + columns, 'The numbers were added. Rows of the same size mean multiply.'),
      mistake(more * columns, `${more * columns} is ${otherName}'s rows only. Add ${name}'s rows too.`),
      mistake(total - columns, 'One row was left out. Count the rows again.'),
    ],
    hints: [
      'Every row has the same number. How many rows are there in all?',
      `${first} rows and ${more} more rows make ${rows} rows.`,
      `Multiply the number of rows by ${columns}.`,
    ],
    explanation: [
      `${first} + ${more} = ${rows} rows.`,
      `${rows} rows of ${columns}: ${rows} × ${columns} = ${total}.`,
      `Or: ${first} × ${columns} = ${first * columns} and ${more} × ${columns} = ${more * columns}, so ${first * columns} + ${more * columns} = ${total}.`,
    ],
    parameters: { kind: 'join', groups: first, each: columns, more },
  };
}

export const equalGroupsArrays = defineGenerator({
  id: '3.4D.equal-groups-arrays',
  version: 1,
  teksCode: '3.4D',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 110 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return pictureArray(random, story);
    if (difficulty === 'medium') return equalGroups(random, story);
    return joinArrays(random, story);
  },
});
