import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { fractionsWithModels } from './fractions-with-models';

// Independent path: fraction.js. The shaded part or the part of the set is numerator/denominator; for
// "shade more", the parts still needed are (target − shaded) / denominator of the strip, in parts.
checkGenerator(fractionsWithModels, {
  independentAnswer: ({ parameters: p }) => {
    const [shaded, parts] = [Number(p.numerator), Number(p.denominator)];
    if (p.model !== 'shade-more') return new Fraction(shaded, parts);
    return new Fraction(Number(p.target), parts).sub(new Fraction(shaded, parts)).mul(parts);
  },
});

describe('3.3A fractions with models', () => {
  it('keeps every fraction greater than 0 and at most 1, with grade 3 denominators', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      for (const difficulty of ['easy', 'medium'] as const) {
        const { numerator, denominator } = fractionsWithModels.generate({ seed, difficulty }).parameters;
        const value = new Fraction(Number(numerator), Number(denominator));
        expect(value.compare(0)).toBeGreaterThan(0);
        expect(value.compare(1)).toBeLessThanOrEqual(0);
        expect([2, 3, 4, 6, 8]).toContain(Number(denominator));
      }
    }
  });

  it('keeps the written form: 2/4 stays 2/4 in the choices', () => {
    const item = Array.from({ length: 100 }, (_, seed) =>
      fractionsWithModels.generate({ seed, difficulty: 'easy', itemType: 'multiple-choice' }),
    ).find((i) => i.parameters.numerator === 2 && i.parameters.denominator === 4);
    const texts =
      item?.interaction.type === 'multiple-choice' ? item.interaction.choices.map((c) => c.text) : [];
    expect(texts).toContain('2/4');
  });
});
