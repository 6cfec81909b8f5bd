import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { placeValueRelationships } from './place-value-relationships';

/** The value of a digit in a number, found from the written string (position from the right). */
const digitValue = (number: number, digit: number) => {
  const text = String(number);
  return new Fraction(digit).mul(10 ** (text.length - 1 - text.indexOf(String(digit))));
};

// Independent path: fraction.js over the recorded units, or digit values read from the numbers' text.
checkGenerator(placeValueRelationships, {
  independentAnswer: ({ parameters: p }) =>
    p.kind === 'times'
      ? digitValue(Number(p.first), Number(p.digit)).div(digitValue(Number(p.second), Number(p.digit)))
      : new Fraction(Number(p.count)).mul(Number(p.bigValue)).div(Number(p.smallValue)),
});

describe('3.2B place value relationships', () => {
  it('shows the compared digit exactly once in each number', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const { first, second, digit } = placeValueRelationships.generate({
        seed,
        difficulty: 'hard',
      }).parameters;
      for (const number of [first, second]) expect(String(number).split(String(digit)).length).toBe(2);
    }
  });
});
