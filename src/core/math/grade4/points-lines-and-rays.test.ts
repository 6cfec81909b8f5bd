import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { pointsLinesAndRays } from './points-lines-and-rays';
import { parseCorners } from './figure-facts.test-helpers';
import Fraction from 'fraction.js';

// Independent path: definitions written here for the words; for sides, slopes compared with fraction.js
// (parallel: equal slopes; perpendicular: one flat and one upright, or slopes that multiply to −1).
const DEFINITIONS: Record<string, string> = {
  'a point': 'It marks an exact spot. It has no length.',
  'a line': 'It is straight. It goes on forever in both directions.',
  'a line segment': 'It is straight. It has two endpoints.',
  'a ray': 'It is straight. It has one endpoint and goes on forever in one direction.',
  'an angle': 'It is made of two rays that share an endpoint.',
};
const LETTER_INDEX: Record<string, number> = { a: 0, b: 1, c: 2, d: 3, e: 4 };

function sideSlope(item: Item, index: number): Fraction | 'upright' {
  const corners = parseCorners(String(item.parameters.corners));
  const [p, q] = [corners[index]!, corners[(index + 1) % corners.length]!];
  return p.x === q.x ? 'upright' : new Fraction(q.y - p.y, q.x - p.x);
}

function fits(item: Item, text: string): boolean {
  if (item.parameters.task === 'name') return item.stem.includes(DEFINITIONS[text]!);
  const [, first, second] = /^sides (\w) and (\w)$/.exec(text)!;
  const [s, t] = [sideSlope(item, LETTER_INDEX[first!]!), sideSlope(item, LETTER_INDEX[second!]!)];
  if (item.parameters.task === 'parallel') return s === 'upright' || t === 'upright' ? s === t : s.equals(t);
  if (s === 'upright' || t === 'upright')
    return s === 'upright' ? t !== 'upright' && t.equals(0) : s.equals(0);
  return s.mul(t).equals(-1);
}

checkGenerator(pointsLinesAndRays, {
  independentAnswer: (item) => {
    const choices = 'choices' in item.interaction ? item.interaction.choices.map((c) => c.text) : [];
    const right = choices.filter((c) => fits(item, c));
    return right.length === 1 ? right[0]! : `${right.length} right choices`;
  },
});

describe('4.6A points, lines and rays', () => {
  it('labels every side of the figure with a letter', () => {
    const visual = pointsLinesAndRays.generate({ seed: 4, difficulty: 'medium' }).visual;
    expect(
      visual?.kind === 'polygon' && visual.sideLabels.every((label) => /^[a-e]$/.test(label ?? '')),
    ).toBe(true);
  });
});
