import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { GRADES } from '../core/accounts/account';
import { TEKS_CATALOGUE, knowledgeStatements } from '../core/teks/catalogue';
import { practiceCategories, type PracticeCategory } from '../core/teks/practice-categories';
import type { KnowledgeStatement, TeksEntry } from '../core/teks/teks-types';
import { knowledgeStatementSchema, practiceCategorySchema, teksEntrySchema } from './teks';

describe('TEKS schemas', () => {
  it('infer exactly the core types', () => {
    expectTypeOf<z.infer<typeof teksEntrySchema>>().toEqualTypeOf<TeksEntry>();
    expectTypeOf<z.infer<typeof knowledgeStatementSchema>>().toEqualTypeOf<KnowledgeStatement>();
    expectTypeOf<z.infer<typeof practiceCategorySchema>>().toEqualTypeOf<PracticeCategory>();
  });

  it('accept the whole catalogue, every statement and every practice card', () => {
    for (const entry of TEKS_CATALOGUE) expect(teksEntrySchema.parse(entry)).toEqual(entry);
    for (const grade of GRADES) {
      for (const subject of ['math', 'reading'] as const) {
        for (const statement of knowledgeStatements(grade, subject))
          knowledgeStatementSchema.parse(statement);
        for (const category of practiceCategories(grade, subject)) practiceCategorySchema.parse(category);
      }
    }
  });
});
