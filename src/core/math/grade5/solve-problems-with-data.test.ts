import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { solveProblemsWithData } from './solve-problems-with-data';

// Independent path: every value is read back from the picture the child sees (bar heights, table cells,
// dot-plot labels parsed by fraction.js, stem-and-leaf rows), then the question is answered from those.
function answerFromPicture(item: Item): Fraction {
  const { visual, parameters: p } = item;
  const [first, second, third] = [Number(p.first), Number(p.second), Number(p.third)];
  switch (visual?.kind) {
    case 'bar-graph': {
      const [a, b] = [visual.bars[first]!.value, visual.bars[second]!.value];
      return p.task === 'bar-difference' ? new Fraction(a).sub(b).abs() : new Fraction(a).add(b);
    }
    case 'table': {
      const counts = visual.rows.map((row) => new Fraction(row[1]!));
      if (p.task === 'table-together') return counts[first]!.add(counts[second]!).sub(counts[third]!);
      return counts.filter((_, i) => i !== first).reduce((sum, c) => sum.add(c), new Fraction(0));
    }
    case 'dot-plot': {
      const spot = visual.positions[second]!;
      return new Fraction(spot.label).mul(spot.count);
    }
    case 'stem-and-leaf': {
      const data = visual.stems.flatMap(({ stem, leaves }) => leaves.map((leaf) => Number(`${stem}${leaf}`)));
      return new Fraction(data.reduce((a, b) => (a > b ? a : b))).sub(data.reduce((a, b) => (a < b ? a : b)));
    }
    default:
      throw new Error('no data shown');
  }
}

checkGenerator(solveProblemsWithData, { independentAnswer: answerFromPicture });

describe('5.9C solve problems with data', () => {
  it('asks about the very dot-plot mark named in the stem', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const item = solveProblemsWithData.generate({ seed, difficulty: 'hard' });
      if (item.visual?.kind !== 'dot-plot') continue;
      const spot = item.visual.positions[Number(item.parameters.second)]!;
      expect(item.stem).toContain(` ${spot.label} `);
      expect(spot.count).toBeGreaterThanOrEqual(2);
    }
  });

  it('uses bars that end halfway between grid lines on some easy graphs', () => {
    const offGrid = Array.from({ length: 200 }, (_, seed) =>
      solveProblemsWithData.generate({ seed, difficulty: 'easy' }),
    ).some(
      ({ visual }) =>
        visual?.kind === 'bar-graph' && visual.bars.some((bar) => bar.value % visual.scale !== 0),
    );
    expect(offGrid).toBe(true);
  });

  it('offers "counting grid lines" as a known mistake when the scale is not 1', () => {
    const item = solveProblemsWithData.generate({ seed: 5, difficulty: 'easy', itemType: 'numeric-entry' });
    const notes = item.key.type === 'numeric-entry' ? item.key.knownMistakes.map((m) => m.note) : [];
    expect(notes.join(' ')).toMatch(/grid lines|added|subtracted/);
  });
});
