import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { opening, withArticle } from '../story-text';
import { fractionMistake, fractionText as f, wholeMistake as mistake } from './number-algebra-parts';
import { times } from '../times';

/**
 * 3.3E: fair shares of an object or a set among two or more people, with fraction pictures
 * (denominators 2, 3, 4, 6, 8). Easy: one whole shared by a child and friends (count the child too);
 * medium: a set of objects shared equally, named as a fraction of the set; hard: two or three wholes
 * shared, so each share is pieces from every whole. Wrong choices: forgetting to count the sharer,
 * naming how many instead of what fraction, taking a piece from only one whole.
 */
const DENOMINATORS = [2, 3, 4, 6, 8];

const gradeThree = (mistakes: Mistake[]) =>
  mistakes.filter(
    (m) =>
      !m.text || (DENOMINATORS.some((d) => m.text!.endsWith(`/${d}`)) && Number(m.text.split('/')[0]) <= 8),
  );

function oneWhole(random: Random, story: StoryContext): NumericProblem {
  const friends = random.pick([2, 3, 5, 7]);
  const people = friends + 1;
  const { name, whole } = story;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} and ${friends} friends share ${withArticle(whole.one)}. ${story.otherName} is one of the friends. They all get the same amount. What fraction of the ${whole.one} does ${story.otherName} get?`,
    visual: {
      kind: 'fraction-circles',
      circles: [{ parts: people, shaded: 1 }],
      imageDescription: `A circle cut into ${people} equal parts. One part is shaded.`,
    },
    answer: rational(1, people),
    answerText: f(1, people),
    format: 'fraction',
    mistakes: gradeThree([
      ...fractionMistake(
        1,
        friends,
        `${name} gets a share too, so there are ${people} people, not ${friends}.`,
      ),
      mistake(people, `${people} is the number of people. Each one gets 1 of the ${people} equal parts.`),
      ...fractionMistake(
        friends,
        people,
        `${f(friends, people)} is what all the friends get together. Find one share.`,
      ),
      ...fractionMistake(
        people,
        people,
        `${f(people, people)} is the whole ${whole.one}. Each person gets one part.`,
      ),
      ...fractionMistake(2, people, 'Each person gets one equal part, not two.'),
    ]),
    hints: [
      `Count everyone who shares: ${name} and ${friends} ${friends === 1 ? 'friend' : 'friends'}.`,
      `Cut the ${whole.one} into one equal part for each person.`,
      'Each person gets 1 of those equal parts.',
    ],
    explanation: [
      `${name} and ${friends} ${friends === 1 ? 'friend make' : 'friends make'} ${people} people.`,
      `Cut the ${whole.one} into ${people} equal parts.`,
      `Each person gets ${f(1, people)} of the ${whole.one}.`,
    ],
    parameters: { kind: 'one-whole', wholes: 1, people, items: 0 },
  };
}

function shareSet(random: Random, story: StoryContext): NumericProblem {
  const people = random.pick([3, 4, 6, 8]);
  const each = random.int(2, 6);
  const items = people * each;
  const { name, otherName, thing } = story;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} has ${items} ${thing.many}. ${name} shares them equally among ${people} friends. ${otherName} is one of them. What fraction of the ${thing.many} does ${otherName} get?`,
    visual: {
      kind: 'array',
      rows: people,
      columns: each,
      imageDescription: `${items} ${thing.many} in ${people} equal rows of ${each}, one row for each friend.`,
    },
    answer: rational(1, people),
    answerText: f(1, people),
    format: 'fraction',
    mistakes: gradeThree([
      mistake(
        each,
        `${each} is how many ${thing.many} ${otherName} gets. The question asks what fraction of all of them.`,
      ),
      ...fractionMistake(
        each,
        people,
        `The denominator is the number of equal shares, ${people}. ${otherName} gets 1 share.`,
      ),
      ...fractionMistake(people - 1, people, `${f(people - 1, people)} is what the other friends get.`),
      mistake(
        people,
        `${people} is the number of friends. ${otherName} gets 1 of the ${people} equal shares.`,
      ),
      ...fractionMistake(1, each, `There are ${people} equal shares, so the denominator is ${people}.`),
    ]),
    hints: [
      `The ${thing.many} are split into ${people} equal shares.`,
      `${otherName} gets 1 of those shares.`,
      'The fraction is 1 share out of all the equal shares.',
    ],
    explanation: [
      `${items} ${thing.many} shared among ${people} friends makes ${people} equal shares of ${each}.`,
      `${otherName} gets 1 of the ${people} shares.`,
      `That is ${f(1, people)} of the ${thing.many}.`,
    ],
    parameters: { kind: 'set', wholes: 1, people, items },
  };
}

function manyWholes(random: Random, story: StoryContext): NumericProblem {
  const wholes = random.int(2, 3);
  const people = random.pick(DENOMINATORS.filter((d) => d > wholes));
  const { whole } = story;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} and ${story.otherName} are in a group of ${people} friends. The friends share ${wholes} same-size ${whole.many} equally. Each ${whole.one} is cut into ${people} equal pieces. Each friend gets 1 piece of each ${whole.one}. How much of a ${whole.one} does each friend get?`,
    visual: {
      kind: 'fraction-circles',
      circles: times(wholes, () => ({ parts: people, shaded: 1 })),
      imageDescription: `${wholes} circles, each cut into ${people} equal parts with 1 part shaded.`,
    },
    answer: rational(wholes, people),
    answerText: f(wholes, people),
    format: 'fraction',
    mistakes: gradeThree([
      ...fractionMistake(
        1,
        people,
        `That is the piece from one ${whole.one}. Each friend gets a piece from all ${wholes}.`,
      ),
      ...fractionMistake(
        wholes,
        wholes * people,
        `The answer is part of one ${whole.one}, so the denominator is the ${people} pieces in one ${whole.one}.`,
      ),
      ...fractionMistake(
        people,
        wholes,
        'The numbers are switched. Each piece is 1 of the equal parts of one whole.',
      ),
      ...fractionMistake(people - wholes, people, 'This counts the pieces that are not shaded in one whole.'),
      ...fractionMistake(wholes + 1, people, 'This is one piece too many. Count the shaded pieces again.'),
      ...fractionMistake(
        1,
        wholes,
        `There are ${people} friends, so each ${whole.one} is cut into ${people} pieces.`,
      ),
    ]),
    hints: [
      `Each ${whole.one} is cut into ${people} equal pieces. One piece is ${f(1, people)}.`,
      `Each friend gets 1 piece from each of the ${wholes} ${whole.many}.`,
      `Add the pieces: ${times(wholes, () => f(1, people)).join(' + ')}.`,
    ],
    explanation: [
      `Each piece is ${f(1, people)} of a ${whole.one}.`,
      `Each friend gets ${wholes} pieces: ${times(wholes, () => f(1, people)).join(' + ')} = ${f(wholes, people)}.`,
      `Each friend gets ${f(wholes, people)} of a ${whole.one}.`,
    ],
    parameters: { kind: 'many-wholes', wholes, people, items: 0 },
  };
}

export const fairShare = defineGenerator({
  id: '3.3E.fair-share',
  version: 1,
  teksCode: '3.3E',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 48 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return oneWhole(random, story);
    if (difficulty === 'medium') return shareSet(random, story);
    return manyWholes(random, story);
  },
});
