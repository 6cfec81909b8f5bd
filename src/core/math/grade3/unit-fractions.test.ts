import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { unitFractions } from './unit-fractions';

// Independent path: fraction.js. One of b pieces is 1/b; 1 ÷ (1/b) pieces fill the whole; the bigger
// of two unit pieces is the greater of 1/b and 1/d.
checkGenerator(unitFractions, {
  independentAnswer: ({ parameters: p }) => {
    const piece = new Fraction(1, Number(p.pieces));
    if (p.kind === 'one-piece') return piece;
    if (p.kind === 'pieces-in-whole') return new Fraction(1).div(piece);
    const other = new Fraction(1, Number(p.other));
    return piece.compare(other) > 0 ? piece : other;
  },
});

describe('3.3C unit fractions', () => {
  it('offers "more pieces means bigger pieces" in every hard item', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const item = unitFractions.generate({ seed, difficulty: 'hard', itemType: 'numeric-entry' });
      const notes = item.key.type === 'numeric-entry' ? item.key.knownMistakes.map((m) => m.note) : [];
      expect(notes.some((note) => note.startsWith('More pieces means smaller pieces'))).toBe(true);
    }
  });
});
