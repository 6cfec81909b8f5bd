import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem, NumericProblem } from '../generator-types';
import { opening, withArticle } from '../story-text';
import { countMistake, rightChoice, wholeDollars as usd, wrongChoice } from './geometry-data-parts';
import { THINGS_TO_BUY } from './things-to-buy';

/**
 * 3.9E: reasons to save and the benefit of a savings plan, including for college. Easy: pick a reason
 * to save. Medium: how many weeks a plan of equal savings takes to reach a goal. Hard: a plan that
 * starts with some money already saved. Wrong choices: spending as a reason to save, dividing the
 * wrong numbers, forgetting the money already saved, counting the dollars instead of the weeks.
 */

const WEEKS = { one: 'week', many: 'weeks' };

function reasonToSave(random: Random, story: StoryContext): ChoiceProblem {
  const { name } = story;
  const goal = THINGS_TO_BUY[story.theme].goals[random.int(0, 1)]!;
  const college = random.chance(1, 3);
  const right = college
    ? `${name} wants to go to college someday.`
    : `${name} wants ${withArticle(goal)} that costs more than ${name} has now.`;
  return {
    kind: 'choices',
    stem: `${opening(story)}${name} is making a savings plan. Which is a good reason for ${name} to save money?`,
    choices: [
      rightChoice(right),
      wrongChoice(
        `${name} wants to spend all of it on snacks today.`,
        'Spending it all today is the opposite of saving.',
      ),
      wrongChoice(
        `${name} wants to lend it all away and never get it back.`,
        'That is giving money away, not saving it for later.',
      ),
      wrongChoice(`${name} wants to get rid of money fast.`, 'Saving means keeping money to use later.'),
    ],
    hints: [
      'Saving means putting money away to use later.',
      'People save for things that cost more than they have now.',
    ],
    explanation: college
      ? [
          'College costs a lot of money, years from now.',
          'Saving a little at a time helps pay for it. That is a good reason to save.',
        ]
      : [
          `The ${goal} costs more than ${name} has now.`,
          `Saving a little each week helps ${name} buy it later. That is a good reason to save.`,
        ],
    parameters: { model: 'reason', weekly: 0, goal: 0, saved: 0 },
  };
}

function weeksToGoal(random: Random, story: StoryContext): NumericProblem {
  const { name } = story;
  const goal = THINGS_TO_BUY[story.theme].goals[random.int(0, 1)]!;
  const weekly = random.int(2, 10);
  const weeks = random.int(3, 10);
  const price = weekly * weeks;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} wants to buy ${withArticle(goal)} that costs ${usd(price)}. ${name} saves ${usd(weekly)} each week. How many weeks will it take to save ${usd(price)}?`,
    answer: rational(weeks),
    format: 'whole-number',
    unit: WEEKS,
    mistakes: [
      ...countMistake(
        price - weekly,
        `${usd(price - weekly)} is what is left to save after one week. Count the weeks of ${usd(weekly)} that make ${usd(price)}.`,
      ),
      ...countMistake(
        price + weekly,
        'The weekly amount was added. Find how many weeks of saving make the price.',
      ),
      ...countMistake(
        weeks + 1,
        `After ${weeks + 1} weeks ${name} would have ${usd(weekly * (weeks + 1))}. That is more than needed.`,
      ),
      ...countMistake(
        weeks - 1,
        `After ${weeks - 1} weeks ${name} would have only ${usd(weekly * (weeks - 1))}.`,
      ),
      ...countMistake(weekly, `${weekly} is the dollars saved each week, not the number of weeks.`),
    ],
    hints: [
      `Each week adds ${usd(weekly)}. Skip count by ${weekly} until you reach ${price}.`,
      'Count how many skips you made. You can also divide.',
      `${price} ÷ ${weekly} = ?`,
    ],
    explanation: [
      `${name} saves ${usd(weekly)} each week and needs ${usd(price)}.`,
      `${price} ÷ ${weekly} = ${weeks}.`,
      `It will take ${weeks} weeks.`,
    ],
    parameters: { model: 'weeks', weekly, goal: price, saved: 0 },
  };
}

function plannedWithStart(random: Random, story: StoryContext): NumericProblem {
  const { name } = story;
  const college = random.chance(1, 3);
  const goal = college ? 'college fund' : THINGS_TO_BUY[story.theme].goals[random.int(0, 1)]!;
  const weekly = random.int(2, 10);
  const weeks = random.int(3, 9);
  const saved = random.int(5, 40);
  const price = saved + weekly * weeks;
  const target = college
    ? `${name} wants to put ${usd(price)} in a college fund.`
    : `${name} wants to buy ${withArticle(goal)} that costs ${usd(price)}.`;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${target} ${name} has already saved ${usd(saved)}. ${name} will save ${usd(weekly)} each week. How many more weeks until ${name} has ${usd(price)}?`,
    answer: rational(weeks),
    format: 'whole-number',
    unit: WEEKS,
    mistakes: [
      ...countMistake(
        price / weekly,
        `The ${usd(saved)} already saved was forgotten. Take it away from ${usd(price)} first.`,
      ),
      ...countMistake(
        price - saved,
        `${usd(price - saved)} is how much more money is needed. Now find how many weeks that takes.`,
      ),
      ...countMistake(
        weeks + 1,
        `After ${weeks + 1} weeks ${name} would have ${usd(saved + weekly * (weeks + 1))}. That is more than needed.`,
      ),
      ...countMistake(
        weeks - 1,
        `After ${weeks - 1} weeks ${name} would have only ${usd(saved + weekly * (weeks - 1))}.`,
      ),
      ...countMistake((price + saved) / weekly, 'The money already saved was added. Subtract it instead.'),
    ],
    hints: [
      `First find how much more money ${name} needs: ${usd(price)} − ${usd(saved)}.`,
      `Then find how many weeks of ${usd(weekly)} make that amount.`,
    ],
    explanation: [
      `${name} still needs ${price} − ${saved} = ${usd(price - saved)}.`,
      `${price - saved} ÷ ${weekly} = ${weeks}.`,
      `In ${weeks} more weeks ${name} will have ${usd(price)}.`,
    ],
    parameters: { model: 'with-start', weekly, goal: price, saved },
  };
}

export const savingPlans = defineGenerator({
  id: '3.9E.saving-plans',
  version: 1,
  teksCode: '3.9E',
  itemTypes: ['multiple-choice'],
  bounds: { maxWhole: 200 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return reasonToSave(random, story);
    if (difficulty === 'medium') return weeksToGoal(random, story);
    return plannedWithStart(random, story);
  },
});
