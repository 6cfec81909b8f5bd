import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { EQUIVALENT_PAIRS, equivalentFractions } from './equivalent-fractions';

// Independent path: fraction.js. Bars and number lines ask for the same value as the given fraction;
// the story asks how many of the target pieces make it (value × target denominator).
checkGenerator(equivalentFractions, {
  independentAnswer: ({ parameters: p }) => {
    const given = new Fraction(Number(p.numerator), Number(p.denominator));
    return p.model === 'story' ? given.mul(Number(p.targetDenominator)) : given;
  },
});

describe('3.3F equivalent fractions', () => {
  it('draws from 15 pairs of equal grade 3 fractions below 1, each pair truly equal', () => {
    expect(EQUIVALENT_PAIRS).toHaveLength(15);
    for (const { given, target } of EQUIVALENT_PAIRS) {
      expect(new Fraction(given[0], given[1]).equals(new Fraction(target[0], target[1]))).toBe(true);
      expect(given[1]).not.toBe(target[1]);
    }
  });

  it('asks for the stated denominator in numeric entry, so 1/2 does not answer "how many eighths"', () => {
    const item = equivalentFractions.generate({ seed: 3, difficulty: 'easy', itemType: 'numeric-entry' });
    expect(item.key).toMatchObject({ type: 'numeric-entry', accept: { kind: 'denominator' } });
  });

  it('shows a fraction-bar model for easy items and a number line for medium ones', () => {
    expect(equivalentFractions.generate({ seed: 9, difficulty: 'easy' }).visual?.kind).toBe('fraction-bars');
    const medium = equivalentFractions.generate({ seed: 9, difficulty: 'medium' }).visual;
    expect(medium?.kind).toBe('number-line');
    expect(medium?.imageDescription).toMatch(/Point [PQRM] is \d parts from 0/);
  });
});
