import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { GRADE_BOUNDS } from '../grade-bounds';
import { checkGenerator } from '../testing/check-generator';
import { MODEL_PAIRS, modelUnlikeFractions } from './model-unlike-fractions';

// Independent path: fraction.js adds or subtracts the two recorded fractions.
checkGenerator(modelUnlikeFractions, {
  independentAnswer: ({ parameters: p }) => {
    const [x, y] = [new Fraction(Number(p.p), Number(p.a)), new Fraction(Number(p.q), Number(p.b))];
    return p.op === 'add' ? x.add(y) : x.sub(y);
  },
});

describe('5.3H model adding and subtracting unlike fractions', () => {
  it('draws from pairs whose common denominator grade 5 may show', () => {
    const gcd = (x: number, y: number): number => (y === 0 ? x : gcd(y, x % y));
    for (const [a, b] of [...MODEL_PAIRS.dividing, ...MODEL_PAIRS.newDenominator]) {
      expect(a).not.toBe(b);
      expect(GRADE_BOUNDS[5].denominators).toContain((a * b) / gcd(a, b));
    }
    for (const [a, b] of MODEL_PAIRS.dividing) expect(a % b === 0 || b % a === 0).toBe(true);
    for (const [a, b] of MODEL_PAIRS.newDenominator) expect(a % b === 0 || b % a === 0).toBe(false);
  });

  it('keeps bar answers within one whole and above zero, so one bar can show them', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      for (const difficulty of ['easy', 'medium'] as const) {
        const { parameters: p } = modelUnlikeFractions.generate({ seed, difficulty });
        const [x, y] = [new Fraction(Number(p.p), Number(p.a)), new Fraction(Number(p.q), Number(p.b))];
        const result = p.op === 'add' ? x.add(y) : x.sub(y);
        expect(result.compare(0)).toBeGreaterThan(0);
        expect(result.compare(1)).toBeLessThanOrEqual(0);
      }
    }
  });

  it('jumps to the sum on the number line', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const { visual, parameters: p } = modelUnlikeFractions.generate({ seed, difficulty: 'hard' });
      if (visual?.kind !== 'number-line') throw new Error('line');
      const perWhole = visual.tickLabels.find((t) => t.text === '1')!.tick;
      const end = new Fraction(visual.jumps[1]!.toTick, perWhole);
      expect(
        end.equals(new Fraction(Number(p.p), Number(p.a)).add(new Fraction(Number(p.q), Number(p.b)))),
      ).toBe(true);
    }
  });
});
