import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatContentItemId,
  formatItemId,
  isContentOrigin,
  parseContentItemId,
  parseItemId,
} from './item-id';
import { distinctItemKey } from './item-key';
import { itemRuleProblems } from './item-rules';
import type { ShortResponseKey } from './item-types';
import { toPublicItem } from './public-item';
import { buildMultipleChoiceItem, buildShortResponseItem } from './testing/item-builders';

const item = buildShortResponseItem();
const rubric = (item.key as ShortResponseKey).rubric;
const withRubric = (changes: Partial<ShortResponseKey['rubric']>) =>
  buildShortResponseItem({ key: { type: 'short-response', rubric: { ...rubric, ...changes } } });

describe('content item ids', () => {
  const contentIds = fc.stringMatching(/^[a-z0-9]{1,8}(?:-[a-z0-9]{1,8}){0,3}$/);

  it('name the passage and question, and round-trip', () => {
    expect(item.id).toBe('reading:g3-test-passage:q9');
    fc.assert(
      fc.property(contentIds, contentIds, (passageId, questionId) => {
        expect(parseContentItemId(formatContentItemId(passageId, questionId))).toEqual({
          passageId,
          questionId,
        });
      }),
    );
  });

  it('are never mistaken for generated ids, nor generated ids for them', () => {
    expect(parseItemId(item.id)).toBeUndefined();
    expect(parseContentItemId(buildMultipleChoiceItem().id)).toBeUndefined();
    for (const id of [
      'reading:G3-Caps:q1',
      'reading:g3--x:q1',
      'reading:g3:q1:extra',
      'math:g3-a:q1',
      'reading::q1',
    ]) {
      expect(parseContentItemId(id), id).toBeUndefined();
    }
  });

  it('come from the origin, which says where the item lives', () => {
    expect(isContentOrigin(item.origin)).toBe(true);
    expect(isContentOrigin(buildMultipleChoiceItem().origin)).toBe(false);
    expect(formatItemId(item.origin)).toBe(item.id);
  });
});

describe('a content item', () => {
  it('keeps its passage id in public and strips the rubric and sample answer', () => {
    const publicItem = toPublicItem(item);
    expect(publicItem.passageId).toBe('g3-test-passage');
    expect(publicItem.interaction).toEqual({ type: 'short-response', maxLength: 500, points: 2 });
    const text = JSON.stringify(publicItem);
    expect(text).not.toContain('October');
    expect(text).not.toContain('Bluebonnets are planted');
    expect(text).not.toContain('q9');
    expect('passageId' in toPublicItem(buildMultipleChoiceItem())).toBe(false);
  });

  it('is a different item on a different passage, even with the same question', () => {
    expect(distinctItemKey(item)).not.toBe(distinctItemKey({ ...item, passageId: 'g3-other' }));
  });

  it('passes the item rules, with a one-step explanation', () => {
    expect(itemRuleProblems(item)).toEqual([]);
  });

  it('must name the passage its origin names', () => {
    expect(itemRuleProblems({ ...item, passageId: 'g3-other' })).toContain('passageId does not match origin');
  });
});

describe('short-response rubric rules', () => {
  it('need shown points to match the rubric, within 1 to 3', () => {
    expect(itemRuleProblems(withRubric({ points: 3 }))).toContain(
      'shown points must equal the rubric points',
    );
    const tooMany = withRubric({ points: 4 });
    expect(
      itemRuleProblems({ ...tooMany, interaction: { type: 'short-response', maxLength: 500, points: 4 } }),
    ).toContain('a short response is worth 1 to 3 points');
  });

  it('need a reachable minEvidence and words in every group', () => {
    expect(itemRuleProblems(withRubric({ minEvidence: 4 }))).toContain(
      'minEvidence must be between 1 and the number of evidence groups',
    );
    expect(itemRuleProblems(withRubric({ evidence: [['fall'], ['...']] }))).toContain(
      'every evidence group needs words to look for',
    );
  });

  it('refuse one word counting as two pieces of evidence', () => {
    expect(
      itemRuleProblems(
        withRubric({
          evidence: [
            ['fall', 'roots'],
            ['spring', 'root'],
          ],
        }),
      ),
    ).toContain('evidence "root" is in two groups');
  });

  it('still hold generated items to 2–5 explanation steps', () => {
    expect(itemRuleProblems(buildMultipleChoiceItem({ explanation: ['Add.'] }))).toContain(
      'a generated item explains in 2 to 5 steps',
    );
  });
});
