import { describe, expect, test } from 'vitest';
import { fractionParts, mathLabelHeight, textWidth, wrapWords } from './text-metrics';

describe('text metrics', () => {
  test('wider text measures wider, and bold wider still', () => {
    expect(textWidth('Basketball', 16)).toBeGreaterThan(textWidth('Soccer', 16));
    expect(textWidth('Soccer', 16, true)).toBeGreaterThan(textWidth('Soccer', 16));
    expect(textWidth('Soccer', 32)).toBeCloseTo(2 * textWidth('Soccer', 16));
  });

  test('wrapping breaks at spaces within the width and never splits a word', () => {
    const lines = wrapWords('Favorite Sports of Third Graders', 150, 16);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe('Favorite Sports of Third Graders');
    for (const line of lines) expect(textWidth(line, 16)).toBeLessThanOrEqual(150);
    expect(wrapWords('Supercalifragilistic', 20, 16)).toEqual(['Supercalifragilistic']);
    expect(wrapWords('', 100, 16)).toEqual(['']);
  });

  test('fractions and mixed numbers are recognised for stacking; other text is not', () => {
    expect(fractionParts('3/4')).toEqual({ numerator: '3', denominator: '4' });
    expect(fractionParts('1 1/2')).toEqual({ whole: '1', numerator: '1', denominator: '2' });
    expect(fractionParts('2.5')).toBeUndefined();
    expect(fractionParts('Maya: 3/8')).toBeUndefined();
    expect(mathLabelHeight('3/4', 16)).toBeGreaterThan(mathLabelHeight('12', 16));
  });
});
