import { z } from 'zod';
import { PLAN_PRIORITIES } from '../core/plans/plan-types';
import { subjectSchema } from './teks';
import { gradeSchema } from './user';

/**
 * The AI study plan (spec sections 2, 3, 5, 7 and 8; issue 10). The plan is computed from the student's
 * mastery by src/core/plans; an AI provider may reword it, never change its numbers.
 */

const calendarDay = z.iso.date();

export const studyPlanSkillSchema = z.strictObject({
  name: z.string().min(1).max(200),
  teksCode: z.string(),
  priority: z.enum(PLAN_PRIORITIES),
  estimatedTime: z.number().int().min(0),
  activities: z.array(z.string().min(1).max(300)),
});

export const studyPlanWeekSchema = z.strictObject({
  weekNumber: z.number().int().min(1),
  weekTitle: z.string().min(1).max(200),
  dateRange: z.strictObject({ start: calendarDay, end: calendarDay }),
  goals: z.array(z.string().min(1).max(300)),
  practiceTargets: z.strictObject({
    dailyPractice: z.number().int().min(0),
    mockExams: z.number().int().min(0),
    questionsToComplete: z.number().int().min(0),
  }),
  skills: z.array(studyPlanSkillSchema),
  weeklyMilestone: z.string().min(1).max(300),
});

export const studyPlanDataSchema = z.strictObject({
  overallGoals: z.array(z.string().min(1).max(300)),
  studyTips: z.array(z.string().min(1).max(300)),
  finalWeekStrategy: z.string().min(1).max(1_000),
  weeks: z.array(studyPlanWeekSchema).min(1),
});
export type StudyPlanDataView = z.infer<typeof studyPlanDataSchema>;

/** How far the student is into the plan's current week, from their real practice. */
export const weekProgressSchema = z.strictObject({
  weekNumber: z.number().int().min(1),
  questionsAnswered: z.number().int().min(0),
  questionsTarget: z.number().int().min(0),
  minutesPracticed: z.number().int().min(0),
  minutesTarget: z.number().int().min(0),
  mockExamsTaken: z.number().int().min(0),
  mockExamsTarget: z.number().int().min(0),
  /** 0–100 against the week's targets. */
  percent: z.number().int().min(0).max(100),
});
export type WeekProgressView = z.infer<typeof weekProgressSchema>;

export const studyPlanSchema = z.strictObject({
  id: z.uuid(),
  title: z.string(),
  grade: gradeSchema,
  subject: subjectSchema,
  totalWeeks: z.number().int().min(1),
  staarTestDate: calendarDay,
  planData: studyPlanDataSchema,
  createdAt: z.iso.datetime({ offset: true }),
  /** Null before the plan's first week starts or after the test day. */
  currentWeek: weekProgressSchema.nullable(),
});
export type StudyPlanView = z.infer<typeof studyPlanSchema>;
export const studyPlansResponseSchema = z.array(studyPlanSchema);

/**
 * POST /api/study-plans/generate. The spec's client validates first ("Missing Information", "Invalid
 * Date"); the server checks the same and answers 400 with the same words. `userId` is accepted and
 * ignored: a plan is always the signed-in student's.
 */
export const generateStudyPlanRequestSchema = z.strictObject({
  staarTestDate: z.string().max(40).optional().nullable(),
  grade: z.union([z.number(), z.string()]).optional().nullable(),
  subject: z.string().max(20).optional().nullable(),
  userId: z.string().max(100).optional().nullable(),
});
export type GenerateStudyPlanRequest = z.input<typeof generateStudyPlanRequestSchema>;

export const studyPlanParamsSchema = z.strictObject({ userId: z.string().min(1).max(100) });

export const MISSING_INFORMATION_MESSAGE = 'Please fill in all fields to generate your study plan.';
export const INVALID_DATE_MESSAGE = 'STAAR test date must be in the future.';
