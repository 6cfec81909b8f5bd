import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { addSubtractWithin1000 } from './add-subtract-within-1000';

// Independent path: fraction.js arithmetic over the recorded steps, not the generator's own sums.
checkGenerator(addSubtractWithin1000, {
  independentAnswer: ({ parameters: p }) => {
    const [first, second, third] = [
      new Fraction(p.first!),
      new Fraction(p.second!),
      new Fraction(p.third ?? 0),
    ];
    switch (p.operation) {
      case 'add':
        return first.add(second);
      case 'subtract':
        return first.sub(second);
      case 'add-then-subtract':
        return first.add(second).sub(third);
      default:
        return first.sub(second).sub(third);
    }
  },
});

describe('3.4A add and subtract within 1,000', () => {
  it('needs regrouping in every one-step problem, the skill its wrong choices test', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const { parameters } = addSubtractWithin1000.generate({ seed, difficulty: 'medium' });
      const [a, b] = [Number(parameters.first), Number(parameters.second)];
      const columns = (x: number) => [x % 10, Math.floor(x / 10) % 10];
      const carries = columns(a).some((digit, i) => digit + columns(b)[i]! >= 10);
      const borrows = columns(a).some((digit, i) => digit < columns(b)[i]!);
      expect(parameters.operation === 'add' ? carries : borrows).toBe(true);
    }
  });

  it('uses two steps only for hard items', () => {
    expect(addSubtractWithin1000.generate({ seed: 1, difficulty: 'easy' }).parameters.steps).toBe(1);
    expect(addSubtractWithin1000.generate({ seed: 1, difficulty: 'hard' }).parameters.steps).toBe(2);
  });
});
