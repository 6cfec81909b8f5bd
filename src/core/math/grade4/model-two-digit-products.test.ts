import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { choiceWithValue } from './evaluate-expression.test-helpers';
import { modelTwoDigitProducts } from './model-two-digit-products';

// Independent path: fraction.js multiplies the recorded factors; for "which expression", the one
// printed expression (parsed apart from the generator) with that value.
checkGenerator(modelTwoDigitProducts, {
  independentAnswer: (item) => {
    const product = new Fraction(Number(item.parameters.a)).mul(Number(item.parameters.b));
    if (item.parameters.shape !== 'expression') return product;
    return 'choices' in item.interaction ? choiceWithValue(item.interaction.choices, product) : 'none';
  },
});

describe('4.4C model two-digit products', () => {
  it('draws area models whose parts add back to the factors', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const { visual, parameters: p } = modelTwoDigitProducts.generate({ seed, difficulty: 'easy' });
      if (visual?.kind !== 'area-model') throw new Error('no model');
      expect(visual.rowParts.reduce((s, x) => s + x, 0)).toBe(p.a);
      expect(visual.columnParts.reduce((s, x) => s + x, 0)).toBe(p.b);
    }
  });

  it('uses squares from 11 × 11 to 15 × 15 in medium items', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const { parameters: p } = modelTwoDigitProducts.generate({ seed, difficulty: 'medium' });
      expect(p.a).toBe(p.b);
      expect(Number(p.a)).toBeGreaterThanOrEqual(11);
      expect(Number(p.a)).toBeLessThanOrEqual(15);
    }
  });
});
