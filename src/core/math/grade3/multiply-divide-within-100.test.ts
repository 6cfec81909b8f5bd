import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { multiplyDivideWithin100 } from './multiply-divide-within-100';

// Independent path: fraction.js, reading the recorded operation, not the generator's arithmetic.
checkGenerator(multiplyDivideWithin100, {
  independentAnswer: ({ parameters: p }) => {
    const [first, second, third] = [
      new Fraction(p.first!),
      new Fraction(p.second!),
      new Fraction(p.third ?? 1),
    ];
    switch (p.operation) {
      case 'multiply':
        return first.mul(second);
      case 'divide-share':
      case 'divide-groups':
        return first.div(second);
      case 'multiply-then-divide':
        return first.mul(second).div(third);
      default:
        return first.mul(second).sub(third);
    }
  },
});

describe('3.4K multiply and divide within 100', () => {
  it('keeps every product and dividend within 100 and every quotient whole', () => {
    for (let seed = 0; seed < 500; seed += 1) {
      for (const difficulty of ['easy', 'medium', 'hard'] as const) {
        const { parameters: p } = multiplyDivideWithin100.generate({ seed, difficulty });
        const [a, b] = [Number(p.first), Number(p.second)];
        if (String(p.operation).startsWith('multiply')) expect(a * b).toBeLessThanOrEqual(100);
        else expect(a % b).toBe(0);
      }
    }
  });

  it('draws an array for some easy items, with a description for screen readers', () => {
    const withArray = Array.from({ length: 50 }, (_, seed) =>
      multiplyDivideWithin100.generate({ seed, difficulty: 'easy' }),
    ).find((item) => item.visual?.kind === 'array');
    expect(withArray?.visual?.imageDescription).toMatch(/rows/);
  });
});
