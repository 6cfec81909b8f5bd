import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { roundDecimals } from './round-decimals';

// Independent path: fraction.js rounds the recorded number to the recorded number of places.
checkGenerator(roundDecimals, {
  independentAnswer: ({ parameters: p }) => new Fraction(Number(p.value), 1000).round(Number(p.target)),
});

describe('5.2C round decimals', () => {
  it('writes the answer with the places it was rounded to (6.0, 4.40)', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const item = roundDecimals.generate({ seed, difficulty: 'hard', itemType: 'multiple-choice' });
      if (item.interaction.type !== 'multiple-choice' || item.key.type !== 'multiple-choice')
        throw new Error('type');
      const correct = item.interaction.choices.find(
        (c) => c.label === (item.key as { correct: string }).correct,
      )!;
      const places = correct.text.split(' ')[0]!.split('.')[1]?.length ?? 0;
      expect(places).toBe(Number(item.parameters.target));
    }
  });

  it('knows the "10 in one place" slip for every hard item', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const item = roundDecimals.generate({ seed, difficulty: 'hard', itemType: 'numeric-entry' });
      if (item.key.type !== 'numeric-entry') throw new Error('type');
      expect(item.key.knownMistakes[0]!.note).toMatch(/became 10/);
    }
  });

  it('puts the point on the number line at the right tick', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const item = roundDecimals.generate({ seed, difficulty: 'easy' });
      if (item.visual?.kind !== 'number-line') throw new Error('line');
      const low = new Fraction(item.visual.tickLabels[0]!.text);
      const point = low.add(new Fraction(item.visual.points[0]!.tick, 100));
      expect(point.equals(new Fraction(Number(item.parameters.value), 1000))).toBe(true);
    }
  });
});
