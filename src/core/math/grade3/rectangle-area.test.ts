import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { rectangleArea } from './rectangle-area';

// Independent path: area by repeated addition of rows (no multiplication), compared through fraction.js.
const areaByRows = (width: number, height: number) =>
  Array.from({ length: height }, () => width).reduce((sum, row) => sum + row, 0);

checkGenerator(rectangleArea, {
  independentAnswer: ({ parameters: p }) =>
    new Fraction(areaByRows(Number(p.width), Number(p.height))).sub(
      areaByRows(Number(p.compareWidth), Number(p.compareHeight)),
    ),
});

describe('3.6C area of rectangles', () => {
  it('offers the perimeter as a wrong choice whenever it differs from the area', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const item = rectangleArea.generate({ seed, difficulty: 'medium', itemType: 'numeric-entry' });
      const { width, height } = item.parameters as { width: number; height: number };
      const perimeter = 2 * (width + height);
      const known =
        item.key.type === 'numeric-entry' ? item.key.knownMistakes.map((m) => m.value.numerator) : [];
      if (perimeter !== width * height) expect(known).toContain(perimeter);
    }
  });

  it('draws a labelled rectangle for medium items and unit squares for easy ones', () => {
    const easy = rectangleArea.generate({ seed: 4, difficulty: 'easy' }).visual;
    const medium = rectangleArea.generate({ seed: 4, difficulty: 'medium' }).visual;
    expect(easy).toMatchObject({ kind: 'rectangle', showUnitSquares: true });
    expect(medium).toMatchObject({ kind: 'rectangle', showUnitSquares: false });
    expect(medium?.kind === 'rectangle' && medium.sideLabels.bottom).toMatch(/^\d+ \w+$/);
  });

  it('writes units on every choice: "24 square feet"', () => {
    const item = rectangleArea.generate({ seed: 11, difficulty: 'medium', itemType: 'multiple-choice' });
    const texts =
      item.interaction.type === 'multiple-choice' ? item.interaction.choices.map((c) => c.text) : [];
    for (const text of texts) expect(text).toMatch(/^\d+ square (feet|foot|meters?|yards?|inch|inches)$/);
  });
});
