import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { summarizeData } from './summarize-data';

/** Independent path: read the picture the child sees (table or graph) and the stem, then compute. */
function fromDisplay(item: Item): Fraction {
  const visual = item.visual!;
  if (visual.kind === 'bar-graph') {
    const category = /did (.+) get\?$/.exec(item.stem)![1];
    return new Fraction(visual.bars.find((bar) => bar.label === category)!.value);
  }
  if (visual.kind !== 'table') throw new Error('expected a table');
  const pictograph = /stands for (\d+) votes\. How many pictures should \S+ draw for (.+)\?$/.exec(item.stem);
  if (pictograph) {
    const row = visual.rows.find((cells) => cells[0] === pictograph[2])!;
    return new Fraction(Number(row[1])).div(Number(pictograph[1]));
  }
  const total = Number(/asked (\d+) kids/.exec(item.stem)![1]);
  return visual.rows
    .filter((cells) => cells[1] !== '?')
    .reduce((left, cells) => left.sub(Number(cells[1])), new Fraction(total));
}

checkGenerator(summarizeData, { independentAnswer: fromDisplay });

describe('3.8A summarise data', () => {
  it('asks about a bar that ends halfway between two lines of the scale', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const item = summarizeData.generate({ seed, difficulty: 'medium' });
      if (item.visual?.kind !== 'bar-graph') throw new Error('expected a bar graph');
      const answer = fromDisplay(item);
      expect(answer.mod(item.visual.scale).valueOf()).toBe(item.visual.scale / 2);
      expect(item.visual.bars).toHaveLength(4);
    }
  });

  it('uses a pictograph key of 2, 5 or 10 and a whole number of pictures', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const item = summarizeData.generate({ seed, difficulty: 'easy' });
      expect([2, 5, 10]).toContain(item.parameters.key);
      expect(fromDisplay(item).d).toBe(1n);
    }
  });

  it('marks exactly one missing cell in the hard frequency table', () => {
    const item = summarizeData.generate({ seed: 5, difficulty: 'hard' });
    const rows = item.visual?.kind === 'table' ? item.visual.rows : [];
    expect(rows.filter((cells) => cells[1] === '?')).toHaveLength(1);
  });
});
