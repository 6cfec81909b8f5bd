import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import type { Visual } from '../../../core/items/visual-types';
import { ItemVisual } from './item-visual';
import { ALL_SAMPLE_VISUALS, SAMPLE_VISUALS } from './sample-visuals';

const render = (visual: Visual) => renderToStaticMarkup(createElement(ItemVisual, { visual }));
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('ItemVisual', () => {
  test.each(ALL_SAMPLE_VISUALS.map((visual) => [visual.kind, visual] as const))(
    '%s: one SVG image named by its description, with a title, scaling by its viewBox',
    (_kind, visual) => {
      const html = render(visual);
      expect(count(html, /<svg role="img"/g)).toBe(1);
      expect(html).toContain(`aria-label="${visual.imageDescription}"`);
      expect(html).toContain(`<title>${visual.imageDescription}</title>`);
      expect(html).toMatch(/viewBox="0 0 \d+ \d+"/);
      expect(html).not.toMatch(/NaN|undefined|Infinity/);
    },
  );

  test('a fraction bar of 3 shaded eighths draws exactly 3 striped parts and 5 plain ones', () => {
    const html = render({
      kind: 'fraction-bars',
      bars: [{ parts: 8, shaded: 3 }],
      imageDescription: 'A bar with 3 of 8 parts shaded.',
    });
    expect(count(html, /<rect[^>]*fill="url\(#/g)).toBe(3);
    expect(count(html, /<rect[^>]*class="fill-white stroke-ink"/g)).toBe(5);
  });

  test('an array of 4 rows of 6 draws 24 counters', () => {
    expect(count(render(SAMPLE_VISUALS.array[0]!), /<circle/g)).toBe(24);
  });

  test('two visuals in one page get different pattern ids', () => {
    const html = renderToStaticMarkup(
      createElement(
        'div',
        null,
        ...SAMPLE_VISUALS['fraction-bars'].map((visual, key) => createElement(ItemVisual, { visual, key })),
      ),
    );
    const ids = [...html.matchAll(/<pattern id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });
});
