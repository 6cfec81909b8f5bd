import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem, NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { dollarMistake, rightChoice, wholeDollars, wrongChoice } from './geometry-data-parts';

/**
 * 3.9A: connect work and skills (human capital) to earning income. Easy: which way of getting money is
 * earning income. Medium: learning a skill lets a person earn income. Hard: a new skill pays more per
 * job; how much more is earned for the same number of jobs. Wrong choices: gifts, found money and
 * loans counted as income; answering with one person's pay or the difference for one job only.
 */

const JOBS = [
  'walks a neighbor’s dog',
  'rakes leaves for a neighbor',
  'helps wash cars at a car wash',
  'waters a neighbor’s plants',
  'sells lemonade at a stand',
] as const;

function whichIsIncome(random: Random, story: StoryContext): ChoiceProblem {
  const { name, otherName } = story;
  const job = random.pick(JOBS);
  const [paid, gift, found, lent] = random
    .sample([2, 3, 4, 5, 6, 8, 10, 12, 15, 20], 4)
    .map(wholeDollars) as [string, string, string, string];
  return {
    kind: 'choices',
    stem: `${opening(story)}${name} gets money in different ways. Which one is earning income?`,
    choices: [
      rightChoice(`${name} ${job} and gets paid ${paid}.`),
      wrongChoice(
        `${name} gets ${gift} as a birthday gift.`,
        'A gift is nice, but it is not paid for work. Income is earned by working.',
      ),
      wrongChoice(
        `${name} finds ${found} on the sidewalk.`,
        'Finding money is not earning it. Income is paid for work.',
      ),
      wrongChoice(
        `${name} borrows ${lent} from ${otherName}.`,
        'Borrowed money must be paid back. It is not income.',
      ),
    ],
    hints: [
      'Income is money a person earns by working.',
      'Which way of getting money needs work to be done?',
    ],
    explanation: [
      'Income is money earned by doing work.',
      `${name} ${job}. That is work, so the ${paid} is income.`,
    ],
    parameters: { model: 'which-income', job, rate: 0, newRate: 0, jobs: 0 },
  };
}

const SKILLS = [
  { learn: 'learns to fix bikes', earn: 'gets paid to fix bikes for neighbors' },
  { learn: 'learns to bake bread', earn: 'sells bread at the farmers market' },
  { learn: 'learns to play the guitar well', earn: 'gets paid to play at parties' },
  { learn: 'learns to paint faces', earn: 'gets paid to paint faces at the fair' },
  { learn: 'learns to swim very well', earn: 'gets paid to teach swim lessons' },
] as const;

function skillsAndIncome(random: Random, story: StoryContext): ChoiceProblem {
  const { name } = story;
  const skill = random.pick(SKILLS);
  return {
    kind: 'choices',
    stem: `${opening(story)}${name} ${skill.learn}. Now ${name} ${skill.earn}. Which statement is true?`,
    choices: [
      rightChoice(`A new skill helped ${name} earn income.`),
      wrongChoice(
        `${name} earns money without doing any work.`,
        `${name} does work: the job uses the new skill.`,
      ),
      wrongChoice(
        'Skills do not change how people earn money.',
        'Skills and knowledge let people do jobs that others will pay for.',
      ),
      wrongChoice(
        `The money ${name} earns must be paid back.`,
        'Money paid for work is income. Only borrowed money is paid back.',
      ),
      wrongChoice(
        `${name} earns money because it is a gift.`,
        'A gift is not paid for work. This money is paid for a job.',
      ),
    ],
    hints: [
      'Skills and knowledge that help a person work are called human capital.',
      `What did ${name} learn? How does ${name} use it to get paid?`,
    ],
    explanation: [
      `${name} learned a skill. Skills and knowledge are human capital.`,
      `People pay ${name} to use that skill. So the skill helped ${name} earn income.`,
    ],
    parameters: { model: 'skills', job: skill.learn, rate: 0, newRate: 0, jobs: 0 },
  };
}

function morePay(random: Random, story: StoryContext): NumericProblem {
  const { name } = story;
  const skill = random.pick(SKILLS);
  const rate = random.int(2, 6);
  const newRate = random.int(rate + 2, 10);
  const jobs = random.int(3, 10);
  const answer = (newRate - rate) * jobs;
  const dollars = (n: number) => wholeDollars(n);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} used to earn ${dollars(rate)} for each job. Then ${name} ${skill.learn}. Now ${name} earns ${dollars(newRate)} for each job. How much more does ${name} earn now for ${jobs} jobs?`,
    answer: rational(answer),
    answerText: dollars(answer),
    format: 'whole-number',
    mistakes: [
      ...dollarMistake(
        newRate * jobs,
        `${dollars(newRate * jobs)} is all the pay for ${jobs} jobs now. Find how much more than before.`,
      ),
      ...dollarMistake(
        newRate - rate,
        `${dollars(newRate - rate)} more is for one job. There are ${jobs} jobs.`,
      ),
      ...dollarMistake(rate * jobs, `${dollars(rate * jobs)} is the old pay for ${jobs} jobs.`),
      ...dollarMistake(
        (newRate + rate) * jobs,
        'The old and new pay were added. To find how much more, subtract.',
      ),
      ...dollarMistake(answer + jobs, 'Check the multiplication.'),
    ],
    hints: [
      `Find how much more ${name} earns for one job.`,
      `Then think of ${jobs} jobs: multiply.`,
      `You can also find the pay for ${jobs} jobs before and now, then subtract.`,
    ],
    explanation: [
      `For one job: ${dollars(newRate)} − ${dollars(rate)} = ${dollars(newRate - rate)} more.`,
      `For ${jobs} jobs: ${jobs} × ${newRate - rate} = ${answer}.`,
      `The new skill earns ${name} ${dollars(answer)} more.`,
    ],
    parameters: { model: 'more-pay', job: skill.learn, rate, newRate, jobs },
  };
}

export const workAndIncome = defineGenerator({
  id: '3.9A.work-and-income',
  version: 1,
  teksCode: '3.9A',
  itemTypes: ['multiple-choice'],
  bounds: { maxWhole: 200 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return whichIsIncome(random, story);
    if (difficulty === 'medium') return skillsAndIncome(random, story);
    return morePay(random, story);
  },
});
