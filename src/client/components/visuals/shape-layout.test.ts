import { describe, expect, test } from 'vitest';
import { rectangleVertices, shapeLayout } from './shape-layout';
import { abbreviateUnits, insidePolygon } from './side-labels';
import { lineHeight, textWidth } from './text-metrics';

describe('shapeLayout', () => {
  test('a 9 by 3 rectangle is drawn to scale, three times as long as it is tall', () => {
    const layout = shapeLayout(rectangleVertices(9, 3), [undefined, undefined, '9 meters', '3 meters'], 360);
    const [topLeft, topRight, bottomRight] = layout.points;
    expect(topRight!.x - topLeft!.x).toBeCloseTo(3 * (bottomRight!.y - topRight!.y));
    expect(topRight!.x - topLeft!.x).toBeCloseTo(9 * layout.unit);
  });

  test('side labels sit outside the middle of their side: bottom below, left to the left', () => {
    const layout = shapeLayout(rectangleVertices(5, 4), ['top', 'right', 'bottom', 'left'], 360);
    const [topLeft, , bottomRight] = layout.points;
    const [top, right, bottom, left] = layout.labels;
    expect(top!.y).toBeLessThan(topLeft!.y);
    expect(bottom!.y).toBeGreaterThan(bottomRight!.y);
    expect(left!.x).toBeLessThan(topLeft!.x);
    expect(right!.x).toBeGreaterThan(bottomRight!.x);
    expect(bottom!.x).toBeCloseTo((topLeft!.x + bottomRight!.x) / 2);
  });

  test('labels of an L-shape’s inner sides point away from the shape, and everything fits', () => {
    const vertices = [
      { x: 0, y: 0 },
      { x: 6, y: 0 },
      { x: 6, y: 2 },
      { x: 3, y: 2 },
      { x: 3, y: 5 },
      { x: 0, y: 5 },
    ];
    const layout = shapeLayout(vertices, ['6', '2', '3', '3', '3', '5'], 360);
    for (const label of layout.labels) expect(insidePolygon(label, layout.points)).toBe(false);
    for (const label of layout.labels) {
      expect(label.x).toBeGreaterThan(0);
      expect(label.x).toBeLessThan(360);
    }
    // y points up in the spec: the tall part (x 0–3) reaches higher on screen than the short part.
    expect(layout.points[4]!.y).toBeLessThan(layout.points[2]!.y);
  });

  test('long unit names that would squeeze the shape are written short, as STAAR figures do', () => {
    const pentagon = [
      { x: 0, y: 0 },
      { x: 3, y: 0 },
      { x: 4, y: 2 },
      { x: 2, y: 3 },
      { x: 0, y: 2 },
    ];
    const texts = ['9 centimeters', '5 centimeters', '6 centimeters', '4 centimeters', '6 centimeters'];
    const layout = shapeLayout(pentagon, texts, 360);
    expect(4 * layout.unit).toBeGreaterThanOrEqual(150);
    expect(layout.labels.map((label) => label.text)).toEqual(['9 cm', '5 cm', '6 cm', '4 cm', '6 cm']);
    // Short labels that fit are left as written.
    expect(
      shapeLayout(rectangleVertices(9, 3), [undefined, undefined, '9 meters'], 360).labels[0]!.text,
    ).toBe('9 meters');
  });

  test('unit words shorten to their abbreviations and nothing else changes', () => {
    expect(abbreviateUnits('12 inches')).toBe('12 in.');
    expect(abbreviateUnits('1 foot')).toBe('1 ft');
    expect(abbreviateUnits('3 meters')).toBe('3 m');
    expect(abbreviateUnits('? yards')).toBe('? yd');
    expect(abbreviateUnits('side a')).toBe('side a');
  });

  test('labels meeting at an inner corner never cover each other', () => {
    const vertices = [
      { x: 0, y: 0 },
      { x: 6, y: 0 },
      { x: 6, y: 10 },
      { x: 3, y: 10 },
      { x: 3, y: 7 },
      { x: 0, y: 7 },
    ];
    const layout = shapeLayout(
      vertices,
      ['6 inches', '10 inches', '3 inches', '3 inches', '3 inches', '7 inches'],
      360,
    );
    const box = (label: (typeof layout.labels)[number]) => {
      const [w, h] = [textWidth(label.text, 18, true) / 2, lineHeight(18) / 2];
      return label.rotate === 0 ? { x: label.x, y: label.y, w, h } : { x: label.x, y: label.y, w: h, h: w };
    };
    const boxes = layout.labels.map(box);
    boxes.forEach((a, i) =>
      boxes.slice(i + 1).forEach((b) => {
        expect(Math.abs(a.x - b.x) < a.w + b.w && Math.abs(a.y - b.y) < a.h + b.h).toBe(false);
      }),
    );
  });

  test('unit grid lines: one per unit across and down, including both edges', () => {
    expect(shapeLayout(rectangleVertices(7, 4), [], 360).gridLines).toHaveLength(8 + 5);
  });
});
