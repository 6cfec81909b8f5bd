import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatItemId, parseItemId, publicHandle } from './item-id';
import { DIFFICULTIES, ITEM_TYPES } from './item-types';
import { hintAt, toPublicItem } from './public-item';
import { STORY_THEMES } from './story-themes';
import { buildMultipleChoiceItem } from './testing/item-builders';

describe('toPublicItem', () => {
  const item = buildMultipleChoiceItem();
  const publicItem = toPublicItem(item);

  it('keeps the question and drops the key, explanation, hints, parameters and seed', () => {
    expect(Object.keys(publicItem).sort()).toEqual(
      ['difficulty', 'grade', 'hintCount', 'id', 'interaction', 'stem', 'subject', 'teksCode'].sort(),
    );
    const text = JSON.stringify(publicItem);
    expect(text).not.toContain('carried');
    expect(text).not.toContain(':42');
    expect(publicItem.hintCount).toBe(2);
  });

  it('uses an opaque, stable handle unless the caller gives one', () => {
    expect(publicItem.id).toMatch(/^q-[0-9a-f]{16}$/);
    expect(toPublicItem(item).id).toBe(publicItem.id);
    expect(toPublicItem(item, 'session-7-q3').id).toBe('session-7-q3');
  });

  it('serves hints one rung at a time', () => {
    expect(hintAt(item, 0)).toBe(item.hints[0]);
    expect(hintAt(item, 5)).toBeUndefined();
  });
});

describe('item ids', () => {
  const origins = fc.record({
    generatorId: fc.stringMatching(/^[A-Za-z0-9.()-]{1,30}$/),
    generatorVersion: fc.integer({ min: 1, max: 999 }),
    seed: fc.integer({ min: 0, max: 0xffff_ffff }),
    difficulty: fc.constantFrom(...DIFFICULTIES),
    itemType: fc.constantFrom(...ITEM_TYPES),
    theme: fc.constantFrom(...STORY_THEMES),
  });

  it('round-trip through formatItemId and parseItemId', () => {
    fc.assert(
      fc.property(origins, (origin) => {
        expect(parseItemId(formatItemId(origin))).toEqual(origin);
      }),
    );
  });

  it('reject ids that are not ours', () => {
    for (const id of [
      '',
      'a:b',
      'x:1:easy:multiple-choice:space:-1',
      'x:0:easy:multiple-choice:space:1',
      'x:1:easy:essay:space:1',
      'x:1:easy:multiple-choice:mars:1',
      'x:1:easy:multiple-choice:space:4294967296',
    ]) {
      expect(parseItemId(id), id).toBeUndefined();
    }
  });

  it('give different public handles to different items', () => {
    const handles = new Set(
      Array.from({ length: 2000 }, (_, seed) => publicHandle(`g:1:easy:multiple-choice:space:${seed}`)),
    );
    expect(handles.size).toBe(2000);
  });
});
