import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { VERDICTS, whyFractionsEqual } from './why-fractions-equal';

/** The two children's names, in the order the stem gives them. */
const namesIn = (stem: string) => {
  const said = /\. (\S+) (?:says|shades|gets) .*?\. (\S+) (?:says|shades|gets)/.exec(stem);
  return [said?.[1] ?? '?', said?.[2] ?? '?'] as const;
};

// Independent path: fraction.js decides whether the two fractions are equal; different-size wholes
// never give the same amount.
checkGenerator(whyFractionsEqual, {
  independentAnswer: ({ parameters: p, stem }) => {
    const equal = new Fraction(String(p.first)).equals(new Fraction(String(p.second)));
    if (p.model === 'bars') return equal ? VERDICTS.barsEqual : VERDICTS.barsUnequal;
    if (p.model === 'wholes') return VERDICTS.wholes;
    const [first, second] = namesIn(stem);
    return equal ? VERDICTS.lineBoth(first, second) : VERDICTS.lineFirst(first);
  },
});

describe('3.3G why fractions are equal', () => {
  it('shows equal and unequal pairs, so "yes" is not always right', () => {
    const verdicts = new Set(
      Array.from({ length: 60 }, (_, seed) => {
        const { parameters: p } = whyFractionsEqual.generate({ seed, difficulty: 'easy' });
        return new Fraction(String(p.first)).equals(new Fraction(String(p.second)));
      }),
    );
    expect(verdicts).toEqual(new Set([true, false]));
  });

  it('places the point where the first child says it is', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const { visual, parameters } = whyFractionsEqual.generate({ seed, difficulty: 'medium' });
      if (visual?.kind !== 'number-line') throw new Error('no number line');
      expect(new Fraction(visual.points[0]!.tick, visual.divisions).equals(String(parameters.first))).toBe(
        true,
      );
    }
  });
});
