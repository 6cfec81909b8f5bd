import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { multiplyMultiDigit } from './multiply-multi-digit';

// Independent path: fraction.js multiplies the recorded factors.
checkGenerator(multiplyMultiDigit, {
  independentAnswer: ({ parameters: p }) => new Fraction(Number(p.a)).mul(Number(p.b)),
});

describe('4.4D multiply multi-digit numbers', () => {
  it('uses a 4-digit by 1-digit product in medium items and 2-digit by 2-digit in hard ones', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const medium = multiplyMultiDigit.generate({ seed, difficulty: 'medium' }).parameters;
      expect(String(medium.a)).toHaveLength(4);
      expect(String(medium.b)).toHaveLength(1);
      const hard = multiplyMultiDigit.generate({ seed, difficulty: 'hard' }).parameters;
      expect(String(hard.a)).toHaveLength(2);
      expect(String(hard.b)).toHaveLength(2);
    }
  });

  it('offers the missing-placeholder slip in hard items', () => {
    const item = multiplyMultiDigit.generate({ seed: 9, difficulty: 'hard', itemType: 'numeric-entry' });
    const notes = item.key.type === 'numeric-entry' ? item.key.knownMistakes.map((m) => m.note) : [];
    expect(notes.some((note) => note.includes('placeholder'))).toBe(true);
  });
});
