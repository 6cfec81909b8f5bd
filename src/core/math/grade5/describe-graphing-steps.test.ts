import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { describeGraphingSteps } from './describe-graphing-steps';

// Independent path: walk the moves on a grid here. For the steps question the right sentence is
// written from the pair; for the grid question the point is found by its coordinates in the picture;
// for moving on, the new pair is the old one plus the moves.
function pointAt(item: Item, x: number, y: number): string {
  if (item.visual?.kind !== 'coordinate-grid') throw new Error('no grid');
  const hits = item.visual.points.filter((p) => p.x === x && p.y === y);
  return hits.length === 1 ? `Point ${hits[0]!.label}` : `${hits.length} points at (${x}, ${y})`;
}

checkGenerator(describeGraphingSteps, {
  independentAnswer: (item) => {
    const [x, y, dx, dy] = [item.parameters.x, item.parameters.y, item.parameters.dx, item.parameters.dy].map(
      Number,
    ) as [number, number, number, number];
    const unitWord = (n: number) => (n === 1 ? 'unit' : 'units');
    if (item.parameters.task === 'steps')
      return `Start at (0, 0). Move ${x} ${unitWord(x)} right, then ${y} ${unitWord(y)} up.`;
    if (item.parameters.task === 'follow') return pointAt(item, x, y);
    let [px, py] = [x, y];
    for (let i = 0; i < dx; i += 1) px += 1;
    for (let i = 0; i < dy; i += 1) py += 1;
    return `(${px}, ${py})`;
  },
});

describe('5.8B describe how to graph ordered pairs', () => {
  it('lists the grid points A to D in order as the choices', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const item = describeGraphingSteps.generate({ seed, difficulty: 'medium' });
      const texts =
        item.interaction.type === 'multiple-choice' ? item.interaction.choices.map((c) => c.text) : [];
      expect(texts).toEqual(['Point A', 'Point B', 'Point C', 'Point D']);
    }
  });

  it('offers the switched pair as a wrong choice for the steps question', () => {
    const item = describeGraphingSteps.generate({ seed: 2, difficulty: 'easy' });
    const notes = item.key.type === 'multiple-choice' ? item.key.misconceptions.map((m) => m.note) : [];
    expect(notes.some((note) => /first number|switched|This graphs/.test(note))).toBe(true);
  });
});
