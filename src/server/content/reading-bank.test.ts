import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GRADES } from '../../core/accounts/account';
import type { Item } from '../../core/items/item-types';
import { toPublicItem } from '../../core/items/public-item';
import { scoreItem } from '../../core/items/scoring';
import { regenerate } from '../../core/math/registry';
import { fileProblems, libraryProblems } from '../../core/reading/content-checks';
import { ReadingContentError } from '../../core/reading/parse-reading-file';
import { toPublicPassage } from '../../core/reading/passage-types';
import { itemSchema, publicItemSchema } from '../../contracts/items';
import { publicPassageSchema } from '../../contracts/reading';
import { createReadingBank, loadReadingBank, readReadingContent } from './reading-bank';

/**
 * The content validator: every file under content/reading parses, passes the item schema and the
 * content rules (core/reading/content-checks.ts), and has exactly one right answer by scoring.
 */
const content = readReadingContent();

/** The choices or options that score as right, tried one by one (multiselect: the keyed set). */
function rightAnswers(item: Item): number {
  const { interaction, key } = item;
  if (interaction.type === 'multiple-choice') {
    return interaction.choices.filter((choice) => {
      const result = scoreItem(item, { type: 'multiple-choice', choice: choice.label });
      return result.status === 'scored' && result.correct;
    }).length;
  }
  if (interaction.type === 'inline-choice' && key.type === 'inline-choice') {
    const blank = interaction.blanks[0]!;
    return blank.options.filter((_, index) => {
      const result = scoreItem(item, { type: 'inline-choice', selections: { [blank.id]: index } });
      return result.status === 'scored' && result.correct;
    }).length;
  }
  if (interaction.type === 'multiselect' && key.type === 'multiselect') {
    const result = scoreItem(item, { type: 'multiselect', choices: key.correct });
    return result.status === 'scored' && result.correct ? 1 : 0;
  }
  if (key.type === 'short-response') {
    const result = scoreItem(item, { type: 'short-response', text: key.rubric.sampleAnswer });
    return result.status === 'scored' && result.correct ? 1 : 0;
  }
  return 0;
}

describe('reading content', () => {
  it('parses, every file', () => {
    expect(content.failures).toEqual([]);
    expect(content.files.length).toBeGreaterThanOrEqual(54);
  });

  it.each(content.files.map((file) => [file.path, file] as const))(
    '%s passes every content check',
    (_path, file) => {
      expect(fileProblems(file)).toEqual([]);
      expect(publicPassageSchema.safeParse(toPublicPassage(file.passage)).error?.issues ?? []).toEqual([]);
      for (const item of file.items) {
        const parsed = itemSchema.safeParse(item);
        expect(parsed.error?.issues.map((issue) => `${item.id}: ${issue.message}`) ?? []).toEqual([]);
        expect(publicItemSchema.safeParse(toPublicItem(item)).success).toBe(true);
        expect(rightAnswers(item), `${item.id} has exactly one right answer`).toBe(1);
      }
    },
  );

  it('repeats no passage, paragraph or question, and gives each grade 12 passages and 6 drafts', () => {
    expect(libraryProblems(content.files, GRADES)).toEqual([]);
  });
});

describe('the reading bank', () => {
  const bank = createReadingBank(content.files);

  it('finds passages and items by id, and nothing for ids it does not hold', () => {
    const passage = bank.passage('g3-our-school-garden');
    expect(passage?.kind).toBe('editing-draft');
    const item = bank.findItem('reading:g3-our-school-garden:q4');
    expect(item).toMatchObject({ teksCode: '3.11D(i)', passageId: 'g3-our-school-garden' });
    expect(regenerate(item!.id)).toEqual({ ok: false, reason: 'content-item' });
    expect(bank.findItem('reading:g3-our-school-garden:q99')).toBeUndefined();
    expect(bank.findItem('3.4A.add-subtract-within-1000:1:easy:multiple-choice:space:1')).toBeUndefined();
    expect(bank.publicPassage('g9-nothing')).toBeUndefined();
    expect(bank.publicPassage('g3-our-school-garden')).not.toHaveProperty('topics');
  });

  it('gives items by grade and TEKS code in any spelling, by practice card and by passage', () => {
    const inferences = bank.itemsFor(3, ['3.6F']);
    expect(inferences.length).toBeGreaterThan(0);
    expect(bank.itemsFor(3, ['3.6.F'])).toEqual(inferences);
    expect(inferences.every((item) => item.grade === 3 && item.teksCode === '3.6F')).toBe(true);
    expect(bank.itemsFor(4, ['3.6F'])).toEqual([]);
    const writing = bank.itemsForCategory(3, 'Writing');
    expect(writing.length).toBeGreaterThan(0);
    expect(writing.every((item) => /^3\.(2|11)/.test(item.teksCode))).toBe(true);
    expect(bank.itemsForCategory(3, 'Mixed Review')).toHaveLength(bank.itemsFor(3).length);
    expect(bank.itemsForCategory(3, 'Painting')).toEqual([]);
    expect(bank.itemsForPassage('g3-bluebonnets-paired')).toHaveLength(9);
    expect(bank.passagesFor(4, 'editing-draft')).toHaveLength(6);
    expect(bank.codesWithItems(5)).toContain('5.11D(i)');
  });
});

describe('loading content', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'reading-content-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses to start with a file that does not parse, naming the file and every problem', () => {
    mkdirSync(path.join(dir, 'grade-3'));
    writeFileSync(path.join(dir, 'README.md'), '# not content');
    writeFileSync(path.join(dir, 'grade-3', 'broken.md'), '---\nid: g3-broken\nkind: poem\n---\nText');
    const load = () => loadReadingBank(dir);
    expect(load).toThrow(ReadingContentError);
    expect(load).toThrow(/grade-3\/broken\.md: kind: must be one of/);
  });
});
