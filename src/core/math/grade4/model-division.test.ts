import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { choiceWithValue } from './evaluate-expression.test-helpers';
import { modelDivision } from './model-division';

// Independent path: fraction.js divides the recorded numbers; for "which expression", the one printed
// expression (parsed apart from the generator) with that value.
checkGenerator(modelDivision, {
  independentAnswer: (item) => {
    const quotient = new Fraction(Number(item.parameters.dividend)).div(Number(item.parameters.divisor));
    if (item.parameters.shape !== 'expression') return quotient;
    return 'choices' in item.interaction ? choiceWithValue(item.interaction.choices, quotient) : 'none';
  },
});

describe('4.4E model division', () => {
  it('divides evenly, with a four-digit dividend in hard items', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const { parameters: p } = modelDivision.generate({ seed, difficulty: 'hard' });
      expect(Number(p.dividend) % Number(p.divisor)).toBe(0);
      expect(String(p.dividend)).toHaveLength(4);
    }
  });

  it('draws an area model whose areas add to the dividend', () => {
    const { visual, parameters: p } = modelDivision.generate({ seed: 3, difficulty: 'easy' });
    if (visual?.kind !== 'area-model') throw new Error('no model');
    const height = visual.rowParts[0]!;
    expect(visual.columnParts.reduce((s, w) => s + w * height, 0)).toBe(p.dividend);
  });
});
