import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import type { Noun } from '../contexts/theme-words';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem, NumericProblem } from '../generator-types';
import { opening, withArticle } from '../story-text';
import { countMistake, rightChoice, wrongChoice } from './geometry-data-parts';
import { times } from '../times';

/**
 * 3.7E: measure liquid volume (capacity) or weight with the right units and tools. Easy: the best unit
 * or tool for an object. Medium: add up the weights that balance an object on a pan balance. Hard: read
 * a measuring cup or scale whose marks go up by more than 1. Wrong choices: a unit for the wrong size
 * or the wrong kind of measure, counting marks or weights instead of their values.
 */

type Kind = 'weight' | 'liquid volume';
type Size = 'light' | 'heavy' | 'small' | 'large';

interface Thing {
  name: string;
  kind: Kind;
  size: Size;
}

const thing = (name: string, kind: Kind, size: Size): Thing => ({ name, kind, size });

const THINGS: readonly Thing[] = [
  thing('a paper clip', 'weight', 'light'),
  thing('a pencil', 'weight', 'light'),
  thing('a grape', 'weight', 'light'),
  thing('a feather', 'weight', 'light'),
  thing('a key', 'weight', 'light'),
  thing('a dog', 'weight', 'heavy'),
  thing('a bicycle', 'weight', 'heavy'),
  thing('a bag of potatoes', 'weight', 'heavy'),
  thing('a watermelon', 'weight', 'heavy'),
  thing('a desk', 'weight', 'heavy'),
  thing('a mug', 'liquid volume', 'small'),
  thing('a juice box', 'liquid volume', 'small'),
  thing('a glass', 'liquid volume', 'small'),
  thing('a soup bowl', 'liquid volume', 'small'),
  thing('a bathtub', 'liquid volume', 'large'),
  thing('a fish tank', 'liquid volume', 'large'),
  thing('a swimming pool', 'liquid volume', 'large'),
  thing('a big bucket', 'liquid volume', 'large'),
];

/** Best units in each system, and the unit of the same kind for the other size. */
const UNITS: Record<
  Size,
  { metric: string; customary: string; otherSize: { metric: string; customary: string } }
> = {
  light: { metric: 'grams', customary: 'ounces', otherSize: { metric: 'kilograms', customary: 'pounds' } },
  heavy: { metric: 'kilograms', customary: 'pounds', otherSize: { metric: 'grams', customary: 'ounces' } },
  small: { metric: 'milliliters', customary: 'cups', otherSize: { metric: 'liters', customary: 'gallons' } },
  large: { metric: 'liters', customary: 'gallons', otherSize: { metric: 'milliliters', customary: 'cups' } },
};
const WRONG_KIND_UNITS: Record<Kind, { metric: string; customary: string }> = {
  weight: { metric: 'liters', customary: 'gallons' },
  'liquid volume': { metric: 'kilograms', customary: 'pounds' },
};
const LENGTH_UNITS = { metric: 'meters', customary: 'inches' };

const measured = (t: Thing) => (t.kind === 'weight' ? `how heavy ${t.name} is` : `how much ${t.name} holds`);

function bestUnit(random: Random, story: StoryContext): ChoiceProblem {
  const t = random.pick(
    THINGS.filter((x) => x.name !== 'a spoonful of medicine' && x.name !== 'a small cup of water'),
  );
  const system = random.pick(['metric', 'customary'] as const);
  const units = UNITS[t.size];
  const right = units[system];
  const sizeWord =
    t.size === 'light' ? 'light' : t.size === 'heavy' ? 'heavy' : t.size === 'small' ? 'small' : 'large';
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} wants to measure ${measured(t)}. Which unit is the best to use?`,
    choices: [
      rightChoice(right),
      wrongChoice(
        units.otherSize[system],
        `${capital(units.otherSize[system])} are for ${t.size === 'light' || t.size === 'small' ? 'much bigger' : 'much smaller'} amounts. ${capital(t.name)} is ${sizeWord}.`,
      ),
      wrongChoice(
        WRONG_KIND_UNITS[t.kind][system],
        `${capital(WRONG_KIND_UNITS[t.kind][system])} measure ${t.kind === 'weight' ? 'liquid volume' : 'weight'}. This question is about ${t.kind}.`,
      ),
      wrongChoice(LENGTH_UNITS[system], `${capital(LENGTH_UNITS[system])} measure length, not ${t.kind}.`),
    ],
    hints: [
      t.kind === 'weight'
        ? 'This is about how heavy something is: a unit of weight.'
        : 'This is about how much liquid fits: a unit of liquid volume.',
      `Is ${t.name} ${t.kind === 'weight' ? 'light or heavy' : 'small or large'}? Pick a unit of the right size.`,
    ],
    explanation: [
      `To find ${measured(t)}, measure ${t.kind}.`,
      `${capital(t.name)} is ${sizeWord}, so ${right} is the best unit.`,
    ],
    parameters: { model: 'unit', item: t.name, system, total: 0 },
  };
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const TOOLS: Record<Kind, string> = { weight: 'a scale', 'liquid volume': 'a measuring cup' };

function bestTool(random: Random, story: StoryContext): ChoiceProblem {
  const t = random.pick(THINGS.filter((x) => x.size !== 'large'));
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} wants to measure ${measured(t)}. Which tool should ${story.name} use?`,
    choices: [
      rightChoice(TOOLS[t.kind]),
      wrongChoice(
        TOOLS[t.kind === 'weight' ? 'liquid volume' : 'weight'],
        `That tool measures ${t.kind === 'weight' ? 'liquid volume' : 'weight'}. This question is about ${t.kind}.`,
      ),
      wrongChoice('a ruler', 'A ruler measures length.'),
      wrongChoice('a thermometer', 'A thermometer measures temperature.'),
      wrongChoice('a clock', 'A clock measures time.'),
    ],
    hints: [
      t.kind === 'weight' ? 'This is about how heavy something is.' : 'This is about how much liquid fits.',
      'Think about what each tool measures.',
    ],
    explanation: [
      `To find ${measured(t)}, measure ${t.kind}.`,
      `${capital(TOOLS[t.kind])} measures ${t.kind}.`,
    ],
    parameters: { model: 'tool', item: t.name, system: 'none', total: 0 },
  };
}

interface WeightSet {
  unit: Noun;
  sizes: [number, number, number];
  thing: string;
}

const WEIGHT_SETS: readonly WeightSet[] = [
  { unit: { one: 'gram', many: 'grams' }, sizes: [100, 10, 1], thing: 'apple' },
  { unit: { one: 'gram', many: 'grams' }, sizes: [100, 10, 1], thing: 'toy car' },
  { unit: { one: 'gram', many: 'grams' }, sizes: [100, 50, 10], thing: 'book' },
  { unit: { one: 'pound', many: 'pounds' }, sizes: [10, 5, 1], thing: 'pumpkin' },
  { unit: { one: 'pound', many: 'pounds' }, sizes: [10, 5, 1], thing: 'bag of rice' },
];

function panBalance(random: Random, story: StoryContext): NumericProblem {
  const set = random.pick(WEIGHT_SETS);
  const counts = [random.int(1, 4), random.int(1, 4), random.int(0, 4)];
  const rows = set.sizes.flatMap((size, i) => (counts[i]! > 0 ? [{ size, count: counts[i]! }] : []));
  const total = rows.reduce((sum, { size, count }) => sum + size * count, 0);
  const pieces = rows.reduce((sum, { count }) => sum + count, 0);
  const oneEach = rows.reduce((sum, { size }) => sum + size, 0);
  const label = (size: number) => `${size} ${size === 1 ? set.unit.one : set.unit.many}`;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} puts ${withArticle(set.thing)} on a pan balance. The weights in the table make the pans level. How heavy is the ${set.thing}?`,
    visual: {
      kind: 'table',
      title: 'Weights on the balance',
      headers: ['Weight', 'How many'],
      rows: rows.map(({ size, count }) => [label(size), String(count)]),
      imageDescription: `A table of weights: ${rows.map(({ size, count }) => `${count} of ${label(size)}`).join(', ')}.`,
    },
    answer: rational(total),
    format: 'whole-number',
    unit: set.unit,
    mistakes: [
      ...countMistake(pieces, 'This counts the weights. Add what each weight is worth.'),
      ...countMistake(oneEach, 'This adds one weight of each kind. Use how many there are of each.'),
      ...countMistake(
        total - rows.at(-1)!.size * rows.at(-1)!.count,
        'The smallest weights were left out. Add every weight.',
      ),
      ...countMistake(total + rows[0]!.size, `One extra ${rows[0]!.size}-${set.unit.one} weight was added.`),
    ],
    hints: [
      'When the pans are level, both sides weigh the same.',
      'Find how much each kind of weight adds up to.',
      rows.map(({ size, count }) => `${count} × ${size}`).join(', then ') + '. Then add.',
    ],
    explanation: [
      'The pans are level, so the object weighs the same as all the weights together.',
      `${rows.map(({ size, count }) => `${count} × ${size} = ${size * count}`).join('; ')}.`,
      `${rows.map(({ size, count }) => size * count).join(' + ')} = ${total}. It weighs ${total} ${set.unit.many}.`,
    ],
    parameters: { model: 'balance', item: set.thing, system: set.unit.many, total },
  };
}

interface Gauge {
  tool: string;
  unit: Noun;
  step: number;
  action: string;
  question: string;
}

const GAUGES: readonly Gauge[] = [
  {
    tool: 'measuring cup',
    unit: { one: 'milliliter', many: 'milliliters' },
    step: 50,
    action: 'pours juice into',
    question: 'How much juice is in the cup?',
  },
  {
    tool: 'measuring pitcher',
    unit: { one: 'milliliter', many: 'milliliters' },
    step: 100,
    action: 'pours water into',
    question: 'How much water is in the pitcher?',
  },
  {
    tool: 'measuring cup',
    unit: { one: 'milliliter', many: 'milliliters' },
    step: 20,
    action: 'pours milk into',
    question: 'How much milk is in the cup?',
  },
  {
    tool: 'kitchen scale',
    unit: { one: 'gram', many: 'grams' },
    step: 20,
    action: 'puts some grapes on',
    question: 'How heavy are the grapes?',
  },
  {
    tool: 'scale',
    unit: { one: 'pound', many: 'pounds' },
    step: 2,
    action: 'puts a puppy on',
    question: 'How heavy is the puppy?',
  },
];

function readGauge(random: Random, story: StoryContext): NumericProblem {
  const gauge = random.pick(GAUGES);
  const divisions = 10;
  const tick = 2 * random.int(1, 4) + 1;
  const value = tick * gauge.step;
  const labelled = times(divisions / 2 + 1, (i) => ({
    tick: 2 * i,
    text: String(2 * i * gauge.step),
  }));
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} ${gauge.action} ${withArticle(gauge.tool)}. The number line shows its marks. ${gauge.question}`,
    visual: {
      kind: 'number-line',
      divisions,
      tickLabels: labelled,
      points: [{ tick }],
      jumps: [],
      imageDescription: `A scale of ${gauge.unit.many} from 0 to ${divisions * gauge.step}, with a mark for every ${gauge.step} and a number on every other mark. The point is on the mark between the numbers ${value - gauge.step} and ${value + gauge.step}.`,
    },
    answer: rational(value),
    format: 'whole-number',
    unit: gauge.unit,
    mistakes: [
      ...countMistake(tick, 'This counts the marks. Each mark stands for more than 1.'),
      ...countMistake(
        value - gauge.step,
        `The point is past the ${value - gauge.step} mark. Count on one more mark.`,
      ),
      ...countMistake(value + gauge.step, `The point is before the ${value + gauge.step} mark.`),
      ...countMistake(value + gauge.step / 2, `Each mark is ${gauge.step} more, not ${gauge.step / 2}.`),
      ...countMistake(tick * 10, `The marks do not go up by 10. Find how much each mark adds.`),
    ],
    hints: [
      'Look at two numbers next to each other. How many marks are between them?',
      `The numbers go up by ${2 * gauge.step} every two marks, so each mark is ${gauge.step}.`,
      'Find the number just below the point, then count on.',
    ],
    explanation: [
      `The numbers go up by ${2 * gauge.step}, and there are 2 spaces between them, so each mark is ${gauge.step}.`,
      `The point is one mark past ${value - gauge.step}: ${value - gauge.step} + ${gauge.step} = ${value}.`,
      `The reading is ${value} ${gauge.unit.many}.`,
    ],
    parameters: { model: 'gauge', item: gauge.tool, system: gauge.unit.many, total: value },
  };
}

export const measureVolumeWeight = defineGenerator({
  id: '3.7E.measure-volume-weight',
  version: 1,
  teksCode: '3.7E',
  itemTypes: ['multiple-choice'],
  bounds: { maxWhole: 1000 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return random.chance(2, 3) ? bestUnit(random, story) : bestTool(random, story);
    if (difficulty === 'medium') return panBalance(random, story);
    return readGauge(random, story);
  },
});
