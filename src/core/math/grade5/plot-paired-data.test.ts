import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { plotPairedData } from './plot-paired-data';

// Independent path: read the data the child sees (the table, or the pairs written in the stem) and
// compare it with the plotted points, by coordinates, here.
function expected(item: Item): string {
  const { visual, stem, parameters: p } = item;
  if (p.task === 'row') {
    if (visual?.kind !== 'table') throw new Error('no table');
    const day = Number(/data for day (\d+)\?/.exec(stem)![1]);
    const row = visual.rows.find(([d]) => Number(d) === day)!;
    return `(${row[0]}, ${row[1]})`;
  }
  if (visual?.kind !== 'coordinate-grid') throw new Error('no grid');
  if (p.task === 'point') {
    const [, day, count] = /On day (\d+), \S+ counted (\d+) /.exec(stem)!.map(Number);
    const hits = visual.points.filter((point) => point.x === day && point.y === count);
    return hits.length === 1 ? `Point ${hits[0]!.label}` : `${hits.length} matching points`;
  }
  const pairs = [...stem.matchAll(/\((\d+), (\d+)\)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
  const missing = pairs.filter(([x, y]) => !visual.points.some((point) => point.x === x && point.y === y));
  return missing.length === 1 ? `(${missing[0]![0]}, ${missing[0]![1]})` : `${missing.length} pairs missing`;
}

checkGenerator(plotPairedData, { independentAnswer: expected });

describe('5.9B plot paired data on a scatterplot', () => {
  it('plots all five pairs in hard items, one of them with x and y switched', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const item = plotPairedData.generate({ seed, difficulty: 'hard' });
      if (item.visual?.kind !== 'coordinate-grid') throw new Error('no grid');
      expect(item.visual.points).toHaveLength(5);
      const { day, count } = item.parameters;
      expect(item.visual.points).toContainEqual({ x: count, y: day });
    }
  });

  it('labels the axes with what was counted', () => {
    const item = plotPairedData.generate({ seed: 4, difficulty: 'medium' });
    expect(item.visual).toMatchObject({ kind: 'coordinate-grid', xAxisLabel: 'Day' });
  });
});
