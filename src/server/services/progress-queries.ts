import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CalendarBounds, CalendarDay } from '../../core/rewards/school-calendar';
import type { Db } from '../db/client';
import { answerEvents, examAttempts, practiceSessions, starPowerEvents } from '../db/schema';

/**
 * Aggregates over a student's answer events and StarPower ledger, shared by the rewards rules, the
 * dashboard, the StarPower panel and analytics. Each is one SQL query that returns a few numbers, so
 * a student with 20,000 answers costs the same round trip as a new one.
 */

/** Instants go to SQL as ISO text cast to timestamptz, which reads the same in PGlite and pg. */
export const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * The outer session's id, qualified with its table: drizzle writes select-list columns bare, and a bare
 * "id" inside a subquery on answer_events would mean the answer's own id.
 */
export const sessionIdOuter = sql`${practiceSessions}.${sql.identifier(practiceSessions.id.name)}`;

/** The distinct school days with at least one graded answer, oldest first. */
export async function activeDays(db: Db, userId: string, timeZone: string): Promise<CalendarDay[]> {
  // Distinct dates first and text last: formatting every row before grouping costs twice as much.
  const days = db
    .selectDistinct({
      date: sql<string>`(${answerEvents.createdAt} at time zone ${timeZone})::date`.as('date'),
    })
    .from(answerEvents)
    .where(eq(answerEvents.userId, userId))
    .as('days');
  const rows = await db
    .select({ day: sql<string>`to_char(${days.date}, 'YYYY-MM-DD')` })
    .from(days)
    .orderBy(days.date);
  return rows.map((row) => row.day);
}

export interface StarPowerTotals {
  total: number;
  today: number;
  thisWeek: number;
}

/** The balance and what was earned today and this week (from Monday), in one pass over the ledger. */
export async function starPowerTotals(
  db: Db,
  userId: string,
  bounds: CalendarBounds,
): Promise<StarPowerTotals> {
  const { createdAt, amount } = starPowerEvents;
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${amount}), 0)::int`,
      today: sql<number>`coalesce(sum(${amount}) filter (where ${createdAt} >= ${at(bounds.dayStart)} and ${createdAt} < ${at(bounds.nextMidnight)}), 0)::int`,
      thisWeek: sql<number>`coalesce(sum(${amount}) filter (where ${createdAt} >= ${at(bounds.weekStart)} and ${createdAt} < ${at(bounds.nextWeekStart)}), 0)::int`,
    })
    .from(starPowerEvents)
    .where(eq(starPowerEvents.userId, userId));
  return {
    total: Number(row?.total ?? 0),
    today: Number(row?.today ?? 0),
    thisWeek: Number(row?.thisWeek ?? 0),
  };
}

/**
 * Sessions a student has finished, as the dashboard counts them: completed practice sets, fresh
 * sessions with at least one answer (a child who stops halfway still practised), and graded mock exams.
 */
export async function completedSessionCount(db: Db, userId: string): Promise<number> {
  const [sets] = await db
    .select({
      n: sql<number>`count(*) filter (where ${practiceSessions.kind} = 'set' and ${practiceSessions.status} = 'completed'
        or ${practiceSessions.kind} = 'fresh' and exists (select 1 from ${answerEvents} where ${answerEvents.sessionId} = ${sessionIdOuter}))::int`,
    })
    .from(practiceSessions)
    .where(eq(practiceSessions.userId, userId));
  const [exams] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(examAttempts)
    .where(and(eq(examAttempts.userId, userId), inArray(examAttempts.status, ['submitted', 'expired'])));
  return Number(sets?.n ?? 0) + Number(exams?.n ?? 0);
}
