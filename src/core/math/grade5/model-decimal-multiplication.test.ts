import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { modelDecimalMultiplication } from './model-decimal-multiplication';

// Independent path: fraction.js multiplies the two recorded factors.
checkGenerator(modelDecimalMultiplication, {
  independentAnswer: ({ parameters: p }) =>
    new Fraction(Number(p.first), Number(p.firstScale)).mul(
      new Fraction(Number(p.second), Number(p.secondScale)),
    ),
});

describe('5.3D model decimal multiplication', () => {
  it('shows a model at every difficulty: bars, a strip diagram, a rectangle', () => {
    const kinds = (['easy', 'medium', 'hard'] as const).map(
      (difficulty) => modelDecimalMultiplication.generate({ seed: 2, difficulty }).visual?.kind,
    );
    expect(kinds).toEqual(['fraction-bars', 'strip-diagram', 'rectangle']);
  });

  it('keeps every product to hundredths', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      for (const difficulty of ['easy', 'medium', 'hard'] as const) {
        const item = modelDecimalMultiplication.generate({ seed, difficulty, itemType: 'numeric-entry' });
        if (item.key.type !== 'numeric-entry') throw new Error('type');
        expect(100 % item.key.value.denominator).toBe(0);
      }
    }
  });

  it('knows the "digits multiplied apart" slip: 3 × 0.24 is not 0.612', () => {
    const found = Array.from({ length: 100 }, (_, seed) =>
      modelDecimalMultiplication.generate({ seed, difficulty: 'medium', itemType: 'numeric-entry' }),
    ).some(
      (item) =>
        item.key.type === 'numeric-entry' &&
        item.key.knownMistakes.some((m) => m.note.includes('multiplied apart')),
    );
    expect(found).toBe(true);
  });
});
