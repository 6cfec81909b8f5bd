import { describe, expect, test } from 'vitest';
import { segmentWidths, stripDiagramLayout } from './strip-diagram-layout';

describe('strip diagram', () => {
  test('segments are in proportion to their sizes and fill the bar', () => {
    const widths = segmentWidths([30, 10], [20, 20], 400);
    expect(widths).toEqual([300, 100]);
  });

  test('a segment too small for its label gets just enough room; the rest stay in proportion', () => {
    const widths = segmentWidths([96, 2, 2], [30, 30, 30], 300);
    expect(widths[1]).toBe(30);
    expect(widths[2]).toBe(30);
    expect(widths.reduce((a, b) => a + b)).toBeCloseTo(300);
  });

  test('segments sit end to end under a brace with the total above', () => {
    const layout = stripDiagramLayout(
      {
        kind: 'strip-diagram',
        segments: [
          { size: 48, label: '48' },
          { size: 27, label: '?' },
        ],
        totalLabel: '75 stickers',
        imageDescription: 'A strip diagram.',
      },
      360,
    );
    const [first, second] = layout.segments;
    expect(second!.x).toBeCloseTo(first!.x + first!.width);
    expect(second!.x + second!.width).toBeCloseTo(layout.bar.x + layout.bar.width);
    expect(layout.total!.y).toBeLessThan(layout.bar.y);
    expect(layout.total!.lines).toEqual(['75 stickers']);
  });
});
