import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { measureVolumeWeight } from './measure-volume-weight';

// Independent facts: what each unit or tool measures, and whether a unit is for small or big amounts.
const UNIT: Record<string, { kind: string; big: boolean }> = {
  grams: { kind: 'weight', big: false },
  ounces: { kind: 'weight', big: false },
  kilograms: { kind: 'weight', big: true },
  pounds: { kind: 'weight', big: true },
  milliliters: { kind: 'volume', big: false },
  cups: { kind: 'volume', big: false },
  liters: { kind: 'volume', big: true },
  gallons: { kind: 'volume', big: true },
  meters: { kind: 'length', big: true },
  inches: { kind: 'length', big: false },
};
const TOOL: Record<string, string> = {
  'a scale': 'weight',
  'a measuring cup': 'volume',
  'a ruler': 'length',
  'a thermometer': 'temperature',
  'a clock': 'time',
};
const BIG_THINGS = [
  'dog',
  'bicycle',
  'potatoes',
  'watermelon',
  'desk',
  'bathtub',
  'fish tank',
  'pool',
  'bucket',
];

function expected(item: Item): Fraction | string {
  const visual = item.visual;
  if (visual?.kind === 'table') {
    return visual.rows.reduce(
      (sum, [weight, count]) => sum.add(new Fraction(Number.parseInt(weight!, 10)).mul(Number(count))),
      new Fraction(0),
    );
  }
  if (visual?.kind === 'number-line') {
    const [, second] = visual.tickLabels;
    const perMark = new Fraction(Number(second!.text)).div(second!.tick);
    return perMark.mul(visual.points[0]!.tick);
  }
  const texts = 'choices' in item.interaction ? item.interaction.choices.map((c) => c.text) : [];
  const kind = item.stem.includes('how heavy') ? 'weight' : 'volume';
  if (item.stem.includes('Which tool')) return texts.find((text) => TOOL[text] === kind)!;
  const big = BIG_THINGS.some((word) => item.stem.includes(word));
  const right = texts.filter((text) => UNIT[text]!.kind === kind && UNIT[text]!.big === big);
  return right.length === 1 ? right[0]! : 'ambiguous';
}

checkGenerator(measureVolumeWeight, { independentAnswer: expected });

describe('3.7E measure liquid volume and weight', () => {
  it('puts the reading on a mark with no number, so the scale must be worked out', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const visual = measureVolumeWeight.generate({ seed, difficulty: 'hard' }).visual;
      if (visual?.kind !== 'number-line') throw new Error('expected a number line');
      const labelled = visual.tickLabels.map((label) => label.tick);
      expect(labelled).not.toContain(visual.points[0]!.tick);
    }
  });

  it('offers both metric and customary units across items', () => {
    const systems = new Set(
      Array.from(
        { length: 100 },
        (_, seed) => measureVolumeWeight.generate({ seed, difficulty: 'easy' }).parameters.system,
      ),
    );
    expect(systems).toContain('metric');
    expect(systems).toContain('customary');
  });
});
