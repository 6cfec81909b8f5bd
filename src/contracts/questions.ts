import { z } from 'zod';
import { DIFFICULTIES, ITEM_TYPES } from '../core/items/item-types';
import { publicItemSchema } from './items';
import { practiceCategorySchema, subjectSchema } from './teks';
import { gradeSchema } from './user';

/** Questions per request: enough for a practice set, small enough to stay cheap. */
export const MAX_QUESTIONS_PER_REQUEST = 20;

const countSchema = z.number().int().min(1).max(MAX_QUESTIONS_PER_REQUEST);
const difficultySchema = z.enum(DIFFICULTIES);

/** The question a "Similar Question" request starts from (spec section 7). */
export const originalQuestionSchema = z.strictObject({
  questionText: z.string().max(2000).optional(),
  teksStandard: z.string().min(1).max(20),
  concept: z.string().max(200).optional(),
  format: z.enum(['visual', 'text']).optional(),
  difficulty: difficultySchema.optional(),
});

/** POST /api/questions/generate/grade3-math, exactly as the spec calls it. */
export const generateGrade3MathRequestSchema = z
  .strictObject({
    category: z.string().min(1).max(80),
    count: countSchema.default(1),
    mode: z.enum(['specific', 'similar']).default('specific'),
    originalQuestion: originalQuestionSchema.optional(),
    variation: z.string().max(200).optional(),
    difficulty: difficultySchema.optional(),
  })
  .refine((body) => body.mode !== 'similar' || body.originalQuestion !== undefined, {
    message: 'A similar question needs the original question.',
    path: ['originalQuestion'],
  });
export type GenerateGrade3MathRequest = z.infer<typeof generateGrade3MathRequestSchema>;

/** POST /api/questions/generate: any grade, by practice category or by TEKS code. */
export const generateQuestionsRequestSchema = z
  .strictObject({
    grade: gradeSchema,
    subject: subjectSchema,
    category: z.string().min(1).max(80).optional(),
    teks: z.string().min(1).max(20).optional(),
    count: countSchema.default(1),
    mode: z.enum(['specific', 'similar']).default('specific'),
    difficulty: difficultySchema.optional(),
    itemType: z.enum(ITEM_TYPES).optional(),
  })
  .refine((body) => (body.category === undefined) !== (body.teks === undefined), {
    message: 'Give either a category or a TEKS code.',
    path: ['category'],
  });
export type GenerateQuestionsRequest = z.infer<typeof generateQuestionsRequestSchema>;

export const generateQuestionsResponseSchema = z.strictObject({
  success: z.literal(true),
  questions: z.array(publicItemSchema),
});

/** GET /api/teks/grade{N}-{subject}/categories */
export const teksCategoriesParamsSchema = z.strictObject({
  gradeSubject: z.string().regex(/^grade[345]-(math|reading)$/, 'Use grade3-math … grade5-reading.'),
});

export const teksCategoriesResponseSchema = z.strictObject({
  grade: gradeSchema,
  subject: subjectSchema,
  categories: z.array(
    practiceCategorySchema.extend({
      skills: z.array(z.strictObject({ code: z.string(), skillName: z.string(), tested: z.boolean() })),
      /** Codes with questions available now. */
      availableCodes: z.array(z.string()),
    }),
  ),
});
