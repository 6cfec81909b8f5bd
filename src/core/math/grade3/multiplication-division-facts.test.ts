import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { multiplicationDivisionFacts } from './multiplication-division-facts';

// Independent path: the fact read back from the card in the stem and worked by fraction.js.
checkGenerator(multiplicationDivisionFacts, {
  independentAnswer: ({ stem }) => {
    const [, a, sign, b] = /says (\d+) ([×÷]) (\d+)\./.exec(stem) ?? [];
    const [x, y] = [new Fraction(Number(a)), new Fraction(Number(b))];
    return sign === '×' ? x.mul(y) : x.div(y);
  },
});

describe('3.4F multiplication and division facts', () => {
  it('stays within 10 × 10, with whole quotients', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      for (const difficulty of ['easy', 'medium', 'hard'] as const) {
        const { first, second, operation } = multiplicationDivisionFacts.generate({
          seed,
          difficulty,
        }).parameters;
        const [a, b] = [Number(first), Number(second)];
        if (operation === 'multiply') expect(a <= 10 && b <= 10).toBe(true);
        else expect(a % b === 0 && a / b <= 10 && b <= 10).toBe(true);
      }
    }
  });
});
