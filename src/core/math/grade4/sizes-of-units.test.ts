import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { sizesOfUnits } from './sizes-of-units';

// Independent facts, written here: each unit in millimeters, milliliters or grams (rounded), the best
// unit for each thing, and a sensible range for each thing in those base units.
const SIZE: Record<string, number> = {
  millimeter: 1,
  centimeter: 10,
  inch: 25,
  foot: 305,
  yard: 914,
  meter: 1000,
  kilometer: 1e6,
  mile: 1.6e6,
  milliliter: 1,
  'fluid ounce': 30,
  cup: 237,
  pint: 473,
  quart: 946,
  liter: 1000,
  gallon: 3785,
  gram: 1,
  ounce: 28,
  pound: 454,
  kilogram: 1000,
  ton: 907_000,
};
const PLURAL_TO_NAME: Record<string, string> = {
  millimeters: 'millimeter',
  centimeters: 'centimeter',
  inches: 'inch',
  feet: 'foot',
  yards: 'yard',
  meters: 'meter',
  kilometers: 'kilometer',
  miles: 'mile',
  milliliters: 'milliliter',
  'fluid ounces': 'fluid ounce',
  cups: 'cup',
  pints: 'pint',
  quarts: 'quart',
  liters: 'liter',
  gallons: 'gallon',
  grams: 'gram',
  ounces: 'ounce',
  pounds: 'pound',
  kilograms: 'kilogram',
  tons: 'ton',
};
const unitName = (text: string) => PLURAL_TO_NAME[text] ?? text;
const LENGTHS = ['millimeter', 'centimeter', 'inch', 'foot', 'yard', 'meter', 'kilometer', 'mile'];
const VOLUMES = ['milliliter', 'fluid ounce', 'cup', 'pint', 'quart', 'liter', 'gallon'];
const kindOf = (unit: string) =>
  LENGTHS.includes(unit) ? 'length' : VOLUMES.includes(unit) ? 'volume' : 'weight';
const thingKind = (what: string) =>
  /length|distance/.test(what) ? 'length' : /water|milk|juice/.test(what) ? 'volume' : 'weight';
const THINGS: Record<string, { customary: string; metric: string; range: [number, number] }> = {
  'the length of a crayon': { customary: 'inches', metric: 'centimeters', range: [50, 150] },
  'the length of a paper clip': { customary: 'inches', metric: 'centimeters', range: [20, 60] },
  'the distance from Dallas to Houston': { customary: 'miles', metric: 'kilometers', range: [3e8, 4.5e8] },
  'the length of a football field': { customary: 'yards', metric: 'meters', range: [80_000, 120_000] },
  'the length of a ladybug': { customary: 'inches', metric: 'millimeters', range: [3, 30] },
  'the water in a bathtub': { customary: 'gallons', metric: 'liters', range: [100_000, 200_000] },
  'the milk in a glass': { customary: 'cups', metric: 'milliliters', range: [150, 500] },
  'the juice in a small box': { customary: 'fluid ounces', metric: 'milliliters', range: [150, 250] },
  'the weight of a car': { customary: 'tons', metric: 'kilograms', range: [900_000, 2_000_000] },
  'the weight of a strawberry': { customary: 'ounces', metric: 'grams', range: [5, 40] },
  'the weight of a big dog': { customary: 'pounds', metric: 'kilograms', range: [20_000, 40_000] },
  'the weight of a bag of apples': { customary: 'pounds', metric: 'kilograms', range: [1000, 3500] },
};

function isRight(item: Item, text: string): boolean {
  const p = item.parameters;
  if (p.task === 'best-unit') return THINGS[String(p.what)]![p.system as 'customary' | 'metric'] === text;
  if (p.task === 'compare') {
    const sizes = String(p.units)
      .split(',')
      .map((u) => SIZE[u]!);
    const target = p.ask === 'greatest' ? Math.max(...sizes) : Math.min(...sizes);
    return SIZE[text.replace(/^an? /, '')] === target;
  }
  const [value, ...rest] = text.replace(/^about /, '').split(' ');
  const name = unitName(rest.join(' '));
  if (kindOf(name) !== thingKind(String(p.what))) return false;
  const amount = Number(value) * SIZE[name]!;
  const [low, high] = THINGS[String(p.what)]!.range;
  return amount >= low && amount <= high;
}

const choicesOf = (item: Item) => ('choices' in item.interaction ? item.interaction.choices : []);

checkGenerator(sizesOfUnits, {
  independentAnswer: (item) => {
    const right = choicesOf(item).filter((choice) => isRight(item, choice.text));
    return right.length === 1 ? right[0]!.text : `${right.length} right choices`;
  },
});

describe('4.8A sizes of units', () => {
  it('knows every thing the generator measures', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const item = sizesOfUnits.generate({ seed, difficulty: 'easy' });
      expect(THINGS[String(item.parameters.what)]).toBeDefined();
    }
  });

  it('writes the same number with every unit in estimate items', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const item = sizesOfUnits.generate({ seed, difficulty: 'hard' });
      const numbers = new Set(choicesOf(item).map((c) => c.text.split(' ')[1]));
      expect(numbers.size).toBe(1);
    }
  });
});
