import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { countMistake } from './geometry-data-parts';
import { times } from '../times';

/**
 * 3.7C: add and subtract time intervals in minutes with models and tools. Easy: add two activities
 * on a number line. Medium: minutes left of a known time, with a strip diagram. Hard: minutes from a
 * start time to a finish time on a clock, across the hour. Wrong choices: subtracting clock times like
 * whole numbers (4:25 − 3:40 as 425 − 340), counting only to the hour or only after it, adding when
 * the question asks what is left.
 */

const MINUTES = { one: 'minute', many: 'minutes' };

/** Things to do that use the story's own words. */
function activities(story: StoryContext): [string, string] {
  const { thing, group } = story;
  return [`sorts ${thing.many}`, `puts ${thing.many} in ${group.many}`];
}

function addIntervals(random: Random, story: StoryContext): NumericProblem {
  const first = 5 * random.int(2, 9);
  const second = 5 * random.int(2, 9);
  const total = first + second;
  const [one, two] = activities(story);
  const end = 10 * Math.ceil((total + 5) / 10);
  const divisions = end / 5;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} ${one} for ${first} minutes. Then ${story.name} ${two} for ${second} minutes. How many minutes is that in all?`,
    visual: {
      kind: 'number-line',
      divisions,
      tickLabels: times(end / 10 + 1, (i) => ({ tick: 2 * i, text: String(10 * i) })),
      points: [],
      jumps: [
        { fromTick: 0, toTick: first / 5, label: `${first} min` },
        { fromTick: first / 5, toTick: total / 5, label: `${second} min` },
      ],
      imageDescription: `A number line of minutes from 0 to ${end}, marked every 5 minutes and labelled every 10. A jump of ${first} minutes starts at 0. A jump of ${second} minutes starts where the first one ends.`,
    },
    answer: rational(total),
    format: 'whole-number',
    unit: MINUTES,
    mistakes: [
      ...countMistake(
        Math.abs(first - second),
        'The times were subtracted. To find the time in all, add them.',
      ),
      ...countMistake(total - 10, 'Check the tens: add the tens, then the ones.'),
      ...countMistake(total + 10, 'Check the tens: add the tens, then the ones.'),
      ...countMistake(second, `${second} minutes is only the second part. Add the first part too.`),
      ...countMistake(total + 5, 'The jump went one mark too far. Each mark is 5 minutes.'),
    ],
    hints: [
      'Add the two times to find the time in all.',
      `Start at ${first} on the number line. Jump ${second} more.`,
    ],
    explanation: [
      `The first jump ends at ${first}. The second jump adds ${second} more.`,
      `${first} + ${second} = ${total}.`,
      `That is ${total} minutes in all.`,
    ],
    parameters: { model: 'add', first, second, start: 0, end: 0 },
  };
}

function minutesLeft(random: Random, story: StoryContext): NumericProblem {
  const total = 5 * random.int(8, 18);
  const used = 5 * random.int(2, total / 5 - 2);
  const left = total - used;
  const [one] = activities(story);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} has ${total} minutes before lunch. ${story.name} ${one} for ${used} minutes. How many minutes are left before lunch?`,
    visual: {
      kind: 'strip-diagram',
      segments: [
        { size: used, label: `${used} minutes` },
        { size: left, label: '?' },
      ],
      totalLabel: `${total} minutes`,
      imageDescription: `A strip diagram ${total} minutes long. One part is ${used} minutes. The other part is marked with a question mark.`,
    },
    answer: rational(left),
    format: 'whole-number',
    unit: MINUTES,
    mistakes: [
      ...countMistake(total + used, 'The times were added. To find what is left, subtract.'),
      ...countMistake(used, `${used} minutes is the time already used. Find the time that is left.`),
      ...countMistake(
        left + 10,
        'Check the subtraction. Add your answer and the time used: you should get the total.',
      ),
      ...countMistake(
        left - 10,
        'Check the subtraction. Add your answer and the time used: you should get the total.',
      ),
      ...countMistake(
        60 - used,
        'There are not 60 minutes before lunch this time. Start from the total in the story.',
      ),
    ],
    hints: [
      'The whole strip is all the time there is. One part is used.',
      `Subtract the time used from ${total}.`,
      `You can also count up from ${used} to ${total}.`,
    ],
    explanation: [
      `The whole is ${total} minutes. ${used} minutes are used.`,
      `${total} − ${used} = ${left}.`,
      `${story.name} has ${left} minutes left.`,
    ],
    parameters: { model: 'subtract', first: total, second: used, start: 0, end: 0 },
  };
}

const clock = (minutesAfterMidnight: number) => {
  const hour = Math.floor(minutesAfterMidnight / 60);
  const minute = minutesAfterMidnight % 60;
  return { hour, minute, text: `${hour}:${String(minute).padStart(2, '0')}` };
};

function elapsedAcrossHour(random: Random, story: StoryContext): NumericProblem {
  const hour = random.int(1, 10);
  const startMinute = 5 * random.int(7, 11);
  const start = hour * 60 + startMinute;
  // The finish is in the next hour: at least 5 minutes past it and before the hour after.
  const elapsed = 5 * random.int((65 - startMinute) / 5, Math.min(17, (115 - startMinute) / 5));
  const end = start + elapsed;
  const [from, to] = [clock(start), clock(end)];
  const toHour = 60 - startMinute;
  const naive =
    Number(`${to.hour}${String(to.minute).padStart(2, '0')}`) -
    Number(`${from.hour}${String(from.minute).padStart(2, '0')}`);
  const [one] = activities(story);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} starts at ${from.text}. ${story.name} ${one} until the time on the clock. How many minutes does ${story.name} spend?`,
    visual: {
      kind: 'analog-clock',
      hour: to.hour,
      minute: to.minute,
      imageDescription: `A clock. The hour hand is ${to.minute === 0 ? 'on' : 'just past'} the ${to.hour}, and the minute hand points to the ${to.minute === 0 ? 12 : to.minute / 5}. It shows ${to.text}.`,
    },
    answer: rational(elapsed),
    format: 'whole-number',
    unit: MINUTES,
    mistakes: [
      ...countMistake(
        naive,
        `The times were subtracted like whole numbers. An hour has 60 minutes, not 100.`,
      ),
      ...countMistake(toHour, `${toHour} minutes only gets to ${from.hour + 1}:00. Count on to ${to.text}.`),
      ...countMistake(
        to.minute,
        `${to.minute} minutes is only the time after ${from.hour + 1}:00. Add the minutes before it too.`,
      ),
      ...countMistake(elapsed + 60, 'An extra hour was counted. Count the minutes from the start time.'),
      ...countMistake(elapsed - 5, 'One 5-minute jump is missing. Count by 5s again.'),
    ],
    hints: [
      `Read the clock: it shows ${to.text}.`,
      `Count on from ${from.text} to ${from.hour + 1}:00 first.`,
      `Then count on from ${from.hour + 1}:00 to ${to.text}, and add.`,
    ],
    explanation: [
      `From ${from.text} to ${from.hour + 1}:00 is ${toHour} minutes.`,
      `From ${from.hour + 1}:00 to ${to.text} is ${to.minute} minutes.`,
      `${toHour} + ${to.minute} = ${elapsed}. ${story.name} spends ${elapsed} minutes.`,
    ],
    parameters: { model: 'elapsed', first: 0, second: 0, start, end },
  };
}

export const timeIntervals = defineGenerator({
  id: '3.7C.time-intervals',
  version: 1,
  teksCode: '3.7C',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 1000 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return addIntervals(random, story);
    if (difficulty === 'medium') return minutesLeft(random, story);
    return elapsedAcrossHour(random, story);
  },
});
