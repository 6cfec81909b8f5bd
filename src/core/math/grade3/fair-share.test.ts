import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { fairShare } from './fair-share';

// Independent path: fraction.js divides the wholes among the people (a set counts as one whole).
checkGenerator(fairShare, {
  independentAnswer: ({ parameters: p }) => new Fraction(Number(p.wholes)).div(Number(p.people)),
});

describe('3.3E fair shares', () => {
  it('counts the child who shares as one of the people in easy items', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const { stem, parameters } = fairShare.generate({ seed, difficulty: 'easy' });
      const friends = Number(/and (\d+) friends share/.exec(stem)?.[1]);
      expect(parameters.people).toBe(friends + 1);
    }
  });

  it('draws one circle per whole, each with one piece shaded, in hard items', () => {
    const { visual, parameters } = fairShare.generate({ seed: 12, difficulty: 'hard' });
    expect(visual?.kind === 'fraction-circles' && visual.circles.length).toBe(parameters.wholes);
  });
});
