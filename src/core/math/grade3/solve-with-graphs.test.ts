import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { solveWithGraphs } from './solve-with-graphs';

/** The data as the child sees it: category → number (pictographs count symbols × key). */
function data(item: Item): Map<string, number> {
  const visual = item.visual!;
  if (visual.kind === 'bar-graph') return new Map(visual.bars.map((bar) => [bar.label, bar.value]));
  if (visual.kind === 'pictograph') return new Map(visual.rows.map((row) => [row.label, row.value]));
  if (visual.kind === 'table') return new Map(visual.rows.map(([label, count]) => [label!, Number(count)]));
  throw new Error('unexpected visual');
}

/** Independent path: parse what the stem asks, then compute with fraction.js. */
function answer(item: Item): Fraction {
  const counts = data(item);
  const get = (name: string) => new Fraction(counts.get(name)!);
  const combined =
    /Think of (.+) and (.+) as one group\. How many more votes did that group get than (.+)\?$/.exec(
      item.stem,
    );
  if (combined) return get(combined[1]!).add(get(combined[2]!)).sub(get(combined[3]!));
  const inAll = /did (.+) and (.+) get in all\?$/.exec(item.stem);
  if (inAll) return get(inAll[1]!).add(get(inAll[2]!));
  const more = /did (.+) get than (.+)\?$/.exec(item.stem)!;
  return get(more[1]!).sub(get(more[2]!));
}

checkGenerator(solveWithGraphs, { independentAnswer: answer });

describe('3.8B problems with graphs', () => {
  it('keeps every answer positive and every pictograph row a whole number of symbols', () => {
    for (const difficulty of ['easy', 'medium', 'hard'] as const)
      for (let seed = 0; seed < 300; seed += 1) {
        const item = solveWithGraphs.generate({ seed, difficulty });
        expect(answer(item).compare(0)).toBeGreaterThan(0);
        if (item.visual?.kind === 'pictograph') {
          const { valuePerSymbol, rows } = item.visual;
          for (const row of rows) expect(row.value % valuePerSymbol).toBe(0);
        }
      }
  });

  it('offers "counted the stars, not the votes" for pictograph items', () => {
    const item = solveWithGraphs.generate({ seed: 21, difficulty: 'medium', itemType: 'numeric-entry' });
    const notes = item.key.type === 'numeric-entry' ? item.key.knownMistakes.map((m) => m.note) : [];
    expect(notes.some((note) => note.startsWith('This counts stars'))).toBe(true);
  });
});
