import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NEEDS_PRACTICE_BELOW,
  accuracyDot,
  accuracyPercent,
  needsPractice,
  scoreBand,
  weakestCategories,
  type CategoryAccuracy,
} from './display';

describe('scoreBand', () => {
  it('switches colour exactly at 90, 80 and 70', () => {
    expect(scoreBand(100)).toBe('green');
    expect(scoreBand(90)).toBe('green');
    expect(scoreBand(89)).toBe('blue');
    expect(scoreBand(89.9)).toBe('blue');
    expect(scoreBand(80)).toBe('blue');
    expect(scoreBand(79)).toBe('yellow');
    expect(scoreBand(70)).toBe('yellow');
    expect(scoreBand(69)).toBe('red');
    expect(scoreBand(0)).toBe('red');
  });
});

describe('accuracyDot', () => {
  it('switches colour exactly at 80 and 60', () => {
    expect(accuracyDot(80)).toBe('green');
    expect(accuracyDot(79)).toBe('yellow');
    expect(accuracyDot(60)).toBe('yellow');
    expect(accuracyDot(59)).toBe('red');
  });
});

describe('needsPractice', () => {
  it('marks accuracy below 70 only', () => {
    expect(NEEDS_PRACTICE_BELOW).toBe(70);
    expect(needsPractice(69)).toBe(true);
    expect(needsPractice(70)).toBe(false);
  });
});

describe('accuracyPercent', () => {
  it('rounds to a whole percent, and is 0 without attempts', () => {
    expect(accuracyPercent(0, 0)).toBe(0);
    expect(accuracyPercent(2, 3)).toBe(67);
    expect(accuracyPercent(139, 200)).toBe(70);
    expect(accuracyPercent(7, 7)).toBe(100);
  });

  it('is always a whole number from 0 to 100', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 500 }),
        fc.integer({ min: -5, max: 500 }),
        (correct, attempts) => {
          const percent = accuracyPercent(correct, attempts);
          expect(Number.isInteger(percent)).toBe(true);
          expect(percent).toBeGreaterThanOrEqual(0);
          expect(percent).toBeLessThanOrEqual(100);
        },
      ),
    );
  });
});

const category = (name: string, correct: number, attempts: number): CategoryAccuracy => ({
  category: name,
  correct,
  attempts,
});

describe('weakestCategories', () => {
  it('lists up to three tried categories, lowest accuracy first', () => {
    const list = [
      category('Geometry', 9, 10),
      category('Fractions', 3, 10),
      category('Data', 0, 0),
      category('Algebra', 6, 10),
      category('Number', 13, 20),
      category('Money', 8, 10),
    ];
    expect(weakestCategories(list).map((entry) => entry.category)).toEqual([
      'Fractions',
      'Algebra',
      'Number',
    ]);
    expect(weakestCategories(list, 1).map((entry) => entry.category)).toEqual(['Fractions']);
    expect(weakestCategories([category('Data', 0, 0)])).toEqual([]);
  });

  it('breaks a tie in accuracy by the firmer evidence, then by the order given', () => {
    const list = [category('A', 1, 2), category('B', 5, 10), category('C', 2, 4)];
    expect(weakestCategories(list).map((entry) => entry.category)).toEqual(['B', 'C', 'A']);
  });

  it('puts every category that needs practice before any that does not', () => {
    const entries = fc.array(
      fc
        .tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 30 }))
        .map(([a, b]) => category('x', Math.min(a, b), Math.max(a, b))),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(entries, fc.integer({ min: 0, max: 6 }), (list, max) => {
        const chosen = weakestCategories(list, max);
        const tried = list.filter((entry) => entry.attempts > 0);
        expect(chosen).toHaveLength(Math.min(max, tried.length));
        const percents = chosen.map((entry) => entry.correct / entry.attempts);
        expect(percents).toEqual([...percents].sort((a, b) => a - b));
        const weakCount = tried.filter((entry) =>
          needsPractice(accuracyPercent(entry.correct, entry.attempts)),
        ).length;
        const chosenWeak = chosen.filter((entry) =>
          needsPractice(accuracyPercent(entry.correct, entry.attempts)),
        );
        expect(chosenWeak).toHaveLength(Math.min(weakCount, chosen.length));
      }),
    );
  });

  it('rejects a negative or fractional maximum', () => {
    expect(() => weakestCategories([], -1)).toThrow(RangeError);
    expect(() => weakestCategories([], 1.5)).toThrow(RangeError);
  });
});
