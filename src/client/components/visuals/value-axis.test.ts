import { describe, expect, test } from 'vitest';
import { labelEvery, valueAxisTicks } from './value-axis';

describe('value axis', () => {
  test('climbs from 0 by the scale to the first step above the largest value', () => {
    expect(valueAxisTicks(14, 2)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16]);
    expect(valueAxisTicks(13, 5)).toEqual([0, 5, 10, 15]);
    expect(valueAxisTicks(0, 10)).toEqual([0, 10]);
  });

  test('numbers every gridline when there is room, and every other one when not', () => {
    expect(labelEvery(30, 20)).toBe(1);
    expect(labelEvery(15, 20)).toBe(2);
  });
});
