import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { wholeMistake as mistake } from './number-algebra-parts';
import { times } from '../times';

/**
 * 3.5B: represent and solve one- and two-step multiplication and division problems within 100 with
 * strip diagrams, arrays and equations. Easy: a strip diagram of equal parts (share and find one
 * part); medium: an array and its equation with an unknown number of rows or columns; hard: a two-step
 * story written as one equation. Wrong choices: subtracting or adding instead, the number of groups for
 * the size of a group, stopping after the first step.
 */
function stripShare(random: Random, story: StoryContext): NumericProblem {
  const { name, thing, group } = story;
  const parts = random.int(3, 6);
  const each = random.int(3, 10);
  const total = parts * each;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} puts ${total} ${thing.many} into ${parts} ${group.many}. Each ${group.one} gets the same number. The strip diagram shows the problem. What is n?`,
    visual: {
      kind: 'strip-diagram',
      segments: times(parts, () => ({ size: 1, label: 'n' })),
      totalLabel: String(total),
      imageDescription: `A strip diagram with ${parts} equal parts, each labelled n. The whole strip is ${total}.`,
    },
    answer: rational(each),
    format: 'whole-number',
    mistakes: [
      mistake(
        total - parts,
        `The numbers were subtracted. ${total} split into ${parts} equal parts means divide.`,
      ),
      mistake(parts, `${parts} is the number of parts. n is the size of each part.`),
      mistake(
        total + parts,
        `The numbers were added. ${total} split into ${parts} equal parts means divide.`,
      ),
      mistake(each + 1, `Check: ${parts} × ${each + 1} is not ${total}.`),
      mistake(each - 1, `Check: ${parts} × ${each - 1} is not ${total}.`),
    ],
    hints: [
      `The whole strip is ${total}. It has ${parts} equal parts.`,
      `Write an equation: ${parts} × n = ${total}, or ${total} ÷ ${parts} = n.`,
      `Think: ${parts} times what number is ${total}?`,
    ],
    explanation: [
      `The strip shows ${total} split into ${parts} equal parts.`,
      `${total} ÷ ${parts} = n.`,
      `${parts} × ${each} = ${total}, so n = ${each}.`,
    ],
    parameters: { structure: 'share', first: total, second: parts, third: 0 },
  };
}

function arrayEquation(random: Random, story: StoryContext): NumericProblem {
  const { name, thing } = story;
  const rows = random.int(3, 9);
  const columns = random.int(3, 9);
  const total = rows * columns;
  const askRows = random.chance(1, 2);
  const known = askRows ? columns : rows;
  const answer = askRows ? rows : columns;
  const equation = askRows ? `n × ${columns} = ${total}` : `${rows} × n = ${total}`;
  return {
    kind: 'numeric',
    stem: askRows
      ? `${opening(story)}${name} puts ${total} ${thing.many} in rows. Each row has ${columns}. The equation ${equation} shows this. How many rows are there?`
      : `${opening(story)}${name} puts ${total} ${thing.many} in ${rows} equal rows. The equation ${equation} shows this. How many ${thing.many} are in each row?`,
    visual: {
      kind: 'array',
      rows,
      columns,
      imageDescription: `An array of ${total} ${thing.many} in ${rows} rows with ${columns} in each row.`,
    },
    answer: rational(answer),
    format: 'whole-number',
    mistakes: [
      mistake(known, `${known} is the number you were given. n is the other factor.`),
      mistake(total - known, `The numbers were subtracted. Ask: ${known} times what number is ${total}?`),
      mistake(total + known, `The numbers were added. Ask: ${known} times what number is ${total}?`),
      mistake(answer + 1, `Check: ${known} × ${answer + 1} is not ${total}.`),
      mistake(answer - 1, `Check: ${known} × ${answer - 1} is not ${total}.`),
    ],
    hints: [
      `The array has ${total} in all.`,
      `Read the equation: ${equation}. n is the missing factor.`,
      `Divide to find a missing factor: ${total} ÷ ${known} = n.`,
    ],
    explanation: [
      `${equation}.`,
      `A missing factor is found by dividing: ${total} ÷ ${known} = n.`,
      `${known} × ${answer} = ${total}, so n = ${answer}.`,
    ],
    parameters: { structure: 'missing-factor', first: total, second: known, third: 0 },
  };
}

function twoStep(random: Random, story: StoryContext): NumericProblem {
  const { name, otherName, thing, group } = story;
  const groups = random.int(2, 9);
  const each = random.int(2, 9);
  const product = groups * each;
  if (random.chance(1, 2)) {
    const extra = random.int(3, Math.min(30, 100 - product));
    const answer = product + extra;
    return {
      kind: 'numeric',
      stem: `${opening(story)}${name} has ${groups} ${group.many} with ${each} ${thing.many} in each. ${otherName} gives ${name} ${extra} more ${thing.many}. The equation ${groups} × ${each} + ${extra} = n shows this. What is n?`,
      visual: {
        kind: 'strip-diagram',
        segments: [
          ...times(groups, () => ({ size: each, label: String(each) })),
          { size: extra, label: String(extra) },
        ],
        totalLabel: 'n',
        imageDescription: `A strip diagram: ${groups} equal parts of ${each}, then one part of ${extra}. The whole strip is n.`,
      },
      answer: rational(answer),
      format: 'whole-number',
      mistakes: [
        mistake(product, `${product} is the first step only. Then add the ${extra} more.`),
        mistake(
          groups + each + extra,
          `The numbers were all added. ${groups} groups of ${each} means multiply.`,
        ),
        mistake(groups * (each + extra), `Multiply first, then add. Only ${groups} × ${each} is multiplied.`),
        mistake(answer + 10, 'Check the adding in the second step.'),
      ],
      hints: [
        'This problem has two steps. Multiply first, then add.',
        `First find ${groups} × ${each}.`,
        `Then add the ${extra} more ${thing.many}.`,
      ],
      explanation: [
        `Step 1: ${groups} × ${each} = ${product}.`,
        `Step 2: ${product} + ${extra} = ${answer}.`,
        `n = ${answer}.`,
      ],
      parameters: { structure: 'multiply-add', first: groups, second: each, third: extra },
    };
  }
  const shares = [2, 3, 4, 5, 6].filter((k) => product % k === 0 && k !== groups && product / k >= 2);
  const k = shares.length > 0 ? random.pick(shares) : 1;
  if (k === 1) return twoStep(random, story);
  const answer = product / k;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} has ${groups} ${group.many} with ${each} ${thing.many} in each. ${name} gives all of them to ${k} friends. Each friend gets the same number. The equation ${groups} × ${each} ÷ ${k} = n shows this. What is n?`,
    answer: rational(answer),
    format: 'whole-number',
    mistakes: [
      mistake(product, `${product} is the first step only. Then share them among ${k} friends.`),
      mistake(each, `${each} is how many are in each ${group.one}, not how many each friend gets.`),
      mistake(product - k, `Sharing equally means divide, not subtract.`),
      mistake(answer + 1, `Check: ${k} × ${answer + 1} is not ${product}.`),
    ],
    hints: [
      'This problem has two steps. Multiply first, then divide.',
      `First find ${groups} × ${each}, the number of ${thing.many} in all.`,
      `Then share that number equally: divide by ${k}.`,
    ],
    explanation: [
      `Step 1: ${groups} × ${each} = ${product}.`,
      `Step 2: ${product} ÷ ${k} = ${answer}.`,
      `n = ${answer}. Each friend gets ${answer} ${thing.many}.`,
    ],
    parameters: { structure: 'multiply-divide', first: groups, second: each, third: k },
  };
}

export const representMultiplyDivide = defineGenerator({
  id: '3.5B.represent-multiply-divide',
  version: 1,
  teksCode: '3.5B',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 100 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return stripShare(random, story);
    if (difficulty === 'medium') return arrayEquation(random, story);
    return twoStep(random, story);
  },
});
