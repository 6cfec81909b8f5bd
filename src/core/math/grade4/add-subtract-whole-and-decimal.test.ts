import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { addSubtractWholeAndDecimal } from './add-subtract-whole-and-decimal';

// Independent path: fraction.js over the recorded numbers (decimals are stored in hundredths).
checkGenerator(addSubtractWholeAndDecimal, {
  independentAnswer: ({ parameters: p }) => {
    const [a, b, c] = [p.first, p.second, p.third].map((x) => new Fraction(Number(x)).div(Number(p.scale)));
    if (p.operation === 'add') return a!.add(b!);
    if (p.operation === 'subtract') return a!.sub(b!);
    return a!.add(b!).sub(c!);
  },
});

describe('4.4A add and subtract whole numbers and decimals', () => {
  it('uses decimals to hundredths in medium items, and never a negative difference', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const { parameters: p } = addSubtractWholeAndDecimal.generate({ seed, difficulty: 'medium' });
      expect(p.scale).toBe(100);
      if (p.operation === 'subtract') expect(Number(p.first)).toBeGreaterThan(Number(p.second));
    }
  });

  it('offers the lined-up-on-the-right slip when a tenths-only decimal is added', () => {
    const notes = Array.from({ length: 200 }, (_, seed) =>
      addSubtractWholeAndDecimal.generate({ seed, difficulty: 'medium', itemType: 'numeric-entry' }),
    ).flatMap((item) => (item.key.type === 'numeric-entry' ? item.key.knownMistakes.map((m) => m.note) : []));
    expect(notes.some((note) => note.includes('decimal points'))).toBe(true);
  });
});
