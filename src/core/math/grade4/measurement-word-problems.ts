import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import {
  addWithoutRegrouping,
  needsRegroupingToAdd,
  needsRegroupingToSubtract,
  subtractSmallerFromLarger,
} from '../column-arithmetic';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { formatWhole as n } from '../number-format';
import { opening, withArticle } from '../story-text';
import { dollars, mistake, moneyMistake } from './measurement-words';

/**
 * 4.8C: problems about money, time intervals, liquid volume, mass and length. Easy: one step with
 * money (a total or the change), in dollars and cents. Medium: the minutes between two clock times
 * across an hour. Hard: two steps with a metric conversion (liters to milliliters, meters to
 * centimeters, kilograms to grams). Wrong choices: not regrouping, treating an hour as 100 minutes,
 * forgetting to convert, stopping after one step.
 */
function drawUntil(random: Random, draw: () => [number, number], ok: (a: number, b: number) => boolean) {
  let pair = draw();
  for (let tries = 0; tries < 20 && !ok(...pair); tries += 1) pair = draw();
  return pair;
}

function money(random: Random, story: StoryContext): NumericProblem {
  const { name, thing, group } = story;
  if (random.chance(1, 2)) {
    const [a, b] = drawUntil(
      random,
      () => [random.int(105, 2499), random.int(105, 1999)],
      (x, y) => needsRegroupingToAdd(x, y),
    );
    const total = a + b;
    return {
      kind: 'numeric',
      stem: `${opening(story)}${name} buys ${withArticle(thing.one)} for ${dollars(a)}. ${name} also buys ${withArticle(group.one)} for ${dollars(b)}. How much does ${name} spend in all?`,
      answer: rational(total, 100),
      answerText: dollars(total),
      format: 'decimal',
      mistakes: [
        moneyMistake(
          addWithoutRegrouping(a, b),
          'A column made 10 or more, but nothing was regrouped to the next place.',
        ),
        moneyMistake(Math.abs(a - b), 'This is the difference. To find the total spent, add.'),
        moneyMistake(total + 100, 'This is $1.00 too much. Check the ones place.'),
        moneyMistake(total - 10, 'This is 10 cents too little. Check the regrouping in the dimes place.'),
      ],
      hints: [
        'To find the total, add the two prices.',
        'Line up the decimal points so dollars add to dollars and cents to cents.',
        'Start with the pennies place. Regroup when a column makes 10 or more.',
      ],
      explanation: [
        `Add the prices: ${dollars(a)} + ${dollars(b)}.`,
        'Line up the decimal points and add from right to left, regrouping.',
        `${name} spends ${dollars(total)}.`,
      ],
      parameters: { quantity: 'money', first: a / 100, second: b / 100, operation: 'add' },
    };
  }
  const bill = random.pick([1000, 2000, 5000]);
  const [, price] = drawUntil(
    random,
    () => [bill, random.int(bill / 5, bill - 101)],
    (x, y) => needsRegroupingToSubtract(x, y),
  );
  const change = bill - price;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} buys ${withArticle(thing.one)} for ${dollars(price)}. ${name} pays with a ${dollars(bill).replace('.00', '')} bill. How much change does ${name} get?`,
    answer: rational(change, 100),
    answerText: dollars(change),
    format: 'decimal',
    mistakes: [
      moneyMistake(
        subtractSmallerFromLarger(bill, price),
        'In some places the smaller digit was taken from the bigger one. Regroup instead.',
      ),
      moneyMistake(bill + price, 'The amounts were added. Change is what is left, so subtract.'),
      moneyMistake(
        change + 100,
        'This is $1.00 too much. When you regroup a dollar, the dollars place goes down by 1.',
      ),
      moneyMistake(change - 100, 'This is $1.00 too little. Check the dollars place.'),
    ],
    hints: [
      'Change is the money you get back. Subtract the price from the money paid.',
      `Write ${dollars(bill)} − ${dollars(price)} with the decimal points lined up.`,
      'You will need to regroup across the zeros.',
    ],
    explanation: [
      `Subtract: ${dollars(bill)} − ${dollars(price)}.`,
      'Regroup a dollar into 10 dimes and a dime into 10 pennies where needed.',
      `The change is ${dollars(change)}.`,
    ],
    parameters: { quantity: 'money', first: bill / 100, second: price / 100, operation: 'subtract' },
  };
}

const clock = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

function elapsedTime(random: Random, story: StoryContext): NumericProblem {
  const { name } = story;
  const startHour = random.int(1, 8);
  const startMinute = random.int(4, 11) * 5;
  const start = startHour * 60 + startMinute;
  // Always past the next hour, so counting an hour as 100 minutes gives a different answer.
  let length = random.int(Math.max(7, (65 - startMinute) / 5), 30) * 5;
  if (length % 60 === 0) length += 5;
  const end = start + length;
  const asHundreds = Math.floor(end / 60) * 100 + (end % 60) - (startHour * 100 + startMinute);
  const mistakes: Mistake[] = [
    mistake(asHundreds, 'The times were subtracted like whole numbers. An hour has 60 minutes, not 100.'),
    mistake(length - 60, 'One hour was left out. Count the hours, then the minutes.'),
    mistake(Math.abs((end % 60) - startMinute), 'Only the minutes were subtracted. Count the hours as well.'),
  ];
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} gets there at ${clock(start)} p.m. ${name} leaves at ${clock(end)} p.m. How many minutes does ${name} stay?`,
    visual: {
      kind: 'analog-clock',
      hour: startHour,
      minute: startMinute,
      imageDescription: `A clock that shows ${clock(start)}, the time ${name} gets there.`,
    },
    answer: rational(length),
    format: 'whole-number',
    unit: { one: 'minute', many: 'minutes' },
    mistakes,
    hints: [
      'Count on from the start time to the end time.',
      `First count to the next hour: from ${clock(start)} to ${startHour + 1}:00 is ${60 - startMinute} minutes.`,
      'Then count the whole hours and the minutes after the last hour. Each hour is 60 minutes.',
    ],
    explanation: [
      `From ${clock(start)} to ${startHour + 1}:00 is ${60 - startMinute} minutes.`,
      `From ${startHour + 1}:00 to ${clock(end)} is ${n(end - (startHour + 1) * 60)} minutes.`,
      `${60 - startMinute} + ${end - (startHour + 1) * 60} = ${length} minutes.`,
    ],
    parameters: {
      quantity: 'time',
      startHour,
      startMinute,
      endHour: Math.floor(end / 60),
      endMinute: end % 60,
    },
  };
}

interface MetricPair {
  quantity: string;
  big: string;
  small: string;
  container: string;
  part: string;
  verb: string;
  past: string;
}

const METRIC: readonly MetricPair[] = [
  {
    quantity: 'liquid volume',
    big: 'liters',
    small: 'milliliters',
    container: 'jug of water',
    part: 'cup',
    verb: 'pours',
    past: 'poured',
  },
  {
    quantity: 'length',
    big: 'meters',
    small: 'centimeters',
    container: 'roll of ribbon',
    part: 'piece',
    verb: 'cuts',
    past: 'cut off',
  },
  {
    quantity: 'mass',
    big: 'kilograms',
    small: 'grams',
    container: 'bag of clay',
    part: 'lump',
    verb: 'uses',
    past: 'used',
  },
];
const FACTOR = 1000;
const CM_FACTOR = 100;

function twoStepMetric(random: Random, story: StoryContext): NumericProblem {
  const { name } = story;
  const pair = random.pick(METRIC);
  const factor = pair.small === 'centimeters' ? CM_FACTOR : FACTOR;
  const whole = random.int(2, 5);
  // Small enough that at least 2 parts fit and something is left.
  const each =
    random.int(5, Math.min(factor === FACTOR ? 45 : 30, Math.floor((whole * factor - 5) / 10))) * 5;
  const maxCount = Math.min(6, Math.floor((whole * factor - 1) / each));
  const count = random.int(2, Math.max(2, maxCount));
  const total = whole * factor;
  const answer = total - count * each;
  const wrongFactor = factor === FACTOR ? 100 : 10;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} has a ${whole}-${pair.big.slice(0, -1)} ${pair.container}. ${name} ${pair.verb} ${count} ${pair.part}s of ${each} ${pair.small} each. How many ${pair.small} are left?`,
    answer: rational(answer),
    format: 'whole-number',
    unit: { one: pair.small.slice(0, -1), many: pair.small },
    mistakes: [
      mistake(
        count * each,
        `This is the amount ${name} ${pair.past}, the first step. Now subtract it from the whole.`,
      ),
      mistake(total - each, `Only 1 ${pair.part} was taken away. There are ${count} of them.`),
      mistake(
        whole * wrongFactor - count * each,
        `1 ${pair.big.slice(0, -1)} is ${n(factor)} ${pair.small}, not ${wrongFactor}.`,
      ),
      mistake(total + count * each, 'The amounts were added. Some was taken away, so subtract.'),
    ],
    hints: [
      `First change ${whole} ${pair.big} to ${pair.small}. 1 ${pair.big.slice(0, -1)} = ${n(factor)} ${pair.small}.`,
      `Then find how much the ${count} ${pair.part}s use: ${count} × ${each}.`,
      'Subtract that from the whole amount.',
    ],
    explanation: [
      `${whole} ${pair.big} = ${whole} × ${n(factor)} = ${n(total)} ${pair.small}.`,
      `${count} × ${each} = ${n(count * each)} ${pair.small}.`,
      `${n(total)} − ${n(count * each)} = ${n(answer)} ${pair.small} are left.`,
    ],
    parameters: { quantity: pair.quantity, whole, factor, count, each },
  };
}

export const measurementWordProblems = defineGenerator({
  id: '4.8C.measurement-word-problems',
  version: 1,
  teksCode: '4.8C',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 10_000 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return money(random, story);
    if (difficulty === 'medium') return elapsedTime(random, story);
    return twoStepMetric(random, story);
  },
});
