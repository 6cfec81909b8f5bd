import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { composeDecomposeNumbers } from './compose-decompose-numbers';

// Independent path: read the recorded digit string as a base-10 numeral with parseInt; for the
// regrouping question, count the hundreds left after removing the ten thousands with fraction.js.
checkGenerator(composeDecomposeNumbers, {
  independentAnswer: ({ parameters: p }) => {
    const value = Number.parseInt(String(p.digits), 10);
    if (p.askedPlace !== 'hundreds') return new Fraction(value);
    return new Fraction(value % 10_000).div(100).floor();
  },
});

describe('3.2A compose and decompose numbers', () => {
  it('offers the number without its zero place, the classic slip, in expanded-form items', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const item = composeDecomposeNumbers.generate({
        seed,
        difficulty: 'medium',
        itemType: 'numeric-entry',
      });
      const digits = String(item.parameters.digits);
      const slip = Number(digits.replaceAll('0', ''));
      const known =
        item.key.type === 'numeric-entry' ? item.key.knownMistakes.map((m) => m.value.numerator) : [];
      expect(known).toContain(slip);
      expect(item.stem).not.toMatch(/\b0 \w+|\+ 0\b/);
    }
  });

  it('shows base-ten blocks for easy items', () => {
    const visual = composeDecomposeNumbers.generate({ seed: 5, difficulty: 'easy' }).visual;
    expect(visual?.kind).toBe('base-ten-blocks');
    expect(visual?.imageDescription).toMatch(/thousand cubes/);
  });
});
