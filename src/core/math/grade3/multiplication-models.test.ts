import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { multiplicationModels } from './multiplication-models';

// Independent path: fraction.js. Jumps: count × size. Repeated addition: the total over one addend.
// Area model: the sum of the two parts, each computed as a product.
checkGenerator(multiplicationModels, {
  independentAnswer: ({ parameters: p }) => {
    const [a, b, c] = [
      new Fraction(Number(p.first)),
      new Fraction(Number(p.second)),
      new Fraction(Number(p.third)),
    ];
    if (p.model === 'jumps') return a.mul(b);
    if (p.model === 'repeated-addition') return a.div(b);
    return a.mul(b).add(a.mul(c));
  },
});

describe('3.4E multiplication models', () => {
  it('draws one jump per group, ending at the product', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const { visual, parameters: p } = multiplicationModels.generate({ seed, difficulty: 'easy' });
      if (visual?.kind !== 'number-line') throw new Error('no number line');
      expect(visual.jumps).toHaveLength(Number(p.first));
      expect(visual.jumps.at(-1)!.toTick).toBe(Number(p.first) * Number(p.second));
    }
  });

  it('writes the repeated sum with one addend per group', () => {
    const { stem, parameters: p } = multiplicationModels.generate({ seed: 4, difficulty: 'medium' });
    const addends = stem.match(/(\d+)(?: \+ \1)+/)![0].split(' + ');
    expect(addends.length * Number(p.second)).toBe(Number(p.first));
  });
});
