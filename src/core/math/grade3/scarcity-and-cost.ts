import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem } from '../generator-types';
import { opening } from '../story-text';
import { rightChoice, wrongChoice } from './geometry-data-parts';

/**
 * 3.9B: how scarce or plentiful things are changes what they cost. Easy: predict the price when few
 * (or very many) are for sale. Medium: explain why a price went up or down. Hard: read a table of how
 * many were for sale each month and find when the price was most likely highest (or lowest). Wrong
 * choices: prices that ignore how many there are, "more things, higher price", confusing the month
 * with the most for sale with the month with the fewest.
 */

const PRICE_CHOICES = {
  up: 'The price will most likely go up.',
  down: 'The price will most likely go down.',
  same: 'The price will stay the same no matter what.',
  free: 'The store will give them away for free.',
};

function predictPrice(random: Random, story: StoryContext): ChoiceProblem {
  const { name, thing } = story;
  const scarce = random.chance(1, 2);
  const situation = scarce
    ? 'The store has only a few left, and many people want them.'
    : `The store has far more ${thing.many} than people want to buy.`;
  const right = scarce ? PRICE_CHOICES.up : PRICE_CHOICES.down;
  const wrongWay = scarce ? PRICE_CHOICES.down : PRICE_CHOICES.up;
  return {
    kind: 'choices',
    stem: `${opening(story)}${name} sees ${thing.many} for sale. ${situation} What will most likely happen to the price?`,
    choices: [
      rightChoice(right),
      wrongChoice(
        wrongWay,
        scarce
          ? 'When there are only a few and many people want them, sellers can ask for more.'
          : 'When there are too many, sellers lower the price so people will buy them.',
      ),
      wrongChoice(PRICE_CHOICES.same, 'Prices change when there are more or fewer things than people want.'),
      wrongChoice(
        PRICE_CHOICES.free,
        'Stores still want to be paid. The question is about the price going up or down.',
      ),
    ],
    keepOrder: true,
    hints: [
      'Scarce means there is not enough for everyone who wants it.',
      scarce ? 'Are there a lot of them, or only a few?' : 'Are there more than people want, or fewer?',
    ],
    explanation: scarce
      ? [
          'Only a few are left, and many people want them. They are scarce.',
          'When something is scarce, its price most likely goes up.',
        ]
      : [
          'There are more than people want to buy. They are plentiful.',
          'When there is a lot of something, its price most likely goes down.',
        ],
    parameters: { model: 'predict', scarce: scarce ? 1 : 0, month: 'none' },
  };
}

function explainPrice(random: Random, story: StoryContext): ChoiceProblem {
  const { name, otherName, thing } = story;
  const scarce = random.chance(1, 2);
  const change = scarce ? 'went up' : 'went down';
  return {
    kind: 'choices',
    stem: scarce
      ? `${opening(story)}${otherName} sells ${thing.many}. Many people want them, but ${otherName} has only a few left. The price ${change}. Why?`
      : `${opening(story)}${otherName} sells ${thing.many}. ${otherName} has lots of them, but only a few people want them. The price ${change}. Why?`,
    choices: [
      rightChoice(
        scarce
          ? `There are few ${thing.many} and many people want them.`
          : `There are more ${thing.many} than people want.`,
      ),
      wrongChoice(
        scarce
          ? `There are more ${thing.many} than people want.`
          : `There are few ${thing.many} and many people want them.`,
        'That is the opposite of what happened in the story.',
      ),
      wrongChoice(
        `The ${thing.many} are a different color now.`,
        'The color does not explain the price change. Think about how many there are.',
      ),
      wrongChoice(
        `${name} likes ${thing.many}.`,
        'One person liking them does not change the price. Think about how many there are and how many people want them.',
      ),
    ],
    hints: ['Think about how many there are.', 'Then think about how many people want them.'],
    explanation: scarce
      ? [
          `There are only a few ${thing.many}, and many people want them.`,
          'When something is scarce, sellers can charge more. So the price went up.',
        ]
      : [
          `There are more ${thing.many} than people want.`,
          'When something is plentiful, sellers charge less so it will sell. So the price went down.',
        ],
    parameters: { model: 'explain', scarce: scarce ? 1 : 0, month: 'none' },
  };
}

const MONTHS = ['May', 'June', 'July', 'August', 'September', 'October'] as const;

function monthTable(random: Random, story: StoryContext): ChoiceProblem {
  const { name, thing } = story;
  const start = random.int(0, 2);
  const months = MONTHS.slice(start, start + 4);
  const counts = random.sample([20, 30, 40, 50, 60, 70, 80, 90], 4);
  const highest = random.chance(1, 2);
  const pick = highest ? Math.min(...counts) : Math.max(...counts);
  const answer = months[counts.indexOf(pick)]!;
  return {
    kind: 'choices',
    stem: `${opening(story)}${name} looks at a table. It shows how many ${thing.many} a shop had for sale each month. The same number of people wanted them each month. In which month was the price most likely the ${highest ? 'highest' : 'lowest'}?`,
    visual: {
      kind: 'table',
      title: `${thing.many.charAt(0).toUpperCase()}${thing.many.slice(1)} for sale`,
      headers: ['Month', 'Number for sale'],
      rows: months.map((month, i) => [month, String(counts[i])]),
      imageDescription: `A table of ${thing.many} for sale: ${months.map((month, i) => `${month}: ${counts[i]}`).join('; ')}.`,
    },
    choices: months.map((month) =>
      month === answer
        ? rightChoice(month)
        : wrongChoice(
            month,
            counts[months.indexOf(month)] === (highest ? Math.max(...counts) : Math.min(...counts))
              ? `In ${month} the shop had the ${highest ? 'most' : 'fewest'} ${thing.many}. That would make the price ${highest ? 'lowest' : 'highest'}.`
              : `${month} did not have the ${highest ? 'fewest' : 'most'} ${thing.many} for sale. Find the ${highest ? 'smallest' : 'biggest'} number in the table.`,
          ),
    ),
    keepOrder: true,
    hints: [
      highest
        ? 'Prices are most likely highest when things are scarce.'
        : 'Prices are most likely lowest when things are plentiful.',
      `Find the month with the ${highest ? 'fewest' : 'most'} ${thing.many} for sale.`,
    ],
    explanation: [
      `${answer} had ${pick} ${thing.many} for sale, the ${highest ? 'fewest' : 'most'} of any month.`,
      highest
        ? `The ${thing.many} were most scarce in ${answer}, so the price was most likely highest then.`
        : `The ${thing.many} were most plentiful in ${answer}, so the price was most likely lowest then.`,
    ],
    parameters: { model: 'table', scarce: highest ? 1 : 0, month: answer },
  };
}

export const scarcityAndCost = defineGenerator({
  id: '3.9B.scarcity-and-cost',
  version: 1,
  teksCode: '3.9B',
  itemTypes: ['multiple-choice'],
  bounds: { maxWhole: 100 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return predictPrice(random, story);
    if (difficulty === 'medium') return explainPrice(random, story);
    return monthTable(random, story);
  },
});
