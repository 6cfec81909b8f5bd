import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { graphOrderedPairsFromPatterns } from './graph-ordered-pairs-from-patterns';

// Independent path: read the pairs from the picture (table rows or plotted points), work out the rule
// from them (a constant difference adds, a constant ratio multiplies, compared with fraction.js), and
// test every choice against the picture, not against the generator's recorded rule.
function shownPairs(item: Item): [number, number][] {
  if (item.visual?.kind === 'table') return item.visual.rows.map(([x, y]) => [Number(x), Number(y)]);
  if (item.visual?.kind === 'coordinate-grid') return item.visual.points.map(({ x, y }) => [x, y]);
  throw new Error('no pairs shown');
}

function fitsPattern(item: Item, x: number, y: number): boolean {
  const pairs = shownPairs(item);
  if (item.parameters.task === 'table') return pairs.some(([px, py]) => px === x && py === y);
  const differences = pairs.map(([px, py]) => py - px);
  if (differences.every((d) => d === differences[0])) return y - x === differences[0];
  const ratio = new Fraction(pairs[0]![1], pairs[0]![0]);
  expect(pairs.every(([px, py]) => new Fraction(py, px).equals(ratio))).toBe(true);
  return new Fraction(y).equals(ratio.mul(x));
}

const parsed = (text: string) => {
  const [, x, y] = /^\((\d+), (\d+)\)$/.exec(text)!;
  return [Number(x), Number(y)] as const;
};

checkGenerator(graphOrderedPairsFromPatterns, {
  independentAnswer: (item) => {
    const choices = 'choices' in item.interaction ? item.interaction.choices : [];
    const right = choices.filter((choice) => fitsPattern(item, ...parsed(choice.text)));
    return right.length === 1 ? right[0]!.text : `${right.length} fitting pairs`;
  },
});

describe('5.8C graph ordered pairs from tables, stories and graphs', () => {
  it('marks exactly the fitting pairs in multiselect items', () => {
    for (let seed = 0; seed < 500; seed += 1) {
      for (const difficulty of ['easy', 'medium', 'hard'] as const) {
        const item = graphOrderedPairsFromPatterns.generate({ seed, difficulty, itemType: 'multiselect' });
        if (item.interaction.type !== 'multiselect' || item.key.type !== 'multiselect') throw new Error();
        const fitting = item.interaction.choices.filter((c) => fitsPattern(item, ...parsed(c.text)));
        expect(item.key.correct).toEqual(fitting.map((c) => c.label));
        expect(fitting).toHaveLength(2);
      }
    }
  });

  it('offers the switched pair (y, x) whenever it is wrong, the most common slip', () => {
    let seen = 0;
    for (let seed = 0; seed < 300; seed += 1) {
      const item = graphOrderedPairsFromPatterns.generate({
        seed,
        difficulty: 'easy',
        itemType: 'multiple-choice',
      });
      if (item.key.type !== 'multiple-choice') continue;
      seen += item.key.misconceptions.filter((m) => m.note.includes('switched')).length;
    }
    expect(seen).toBeGreaterThan(100);
  });

  it('plots the hard items on a first-quadrant grid that holds every point', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const { visual } = graphOrderedPairsFromPatterns.generate({ seed, difficulty: 'hard' });
      if (visual?.kind !== 'coordinate-grid') throw new Error('expected a grid');
      for (const point of visual.points) {
        expect(point.x).toBeLessThanOrEqual(visual.xMax);
        expect(point.y).toBeLessThanOrEqual(visual.yMax);
      }
    }
  });
});
