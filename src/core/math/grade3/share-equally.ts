import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { wholeMistake as mistake } from './number-algebra-parts';

/**
 * 3.4H: how many are in each group when a set is shared equally. Easy: a picture of the set dealt
 * into equal rows; medium: a sharing story within 100; hard: some are kept back first, then the rest
 * is shared. Wrong choices: subtracting, giving the number of groups, one too many or too few, sharing
 * before taking the kept ones out.
 */
function dealtRows(random: Random, story: StoryContext): NumericProblem {
  const groups = random.int(2, 5);
  const each = random.int(2, 8);
  const total = groups * each;
  const { name, thing } = story;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} deals ${total} ${thing.many} into ${groups} equal rows, one for each friend. How many ${thing.many} does each friend get?`,
    visual: {
      kind: 'array',
      rows: groups,
      columns: each,
      imageDescription: `${total} ${thing.many} dealt into ${groups} equal rows.`,
    },
    answer: rational(each),
    format: 'whole-number',
    mistakes: [
      mistake(groups, `${groups} is the number of friends. Count how many are in one row.`),
      mistake(total - groups, `The numbers were subtracted. Sharing equally means divide.`),
      mistake(each + 1, `Check: ${groups} rows of ${each + 1} would be ${groups * (each + 1)}.`),
      mistake(each - 1, `Check: ${groups} rows of ${each - 1} would be ${groups * (each - 1)}.`),
      mistake(total, `${total} is all of them. Each friend gets one row.`),
    ],
    hints: [
      'Each row is one friend’s share.',
      'Count the number in one row.',
      `Check: ${groups} × your answer should be ${total}.`,
    ],
    explanation: [
      `${total} shared into ${groups} equal rows: ${total} ÷ ${groups}.`,
      `${groups} × ${each} = ${total}, so ${total} ÷ ${groups} = ${each}.`,
      `Each friend gets ${each} ${thing.many}.`,
    ],
    parameters: { total, keep: 0, groups },
  };
}

function shareStory(random: Random, story: StoryContext): NumericProblem {
  const groups = random.int(3, 10);
  const each = random.int(3, 10);
  const total = groups * each;
  const { name, thing, group } = story;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} has ${total} ${thing.many} and ${groups} ${group.many}. ${name} puts the same number of ${thing.many} in each ${group.one}. How many go in each ${group.one}?`,
    answer: rational(each),
    format: 'whole-number',
    mistakes: [
      mistake(
        total - groups,
        `The numbers were subtracted. Sharing ${total} into ${groups} equal groups means divide.`,
      ),
      mistake(groups, `${groups} is the number of ${group.many}. Find how many go in each one.`),
      mistake(each + 1, `Check: ${groups} × ${each + 1} = ${groups * (each + 1)}, not ${total}.`),
      mistake(each - 1, `Check: ${groups} × ${each - 1} = ${groups * (each - 1)}, not ${total}.`),
      mistake(total + groups, `The numbers were added. Sharing equally means divide.`),
    ],
    hints: [
      `${total} ${thing.many} are shared equally into ${groups} groups.`,
      `Divide: ${total} ÷ ${groups}.`,
      `Think: ${groups} × what number = ${total}?`,
    ],
    explanation: [
      `Share ${total} into ${groups} equal groups: ${total} ÷ ${groups}.`,
      `${groups} × ${each} = ${total}.`,
      `${each} ${thing.many} go in each ${group.one}.`,
    ],
    parameters: { total, keep: 0, groups },
  };
}

function keepThenShare(random: Random, story: StoryContext): NumericProblem {
  const groups = random.int(3, 8);
  const each = random.int(3, 9);
  const keep = random.int(2, 9);
  const shared = groups * each;
  const total = shared + keep;
  if (total > 100) return keepThenShare(random, story);
  const { name, otherName, thing } = story;
  const slip = Math.floor(total / groups);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} has ${total} ${thing.many}. ${name} keeps ${keep} and shares the rest equally among ${groups} friends. ${otherName} is one of the friends. How many ${thing.many} does ${otherName} get?`,
    answer: rational(each),
    format: 'whole-number',
    mistakes: [
      mistake(shared, `${shared} is how many are shared. Now split them among ${groups} friends.`),
      ...(slip !== each ? [mistake(slip, `Take away the ${keep} that ${name} keeps before sharing.`)] : []),
      mistake(total - keep - groups, 'Sharing equally means divide, not subtract.'),
      mistake(each + 1, `Check: ${groups} × ${each + 1} = ${groups * (each + 1)}, not ${shared}.`),
      mistake(keep, `${keep} is how many ${name} keeps.`),
    ],
    hints: [
      'This problem has two steps. What happens first?',
      `First take away the ${keep} ${name} keeps.`,
      `Then divide what is left by ${groups}.`,
    ],
    explanation: [
      `Step 1: ${total} − ${keep} = ${shared}.`,
      `Step 2: ${shared} ÷ ${groups} = ${each}, because ${groups} × ${each} = ${shared}.`,
      `${otherName} gets ${each} ${thing.many}.`,
    ],
    parameters: { total, keep, groups },
  };
}

export const shareEqually = defineGenerator({
  id: '3.4H.share-equally',
  version: 1,
  teksCode: '3.4H',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 110 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return dealtRows(random, story);
    if (difficulty === 'medium') return shareStory(random, story);
    return keepThenShare(random, story);
  },
});
