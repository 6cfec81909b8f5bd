import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { measureAngles } from './measure-angles';

// Independent path: an angle is the distance between its rays along one scale, |end − start|.
checkGenerator(measureAngles, {
  independentAnswer: ({ parameters: p }) => new Fraction(Number(p.end)).sub(Number(p.start)).abs(),
});

describe('4.7C measure angles', () => {
  it('offers the other scale as a wrong choice in every easy and hard item', () => {
    for (const difficulty of ['easy', 'hard'] as const) {
      for (let seed = 0; seed < 200; seed += 1) {
        const item = measureAngles.generate({ seed, difficulty, itemType: 'numeric-entry' });
        const end = Number(item.parameters.end);
        const known =
          item.key.type === 'numeric-entry' ? item.key.knownMistakes.map((m) => m.value.numerator) : [];
        expect(known).toContain(180 - end);
      }
    }
  });

  it('never asks for a right angle, so acute or obtuse is a fair check', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      for (const difficulty of ['easy', 'hard'] as const) {
        const end = Number(measureAngles.generate({ seed, difficulty }).parameters.end);
        expect(Math.abs(end - 90)).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('always shows the other-scale reading as a choice in easy and hard multiple choice', () => {
    for (const difficulty of ['easy', 'hard'] as const) {
      for (let seed = 0; seed < 200; seed += 1) {
        const item = measureAngles.generate({ seed, difficulty, itemType: 'multiple-choice' });
        const texts =
          item.interaction.type === 'multiple-choice' ? item.interaction.choices.map((c) => c.text) : [];
        expect(texts).toContain(`${180 - Number(item.parameters.end)} degrees`);
      }
    }
  });
});
