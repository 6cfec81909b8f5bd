import { and, eq, sql } from 'drizzle-orm';
import type { CalendarBounds, CalendarDay } from '../../core/rewards/school-calendar';
import type { Subject } from '../../core/teks';
import type { Db } from '../db/client';
import { answerEvents, examAttemptAnswers, examAttempts } from '../db/schema';
import { at, schoolDayOf } from './progress-queries';

/**
 * The SQL aggregates behind GET /api/analytics. Each query returns a handful of numbers or one row per
 * TEKS code or day, never one row per answer: a student may have 20,000 answer events.
 */

/**
 * One answer counts for at most 5 minutes of study time: a question left open in an idle tab (the
 * browser reports the time it was on screen) must not add hours.
 */
export const ANSWER_TIME_CAP_MS = 5 * 60 * 1000;

export interface AnswerTotals {
  answered: number;
  correct: number;
  /** Answers before this week's Monday (local midnight), for the accuracy tile's weekly change. */
  answeredBefore: number;
  correctBefore: number;
  /** Capped answer time, all time and since Monday. */
  studyMs: number;
  studyMsThisWeek: number;
}

export async function answerTotals(db: Db, userId: string, bounds: CalendarBounds): Promise<AnswerTotals> {
  const { correct, createdAt, timeSpentMs } = answerEvents;
  const before = sql`${createdAt} < ${at(bounds.weekStart)}`;
  const capped = sql`least(${timeSpentMs}, ${ANSWER_TIME_CAP_MS})`;
  const [row] = await db
    .select({
      answered: sql<number>`count(*)::int`,
      correct: sql<number>`(count(*) filter (where ${correct}))::int`,
      answeredBefore: sql<number>`(count(*) filter (where ${before}))::int`,
      correctBefore: sql<number>`(count(*) filter (where ${correct} and ${before}))::int`,
      // bigint sums come back as text from pg; float8 stays a number and is exact far past any total.
      studyMs: sql<number>`coalesce(sum(${capped}), 0)::float8`,
      studyMsThisWeek: sql<number>`coalesce(sum(${capped}) filter (where ${createdAt} >= ${at(bounds.weekStart)}), 0)::float8`,
    })
    .from(answerEvents)
    .where(eq(answerEvents.userId, userId));
  return {
    answered: Number(row?.answered ?? 0),
    correct: Number(row?.correct ?? 0),
    answeredBefore: Number(row?.answeredBefore ?? 0),
    correctBefore: Number(row?.correctBefore ?? 0),
    studyMs: Number(row?.studyMs ?? 0),
    studyMsThisWeek: Number(row?.studyMsThisWeek ?? 0),
  };
}

/**
 * Time of closed mock exams whose answers carry none. Grading spreads an attempt's time over its
 * questions and writes each answered question's share on its answer event (exam-grading.ts), so
 * those seconds are already in `answerTotals`; adding the attempt's own time_spent_seconds too would
 * count them twice. Only an attempt with no timed answer (nothing answered, or closed at once) adds
 * its time here. Weekly figures go by when the attempt closed, as its answers do.
 */
export async function untimedExamSeconds(
  db: Db,
  userId: string,
  bounds: CalendarBounds,
): Promise<{ total: number; thisWeek: number }> {
  const { submittedAt, timeSpentSeconds } = examAttempts;
  const seconds = sql`coalesce(${timeSpentSeconds}, 0)`;
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${seconds}), 0)::float8`,
      thisWeek: sql<number>`coalesce(sum(${seconds}) filter (where ${submittedAt} >= ${at(bounds.weekStart)}), 0)::float8`,
    })
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.userId, userId),
        sql`${examAttempts.status} <> 'in-progress'`,
        sql`not exists (
          select 1 from ${examAttemptAnswers}
          join ${answerEvents} on ${answerEvents.servedQuestionId} = ${examAttemptAnswers.servedQuestionId}
          where ${examAttemptAnswers.attemptId} = ${examAttempts.id} and ${answerEvents.timeSpentMs} > 0)`,
      ),
    );
  return { total: Number(row?.total ?? 0), thisWeek: Number(row?.thisWeek ?? 0) };
}

export interface CodeTally {
  subject: Subject;
  teksCode: string;
  answered: number;
  correct: number;
}

/** Answers and correct answers per subject and TEKS code, all time; the caller folds codes into cards. */
export async function tallyByCode(db: Db, userId: string): Promise<CodeTally[]> {
  const rows = await db
    .select({
      subject: answerEvents.subject,
      teksCode: answerEvents.teksCode,
      answered: sql<number>`count(*)::int`,
      correct: sql<number>`(count(*) filter (where ${answerEvents.correct}))::int`,
    })
    .from(answerEvents)
    .where(eq(answerEvents.userId, userId))
    .groupBy(answerEvents.subject, answerEvents.teksCode);
  return rows.map((row) => ({ ...row, answered: Number(row.answered), correct: Number(row.correct) }));
}

export interface DayTally {
  day: CalendarDay;
  answered: number;
  correct: number;
}

/** Answers per school day of this week (Monday 00:00 to the next Monday, local), days with none left out. */
export async function tallyThisWeekByDay(
  db: Db,
  userId: string,
  bounds: CalendarBounds,
  timeZone: string,
): Promise<DayTally[]> {
  const rows = await db
    .select({
      day: schoolDayOf(answerEvents.createdAt, timeZone),
      answered: sql<number>`count(*)::int`,
      correct: sql<number>`(count(*) filter (where ${answerEvents.correct}))::int`,
    })
    .from(answerEvents)
    .where(
      and(
        eq(answerEvents.userId, userId),
        sql`${answerEvents.createdAt} >= ${at(bounds.weekStart)}`,
        sql`${answerEvents.createdAt} < ${at(bounds.nextWeekStart)}`,
      ),
    )
    // By position: the zone is a bound parameter, so a repeated expression would not match (see activeDays).
    .groupBy(sql`1`);
  return rows.map((row) => ({ day: row.day, answered: Number(row.answered), correct: Number(row.correct) }));
}
