import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addWithoutRegrouping,
  addWritingColumnSums,
  additionSteps,
  needsRegroupingToAdd,
  needsRegroupingToSubtract,
  subtractForgettingToDecrease,
  subtractSmallerFromLarger,
  subtractionSteps,
} from './column-arithmetic';

describe('column slips', () => {
  it('reproduce the classic wrong answers', () => {
    expect(addWithoutRegrouping(47, 38)).toBe(75);
    expect(addWritingColumnSums(47, 38)).toBe(715);
    expect(subtractSmallerFromLarger(52, 37)).toBe(25);
    expect(subtractForgettingToDecrease(503, 167)).toBe(446);
  });

  it('agree with plain arithmetic when no regrouping is needed', () => {
    fc.assert(
      fc.property(fc.nat(999), fc.nat(999), (a, b) => {
        if (!needsRegroupingToAdd(a, b)) expect(addWithoutRegrouping(a, b)).toBe(a + b);
        const [big, small] = a >= b ? [a, b] : [b, a];
        if (!needsRegroupingToSubtract(big, small)) {
          expect(subtractSmallerFromLarger(big, small)).toBe(big - small);
          expect(subtractForgettingToDecrease(big, small)).toBe(big - small);
        }
      }),
    );
  });
});

describe('worked steps', () => {
  it('walk through addition column by column', () => {
    expect(additionSteps(247, 185)).toEqual([
      'Ones: 7 + 5 = 12. Write 2 and regroup 1 ten.',
      'Tens: 4 + 8 + 1 = 13. Write 3 and regroup 1 hundred.',
      'Hundreds: 2 + 1 + 1 = 4.',
    ]);
  });

  it('say where subtraction regroups, even across a zero', () => {
    expect(subtractionSteps(503, 167)).toEqual([
      'Ones: regroup 1 from the hundreds, so 13 − 7 = 6.',
      'Tens: 9 − 6 = 3.',
      'Hundreds: 4 − 1 = 3.',
    ]);
  });

  it('end each subtraction on digits that spell the difference', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 999 }), fc.integer({ min: 10, max: 999 }), (a, b) => {
        const [big, small] = a >= b ? [a, b] : [b, a];
        const results = subtractionSteps(big, small).map((step) =>
          Number(/(\d+)(?: stays)?\.$/.exec(step)![1]),
        );
        const difference = results.reduce((sum, digit, place) => sum + digit * 10 ** place, 0);
        expect(difference).toBe(big - small);
      }),
    );
  });
});
