import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { modelFractionDivision } from './model-fraction-division';

// Independent path: fraction.js divides; for "which division" items, the expression the story
// describes, written from its numbers.
function expected({ parameters: p }: Item): Fraction | string {
  const [count, n] = [Number(p.count), Number(p.n)];
  switch (p.kind) {
    case 'whole-by-unit':
      return new Fraction(count).div(new Fraction(1, n));
    case 'unit-by-whole':
      return new Fraction(1, n).div(count);
    case 'which-whole-by-unit':
      return `${count} ÷ 1/${n}`;
    default:
      return `1/${n} ÷ ${count}`;
  }
}

checkGenerator(modelFractionDivision, { independentAnswer: expected });

describe('5.3J model fraction division', () => {
  it('draws bars that match the division', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const easy = modelFractionDivision.generate({ seed, difficulty: 'easy' });
      if (easy.visual?.kind !== 'fraction-bars') throw new Error('bars');
      const pieces = easy.visual.bars.reduce((sum, bar) => sum + bar.parts, 0);
      expect(new Fraction(pieces).equals(expected(easy) as Fraction)).toBe(true);
      const medium = modelFractionDivision.generate({ seed, difficulty: 'medium' });
      if (medium.visual?.kind !== 'fraction-bars') throw new Error('bars');
      const [first, second] = medium.visual.bars;
      expect(
        new Fraction(first!.shaded, first!.parts).equals(new Fraction(second!.shaded, second!.parts)),
      ).toBe(true);
      expect(new Fraction(1, second!.parts).equals(expected(medium) as Fraction)).toBe(true);
    }
  });

  it('offers the swapped division as a wrong choice in "which division" items', () => {
    const item = modelFractionDivision.generate({ seed: 5, difficulty: 'hard' });
    const texts =
      item.interaction.type === 'multiple-choice' ? item.interaction.choices.map((c) => c.text) : [];
    expect(texts).toHaveLength(4);
    expect(texts.filter((t) => t.startsWith('1/'))).toHaveLength(2);
  });
});
