import { z } from 'zod';
import { CONTENT_ID_PATTERN } from '../core/items/item-id';
import { PASSAGE_KINDS, READING_GENRES } from '../core/reading/passage-types';
import { gradeSchema } from './user';

/**
 * The passage the browser shows beside reading questions (src/core/reading/passage-types.ts). Text
 * is plain strings with bold and italic as flags, so a client renders it without HTML.
 */
const text = z.string().min(1);
const span = z.strictObject({ text, bold: z.boolean().optional(), italic: z.boolean().optional() });
const spans = z.array(span);
const number = z.number().int().min(1);

export const passageBlockSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('heading'), text }),
  z.strictObject({ kind: z.literal('paragraph'), number, spans }),
  z.strictObject({ kind: z.literal('stanza'), number, lines: z.array(spans).min(1) }),
  z.strictObject({ kind: z.literal('list'), ordered: z.boolean(), items: z.array(spans).min(1) }),
  z.strictObject({
    kind: z.literal('table'),
    headers: z.array(z.string()).min(1),
    rows: z.array(z.array(z.string())),
  }),
  z.strictObject({ kind: z.literal('dialogue'), speaker: text, spans }),
  z.strictObject({ kind: z.literal('stage-direction'), text }),
  z.strictObject({ kind: z.literal('line'), spans }),
  z.strictObject({
    kind: z.literal('draft-paragraph'),
    number,
    sentences: z.array(z.strictObject({ number, text })).min(1),
  }),
]);

export const passagePartSchema = z.strictObject({
  title: text,
  genre: z.enum(READING_GENRES),
  blocks: z.array(passageBlockSchema).min(1),
});

/** GET of a passage for the reading screen: what the student reads, nothing about the questions. */
export const publicPassageSchema = z.strictObject({
  id: z.string().regex(CONTENT_ID_PATTERN),
  kind: z.enum(PASSAGE_KINDS),
  grade: gradeSchema,
  title: text,
  parts: z.array(passagePartSchema).min(1).max(2),
});
