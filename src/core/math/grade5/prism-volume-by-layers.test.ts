import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { prismVolumeByLayers } from './prism-volume-by-layers';

// Independent path: count cube by cube in nested loops (no V = B × h), as a child counting layers would.
function countCubes(length: number, width: number, layers: number): number {
  let cubes = 0;
  for (let layer = 0; layer < layers; layer += 1)
    for (let row = 0; row < width; row += 1) for (let cube = 0; cube < length; cube += 1) cubes += 1;
  return cubes;
}

checkGenerator(prismVolumeByLayers, {
  independentAnswer: ({ parameters: p }) => {
    const [rows, columns, layers, filled] = [p.rows, p.columns, p.layers, p.filled].map(Number) as [
      number,
      number,
      number,
      number,
    ];
    return new Fraction(countCubes(rows, columns, layers)).sub(countCubes(rows, columns, filled));
  },
});

describe('5.6B volume as layers times the base', () => {
  it('draws the bottom layer as an array for easy items', () => {
    const item = prismVolumeByLayers.generate({ seed: 3, difficulty: 'easy' });
    expect(item.visual).toMatchObject({
      kind: 'array',
      rows: item.parameters.rows,
      columns: item.parameters.columns,
    });
  });

  it('offers "one layer only" as a known mistake', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const item = prismVolumeByLayers.generate({ seed, difficulty: 'medium', itemType: 'numeric-entry' });
      const base = Number(item.parameters.rows);
      if (item.key.type === 'numeric-entry')
        expect(item.key.knownMistakes.map((m) => m.value.numerator)).toContain(base);
    }
  });

  it('always leaves at least two layers to fill in hard items', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const { parameters: p } = prismVolumeByLayers.generate({ seed, difficulty: 'hard' });
      expect(Number(p.filled)).toBeLessThan(Number(p.layers) - 1);
      expect(Number(p.filled)).toBeGreaterThan(0);
    }
  });
});
