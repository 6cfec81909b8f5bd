import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { representData } from './represent-data';

// Independent path: rebuild the representation from the data the child is given. Bars are read off the
// picture; the dot-plot list and the scores are read back out of the stem and counted or sorted here.
const listIn = (stem: string) =>
  stem.slice(stem.indexOf(': ') + 2, stem.indexOf('. ', stem.indexOf(': '))).split(', ');

function expected(item: Item): string | number {
  const { visual, stem, parameters: p } = item;
  if (p.task === 'bar-to-table') {
    if (visual?.kind !== 'bar-graph') throw new Error('no bar graph');
    return visual.bars.map((bar) => `${bar.label}: ${bar.value}`).join(', ');
  }
  if (p.task === 'dot-count') {
    const mark = new Fraction(/above (.+)\?$/.exec(stem)![1]!);
    return listIn(stem).filter((value) => new Fraction(value).equals(mark)).length;
  }
  const stemValue = Number(p.first);
  const leaves = listIn(stem)
    .map(Number)
    .filter((score) => Math.floor(score / 10) === stemValue)
    .map((score) => score % 10)
    .sort((a, b) => a - b);
  return `Stem ${stemValue}, leaves ${leaves.join(' ')}`;
}

checkGenerator(representData, {
  independentAnswer: (item) => {
    const answer = expected(item);
    return typeof answer === 'number' ? new Fraction(answer) : answer;
  },
});

describe('5.9A represent data', () => {
  it('always repeats a leaf in the asked stem-and-leaf row', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const item = representData.generate({ seed, difficulty: 'hard' });
      const leaves = String(expected(item)).split('leaves ')[1]!.split(' ');
      expect(new Set(leaves).size).toBeLessThan(leaves.length);
    }
  });

  it('uses a bar-graph scale other than 1, so reading the scale matters', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const { visual } = representData.generate({ seed, difficulty: 'easy' });
      expect(visual?.kind === 'bar-graph' && visual.scale).toBeGreaterThan(1);
    }
  });
});
