import { z } from 'zod';
import { gradeSchema } from './user';

/**
 * The parent portal (issue 11): linking a child with the code their settings show (or creating the
 * child's account), each child's progress and week from real data, Nova transcripts, a data download
 * and deleting the child's account. A parent reads only children linked to them.
 */

export const childParamsSchema = z.strictObject({ childId: z.uuid() });

/** GET/POST /api/user/parent-link-code: the code a student gives a parent (valid for a week). */
export const parentLinkCodeResponseSchema = z.strictObject({
  code: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});

export const linkChildRequestSchema = z.strictObject({ code: z.string().min(1).max(20) });

export const createChildRequestSchema = z.strictObject({
  name: z.string().trim().min(1, "Please enter your child's name.").max(60),
  grade: gradeSchema,
});

const subjectFigureSchema = z.strictObject({
  /** Percent right over every answer; null before any. */
  accuracy: z.number().int().min(0).max(100).nullable(),
  answered: z.number().int().min(0),
});

export const childSummarySchema = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  grade: gradeSchema,
  avatar: z.string(),
  starPower: z.number().int(),
  progress: z.strictObject({ math: subjectFigureSchema, reading: subjectFigureSchema }),
  /** This school week (from Monday, as StarPower's week), in the school's time zone. */
  week: z.strictObject({
    questionsAnswered: z.number().int().min(0),
    hoursPracticed: z.number().min(0),
    /** Percent right this week; null when nothing was answered. */
    averageScore: z.number().int().min(0).max(100).nullable(),
    daysActive: z.number().int().min(0).max(7),
  }),
  recentActivity: z.array(
    z.strictObject({
      kind: z.enum(['practice-set', 'mock-exam', 'assignment', 'space-mission', 'practice']),
      text: z.string(),
      score: z.number().int().min(0).max(100).nullable(),
      at: z.iso.datetime({ offset: true }),
    }),
  ),
  classrooms: z.array(z.strictObject({ name: z.string(), teacherName: z.string() })),
});
export type ChildSummary = z.infer<typeof childSummarySchema>;

export const parentChildrenResponseSchema = z.strictObject({ children: z.array(childSummarySchema) });
export type ParentChildren = z.infer<typeof parentChildrenResponseSchema>;

export const deleteChildResponseSchema = z.strictObject({ deleted: z.literal(true) });
