import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import type { Noun } from '../contexts/theme-words';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { formatRational, formatWhole as n } from '../number-format';
import { capitalise, opening } from '../story-text';
import { wholeMistake } from './problem-helpers';

/**
 * 5.7A: convert units within the customary or the metric system, using the grade 5 reference sheet.
 * Easy: a bigger unit to a smaller one (multiply). Medium: a smaller unit to a bigger one (divide),
 * with decimals in metric. Hard: two steps: convert, then cut into pieces, compare or total. Wrong
 * answers: multiplying when it should divide (and back), the wrong number from the chart (12 for
 * yards, 100 for grams), stopping after the conversion, subtracting numbers in different units.
 */
interface Conversion {
  big: Noun;
  small: Noun;
  factor: number;
  /** Numbers from the chart that children mix up with this one. */
  confusers: readonly number[];
  metric: boolean;
  /** "Sofia's rope is 5 feet long." */
  has: (name: string, amount: string) => string;
  /** "How many inches long is the rope?" */
  ask: (unit: string) => string;
}

const unit = (one: string, many = `${one}s`): Noun => ({ one, many });
const long = (object: string) => ({
  has: (name: string, amount: string) => `${name}'s ${object} is ${amount} long.`,
  ask: (u: string) => `How many ${u} long is the ${object}?`,
});
const holds = (object: string, liquid: string) => ({
  has: (name: string, amount: string) => `${name}'s ${object} holds ${amount} of ${liquid}.`,
  ask: (u: string) => `How many ${u} of ${liquid} does it hold?`,
});
const weighs = (object: string, verb: string) => ({
  has: (name: string, amount: string) => `${name}'s ${object} ${verb} ${amount}.`,
  ask: (u: string) => `How many ${u} is that?`,
});

const CONVERSIONS: readonly Conversion[] = [
  {
    big: unit('foot', 'feet'),
    small: unit('inch', 'inches'),
    factor: 12,
    confusers: [3, 10, 36],
    metric: false,
    ...long('rope'),
  },
  {
    big: unit('yard'),
    small: unit('foot', 'feet'),
    factor: 3,
    confusers: [12, 36],
    metric: false,
    ...long('rope'),
  },
  {
    big: unit('yard'),
    small: unit('inch', 'inches'),
    factor: 36,
    confusers: [12, 3],
    metric: false,
    ...long('ribbon'),
  },
  {
    big: unit('kilometer'),
    small: unit('meter'),
    factor: 1000,
    confusers: [100, 10],
    metric: true,
    ...long('trail'),
  },
  {
    big: unit('meter'),
    small: unit('centimeter'),
    factor: 100,
    confusers: [10, 1000],
    metric: true,
    ...long('rope'),
  },
  {
    big: unit('centimeter'),
    small: unit('millimeter'),
    factor: 10,
    confusers: [100, 1000],
    metric: true,
    ...long('pencil'),
  },
  {
    big: unit('gallon'),
    small: unit('quart'),
    factor: 4,
    confusers: [2, 8],
    metric: false,
    ...holds('cooler', 'water'),
  },
  {
    big: unit('quart'),
    small: unit('pint'),
    factor: 2,
    confusers: [4, 8],
    metric: false,
    ...holds('jug', 'milk'),
  },
  {
    big: unit('pint'),
    small: unit('cup'),
    factor: 2,
    confusers: [4, 8],
    metric: false,
    ...holds('pot', 'soup'),
  },
  {
    big: unit('cup'),
    small: unit('fluid ounce'),
    factor: 8,
    confusers: [2, 16],
    metric: false,
    ...holds('bowl', 'juice'),
  },
  {
    big: unit('liter'),
    small: unit('milliliter'),
    factor: 1000,
    confusers: [100, 10],
    metric: true,
    ...holds('bottle', 'water'),
  },
  {
    big: unit('ton'),
    small: unit('pound'),
    factor: 2000,
    confusers: [1000, 16],
    metric: false,
    ...weighs('load of hay', 'weighs'),
  },
  {
    big: unit('pound'),
    small: unit('ounce'),
    factor: 16,
    confusers: [8, 12],
    metric: false,
    ...weighs('bag of pecans', 'weighs'),
  },
  {
    big: unit('kilogram'),
    small: unit('gram'),
    factor: 1000,
    confusers: [100, 10],
    metric: true,
    ...weighs('bag of rice', 'has a mass of'),
  },
  {
    big: unit('gram'),
    small: unit('milligram'),
    factor: 1000,
    confusers: [100, 10],
    metric: true,
    ...weighs('bead', 'has a mass of'),
  },
];

const amount = (value: number, noun: Noun) => `${n(value)} ${value === 1 ? noun.one : noun.many}`;
const chartFact = (c: Conversion) => `1 ${c.big.one} = ${n(c.factor)} ${c.small.many}`;

function bigToSmall(random: Random, story: StoryContext): NumericProblem {
  const index = random.int(0, CONVERSIONS.length - 1);
  const c = CONVERSIONS[index]!;
  const count = random.int(2, c.factor >= 1000 ? 9 : 12);
  const answer = count * c.factor;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${c.has(story.name, amount(count, c.big))} ${c.ask(c.small.many)}`,
    answer: rational(answer),
    format: 'whole-number',
    unit: c.small,
    mistakes: [
      ...c.confusers.flatMap((wrong) =>
        wholeMistake(
          count * wrong,
          `There are ${n(c.factor)} ${c.small.many} in 1 ${c.big.one}, not ${n(wrong)}.`,
        ),
      ),
      ...wholeMistake(
        count + c.factor,
        'The numbers were added. Each of the bigger units holds the same amount, so multiply.',
      ),
      ...wholeMistake(
        count / c.factor,
        `${capitalise(c.small.many)} are smaller, so there will be more of them. Multiply.`,
      ),
      ...wholeMistake(c.factor, `${n(c.factor)} ${c.small.many} is just 1 ${c.big.one}. There are ${count}.`),
    ],
    hints: [
      `Find ${c.big.many} and ${c.small.many} on the chart.`,
      `${chartFact(c)}.`,
      `${capitalise(c.small.many)} are smaller, so you need more of them. Multiply.`,
    ],
    explanation: [
      `${chartFact(c)}.`,
      `${count} × ${n(c.factor)} = ${n(answer)}.`,
      `So ${amount(count, c.big)} = ${amount(answer, c.small)}.`,
    ],
    parameters: { task: 'big-to-small', conversion: index, given: count, other: 0, pieces: 0 },
  };
}

function smallToBig(random: Random, story: StoryContext): NumericProblem {
  const index = random.int(0, CONVERSIONS.length - 1);
  const c = CONVERSIONS[index]!;
  // Metric answers are decimals (2,500 milliliters = 2.5 liters); customary ones stay whole.
  const parts = [
    c.factor / 2,
    (c.factor / 10) * random.int(1, 9),
    ...(c.factor % 4 === 0 ? [c.factor / 4] : []),
  ];
  const given = c.metric
    ? random.int(0, 9) * c.factor + random.pick(parts)
    : random.int(2, c.factor >= 1000 ? 9 : 12) * c.factor;
  const answer = rational(given, c.factor);
  const style = 'decimal' as const;
  const show = (value: number) => formatRational(rational(value, c.factor), style);
  const mistakes: Mistake[] = [
    ...wholeMistake(
      given * c.factor,
      `${capitalise(c.big.many)} are bigger, so there will be fewer of them. Divide, do not multiply.`,
    ),
    ...c.confusers.flatMap((wrong) => {
      const value = rational(given, wrong);
      return 1000 % value.denominator === 0
        ? [{ value, note: `There are ${n(c.factor)} ${c.small.many} in 1 ${c.big.one}, not ${n(wrong)}.` }]
        : [];
    }),
    ...wholeMistake(given - c.factor, `${n(c.factor)} was subtracted. Divide by ${n(c.factor)} instead.`),
  ];
  return {
    kind: 'numeric',
    stem: `${opening(story)}${c.has(story.name, amount(given, c.small))} ${c.ask(c.big.many)}`,
    answer,
    format: c.metric ? 'decimal' : 'whole-number',
    unit: c.big,
    style,
    mistakes,
    hints: [
      `${chartFact(c)}.`,
      `${capitalise(c.big.many)} are bigger, so there will be fewer of them.`,
      `Divide ${n(given)} by ${n(c.factor)}.`,
    ],
    explanation: [
      `${chartFact(c)}.`,
      `${n(given)} ÷ ${n(c.factor)} = ${show(given)}.`,
      `So ${amount(given, c.small)} = ${show(given)} ${given === c.factor ? c.big.one : c.big.many}.`,
    ],
    parameters: { task: 'small-to-big', conversion: index, given, other: 0, pieces: 0 },
  };
}

/** Hard: yards or feet of ribbon cut into pieces measured in inches. */
function cutIntoPieces(random: Random, story: StoryContext): NumericProblem {
  const index = random.pick([0, 2]);
  const c = CONVERSIONS[index]!;
  const count = random.int(2, index === 0 ? 9 : 5);
  const total = count * c.factor;
  const sizes = [2, 3, 4, 6, 8, 9, 12, 18].filter(
    (size) => total % size === 0 && total / size >= 3 && size !== c.factor,
  );
  const piece = random.pick(sizes);
  const answer = total / piece;
  const { name } = story;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} has a ribbon ${amount(count, c.big)} long. ${name} cuts it into pieces that are each ${piece} inches long. How many pieces does ${name} get?`,
    answer: rational(answer),
    format: 'whole-number',
    unit: unit('piece'),
    mistakes: [
      ...wholeMistake(
        total,
        `${total} inches is the whole ribbon. Now find how many ${piece}-inch pieces fit.`,
      ),
      ...c.confusers.flatMap((wrong) =>
        wholeMistake(
          (count * wrong) / piece,
          `There are ${c.factor} inches in 1 ${c.big.one}, not ${wrong}.`,
        ),
      ),
      ...wholeMistake(total - piece, 'One piece was subtracted. Divide to find how many pieces fit.'),
    ],
    hints: [
      'The ribbon and the pieces use different units. Change the ribbon to inches first.',
      `${chartFact(c)}.`,
      `Then divide the inches by ${piece}.`,
    ],
    explanation: [
      `${chartFact(c)}, so ${count} × ${c.factor} = ${total} inches.`,
      `${total} ÷ ${piece} = ${answer}.`,
      `${name} gets ${answer} pieces.`,
    ],
    parameters: { task: 'pieces', conversion: index, given: count, other: 0, pieces: piece },
  };
}

/** Hard: one distance in kilometers, another in meters; how many more meters. */
function compareMetric(random: Random, story: StoryContext): NumericProblem {
  const index = 3;
  const c = CONVERSIONS[index]!;
  const tenths = random.int(15, 60);
  const first = tenths * 100;
  const second = random.int(5, tenths - 3) * 100 + random.pick([0, 50]);
  const answer = first - second;
  const { name, otherName } = story;
  const km = formatRational(rational(tenths, 10), 'decimal');
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} hikes ${km} kilometers. ${otherName} hikes ${n(second)} meters. How many more meters does ${name} hike?`,
    answer: rational(answer),
    format: 'whole-number',
    unit: c.small,
    style: 'decimal',
    mistakes: [
      {
        value: rational(second * 10 - tenths, 10),
        note: `${km} is in kilometers and ${n(second)} is in meters. Change both to meters before subtracting.`,
      },
      ...wholeMistake(first + second, 'The distances were added. "How many more" means subtract.'),
      ...wholeMistake(
        first,
        `${n(first)} meters is how far ${name} hikes. Subtract ${otherName}'s distance.`,
      ),
      ...wholeMistake(tenths * 10 - second, 'There are 1,000 meters in 1 kilometer, not 100.'),
      {
        value: rational(answer, 1000),
        note: 'This is the difference in kilometers. The question asks for meters.',
      },
    ],
    hints: [
      'The distances use different units. Change kilometers to meters first.',
      '1 kilometer = 1,000 meters.',
      `Then subtract ${n(second)} meters.`,
    ],
    explanation: [
      `${km} × 1,000 = ${n(first)}, so ${name} hikes ${n(first)} meters.`,
      `${n(first)} − ${n(second)} = ${n(answer)}.`,
      `${name} hikes ${n(answer)} more meters.`,
    ],
    parameters: { task: 'compare', conversion: index, given: tenths, other: second, pieces: 0 },
  };
}

/** Hard: several packs in ounces, total in pounds. */
function totalPounds(random: Random, story: StoryContext): NumericProblem {
  const index = 12;
  const ounces = random.pick([4, 8, 12, 16, 24, 32]);
  const packs = random.pick([2, 3, 4, 5, 6, 8, 10, 12].filter((p) => (p * ounces) % 16 === 0));
  const total = packs * ounces;
  const answer = total / 16;
  const { name } = story;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} buys ${packs} bags of pecans. Each bag weighs ${ounces} ounces. How many pounds of pecans does ${name} buy?`,
    answer: rational(answer),
    format: 'whole-number',
    unit: unit('pound'),
    mistakes: [
      ...wholeMistake(total, `${total} is the weight in ounces. Change it to pounds.`),
      ...wholeMistake(total / 12, 'There are 16 ounces in 1 pound, not 12.'),
      ...wholeMistake(total / 8, 'There are 16 ounces in 1 pound, not 8.'),
      ...wholeMistake(total * 16, 'Pounds are bigger than ounces, so there are fewer of them. Divide by 16.'),
      ...wholeMistake(packs, `${packs} is the number of bags. Find how much they weigh.`),
    ],
    hints: [
      'First find the total weight in ounces.',
      `${packs} × ${ounces} ounces. Then use 1 pound = 16 ounces.`,
      'Pounds are bigger, so divide the ounces by 16.',
    ],
    explanation: [
      `${packs} × ${ounces} = ${total} ounces.`,
      `1 pound = 16 ounces, so ${total} ÷ 16 = ${answer}.`,
      `${name} buys ${amount(answer, unit('pound'))} of pecans.`,
    ],
    parameters: { task: 'total-pounds', conversion: index, given: ounces, other: packs, pieces: 0 },
  };
}

export const convertMeasurementUnits = defineGenerator({
  id: '5.7A.convert-measurement-units',
  version: 1,
  teksCode: '5.7A',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return bigToSmall(random, story);
    if (difficulty === 'medium') return smallToBig(random, story);
    return random.pick([cutIntoPieces, compareMetric, totalPounds])(random, story);
  },
});

/** For tests: the chart the generator uses. */
export const CONVERSION_CHART = CONVERSIONS.map(({ big, small, factor }) => ({
  big: big.one,
  small: small.one,
  factor,
}));
