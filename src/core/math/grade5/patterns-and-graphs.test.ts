import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { patternsAndGraphs } from './patterns-and-graphs';

// Independent path: fraction.js applies the rule forwards (y from x) or undoes it (x from y).
checkGenerator(patternsAndGraphs, {
  independentAnswer: ({ parameters: p }) => {
    const a = new Fraction(Number(p.a));
    if (p.ask === 'y') return p.rule === 'times' ? a.mul(Number(p.x)) : a.add(Number(p.x));
    return p.rule === 'times' ? new Fraction(Number(p.y)).div(a) : new Fraction(Number(p.y)).sub(a);
  },
});

describe('5.4C patterns from y = ax and y = x + a', () => {
  it('fills every shown table row and graph point from the rule', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const easy = patternsAndGraphs.generate({ seed, difficulty: 'easy' });
      const { a, rule } = easy.parameters;
      const f = (x: number) => (rule === 'times' ? Number(a) * x : x + Number(a));
      if (easy.visual?.kind !== 'table') throw new Error('table');
      for (const [x, y] of easy.visual.rows) if (y !== '?') expect(Number(y)).toBe(f(Number(x)));
      const medium = patternsAndGraphs.generate({ seed, difficulty: 'medium' });
      if (medium.visual?.kind !== 'coordinate-grid') throw new Error('grid');
      const g = (x: number) =>
        medium.parameters.rule === 'times'
          ? Number(medium.parameters.a) * x
          : x + Number(medium.parameters.a);
      for (const point of medium.visual.points) {
        expect(point.y).toBe(g(point.x));
        expect(point.y).toBeLessThanOrEqual(medium.visual.yMax);
      }
    }
  });

  it('offers the other kind of rule as a known mistake', () => {
    const item = patternsAndGraphs.generate({ seed: 4, difficulty: 'easy', itemType: 'numeric-entry' });
    if (item.key.type !== 'numeric-entry') throw new Error('type');
    expect(item.key.knownMistakes[0]!.note).toMatch(/The rule y = /);
  });
});
