import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { multiplyThreeByTwoDigits } from './multiply-three-by-two-digits';

// Independent path: fraction.js multiplies the recorded factors and subtracts what was given away.
checkGenerator(multiplyThreeByTwoDigits, {
  independentAnswer: ({ parameters: p }) =>
    new Fraction(Number(p.first)).mul(Number(p.second)).sub(Number(p.third)),
});

describe('5.3B multiply a three-digit number by a two-digit number', () => {
  it('always multiplies a three-digit number by a two-digit number', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      for (const difficulty of ['easy', 'medium', 'hard'] as const) {
        const { parameters: p } = multiplyThreeByTwoDigits.generate({ seed, difficulty });
        expect(String(p.first)).toHaveLength(3);
        expect(String(p.second)).toHaveLength(2);
      }
    }
  });

  it('draws an area model whose parts add up to the factors', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const item = multiplyThreeByTwoDigits.generate({ seed, difficulty: 'easy' });
      if (item.visual?.kind !== 'area-model') throw new Error('area model');
      const sum = (parts: number[]) => parts.reduce((s, x) => s + x, 0);
      expect(sum(item.visual.columnParts)).toBe(item.parameters.first);
      expect(sum(item.visual.rowParts)).toBe(item.parameters.second);
    }
  });

  it('knows the missing placeholder zero', () => {
    const item = multiplyThreeByTwoDigits.generate({
      seed: 6,
      difficulty: 'medium',
      itemType: 'numeric-entry',
    });
    if (item.key.type !== 'numeric-entry') throw new Error('type');
    const [a, b] = [Number(item.parameters.first), Number(item.parameters.second)];
    const noZero = a * (b % 10) + a * Math.floor(b / 10);
    expect(item.key.knownMistakes.map((m) => m.value.numerator)).toContain(noZero);
  });
});
