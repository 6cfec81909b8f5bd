import { z } from 'zod';
import { DIFFICULTIES } from '../core/items/item-types';
import { itemResponseSchema, publicItemSchema } from './items';
import { earnedRewardSchema } from './progress';
import { publicPassageSchema } from './reading';
import { subjectSchema } from './teks';
import { gradeSchema } from './user';

/**
 * Practice calls (spec sections 2, 4, 7 and 9, issue 6). Two departures from the spec's payloads, for
 * honesty (DESIGN.md principle 3): questions arrive without `correctAnswer` and `explanation`, which come
 * back from POST /api/practice/answer once the student has answered; and the server grades every answer.
 */

/** Spec section 9: a fresh session's total is shown as "N of 200+". */
export const FRESH_SESSION_LENGTH = 200;
/** Spec section 9: mixed practice has 15 questions, other modes 10. */
export const MIXED_PRACTICE_LENGTH = 15;
export const FOCUSED_PRACTICE_LENGTH = 10;

export const PRACTICE_MODES = ['mixed', 'specific-teks', 'weak-skills'] as const;
export type PracticeMode = (typeof PRACTICE_MODES)[number];
export const practiceModeSchema = z.enum(PRACTICE_MODES);

export function practiceLength(mode: PracticeMode): number {
  return mode === 'mixed' ? MIXED_PRACTICE_LENGTH : FOCUSED_PRACTICE_LENGTH;
}

/** Spec section 9: stars on the completion screen are half the score percent, rounded. */
export function starsForScore(scorePercent: number): number {
  return Math.round(scorePercent / 2);
}

const teksCode = z.string().min(1).max(20);
const sessionId = z.uuid();
/** The opaque handle of a served question (`PublicItem.id`). */
const questionId = z.string().min(1).max(40);

/**
 * An answer: the item's own response shape, or for multiple choice the spec's letter ("B") or
 * zero-based index (1); both are accepted (spec section 5).
 */
export const practiceAnswerSchema = z.union([
  itemResponseSchema,
  z.string().min(1).max(100),
  z.number().int().min(0).max(25),
]);
export type PracticeAnswer = z.infer<typeof practiceAnswerSchema>;

/**
 * A question as the Practice Center shows it: the spec's fields (without the answer key) plus the full
 * public item, which carries the interaction (choices, entry box, blanks) and the visual.
 */
export const practiceQuestionSchema = z.strictObject({
  /** Same as item.id: the handle to answer with. */
  id: questionId,
  questionText: z.string(),
  teksStandard: z.string(),
  /** Child-friendly skill name for the TEKS badge's tooltip and the feedback. */
  skillName: z.string(),
  /** Multiple choice only (A–D); empty for other item types, which render `item.interaction`. */
  answerChoices: z.array(z.strictObject({ label: z.string(), text: z.string() })),
  hasImage: z.boolean(),
  imageDescription: z.string().optional(),
  /** The practice card (or TEKS code) the question was served for. */
  category: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  item: publicItemSchema,
});
export type PracticeQuestion = z.infer<typeof practiceQuestionSchema>;

// ── Fresh session (Practice Center) ───────────────────────────────────────────────────────────────

export const startFreshSessionRequestSchema = z.strictObject({
  /** The student's grade; the server uses the signed-in user's grade when it is left out. */
  grade: gradeSchema.optional(),
  subject: subjectSchema,
  /** A practice card's name ("Number and Operations") or one TEKS code of the grade. */
  category: z.string().min(1).max(80),
  /** True: the plan covers every code of the card (spec). False: only `startWith` (or the code given). */
  ensureComprehensiveTeks: z.boolean().default(true),
  /** The sub-category (TEKS code) the client picked at random: the session opens with it. */
  startWith: teksCode.optional(),
});
export type StartFreshSessionRequest = z.input<typeof startFreshSessionRequestSchema>;

export const startFreshSessionResponseSchema = z.strictObject({
  success: z.literal(true),
  sessionId,
  totalQuestions: z.number().int().min(1),
});

export const getSessionQuestionRequestSchema = z.strictObject({
  sessionId,
  category: z.string().min(1).max(80).optional(),
});

/** A finished session answers 409 (conflict); the client then restarts from the category. */
export const getSessionQuestionResponseSchema = z.strictObject({
  success: z.literal(true),
  question: practiceQuestionSchema,
  /** 1-based position of this question in the session. */
  questionNumber: z.number().int().min(1),
  totalQuestions: z.number().int().min(1),
});

/** GET /api/reading/passages/:passageId — the text a reading question is about. */
export const passageParamsSchema = z.strictObject({ passageId: z.string().min(1).max(80) });
export const passageResponseSchema = publicPassageSchema;

// ── Grading ───────────────────────────────────────────────────────────────────────────────────────

export const answerRequestSchema = z.strictObject({
  /** The session the question was served in; null or absent for a question from /api/questions/generate. */
  sessionId: sessionId.nullable().optional(),
  questionId,
  answer: practiceAnswerSchema,
  timeSpentMs: z
    .number()
    .int()
    .min(0)
    .max(24 * 60 * 60 * 1000),
});
export type AnswerRequest = z.input<typeof answerRequestSchema>;

export const masterySnapshotSchema = z.strictObject({
  teksCode: z.string(),
  /** Probability the skill is known (Bayesian knowledge tracing), 0–1. */
  pKnown: z.number().min(0).max(1),
  mastered: z.boolean(),
  attempts: z.number().int().min(0),
  correct: z.number().int().min(0),
});
export type MasterySnapshot = z.infer<typeof masterySnapshotSchema>;

export const answerResponseSchema = z.strictObject({
  success: z.literal(true),
  correct: z.boolean(),
  /** MC: the letter ("B"); multiselect: "A, C"; numeric: "3/4"; inline: the chosen words; short response: "". */
  correctAnswer: z.string(),
  /** The right answer in words, e.g. "B. 24 apples" or "3/4". */
  correctAnswerText: z.string(),
  /** Worked explanation, one step per entry. */
  explanation: z.array(z.string()),
  /** The whole hint ladder, for the built-in NovaBot explanation. */
  hints: z.array(z.string()),
  /** Why the chosen wrong answer is tempting, when the item names that misconception. */
  misconception: z.string().optional(),
  /** Scorer feedback (short responses, partial multiselect). */
  feedback: z.array(z.string()),
  starPowerEarned: z.number().int().min(0),
  /** True when this question had been answered before: the first result stands, nothing changed. */
  alreadyAnswered: z.boolean(),
  mastery: masterySnapshotSchema,
  /** Daily challenges and badges this answer completed (paid once; empty when it completed none). */
  rewards: z.array(earnedRewardSchema),
});
export type AnswerResponse = z.infer<typeof answerResponseSchema>;

// ── Practice sets (/practice-session) ─────────────────────────────────────────────────────────────

export const startPracticeRequestSchema = z
  .strictObject({
    subject: subjectSchema,
    grade: gradeSchema.optional(),
    /** Required for the specific-TEKS mode; ignored otherwise. */
    teksStandard: teksCode.optional().nullable(),
    practiceMode: practiceModeSchema,
    /** The server decides the length by mode (15 mixed, 10 otherwise); a different number is ignored. */
    questionCount: z.number().int().min(1).max(50).optional(),
  })
  .refine((body) => body.practiceMode !== 'specific-teks' || !!body.teksStandard, {
    message: 'Choose a TEKS skill for specific-skill practice.',
    path: ['teksStandard'],
  });
export type StartPracticeRequest = z.input<typeof startPracticeRequestSchema>;

export const practiceSetQuestionSchema = z.strictObject({
  id: questionId,
  teksStandard: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  questionText: z.string(),
  /** Multiple-choice texts in A–D order; empty for other types. */
  options: z.array(z.string()),
  item: publicItemSchema,
});
export type PracticeSetQuestion = z.infer<typeof practiceSetQuestionSchema>;

export const startPracticeResponseSchema = z.strictObject({
  id: sessionId,
  subject: subjectSchema,
  grade: gradeSchema,
  practiceMode: practiceModeSchema,
  teksStandard: z.string().nullable(),
  questions: z.array(practiceSetQuestionSchema).min(1),
});
export type StartPracticeResponse = z.infer<typeof startPracticeResponseSchema>;

export const submitPracticeRequestSchema = z.strictObject({
  sessionId,
  /** Question id → answer. Questions already graded through /answer keep their first result. */
  answers: z.record(questionId, practiceAnswerSchema),
  /** Minutes, as the spec's client sends. */
  timeSpent: z
    .number()
    .min(0)
    .max(24 * 60),
});

export const submitPracticeResponseSchema = z.strictObject({
  /** Percent correct, 0–100, rounded. */
  score: z.number().int().min(0).max(100),
  starsEarned: z.number().int().min(0),
  correctCount: z.number().int().min(0),
  totalQuestions: z.number().int().min(1),
});
export type SubmitPracticeResponse = z.infer<typeof submitPracticeResponseSchema>;

export const practiceHistoryEntrySchema = z.strictObject({
  id: sessionId,
  subject: subjectSchema,
  grade: gradeSchema,
  practiceMode: practiceModeSchema,
  teksStandard: z.string().nullable(),
  score: z.number().int().min(0).max(100),
  starsEarned: z.number().int().min(0),
  correctCount: z.number().int().min(0),
  totalQuestions: z.number().int().min(1),
  timeSpentMinutes: z.number().min(0),
  completedAt: z.iso.datetime({ offset: true }),
});
export const practiceHistoryResponseSchema = z.strictObject({
  sessions: z.array(practiceHistoryEntrySchema),
});
export type PracticeHistoryEntry = z.infer<typeof practiceHistoryEntrySchema>;

// ── Mastery (for the Practice Center's skill lists; analytics reads the same events later) ────────

export const masteryQuerySchema = z.strictObject({ subject: subjectSchema });
export const masteryResponseSchema = z.strictObject({
  subject: subjectSchema,
  grade: gradeSchema,
  /** Only codes the student has answered; a code missing here has no evidence yet. */
  skills: z.array(masterySnapshotSchema),
});
export type MasteryResponse = z.infer<typeof masteryResponseSchema>;
