import { and, eq, sql } from 'drizzle-orm';
import type { CalendarBounds, CalendarDay } from '../../core/rewards/school-calendar';
import type { Subject } from '../../core/teks';
import type { Db } from '../db/client';
import { answerEvents, examAttemptAnswers, examAttempts } from '../db/schema';
import { at } from './progress-queries';

/**
 * The SQL aggregates behind GET /api/analytics. Each query returns a handful of numbers or one row per
 * TEKS code or day, never one row per answer: a student may have 20,000 answer events.
 */

/**
 * One answer counts for at most 5 minutes of study time: a question left open in an idle tab (the
 * browser reports the time it was on screen) must not add hours.
 */
export const ANSWER_TIME_CAP_MS = 5 * 60 * 1000;

export interface DayTally {
  day: CalendarDay;
  answered: number;
  correct: number;
  /** Answer time that day, each answer capped. */
  studyMs: number;
}

/**
 * Answers, right answers and capped time per school day, every day the student answered anything,
 * oldest first. One pass over the student's answers serves the streak (the days), the weekly chart
 * (this week's days) and, summed, the overall and before-this-week figures: Monday 00:00 local is a
 * day boundary, so "before this week" is exactly the days before this week's Monday.
 */
export async function tallyByDay(db: Db, userId: string, timeZone: string): Promise<DayTally[]> {
  const { correct, createdAt, timeSpentMs } = answerEvents;
  // Grouped by the local date itself and formatted afterwards: formatting 20,000 timestamps before
  // grouping costs more than the rest of the query.
  const perDay = db
    .select({
      date: sql`(${createdAt} at time zone ${timeZone})::date`.as('date'),
      answered: sql<number>`count(*)::int`.as('answered'),
      correct: sql<number>`(count(*) filter (where ${correct}))::int`.as('correct'),
      // bigint sums come back as text from pg; float8 stays a number, exact far past any total.
      studyMs: sql<number>`sum(least(${timeSpentMs}, ${ANSWER_TIME_CAP_MS}))::float8`.as('study_ms'),
    })
    .from(answerEvents)
    .where(eq(answerEvents.userId, userId))
    // By position: the zone is a bound parameter, so a repeated expression would not match.
    .groupBy(sql`1`)
    .as('per_day');
  const rows = await db
    .select({
      day: sql<string>`to_char(${perDay.date}, 'YYYY-MM-DD')`,
      answered: perDay.answered,
      correct: perDay.correct,
      studyMs: perDay.studyMs,
    })
    .from(perDay)
    .orderBy(perDay.date);
  return rows.map((row) => ({
    day: row.day,
    answered: Number(row.answered),
    correct: Number(row.correct),
    studyMs: Number(row.studyMs),
  }));
}

/**
 * Time of closed mock exams whose answers carry none. Grading spreads an attempt's time over its
 * questions and writes each answered question's share on its answer event (exam-grading.ts), so
 * those seconds are already in `tallyByDay`; adding the attempt's own time_spent_seconds too would
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
