import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { perimeterAreaVolume } from './perimeter-area-volume';

// Independent path: fraction.js from the recorded measurements. Missing sides are found by trying
// every whole number (no division), and volumes by adding layers (no l × w × h).
const layers = (l: number, w: number, h: number) =>
  Array.from({ length: h }, () => new Fraction(l).mul(w)).reduce(
    (sum, layer) => sum.add(layer),
    new Fraction(0),
  );
const firstWhole = (test: (value: number) => boolean) => {
  for (let value = 1; value <= 10_000; value += 1) if (test(value)) return value;
  throw new Error('no whole number fits');
};

checkGenerator(perimeterAreaVolume, {
  independentAnswer: ({ parameters: p }) => {
    const [l, w, h, given] = [Number(p.length), Number(p.width), Number(p.height), Number(p.given)];
    switch (p.measure) {
      case 'perimeter':
        return new Fraction(l).add(w).add(l).add(w);
      case 'area':
        return new Fraction(l).mul(w);
      case 'volume':
        return layers(l, w, h);
      case 'height':
        return new Fraction(firstWhole((t) => layers(l, w, t).equals(given)));
      case 'width-from-perimeter':
        return new Fraction(firstWhole((t) => l + t + l + t === given));
      case 'width-from-area':
        return new Fraction(firstWhole((t) => layers(l, 1, t).equals(given)));
      case 'area-from-perimeter':
        return new Fraction(l).mul(firstWhole((t) => l + t + l + t === given));
      default:
        return layers(l, w, h).add(layers(Number(p.length2), Number(p.width2), Number(p.height2)));
    }
  },
});

describe('5.4H perimeter, area and volume', () => {
  it('never gives a square for a rectangle whose sides are asked about', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const { parameters: p } = perimeterAreaVolume.generate({ seed, difficulty: 'easy' });
      if (p.shape === 'rectangle') expect(p.length).not.toBe(p.width);
    }
  });

  it('offers the area as a wrong answer to a perimeter question', () => {
    let checked = 0;
    for (let seed = 0; seed < 300; seed += 1) {
      const item = perimeterAreaVolume.generate({ seed, difficulty: 'easy', itemType: 'numeric-entry' });
      if (item.parameters.measure !== 'perimeter' || item.key.type !== 'numeric-entry') continue;
      const [l, w] = [Number(item.parameters.length), Number(item.parameters.width)];
      const area = l * w;
      if (area === 2 * (l + w)) continue; // a 6 by 3 or 4 by 4 rectangle: the numbers match
      expect(item.key.knownMistakes.map((m) => m.value.numerator)).toContain(area);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('names cubic units for volume and square units for area', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const item = perimeterAreaVolume.generate({ seed, difficulty: 'easy', itemType: 'numeric-entry' });
      const unit = item.interaction.type === 'numeric-entry' ? item.interaction.unit : '';
      if (item.parameters.measure === 'volume') expect(unit).toMatch(/^cubic /);
      if (item.parameters.measure === 'area') expect(unit).toMatch(/^square /);
    }
  });
});
