import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { multiplyDivideWordProblems } from './multiply-divide-word-problems';

// Independent path: fraction.js division, then the question decides what to do with the remainder.
checkGenerator(multiplyDivideWordProblems, {
  independentAnswer: ({ parameters: p }) => {
    const [a, b, c] = [new Fraction(Number(p.a)), new Fraction(Number(p.b)), new Fraction(Number(p.c))];
    switch (p.ask) {
      case 'product':
        return a.mul(b);
      case 'needed':
        return a.div(b).ceil();
      case 'full':
        return a.div(b).floor();
      case 'left':
        return a.mod(b);
      default:
        return a.mul(b).div(c);
    }
  },
});

describe('4.4H multiplication and division problems', () => {
  it('always leaves a remainder in medium items, so the question matters', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const { parameters: p } = multiplyDivideWordProblems.generate({ seed, difficulty: 'medium' });
      expect(Number(p.a) % Number(p.b)).toBeGreaterThan(0);
      expect(Number(p.a)).toBeLessThanOrEqual(9999);
    }
  });

  it('asks all three remainder questions', () => {
    const asks = new Set(
      Array.from(
        { length: 60 },
        (_, seed) => multiplyDivideWordProblems.generate({ seed, difficulty: 'medium' }).parameters.ask,
      ),
    );
    expect([...asks].sort()).toEqual(['full', 'left', 'needed']);
  });
});
