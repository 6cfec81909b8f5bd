import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { compareOrderWholeNumbers } from './compare-order-whole-numbers';
import { expectedOrderAnswer } from './compare-order-whole-numbers.test-helpers';

// Independent path: fraction.js sorts the numbers recorded in the parameters.
checkGenerator(compareOrderWholeNumbers, { independentAnswer: expectedOrderAnswer });

describe('4.2C compare and order whole numbers', () => {
  it('keys the symbol that fraction.js agrees with', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const item = compareOrderWholeNumbers.generate({ seed, difficulty: 'hard', itemType: 'inline-choice' });
      const [a, b] = String(item.parameters.values).split(' ').map(Number);
      const symbol = ['<', '=', '>'][new Fraction(a!).compare(b!) + 1];
      if (item.interaction.type === 'inline-choice' && item.key.type === 'inline-choice')
        expect(item.interaction.blanks[0]!.options[item.key.blanks[0]!.correctIndex]).toBe(symbol);
    }
  });

  it('mixes numbers of different lengths in hard items', () => {
    const item = compareOrderWholeNumbers.generate({
      seed: 8,
      difficulty: 'hard',
      itemType: 'multiple-choice',
    });
    const lengths = new Set(
      String(item.parameters.values)
        .split(' ')
        .map((v) => v.length),
    );
    expect(lengths.size).toBe(2);
  });
});
