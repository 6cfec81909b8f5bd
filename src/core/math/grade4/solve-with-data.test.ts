import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { solveWithData } from './solve-with-data';

// Independent path: read the data back from the picture itself (dot plot or stem-and-leaf plot) and
// compute with fraction.js, so a slip between the picture and the parameters would show.
function fromPicture(item: Item): Fraction {
  const visual = item.visual!;
  if (visual.kind === 'stem-and-leaf') {
    const values = visual.stems.flatMap(({ stem, leaves }) =>
      leaves.map((leaf) => new Fraction(stem).mul(10).add(leaf)),
    );
    const sorted = values.sort((a, b) => a.compare(b));
    return sorted.at(-1)!.sub(sorted[0]!);
  }
  if (visual.kind !== 'dot-plot') throw new Error('unexpected picture');
  if (item.parameters.display === 'fraction-dot-plot') {
    // A mixed number "1 3/8" is read part by part: 1 + 3/8.
    const parsed = visual.positions
      .filter((p) => p.count > 0)
      .map((p) => p.label.split(' ').reduce((sum, part) => sum.add(new Fraction(part)), new Fraction(0)));
    return parsed.at(-1)!.sub(parsed[0]!);
  }
  const [first, second] = [Number(item.parameters.first), Number(item.parameters.second)];
  const countOf = (n: number) => visual.positions.filter((p) => p.count === n).length;
  expect(countOf(first)).toBeGreaterThan(0);
  expect(countOf(second)).toBeGreaterThan(0);
  return new Fraction(first).sub(second);
}

checkGenerator(solveWithData, { independentAnswer: fromPicture });

describe('4.9B solve problems with data', () => {
  it('writes fraction lengths in eighths on every choice', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const item = solveWithData.generate({ seed, difficulty: 'hard', itemType: 'multiple-choice' });
      const texts =
        item.interaction.type === 'multiple-choice' ? item.interaction.choices.map((c) => c.text) : [];
      for (const text of texts) expect(text).toMatch(/^(\d+|\d+ \d\/8|\d\/8)$/);
    }
  });

  it('offers "compared the values, not the counts" as a wrong answer in easy items', () => {
    const item = solveWithData.generate({ seed: 1, difficulty: 'easy', itemType: 'numeric-entry' });
    const notes = item.key.type === 'numeric-entry' ? item.key.knownMistakes.map((m) => m.note) : [];
    expect(notes.join(' ')).toMatch(/number of dots/);
  });
});
