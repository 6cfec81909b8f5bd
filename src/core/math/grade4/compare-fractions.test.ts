import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { COMPARE_PAIRS, compareFractions } from './compare-fractions';

// Independent path: fraction.js reads the stem's fraction and every choice; exactly one choice may be
// on the asked side, and that is the answer (NaN otherwise, which fails the check).
checkGenerator(compareFractions, {
  independentAnswer: (item) => {
    const match = /Which fraction is (greater|less) than (\d+\/\d+)\?/.exec(item.stem);
    if (!match || !('choices' in item.interaction)) return 'inline';
    const target = new Fraction(match[2]!);
    const fits = item.interaction.choices
      .map((choice) => new Fraction(choice.text))
      .filter((c) => (match[1] === 'greater' ? c.compare(target) > 0 : c.compare(target) < 0));
    return fits.length === 1 ? fits[0]! : new Fraction(-1);
  },
});

describe('4.3D compare fractions', () => {
  it('keys the symbol that fraction.js agrees with', () => {
    for (let seed = 0; seed < 500; seed += 1) {
      for (const difficulty of ['easy', 'medium', 'hard'] as const) {
        const item = compareFractions.generate({ seed, difficulty, itemType: 'inline-choice' });
        const [a, b] = [
          new Fraction(String(item.parameters.first)),
          new Fraction(String(item.parameters.second)),
        ];
        const symbol = ['<', '=', '>'][a.compare(b) + 1];
        expect(item.parameters.symbol).toBe(symbol);
        if (item.interaction.type === 'inline-choice' && item.key.type === 'inline-choice') {
          expect(item.interaction.blanks[0]!.options[item.key.blanks[0]!.correctIndex]).toBe(symbol);
        }
      }
    }
  });

  it('always has different numerators and different denominators, as the SE asks', () => {
    for (const pairs of Object.values(COMPARE_PAIRS)) {
      expect(pairs.length).toBeGreaterThan(10);
      for (const [a, b] of pairs) {
        expect(a.n).not.toBe(b.n);
        expect(a.d).not.toBe(b.d);
      }
    }
  });
});
