import { describe, expect, test } from 'vitest';
import { millisecondsBetween, minutesBetween } from './elapsed-time';

describe('time measured', () => {
  test('minutes between two readings, to two decimals, never negative, at most a day', () => {
    expect(minutesBetween(0, 90_000)).toBe(1.5);
    expect(minutesBetween(0, 61_234)).toBe(1.02);
    expect(minutesBetween(5_000, 1_000)).toBe(0);
    expect(minutesBetween(0, 3 * 24 * 60 * 60_000)).toBe(24 * 60);
  });

  test('milliseconds on one question are whole and within the contract', () => {
    expect(millisecondsBetween(100, 1_234.6)).toBe(1_135);
    expect(millisecondsBetween(10, 0)).toBe(0);
    expect(millisecondsBetween(0, 2 * 24 * 60 * 60_000)).toBe(24 * 60 * 60_000);
  });
});
