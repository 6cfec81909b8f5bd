import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { Interaction, Item, ItemResponse, PublicItem } from '../core/items/item-types';
import { toPublicItem } from '../core/items/public-item';
import type { ScoreResult } from '../core/items/score-result';
import {
  buildMultipleChoiceItem,
  buildNumericEntryItem,
  buildShortResponseItem,
} from '../core/items/testing/item-builders';
import type { Visual } from '../core/items/visual-types';
import { GENERATORS } from '../core/math/registry';
import { deriveSeed } from '../core/random/seed';
import {
  itemResponseSchema,
  itemSchema,
  publicItemSchema,
  type scoreResultSchema,
  type visualSchema,
  type interactionSchema,
} from './items';

describe('item schemas agree with the core types', () => {
  it('infer exactly the core types', () => {
    expectTypeOf<z.infer<typeof itemSchema>>().toEqualTypeOf<Item>();
    expectTypeOf<z.infer<typeof publicItemSchema>>().toEqualTypeOf<PublicItem>();
    expectTypeOf<z.infer<typeof visualSchema>>().toEqualTypeOf<Visual>();
    expectTypeOf<z.infer<typeof interactionSchema>>().toEqualTypeOf<Interaction>();
    expectTypeOf<z.infer<typeof itemResponseSchema>>().toEqualTypeOf<ItemResponse>();
    expectTypeOf<z.infer<typeof scoreResultSchema>>().toEqualTypeOf<ScoreResult>();
  });

  it('accept well-formed items and their public form', () => {
    for (const item of [buildMultipleChoiceItem(), buildNumericEntryItem(), buildShortResponseItem()]) {
      expect(itemSchema.parse(item)).toEqual(item);
      expect(publicItemSchema.parse(toPublicItem(item))).toEqual(toPublicItem(item));
    }
  });
});

const problemsOf = (item: unknown) => {
  const result = itemSchema.safeParse(item);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('itemSchema cross-field rules', () => {
  const item = buildMultipleChoiceItem();

  it('rejects repeated choices', () => {
    const interaction = {
      type: 'multiple-choice' as const,
      choices:
        item.interaction.type === 'multiple-choice'
          ? item.interaction.choices.map((c) => ({ ...c, text: c.label === 'D' ? '42' : c.text }))
          : [],
    };
    expect(problemsOf({ ...item, interaction })).toContain('choices must be distinct');
  });

  it('needs a misconception note for every wrong choice and none for the right one', () => {
    const key = {
      type: 'multiple-choice' as const,
      correct: 'C' as const,
      misconceptions: [{ label: 'A' as const, note: 'x' }],
    };
    expect(problemsOf({ ...item, key })).toContain('every wrong choice needs exactly one misconception note');
  });

  it('ties the id, difficulty and type to the origin', () => {
    expect(problemsOf({ ...item, id: 'something-else' })).toContain('id does not match origin');
    expect(problemsOf({ ...item, difficulty: 'hard' })).toContain('difficulty does not match origin');
  });

  it('knows the TEKS catalogue: code, grade and tested status', () => {
    expect(problemsOf({ ...item, teksCode: '3.4.A' })).toContain('unknown TEKS code 3.4.A');
    expect(problemsOf({ ...item, grade: 4 })).toContain('unknown TEKS code 3.4A');
    expect(problemsOf({ ...item, teksCode: '3.1A' })).toContain('3.1A is not tested');
  });

  it('needs 2–3 hints and 2–5 explanation steps', () => {
    expect(itemSchema.safeParse({ ...item, hints: ['one'] }).success).toBe(false);
    expect(itemSchema.safeParse({ ...item, explanation: ['1', '2', '3', '4', '5', '6'] }).success).toBe(
      false,
    );
  });

  it('refuses a full item where a public one is expected', () => {
    expect(publicItemSchema.safeParse({ ...toPublicItem(item), key: item.key }).success).toBe(false);
  });
});

describe('short-response items', () => {
  const item = buildShortResponseItem();

  it('refuse a public item that carries the rubric or sample answer', () => {
    const leaked = { ...toPublicItem(item), interaction: { ...item.interaction, rubric: item.key } };
    expect(publicItemSchema.safeParse(leaked).success).toBe(false);
  });

  it('run the rubric rules and refuse a content origin with a bad id', () => {
    expect(
      problemsOf({ ...item, interaction: { type: 'short-response', maxLength: 500, points: 1 } }),
    ).toContain('shown points must equal the rubric points');
    expect(itemSchema.safeParse({ ...item, origin: { ...item.origin, passageId: 'Bad Id' } }).success).toBe(
      false,
    );
  });

  it('read a typed answer, with room past the box so the scorer can say it is too long', () => {
    expect(itemResponseSchema.parse({ type: 'short-response', text: 'It blooms in spring.' }).type).toBe(
      'short-response',
    );
    expect(itemResponseSchema.safeParse({ type: 'short-response', text: 'x'.repeat(600) }).success).toBe(
      true,
    );
    expect(itemResponseSchema.safeParse({ type: 'short-response', text: 'x'.repeat(1001) }).success).toBe(
      false,
    );
  });
});

describe('itemResponseSchema', () => {
  it('reads each kind of answer and rejects strangers', () => {
    expect(itemResponseSchema.parse({ type: 'multiple-choice', choice: 'B' })).toEqual({
      type: 'multiple-choice',
      choice: 'B',
    });
    expect(itemResponseSchema.parse({ type: 'numeric-entry', text: '1 1/2' }).type).toBe('numeric-entry');
    expect(itemResponseSchema.safeParse({ type: 'essay', text: 'hi' }).success).toBe(false);
  });
});

describe('every registered generator', () => {
  // The generators live in core, which cannot import these schemas; this is where they meet.
  it.each(GENERATORS.map((generator) => [generator.id, generator] as const))(
    '%s makes 1,000 items that parse as items, and as public items once stripped',
    (_id, generator) => {
      for (let index = 0; index < 1000; index += 1) {
        const difficulty = generator.difficulties[index % generator.difficulties.length]!;
        const itemType = generator.itemTypes[index % generator.itemTypes.length]!;
        const item = generator.generate({ seed: deriveSeed(generator.id, index), difficulty, itemType });
        const parsed = itemSchema.safeParse(item);
        expect(parsed.success, `${item.id}: ${parsed.error?.message}`).toBe(true);
        expect(publicItemSchema.safeParse(toPublicItem(item)).success).toBe(true);
      }
    },
  );
});
