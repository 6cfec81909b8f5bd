import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { Noun } from '../contexts/theme-words';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { formatWhole as n } from '../number-format';
import { opening } from '../story-text';
import { mistake } from './measurement-words';

/**
 * 4.8B: convert measurements within one system, from a larger unit to a smaller one and back, using an
 * equivalence table. Easy: a whole number of a larger unit in a smaller unit. Medium: a mixed
 * measurement ("3 feet 5 inches") in the smaller unit. Hard: a smaller unit back to the larger one,
 * with a table of equivalents to continue. Wrong choices: using 10 or 100 for every unit, dividing
 * instead of multiplying, forgetting the extra part, writing the numbers side by side.
 */
interface Conversion {
  big: Noun;
  small: Noun;
  factor: number;
  /** What a child might use instead: 10, 100 or another unit's number. */
  wrongFactor: number;
}

const u = (one: string, many: string): Noun => ({ one, many });
export const CONVERSIONS: readonly Conversion[] = [
  { big: u('foot', 'feet'), small: u('inch', 'inches'), factor: 12, wrongFactor: 10 },
  { big: u('yard', 'yards'), small: u('foot', 'feet'), factor: 3, wrongFactor: 12 },
  { big: u('yard', 'yards'), small: u('inch', 'inches'), factor: 36, wrongFactor: 12 },
  { big: u('gallon', 'gallons'), small: u('quart', 'quarts'), factor: 4, wrongFactor: 2 },
  { big: u('quart', 'quarts'), small: u('pint', 'pints'), factor: 2, wrongFactor: 4 },
  { big: u('pint', 'pints'), small: u('cup', 'cups'), factor: 2, wrongFactor: 4 },
  { big: u('pound', 'pounds'), small: u('ounce', 'ounces'), factor: 16, wrongFactor: 10 },
  { big: u('hour', 'hours'), small: u('minute', 'minutes'), factor: 60, wrongFactor: 100 },
  { big: u('minute', 'minutes'), small: u('second', 'seconds'), factor: 60, wrongFactor: 100 },
  { big: u('day', 'days'), small: u('hour', 'hours'), factor: 24, wrongFactor: 12 },
  { big: u('week', 'weeks'), small: u('day', 'days'), factor: 7, wrongFactor: 5 },
  { big: u('meter', 'meters'), small: u('centimeter', 'centimeters'), factor: 100, wrongFactor: 10 },
  {
    big: u('centimeter', 'centimeters'),
    small: u('millimeter', 'millimeters'),
    factor: 10,
    wrongFactor: 100,
  },
  { big: u('kilometer', 'kilometers'), small: u('meter', 'meters'), factor: 1000, wrongFactor: 100 },
  { big: u('liter', 'liters'), small: u('milliliter', 'milliliters'), factor: 1000, wrongFactor: 100 },
  { big: u('kilogram', 'kilograms'), small: u('gram', 'grams'), factor: 1000, wrongFactor: 100 },
];

const count = (value: number, noun: Noun) => `${n(value)} ${value === 1 ? noun.one : noun.many}`;

function bigToSmall(random: Random, story: StoryContext): NumericProblem {
  const c = random.pick(CONVERSIONS);
  const amount = random.int(2, 12);
  const answer = amount * c.factor;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} writes down a measure. It is ${count(amount, c.big)}. How many ${c.small.many} is that?`,
    answer: rational(answer),
    format: 'whole-number',
    unit: c.small,
    mistakes: [
      mistake(
        amount * c.wrongFactor,
        `1 ${c.big.one} is ${n(c.factor)} ${c.small.many}, not ${n(c.wrongFactor)}.`,
      ),
      mistake(
        amount + c.factor,
        `The numbers were added. Each ${c.big.one} is ${n(c.factor)} ${c.small.many}, so multiply.`,
      ),
      mistake(amount, `This is the number of ${c.big.many}. Change it to ${c.small.many}.`),
      mistake(answer + c.factor, `This is 1 ${c.big.one} too many. Multiply ${amount} × ${n(c.factor)}.`),
      mistake(answer - c.factor, `This is 1 ${c.big.one} too few. Multiply ${amount} × ${n(c.factor)}.`),
    ],
    hints: [
      `A ${c.big.one} is larger than a ${c.small.one}, so there will be more ${c.small.many}.`,
      `1 ${c.big.one} = ${count(c.factor, c.small)}.`,
      `Multiply ${amount} × ${n(c.factor)}.`,
    ],
    explanation: [
      `1 ${c.big.one} = ${count(c.factor, c.small)}.`,
      `${amount} × ${n(c.factor)} = ${n(answer)}.`,
      `${count(amount, c.big)} = ${count(answer, c.small)}.`,
    ],
    parameters: { big: c.big.many, small: c.small.many, amount, extra: 0, direction: 'to-small' },
  };
}

function mixed(random: Random, story: StoryContext): NumericProblem {
  const c = random.pick(
    CONVERSIONS.filter(
      (conversion) =>
        conversion.factor >= 3 && conversion.factor <= 60 && !conversion.small.one.endsWith('meter'),
    ),
  );
  const amount = random.int(2, 9);
  const extra = random.int(1, c.factor - 1);
  const answer = amount * c.factor + extra;
  const mistakes: Mistake[] = [
    mistake(
      amount * c.factor,
      `This changes the ${c.big.many} but leaves out the ${count(extra, c.small)}. Add them.`,
    ),
    mistake(
      Number(`${amount}${extra}`),
      'The two numbers were written side by side. Change the larger unit first.',
    ),
    mistake(
      amount * c.wrongFactor + extra,
      `1 ${c.big.one} is ${n(c.factor)} ${c.small.many}, not ${n(c.wrongFactor)}.`,
    ),
    mistake(amount + extra, `The numbers were added without changing the ${c.big.many} to ${c.small.many}.`),
  ];
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} writes down a measure. It is ${count(amount, c.big)} ${count(extra, c.small)}. How many ${c.small.many} is that?`,
    answer: rational(answer),
    format: 'whole-number',
    unit: c.small,
    mistakes,
    hints: [
      `Change the ${c.big.many} to ${c.small.many} first.`,
      `1 ${c.big.one} = ${count(c.factor, c.small)}, so ${count(amount, c.big)} = ${amount} × ${n(c.factor)} ${c.small.many}.`,
      `Then add the ${count(extra, c.small)}.`,
    ],
    explanation: [
      `${count(amount, c.big)} = ${amount} × ${n(c.factor)} = ${count(amount * c.factor, c.small)}.`,
      `${n(amount * c.factor)} + ${extra} = ${n(answer)}.`,
      `So it is ${count(answer, c.small)} in all.`,
    ],
    parameters: { big: c.big.many, small: c.small.many, amount, extra, direction: 'to-small' },
  };
}

function smallToBig(random: Random, story: StoryContext): NumericProblem {
  const c = random.pick(CONVERSIONS);
  const answer = random.int(4, 12);
  const small = answer * c.factor;
  const mistakes: Mistake[] = [
    mistake(
      small * c.factor,
      `This multiplied. A ${c.big.one} is larger, so there are fewer of them: divide.`,
    ),
    mistake(
      small - c.factor,
      `${n(c.factor)} was subtracted once. Find how many groups of ${n(c.factor)} make ${n(small)}.`,
    ),
    mistake(answer + 1, 'This is 1 too many. Continue the table one row at a time.'),
    mistake(answer - 1, 'This is 1 too few. Continue the table one row at a time.'),
  ];
  if (Number.isInteger(small / c.wrongFactor))
    mistakes.unshift(
      mistake(
        small / c.wrongFactor,
        `1 ${c.big.one} is ${n(c.factor)} ${c.small.many}, not ${n(c.wrongFactor)}.`,
      ),
    );
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.otherName} makes a table to change units. ${story.name} has a measure of ${count(small, c.small)}. How many ${c.big.many} is that?`,
    visual: {
      kind: 'table',
      title: `${c.big.many} and ${c.small.many}`,
      headers: [c.big.many, c.small.many],
      rows: [1, 2, 3].map((k) => [String(k), n(k * c.factor)]),
      imageDescription: `A table. 1 ${c.big.one} is ${count(c.factor, c.small)}. 2 ${c.big.many} are ${n(2 * c.factor)} ${c.small.many}. 3 ${c.big.many} are ${n(3 * c.factor)} ${c.small.many}.`,
    },
    answer: rational(answer),
    format: 'whole-number',
    unit: c.big,
    mistakes,
    hints: [
      `A ${c.big.one} is larger than a ${c.small.one}, so there will be fewer ${c.big.many}.`,
      `Each row of the table adds ${n(c.factor)} ${c.small.many}.`,
      `Divide ${n(small)} by ${n(c.factor)}.`,
    ],
    explanation: [
      `1 ${c.big.one} = ${count(c.factor, c.small)}.`,
      `${n(small)} ÷ ${n(c.factor)} = ${answer}.`,
      `${count(small, c.small)} = ${count(answer, c.big)}.`,
    ],
    parameters: { big: c.big.many, small: c.small.many, amount: small, extra: 0, direction: 'to-big' },
  };
}

export const convertUnits = defineGenerator({
  id: '4.8B.convert-units',
  version: 1,
  teksCode: '4.8B',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 1_000_000 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return bigToSmall(random, story);
    if (difficulty === 'medium') return mixed(random, story);
    return smallToBig(random, story);
  },
});
