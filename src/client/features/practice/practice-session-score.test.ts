import { describe, expect, test } from 'vitest';
import { cheerfulMessage, scoreBandClasses, starsText } from './practice-session-score';

describe('what the completion screen shows', () => {
  test('colours the score by the spec bands: 90+ green, 80+ blue, 70+ yellow, else red', () => {
    expect([100, 90, 89, 80, 79, 70, 69, 0].map((score) => scoreBandClasses(score).text)).toEqual([
      'text-green-800',
      'text-green-800',
      'text-blue-800',
      'text-blue-800',
      'text-yellow-900',
      'text-yellow-900',
      'text-red-800',
      'text-red-800',
    ]);
  });

  test('every band gets a different cheerful line', () => {
    const lines = new Set([95, 85, 75, 10].map(cheerfulMessage));
    expect(lines.size).toBe(4);
    expect(cheerfulMessage(0)).toMatch(/Good try!/);
  });

  test('counts stars in words', () => {
    expect(starsText(1)).toBe('1 star');
    expect(starsText(0)).toBe('0 stars');
    expect(starsText(45)).toBe('45 stars');
  });
});
