import { TZDate } from '@date-fns/tz';
import { and, count, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { GRADES, type Grade } from '../../core/accounts/account';
import {
  StudyPlanInputError,
  buildStudyPlan,
  currentWeekNumber,
  weekProgress,
  type StudyPlanData,
} from '../../core/plans';
import { SUBJECTS, type Subject } from '../../core/teks/teks-types';
import {
  MISSING_INFORMATION_MESSAGE,
  type GenerateStudyPlanRequest,
  type StudyPlanView,
  type WeekProgressView,
} from '../../contracts/study-plans';
import type { AiProvider } from '../ai/provider';
import { rewordPlan } from '../ai/plan-wording';
import type { Db } from '../db/client';
import { answerEvents, examAttempts, studyPlans, type StudyPlanRow, type UserRow } from '../db/schema';
import { badRequest } from '../errors';
import { ANSWER_TIME_CAP_MS } from './analytics-queries';
import { loadSkills } from './skill-mastery';

/**
 * Study plans (issue 10): computed by src/core/plans from the student's mastery, optionally reworded by
 * the AI provider, stored as generated, and shown with real progress against the current week.
 */

/** The newest plans a student sees. */
const PLAN_LIST_LIMIT = 20;
const RECENT_PACE_DAYS = 14;

export interface PlanClock {
  now: Date;
  timeZone: string;
}

interface ValidRequest {
  staarTestDate: string;
  grade: Grade;
  subject: Subject;
}

/** The spec's form checks, repeated on the server: every field, a grade of 3–5, math or reading. */
export function validatePlanRequest(body: GenerateStudyPlanRequest): ValidRequest {
  const { staarTestDate, grade, subject } = body;
  if (!staarTestDate?.trim() || grade === undefined || grade === null || grade === '' || !subject) {
    throw badRequest(MISSING_INFORMATION_MESSAGE);
  }
  const gradeNumber = Number(grade);
  if (!(GRADES as readonly number[]).includes(gradeNumber))
    throw badRequest('grade: Grade must be 3, 4 or 5.');
  if (!(SUBJECTS as readonly string[]).includes(subject))
    throw badRequest('subject: Choose math or reading.');
  return { staarTestDate: staarTestDate.trim(), grade: gradeNumber as Grade, subject: subject as Subject };
}

async function recentQuestionsPerDay(db: Db, userId: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - RECENT_PACE_DAYS * 24 * 60 * 60 * 1000);
  const [row] = await db
    .select({ n: count() })
    .from(answerEvents)
    .where(and(eq(answerEvents.userId, userId), gte(answerEvents.createdAt, since)));
  return (row?.n ?? 0) / RECENT_PACE_DAYS;
}

export async function generateStudyPlan(
  db: Db,
  ai: AiProvider | null,
  user: UserRow,
  body: GenerateStudyPlanRequest,
  clock: PlanClock,
): Promise<StudyPlanView> {
  const request = validatePlanRequest(body);
  const skills = await loadSkills(db, user.id, request.subject);
  let plan;
  try {
    plan = buildStudyPlan({
      today: clock.now,
      testDate: request.staarTestDate,
      timeZone: clock.timeZone,
      grade: request.grade,
      subject: request.subject,
      mastery: [...skills.values()],
      recentQuestionsPerDay: await recentQuestionsPerDay(db, user.id, clock.now),
    });
  } catch (error) {
    if (error instanceof StudyPlanInputError) throw badRequest(error.message);
    throw error;
  }
  let planData: StudyPlanData = plan.planData;
  let wordedBy = 'built-in';
  if (ai) {
    const reworded = await rewordPlan(ai, request.grade, plan.planData);
    planData = reworded.planData;
    if (reworded.reworded) wordedBy = ai.name;
  }
  const [row] = await db
    .insert(studyPlans)
    .values({
      userId: user.id,
      title: plan.title,
      grade: plan.grade,
      subject: plan.subject,
      totalWeeks: plan.totalWeeks,
      staarTestDate: plan.staarTestDate,
      planData,
      wordedBy,
      createdAt: clock.now,
    })
    .returning();
  return presentPlan(db, row!, clock);
}

/** Local midnight at the start of a calendar day in the school's time zone. */
function dayStart(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, timeZone).getTime());
}

function dayAfter(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date + 1, timeZone).getTime());
}

async function currentWeekProgress(
  db: Db,
  row: StudyPlanRow,
  planData: StudyPlanData,
  clock: PlanClock,
): Promise<WeekProgressView | null> {
  const number = currentWeekNumber(planData, clock.now, clock.timeZone);
  const week = planData.weeks.find((candidate) => candidate.weekNumber === number);
  if (!week) return null;
  const from = dayStart(week.dateRange.start, clock.timeZone);
  const to = dayAfter(week.dateRange.end, clock.timeZone);
  const [practice] = await db
    .select({
      answers: count(),
      ms: sql<string>`coalesce(sum(least(${answerEvents.timeSpentMs}, ${ANSWER_TIME_CAP_MS})), 0)`,
    })
    .from(answerEvents)
    .where(
      and(
        eq(answerEvents.userId, row.userId),
        eq(answerEvents.subject, row.subject),
        gte(answerEvents.createdAt, from),
        lt(answerEvents.createdAt, to),
      ),
    );
  const [exams] = await db
    .select({ n: count() })
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.userId, row.userId),
        eq(examAttempts.subject, row.subject),
        isNotNull(examAttempts.submittedAt),
        gte(examAttempts.submittedAt, from),
        lt(examAttempts.submittedAt, to),
      ),
    );
  const progress = weekProgress(
    week,
    {
      questionsAnswered: practice?.answers ?? 0,
      minutesPracticed: Math.floor(Number(practice?.ms ?? 0) / 60_000),
      mockExamsTaken: exams?.n ?? 0,
    },
    row.staarTestDate,
  );
  return {
    weekNumber: week.weekNumber,
    questionsAnswered: progress.questions.done,
    questionsTarget: progress.questions.target,
    minutesPracticed: progress.minutes.done,
    minutesTarget: progress.minutes.target,
    mockExamsTaken: progress.mockExams?.done ?? 0,
    mockExamsTarget: progress.mockExams?.target ?? 0,
    percent: progress.percent,
  };
}

async function presentPlan(db: Db, row: StudyPlanRow, clock: PlanClock): Promise<StudyPlanView> {
  const planData = row.planData as StudyPlanData;
  return {
    id: row.id,
    title: row.title,
    grade: row.grade as Grade,
    subject: row.subject,
    totalWeeks: row.totalWeeks,
    staarTestDate: row.staarTestDate,
    planData,
    createdAt: row.createdAt.toISOString(),
    currentWeek: await currentWeekProgress(db, row, planData, clock),
  };
}

/** A student's plans, newest first. Who may read them is the route's policy. */
export async function studyPlansOf(db: Db, studentId: string, clock: PlanClock): Promise<StudyPlanView[]> {
  const rows = await db
    .select()
    .from(studyPlans)
    .where(eq(studyPlans.userId, studentId))
    .orderBy(desc(studyPlans.createdAt))
    .limit(PLAN_LIST_LIMIT);
  return Promise.all(rows.map((row) => presentPlan(db, row, clock)));
}
