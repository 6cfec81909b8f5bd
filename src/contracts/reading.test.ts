import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { toPublicItem } from '../core/items/public-item';
import { READING_GENERATORS } from '../core/math/registry';
import { parseReadingFile } from '../core/reading/parse-reading-file';
import { toPublicPassage, type PassageBlock, type PublicPassage } from '../core/reading/passage-types';
import { deriveSeed } from '../core/random/seed';
import { itemSchema, publicItemSchema } from './items';
import { publicPassageSchema, type passageBlockSchema } from './reading';

const FILE = `---
id: g3-tiny-test
kind: passage
grade: 3
title: A Tiny Test
genre: literary-fiction
topics: [tests]
wordCount: 12
questions:
  - id: q1
    teks: 3.8C
    type: multiple-choice
    difficulty: easy
    stem: What does Ana find?
    choices:
      - text: A shell
        correct: true
      - text: A rock
        misconception: The rock is where she sits.
      - text: A crab
        misconception: The crab runs away.
      - text: A hat
        misconception: Her hat stays on.
    explanation: In paragraph 1 Ana finds a shell.
    hints: [Read paragraph 1., What does she pick up?]
---

Ana sat on a **rock**. She found a _pink_ shell.
`;

describe('reading schemas agree with the core types', () => {
  it('infer exactly the core types', () => {
    expectTypeOf<z.infer<typeof publicPassageSchema>>().toEqualTypeOf<PublicPassage>();
    expectTypeOf<z.infer<typeof passageBlockSchema>>().toEqualTypeOf<PassageBlock>();
  });

  it('accept a parsed passage in public form, and refuse one that carries its questions', () => {
    const file = parseReadingFile(FILE, 'grade-3/tiny-test.md');
    const passage = toPublicPassage(file.passage);
    expect(publicPassageSchema.parse(passage)).toEqual(passage);
    expect(publicPassageSchema.safeParse({ ...passage, questions: file.items }).success).toBe(false);
    expect(itemSchema.safeParse(file.items[0]).success).toBe(true);
  });
});

describe('every reading generator', () => {
  // The generators live in core, which cannot import these schemas; this is where they meet.
  it.each(READING_GENERATORS.map((generator) => [generator.id, generator] as const))(
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
