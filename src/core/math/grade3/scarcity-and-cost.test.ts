import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { scarcityAndCost } from './scarcity-and-cost';

const texts = (item: Item) =>
  'choices' in item.interaction ? item.interaction.choices.map((c) => c.text) : [];

/** Independent path: fewer for sale than wanted → price up; more than wanted → price down. */
function expected(item: Item): string {
  if (item.visual?.kind === 'table') {
    const rows = item.visual.rows.map(([month, count]) => ({ month: month!, count: Number(count) }));
    const sorted = [...rows].sort((a, b) => a.count - b.count);
    return item.stem.endsWith('highest?') ? sorted[0]!.month : sorted.at(-1)!.month;
  }
  const scarce = /has only a few/.test(item.stem);
  if (item.stem.endsWith('Why?')) {
    return texts(item).find((text) => (scarce ? /^There are few/.test(text) : /^There are more/.test(text)))!;
  }
  return scarce ? 'The price will most likely go up.' : 'The price will most likely go down.';
}

checkGenerator(scarcityAndCost, { independentAnswer: expected });

describe('3.9B scarcity and cost', () => {
  it('asks about both scarce and plentiful things', () => {
    const kinds = new Set(
      Array.from(
        { length: 40 },
        (_, seed) => scarcityAndCost.generate({ seed, difficulty: 'easy' }).parameters.scarce,
      ),
    );
    expect([...kinds].sort()).toEqual([0, 1]);
  });

  it('lists the months in calendar order with four different amounts', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const item = scarcityAndCost.generate({ seed, difficulty: 'hard' });
      const rows = item.visual?.kind === 'table' ? item.visual.rows : [];
      expect(new Set(rows.map((row) => row[1])).size).toBe(4);
      expect(texts(item)).toEqual(rows.map((row) => row[0]));
    }
  });
});
