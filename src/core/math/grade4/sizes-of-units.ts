import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem } from '../generator-types';
import { opening, withArticle } from '../story-text';

/**
 * 4.8A: the relative sizes of customary and metric units. Easy: the best unit to measure a thing. Medium:
 * which of four units (customary and metric mixed) is the greatest or the least. Hard: the best
 * estimate of a measure, where the same number is written with units of very different sizes. Wrong
 * choices: a unit for another attribute (grams for liquid), a unit far too small or too large.
 */
type Attribute = 'length' | 'liquid volume' | 'weight or mass';

interface UnitInfo {
  name: string;
  plural: string;
  attribute: Attribute;
  system: 'customary' | 'metric';
  /** Size in millimeters, milliliters or grams, to compare units across systems. */
  size: number;
}

const unit = (
  name: string,
  plural: string,
  attribute: Attribute,
  system: UnitInfo['system'],
  size: number,
): UnitInfo => ({
  name,
  plural,
  attribute,
  system,
  size,
});

export const UNITS: readonly UnitInfo[] = [
  unit('millimeter', 'millimeters', 'length', 'metric', 1),
  unit('centimeter', 'centimeters', 'length', 'metric', 10),
  unit('inch', 'inches', 'length', 'customary', 25.4),
  unit('foot', 'feet', 'length', 'customary', 304.8),
  unit('yard', 'yards', 'length', 'customary', 914.4),
  unit('meter', 'meters', 'length', 'metric', 1000),
  unit('kilometer', 'kilometers', 'length', 'metric', 1_000_000),
  unit('mile', 'miles', 'length', 'customary', 1_609_344),
  unit('milliliter', 'milliliters', 'liquid volume', 'metric', 1),
  unit('fluid ounce', 'fluid ounces', 'liquid volume', 'customary', 29.57),
  unit('cup', 'cups', 'liquid volume', 'customary', 236.6),
  unit('pint', 'pints', 'liquid volume', 'customary', 473.2),
  unit('quart', 'quarts', 'liquid volume', 'customary', 946.4),
  unit('liter', 'liters', 'liquid volume', 'metric', 1000),
  unit('gallon', 'gallons', 'liquid volume', 'customary', 3785),
  unit('gram', 'grams', 'weight or mass', 'metric', 1),
  unit('ounce', 'ounces', 'weight or mass', 'customary', 28.35),
  unit('pound', 'pounds', 'weight or mass', 'customary', 453.6),
  unit('kilogram', 'kilograms', 'weight or mass', 'metric', 1000),
  unit('ton', 'tons', 'weight or mass', 'customary', 907_185),
];
const byName = (name: string) => UNITS.find((u) => u.name === name)!;

interface Measurable {
  what: string;
  attribute: Attribute;
  best: { customary: string; metric: string };
  /** A sensible measure in each system: [low, high] of the best unit. */
  range: { customary: [number, number]; metric: [number, number] };
  /** Other units a teacher would also accept as sensible, never offered as wrong in "best unit". */
  alsoFine: readonly string[];
}

const m = (
  what: string,
  attribute: Attribute,
  customary: string,
  metric: string,
  customaryRange: [number, number],
  metricRange: [number, number],
  alsoFine: readonly string[] = [],
): Measurable => ({
  what,
  attribute,
  best: { customary, metric },
  range: { customary: customaryRange, metric: metricRange },
  alsoFine,
});

export const MEASURABLES: readonly Measurable[] = [
  m('the length of a crayon', 'length', 'inch', 'centimeter', [3, 4], [8, 10]),
  m('the length of a paper clip', 'length', 'inch', 'centimeter', [1, 2], [3, 5]),
  m('the distance from Dallas to Houston', 'length', 'mile', 'kilometer', [230, 250], [370, 400]),
  m('the length of a ladybug', 'length', 'inch', 'millimeter', [1, 1], [5, 8]),
  m('the water in a bathtub', 'liquid volume', 'gallon', 'liter', [30, 50], [120, 190]),
  m('the milk in a glass', 'liquid volume', 'cup', 'milliliter', [1, 2], [200, 300], ['fluid ounce']),
  m('the juice in a small box', 'liquid volume', 'fluid ounce', 'milliliter', [6, 8], [180, 240], ['cup']),
  m('the weight of a car', 'weight or mass', 'ton', 'kilogram', [1, 2], [1000, 1800], ['pound']),
  m('the length of a football field', 'length', 'yard', 'meter', [100, 120], [91, 110], ['foot']),
  m('the weight of a strawberry', 'weight or mass', 'ounce', 'gram', [1, 1], [10, 25]),
  m('the weight of a big dog', 'weight or mass', 'pound', 'kilogram', [50, 80], [22, 36]),
  m('the weight of a bag of apples', 'weight or mass', 'pound', 'kilogram', [3, 5], [2, 3]),
];

const ATTRIBUTE_NOTE: Record<Attribute, string> = {
  length: 'measures length, how long something is',
  'liquid volume': 'measures liquid volume, how much a container holds',
  'weight or mass': 'measures weight or mass, how heavy something is',
};

type Choice = ChoiceProblem['choices'][number];

function bestUnit(random: Random, story: StoryContext): ChoiceProblem {
  const thing = random.pick(MEASURABLES);
  const system = random.pick(['customary', 'metric'] as const);
  const best = byName(thing.best[system]);
  const sameKind = UNITS.filter(
    (u) =>
      u.attribute === thing.attribute &&
      u.system === system &&
      u !== best &&
      !thing.alsoFine.includes(u.name),
  );
  const otherKind = UNITS.filter((u) => u.attribute !== thing.attribute && u.system === system);
  const pool = [...random.sample(sameKind, Math.min(2, sameKind.length))];
  pool.push(...random.sample(otherKind, 3 - pool.length));
  const wrong: Choice[] = pool.map((u) => ({
    text: u.plural,
    correct: false,
    note:
      u.attribute !== thing.attribute
        ? `A ${u.name} ${ATTRIBUTE_NOTE[u.attribute]}. This question is about ${thing.attribute}.`
        : u.size < best.size
          ? `A ${u.name} is too small for this. You would need a very large number of them.`
          : `A ${u.name} is too large for this. The measure would be a tiny part of one.`,
  }));
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} wants to measure ${thing.what}. Which ${system} unit is best to use?`,
    choices: [{ text: best.plural, correct: true }, ...wrong],
    hints: [
      `First decide what is measured: length, liquid volume or weight.`,
      'Think about the size of what is measured: tiny, about the size of your hand, or huge?',
      'Choose a unit that is not too small and not too large, so the number is easy to use.',
    ],
    explanation: [
      `This measures ${thing.attribute === 'weight or mass' ? 'weight' : thing.attribute}, so use a unit of ${thing.attribute === 'weight or mass' ? 'weight' : thing.attribute}.`,
      `${capitalFirst(best.plural)} are the ${system} unit that fits its size best.`,
    ],
    parameters: { task: 'best-unit', what: thing.what, system },
  };
}

const capitalFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function compareUnits(random: Random, story: StoryContext): ChoiceProblem {
  const attribute = random.pick(['length', 'liquid volume', 'weight or mass'] as const);
  const candidates = UNITS.filter((u) => u.attribute === attribute);
  const four = random.sample(candidates, 4);
  const greatest = random.chance(1, 2);
  const sorted = [...four].sort((a, b) => a.size - b.size);
  const answer = greatest ? sorted[3]! : sorted[0]!;
  const word = attribute === 'length' ? (greatest ? 'longest' : 'shortest') : greatest ? 'greatest' : 'least';
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} and ${story.otherName} compare units. Which measure is the ${word}?`,
    choices: four.map((u) => ({
      text: withArticle(u.name),
      correct: u === answer,
      ...(u === answer
        ? {}
        : {
            note: `${capitalFirst(withArticle(u.name))} is ${greatest ? 'less' : 'more'} than ${withArticle(answer.name)}.`,
          }),
    })),
    hints: [
      'Picture each unit. Think of something about that size.',
      'Metric and customary units can be compared too: a meter is a little longer than a yard, a liter a little more than a quart.',
      `Put the units in order from least to greatest.`,
    ],
    explanation: [
      `From least to greatest: ${sorted.map((u) => withArticle(u.name)).join(', ')}.`,
      `So ${withArticle(answer.name)} is the ${word}.`,
    ],
    parameters: {
      task: 'compare',
      units: four.map((u) => u.name).join(','),
      ask: greatest ? 'greatest' : 'least',
    },
  };
}

function bestEstimate(random: Random, story: StoryContext): ChoiceProblem {
  const thing = random.pick(MEASURABLES);
  const system = random.pick(['customary', 'metric'] as const);
  const best = byName(thing.best[system]);
  const [low, high] = thing.range[system];
  const value = random.int(low, high);
  const others = UNITS.filter(
    (u) =>
      u.attribute === thing.attribute &&
      u.system === system &&
      u !== best &&
      (u.size >= best.size * 5 || u.size * 5 <= best.size),
  );
  const fill = UNITS.filter((u) => u.attribute !== thing.attribute && u.system === system);
  const wrongUnits =
    others.length >= 3 ? random.sample(others, 3) : [...others, ...random.sample(fill, 3 - others.length)];
  const plural = (u: UnitInfo) => (value === 1 ? u.name : u.plural);
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.otherName} estimates ${thing.what}. Which is the best estimate?`,
    choices: [
      { text: `about ${value} ${plural(best)}`, correct: true },
      ...wrongUnits.map((u) => ({
        text: `about ${value} ${plural(u)}`,
        correct: false,
        note:
          u.attribute !== thing.attribute
            ? `${capitalFirst(u.plural)} measure ${u.attribute === 'weight or mass' ? 'weight' : u.attribute}, not ${thing.attribute === 'weight or mass' ? 'weight' : thing.attribute}.`
            : u.size < best.size
              ? `${value} ${plural(u)} is far too small for ${thing.what}.`
              : `${value} ${plural(u)} is far too large for ${thing.what}.`,
      })),
    ],
    hints: [
      'All the choices use the same number. The units are different.',
      `Picture ${value} of each unit in a row or a pile.`,
      `Which one makes sense for ${thing.what}?`,
    ],
    explanation: [
      `${capitalFirst(thing.what)} is about ${value} ${plural(best)}.`,
      `The other units are much too small or much too large, or measure something else.`,
    ],
    parameters: { task: 'estimate', what: thing.what, system, value },
  };
}

export const sizesOfUnits = defineGenerator({
  id: '4.8A.sizes-of-units',
  version: 1,
  teksCode: '4.8A',
  itemTypes: ['multiple-choice'],
  bounds: { maxWhole: 2000 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return bestUnit(random, story);
    if (difficulty === 'medium') return compareUnits(random, story);
    return bestEstimate(random, story);
  },
});
