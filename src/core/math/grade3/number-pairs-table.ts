import { rational } from '../../items/rational';
import type { TableVisual } from '../../items/visual-types';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { NumericProblem } from '../generator-types';
import { capitalise, opening } from '../story-text';
import { wholeMistake as mistake } from './number-algebra-parts';
import { times } from '../times';

/**
 * 3.5E: real-world relationships as number pairs in a table and in words ("each bag has 6 stickers").
 * Easy: continue the table one row; medium: the rows skip, so find the number for a larger input by
 * the rule, not by counting on; hard: work backwards from the total to the number of groups. Wrong
 * choices: adding 1 or the last step instead of using the rule, using the rule the wrong way round.
 */
function table(story: StoryContext, rows: [number, number | null][]): TableVisual {
  const [groups, things] = [capitalise(story.group.many), capitalise(story.thing.many)];
  return {
    kind: 'table',
    title: `${capitalise(story.thing.many)} in ${story.group.many}`,
    headers: [`Number of ${story.group.many}`, `Number of ${story.thing.many}`],
    rows: rows.map(([x, y]) => [String(x), y === null ? '?' : String(y)]),
    imageDescription: `A table with two columns, ${groups} and ${things}. ${rows
      .map(([x, y]) => `${x} ${x === 1 ? story.group.one : story.group.many}: ${y === null ? 'unknown' : y}.`)
      .join(' ')}`,
  };
}

function nextRow(random: Random, story: StoryContext): NumericProblem {
  const { name, thing, group } = story;
  const rate = random.int(2, 10);
  const shown = random.int(3, 4);
  const ask = shown + 1;
  const answer = rate * ask;
  const last = rate * shown;
  const rows: [number, number | null][] = [
    ...times(shown, (i): [number, number] => [i + 1, rate * (i + 1)]),
    [ask, null],
  ];
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} packs ${thing.many} in ${group.many}. Each ${group.one} has the same number. The table shows the pattern. How many ${thing.many} are in ${ask} ${group.many}?`,
    visual: table(story, rows),
    answer: rational(answer),
    format: 'whole-number',
    mistakes: [
      mistake(last + 1, `The ${thing.many} go up by ${rate} for each ${group.one}, not by 1.`),
      mistake(last + ask, `Each new ${group.one} adds ${rate} ${thing.many}, not ${ask}.`),
      mistake(
        rate + ask,
        `The numbers were added. ${ask} ${group.many} with ${rate} in each means multiply.`,
      ),
      mistake(last, `${last} is for ${shown} ${group.many}. Find the number for ${ask} ${group.many}.`),
    ],
    hints: [
      `Look at the first row: 1 ${group.one} has ${rate} ${thing.many}.`,
      `Each ${group.one} adds ${rate} more ${thing.many}.`,
      `Multiply the number of ${group.many} by ${rate}.`,
    ],
    explanation: [
      `In words: each ${group.one} has ${rate} ${thing.many}.`,
      `${ask} × ${rate} = ${answer}.`,
      `${ask} ${group.many} have ${answer} ${thing.many}.`,
    ],
    parameters: { direction: 'forward', rate, input: ask, output: 0 },
  };
}

function skippedRows(random: Random, story: StoryContext): NumericProblem {
  const { name, thing, group } = story;
  const rate = random.int(3, 9);
  const inputs = random.sample([2, 3, 4, 5], 3).sort((a, b) => a - b);
  const ask = random.int(inputs[2]! + 2, Math.min(10, Math.floor(100 / rate)));
  const answer = rate * ask;
  const [x1, x2, x3] = inputs as [number, number, number];
  const stepUp = rate * x3 + (rate * x3 - rate * x2);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} puts ${thing.many} in ${group.many}. Each ${group.one} has the same number. Use the table. How many ${thing.many} are in ${ask} ${group.many}?`,
    visual: table(story, [
      [x1, rate * x1],
      [x2, rate * x2],
      [x3, rate * x3],
      [ask, null],
    ]),
    answer: rational(answer),
    format: 'whole-number',
    mistakes: [
      mistake(
        stepUp,
        `The rows skip numbers, so the last jump does not repeat. Find how many are in 1 ${group.one} first.`,
      ),
      mistake(
        rate * x3 + 1,
        `The table skips rows. Use the rule: ${rate} ${thing.many} in each ${group.one}.`,
      ),
      mistake(rate * x3 + ask, `${ask} ${group.many} is not ${ask} more ${thing.many}. Use the rule.`),
      mistake(rate + ask, `The numbers were added. Use the rule: multiply by ${rate}.`),
      mistake(answer - rate, `This is for ${ask - 1} ${group.many}. Check the number of ${group.many}.`),
    ],
    hints: [
      `Find the rule. ${x1} ${group.many} have ${rate * x1}, so how many are in 1 ${group.one}?`,
      `Each ${group.one} has ${rate} ${thing.many}. Check another row.`,
      `Multiply ${ask} by ${rate}.`,
    ],
    explanation: [
      `${rate * x1} ÷ ${x1} = ${rate}, so each ${group.one} has ${rate} ${thing.many}.`,
      `Check: ${x2} × ${rate} = ${rate * x2}. The rule works.`,
      `${ask} × ${rate} = ${answer}.`,
    ],
    parameters: { direction: 'forward', rate, input: ask, output: 0 },
  };
}

function backwards(random: Random, story: StoryContext): NumericProblem {
  const { name, thing, group } = story;
  const rate = random.int(3, 10);
  const ask = random.int(5, Math.min(10, Math.floor(100 / rate)));
  const total = rate * ask;
  const inputs = random.sample([1, 2, 3, 4], 3).sort((a, b) => a - b);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} puts ${rate} ${thing.many} in each ${group.one}. The table shows some number pairs. How many ${group.many} does ${name} need for ${total} ${thing.many}?`,
    visual: table(story, [...inputs.map((x): [number, number] => [x, rate * x])]),
    answer: rational(ask),
    format: 'whole-number',
    mistakes: [
      mistake(total - rate, `Sharing ${total} into groups of ${rate} means divide, not subtract.`),
      mistake(total + rate, `The table goes the other way: the ${thing.many} are the bigger number. Divide.`),
      mistake(ask + 1, `Check: ${ask + 1} × ${rate} is not ${total}.`),
      mistake(ask - 1, `Check: ${ask - 1} × ${rate} is not ${total}.`),
      mistake(
        rate,
        `${rate} is the number in each ${group.one}. The question asks for the number of ${group.many}.`,
      ),
    ],
    hints: [
      `The rule: each ${group.one} has ${rate} ${thing.many}.`,
      `Work backwards. What number times ${rate} is ${total}?`,
      `Divide: ${total} ÷ ${rate}.`,
    ],
    explanation: [
      `In words: the number of ${thing.many} is ${rate} times the number of ${group.many}.`,
      `To go back from ${thing.many} to ${group.many}, divide: ${total} ÷ ${rate} = ${ask}.`,
      `${name} needs ${ask} ${group.many}.`,
    ],
    parameters: { direction: 'backward', rate, input: 0, output: total },
  };
}

export const numberPairsTable = defineGenerator({
  id: '3.5E.number-pairs-table',
  version: 1,
  teksCode: '3.5E',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 100 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return nextRow(random, story);
    if (difficulty === 'medium') return skippedRows(random, story);
    return backwards(random, story);
  },
});
