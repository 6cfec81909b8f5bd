import { z } from 'zod';
import { DIFFICULTIES } from '../core/items/item-types';
import { PERFORMANCE_LEVELS } from '../core/exams/scoring';
import { publicItemSchema } from './items';
import { practiceAnswerSchema } from './practice';
import { subjectSchema } from './teks';
import { gradeSchema } from './user';

/**
 * Mock exams (spec sections 2, 3, 4, 7 and 9; issue 7). As in practice, questions reach the browser
 * without `correctAnswer`; the server grades at submit and the results carry the keys and explanations.
 * An attempt lives on the server with its deadline: every answer is autosaved, and coming back resumes.
 */

const examId = z
  .string()
  .regex(/^[a-z0-9-]+$/, 'Unknown exam id.')
  .max(60);
const attemptId = z.uuid();
const questionId = z.string().min(1).max(40);
const bandSchema = z.enum(['green', 'blue', 'yellow', 'red']);
const dotSchema = z.enum(['green', 'yellow', 'red']);

/** Spec "Mock exam" (list view: no questions; they come with start). */
export const mockExamSchema = z.strictObject({
  id: examId,
  title: z.string(),
  description: z.string(),
  /** Spec: "Mathematics" or other ("Reading"). */
  subject: z.string(),
  subjectKey: subjectSchema,
  grade: gradeSchema,
  totalQuestions: z.number().int().min(1),
  /** Minutes. */
  timeLimit: z.number().int().min(1),
  difficulty: z.enum(DIFFICULTIES),
  /** The student's attempt in progress on this exam, if any: the screen offers Resume. */
  activeAttemptId: attemptId.nullable(),
});
export type MockExam = z.infer<typeof mockExamSchema>;

export const mockExamsQuerySchema = z.strictObject({ grade: z.coerce.number().pipe(gradeSchema).optional() });
export const mockExamsResponseSchema = z.array(mockExamSchema);

/** Spec "Exam question", without the answer key; `item` carries the interaction and visual. */
export const examQuestionSchema = z.strictObject({
  id: questionId,
  /** 1-based question number. */
  number: z.number().int().min(1),
  /** Reporting category name. */
  category: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  questionText: z.string(),
  /** Multiple-choice texts in A–D order; empty for other types. */
  options: z.array(z.string()),
  teksStandard: z.string(),
  item: publicItemSchema,
});
export type ExamQuestion = z.infer<typeof examQuestionSchema>;

/** One saved answer: the response as the item expects it, and the review flag. */
export const savedAnswerSchema = z.strictObject({
  answer: practiceAnswerSchema.nullable(),
  flagged: z.boolean(),
});

/** POST /api/mock-exams/{id}/start — also resumes: a second start returns the attempt in progress. */
export const startExamResponseSchema = z.strictObject({
  examId,
  attemptId,
  title: z.string(),
  subject: subjectSchema,
  grade: gradeSchema,
  questions: z.array(examQuestionSchema).min(1),
  /** Minutes (spec). */
  timeLimit: z.number().int().min(1),
  /** ISO time the server closes the attempt. */
  deadline: z.iso.datetime({ offset: true }),
  /** Seconds left by the server's clock when this answer was made; the client counts down from it. */
  remainingSeconds: z.number().int().min(0),
  /** Saved answers and flags by question id (empty for a new attempt). */
  answers: z.record(questionId, savedAnswerSchema),
  resumed: z.boolean(),
});
export type StartExamResponse = z.infer<typeof startExamResponseSchema>;

/** PUT /api/exam-attempts/{attemptId}/answers/{questionId}: autosave as the student picks. */
export const saveAnswerParamsSchema = z.strictObject({ attemptId, questionId });
export const saveAnswerRequestSchema = z
  .strictObject({
    /** null clears the answer. */
    answer: practiceAnswerSchema.nullable().optional(),
    flagged: z.boolean().optional(),
  })
  .refine((body) => body.answer !== undefined || body.flagged !== undefined, {
    message: 'Send an answer, a flag, or both.',
  });
export const saveAnswerResponseSchema = z.strictObject({
  saved: z.literal(true),
  answeredCount: z.number().int().min(0),
  remainingSeconds: z.number().int().min(0),
});

/** POST /api/exam-attempts (spec: examId, answers, timeSpent in seconds). */
export const submitExamRequestSchema = z.strictObject({
  examId,
  /** The attempt to submit; when absent, the student's attempt in progress on `examId`. */
  attemptId: attemptId.optional(),
  /** Question id → answer; merged over the autosaved answers (a final save of what is on screen). */
  answers: z.record(questionId, practiceAnswerSchema.nullable()).default({}),
  /** Seconds, as the client counted; the server records its own measure. */
  timeSpent: z
    .number()
    .min(0)
    .max(24 * 60 * 60),
});

const breakdownRow = {
  correct: z.number().int().min(0),
  attempts: z.number().int().min(0),
  answered: z.number().int().min(0),
  percent: z.number().int().min(0).max(100),
  band: bandSchema,
  dot: dotSchema,
  needsPractice: z.boolean(),
};

export const examReviewItemSchema = z.strictObject({
  questionId,
  number: z.number().int().min(1),
  teksStandard: z.string(),
  category: z.string(),
  item: publicItemSchema,
  /** The student's answer in words ("B. 24"), or null when skipped. */
  yourAnswer: z.string().nullable(),
  correct: z.boolean(),
  correctAnswer: z.string(),
  correctAnswerText: z.string(),
  explanation: z.array(z.string()),
  misconception: z.string().optional(),
});

/** Spec "Exam attempt", with the results the screen shows. */
export const examAttemptSchema = z.strictObject({
  id: attemptId,
  exam: z.strictObject({
    id: examId,
    title: z.string(),
    subject: subjectSchema,
    grade: gradeSchema,
    totalQuestions: z.number().int().min(1),
    timeLimit: z.number().int().min(1),
  }),
  status: z.enum(['in-progress', 'submitted', 'expired']),
  /** Question id → chosen zero-based index for multiple choice (spec); other types in `review`. */
  answers: z.record(questionId, z.number().int().min(0)),
  /** Whole-number percent correct. */
  accuracy: z.number().int().min(0).max(100),
  /** Questions right (one point each). */
  score: z.number().int().min(0),
  /** Seconds, measured by the server from start to submit (capped at the time limit). */
  timeSpent: z.number().int().min(0),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
  band: bandSchema,
  performanceLevel: z.strictObject({
    level: z.enum(PERFORMANCE_LEVELS),
    label: z.string(),
    isEstimate: z.literal(true),
    note: z.string(),
  }),
  categories: z.array(
    z.strictObject({ ...breakdownRow, reportingCategory: z.number().int(), name: z.string() }),
  ),
  teks: z.array(z.strictObject({ ...breakdownRow, teksCode: z.string(), skillName: z.string() })),
  weakestCategories: z.array(z.string()),
  review: z.array(examReviewItemSchema),
});
export type ExamAttempt = z.infer<typeof examAttemptSchema>;

/** GET /api/exam-attempts: the student's finished attempts, newest first (history). */
export const examAttemptSummarySchema = examAttemptSchema.pick({
  id: true,
  exam: true,
  status: true,
  accuracy: true,
  score: true,
  timeSpent: true,
  completedAt: true,
  band: true,
});
export const examAttemptsResponseSchema = z.array(examAttemptSummarySchema);

/** GET /api/exam-attempts/{id}: a finished attempt's results (an attempt in progress: 409, use start). */
export const examAttemptParamsSchema = z.strictObject({ attemptId });
