import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { unitCubeVolume } from './unit-cube-volume';

// Independent path: the right sentence is written here from the recorded count and unit, and counts are
// added with fraction.js.
const SINGULAR: Record<string, string> = {
  inches: 'inch',
  centimeters: 'centimeter',
  feet: 'foot',
  meters: 'meter',
};

checkGenerator(unitCubeVolume, {
  independentAnswer: ({ parameters: p }) => {
    const unit = String(p.unit);
    switch (p.task) {
      case 'units':
        return `The volume is ${p.cubes} cubic ${unit}.`;
      case 'which-cube':
        return `a cube with edges 1 ${SINGULAR[unit]} long`;
      case 'cube-volume':
        return `It has a volume of 1 cubic ${SINGULAR[unit]}.`;
      case 'room-left':
        return new Fraction(Number(p.cubes)).add(Number(p.room));
      default:
        return new Fraction(Number(p.cubes)).add(Number(p.edge)).add(Number(p.room));
    }
  },
});

describe('5.6A unit cubes and volume', () => {
  it('never offers the right count in square units as a right answer', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const item = unitCubeVolume.generate({ seed, difficulty: 'easy' });
      if (item.interaction.type !== 'multiple-choice' || item.key.type !== 'multiple-choice')
        throw new Error();
      const correct = item.interaction.choices.find(
        (c) => c.label === (item.key as { correct: string }).correct,
      );
      expect(correct?.text).toMatch(/cubic/);
    }
  });

  it('builds stacks whose layers shrink, so the "every layer like the bottom" slip is wrong', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const { parameters: p } = unitCubeVolume.generate({ seed, difficulty: 'hard' });
      if (p.task !== 'layers') continue;
      expect(Number(p.cubes)).toBeGreaterThan(Number(p.edge));
      expect(Number(p.edge)).toBeGreaterThan(Number(p.room));
    }
  });
});
