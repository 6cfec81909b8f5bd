import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { rectanglePerimeterArea } from './rectangle-perimeter-area';

// Independent path: fraction.js. Perimeter by walking the four sides, area by adding rows of squares.
const around = (l: number, w: number) => [l, w, l, w].reduce((sum, side) => sum.add(side), new Fraction(0));
const rows = (l: number, w: number) =>
  Array.from({ length: w }, () => l).reduce((sum, row) => sum.add(row), new Fraction(0));

checkGenerator(rectanglePerimeterArea, {
  independentAnswer: ({ parameters: p }) => {
    const [l, w] = [Number(p.length), Number(p.width)];
    switch (p.asked) {
      case 'perimeter':
      case 'perimeter-from-area':
        return around(l, w);
      case 'area':
      case 'area-from-perimeter':
        return rows(l, w);
      default:
        return new Fraction(l);
    }
  },
});

describe('4.5D perimeter and area problems', () => {
  it('gives the perimeter or area, never the length, in the stems of working-backwards items', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const item = rectanglePerimeterArea.generate({ seed, difficulty: 'medium' });
      const { length } = item.parameters as { length: number };
      expect(item.stem).not.toMatch(new RegExp(`\\b${length} (feet|inches|yards|meters|centimeters) long`));
      expect(item.visual).toMatchObject({ kind: 'rectangle', sideLabels: { bottom: '?' } });
    }
  });

  it('offers the area as a wrong choice when a perimeter is asked (easy items)', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const item = rectanglePerimeterArea.generate({ seed, difficulty: 'easy', itemType: 'numeric-entry' });
      const { length, width, asked } = item.parameters as { length: number; width: number; asked: string };
      if (
        asked !== 'perimeter' ||
        length * width === 2 * (length + width) ||
        item.key.type !== 'numeric-entry'
      )
        continue;
      expect(item.key.knownMistakes.map((m) => m.value.numerator)).toContain(length * width);
    }
  });
});
