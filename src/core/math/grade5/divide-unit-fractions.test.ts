import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { divideUnitFractions } from './divide-unit-fractions';

// Independent path: fraction.js divides the recorded dividend by the recorded divisor.
checkGenerator(divideUnitFractions, {
  independentAnswer: ({ parameters: p }) =>
    new Fraction(Number(p.dividendTop), Number(p.dividendBottom)).div(
      new Fraction(Number(p.divisorTop), Number(p.divisorBottom)),
    ),
});

describe('5.3L divide with unit fractions', () => {
  it('always divides a whole number by a unit fraction or a unit fraction by a whole number', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      for (const difficulty of ['easy', 'medium', 'hard'] as const) {
        const { parameters: p } = divideUnitFractions.generate({ seed, difficulty });
        const wholeByUnit = p.dividendBottom === 1 && p.divisorTop === 1;
        const unitByWhole = p.dividendTop === 1 && p.divisorBottom === 1;
        expect(wholeByUnit || unitByWhole).toBe(true);
        if (difficulty === 'easy') expect(wholeByUnit).toBe(true);
        if (difficulty === 'medium') expect(unitByWhole).toBe(true);
      }
    }
  });

  it('makes the quotient bigger than the whole number when dividing by a unit fraction', () => {
    const item = divideUnitFractions.generate({ seed: 12, difficulty: 'easy', itemType: 'numeric-entry' });
    if (item.key.type !== 'numeric-entry') throw new Error('type');
    expect(item.key.value.numerator).toBeGreaterThan(Number(item.parameters.dividendTop));
    expect(item.key.knownMistakes.some((m) => m.note.includes('the answer is bigger'))).toBe(true);
  });

  it('tells both kinds of story apart in hard items', () => {
    const kinds = new Set(
      Array.from(
        { length: 40 },
        (_, seed) => divideUnitFractions.generate({ seed, difficulty: 'hard' }).parameters.divisorTop === 1,
      ),
    );
    expect(kinds.size).toBe(2);
  });
});
