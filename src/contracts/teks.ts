import { z } from 'zod';
import {
  MATH_PRACTICE_CATEGORIES,
  READING_PRACTICE_CATEGORIES,
  STANDARD_TYPES,
  SUBJECTS,
} from '../core/teks/teks-types';
import { gradeSchema } from './user';

/** Schemas for the TEKS catalogue as the API sends it (types in src/core/teks/teks-types.ts). */
export const subjectSchema = z.enum(SUBJECTS);
export const practiceCategoryNameSchema = z.enum([
  ...MATH_PRACTICE_CATEGORIES,
  ...READING_PRACTICE_CATEGORIES,
]);
const reportingCategorySchema = z.strictObject({ number: z.number().int().min(1).max(4), name: z.string() });

export const teksEntrySchema = z.strictObject({
  code: z.string(),
  subject: subjectSchema,
  grade: gradeSchema,
  knowledgeStatement: z.string(),
  description: z.string(),
  skillName: z.string(),
  reportingCategory: reportingCategorySchema.nullable(),
  standardType: z.enum(STANDARD_TYPES),
  evidence: z.enum(['verified', 'secondary', 'unverified']),
  isProcessStandard: z.boolean(),
  isEssay: z.boolean(),
  practiceCategory: practiceCategoryNameSchema.nullable(),
});

export const knowledgeStatementSchema = z.strictObject({
  code: z.string(),
  subject: subjectSchema,
  grade: gradeSchema,
  title: z.string(),
  skillName: z.string(),
});

export const practiceCategorySchema = z.strictObject({
  name: practiceCategoryNameSchema,
  subject: subjectSchema,
  grade: gradeSchema,
  teksCodes: z.array(z.string()),
  itemSourceCodes: z.array(z.string()),
});
