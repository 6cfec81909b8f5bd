import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { adjacentAngles } from './adjacent-angles';

// Independent path: fraction.js. A whole angle is the sum of its parts; a missing part is the whole
// less the parts that are known.
checkGenerator(adjacentAngles, {
  independentAnswer: ({ parameters: p }) => {
    const parts = String(p.known)
      .split(' ')
      .reduce((sum, part) => sum.add(Number(part)), new Fraction(0));
    return p.asked === 'whole' ? parts : new Fraction(Number(p.whole)).sub(parts);
  },
});

describe('4.7E adjacent angles', () => {
  it('draws a strip diagram whose parts add up to the whole', () => {
    for (const difficulty of ['easy', 'medium', 'hard'] as const) {
      for (let seed = 0; seed < 100; seed += 1) {
        const visual = adjacentAngles.generate({ seed, difficulty }).visual;
        expect(visual?.kind).toBe('strip-diagram');
        if (visual?.kind !== 'strip-diagram') continue;
        const sum = visual.segments.reduce((total, segment) => total + segment.size, 0);
        if (visual.totalLabel !== '?') expect(`${sum}°`).toBe(visual.totalLabel);
      }
    }
  });

  it('offers 180° for a right angle as a wrong answer when the whole is a right angle', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const item = adjacentAngles.generate({ seed, difficulty: 'medium', itemType: 'numeric-entry' });
      if (item.parameters.whole !== 90 || item.key.type !== 'numeric-entry') continue;
      expect(item.key.knownMistakes.map((m) => m.value.numerator)).toContain(
        180 - Number(item.parameters.known),
      );
    }
  });
});
