import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { CHOICE_PAIRS, EQUIVALENT_PAIRS, equivalentFractions, mistakesFor } from './equivalent-fractions';

// Independent path: fraction.js gives the value of the stem's fraction; the answer has that value.
checkGenerator(equivalentFractions, {
  independentAnswer: (item) => {
    const match = /Which fraction is equivalent to (\d+\/\d+)\?/.exec(item.stem);
    return match ? new Fraction(match[1]!) : 'inline';
  },
});

describe('4.3C equivalent fractions', () => {
  it('draws only truly equal pairs with different denominators', () => {
    for (const pairs of Object.values(EQUIVALENT_PAIRS)) {
      expect(pairs.length).toBeGreaterThan(5);
      for (const { a, b, c, d } of pairs) {
        expect(new Fraction(a, b).equals(new Fraction(c, d))).toBe(true);
        expect(b).not.toBe(d);
      }
    }
  });

  it('keys "are" exactly when fraction.js finds the fractions equal', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const item = equivalentFractions.generate({ seed, difficulty: 'medium', itemType: 'inline-choice' });
      const { a, b, c, d } = item.parameters as Record<string, number>;
      const equal = new Fraction(a!, b!).equals(new Fraction(c!, d!));
      if (item.key.type === 'inline-choice') expect(item.key.blanks[0]!.correctIndex).toBe(equal ? 0 : 1);
    }
  });

  it('has three wrong fractions, none equal to the answer, for every multiple-choice pair', () => {
    for (const pairs of Object.values(CHOICE_PAIRS)) {
      expect(pairs.length).toBeGreaterThan(5);
      for (const pair of pairs) {
        const answer = new Fraction(pair.c, pair.d);
        const wrong = new Set(
          mistakesFor(pair)
            .map((m) => new Fraction(m.value.numerator, m.value.denominator))
            .filter((v) => !v.equals(answer))
            .map((v) => v.toFraction()),
        );
        expect(wrong.size).toBeGreaterThanOrEqual(3);
      }
    }
  });
});
