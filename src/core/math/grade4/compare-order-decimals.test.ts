import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { compareOrderDecimals } from './compare-order-decimals';
import { expectedOrderAnswer } from './compare-order-whole-numbers.test-helpers';

// Independent path: fraction.js sorts the decimals recorded (in hundredths) in the parameters.
checkGenerator(compareOrderDecimals, { independentAnswer: expectedOrderAnswer });

describe('4.2F compare and order decimals', () => {
  it('always includes a decimal with more digits but a smaller value', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const item = compareOrderDecimals.generate({ seed, difficulty: 'easy', itemType: 'multiple-choice' });
      const values = String(item.parameters.values).split(' ').map(Number);
      const tenthsOnly = values.find((v) => v % 10 === 0)!;
      expect(values.some((v) => v % 10 !== 0 && v < tenthsOnly)).toBe(true);
    }
  });

  it('keys the symbol that fraction.js agrees with', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const item = compareOrderDecimals.generate({ seed, difficulty: 'medium', itemType: 'inline-choice' });
      const [a, b] = String(item.parameters.values).split(' ').map(Number);
      const symbol = ['<', '=', '>'][new Fraction(a!, 100).compare(new Fraction(b!, 100)) + 1];
      if (item.interaction.type === 'inline-choice' && item.key.type === 'inline-choice')
        expect(item.interaction.blanks[0]!.options[item.key.blanks[0]!.correctIndex]).toBe(symbol);
    }
  });
});
