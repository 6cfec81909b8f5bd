import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  achievementProgress,
  WRITING_TEKS_CODES,
  type AchievementStats,
} from '../../core/rewards/achievements';
import {
  challengeProgress,
  challengeReference,
  challengesForDay,
  type ChallengeActivity,
} from '../../core/rewards/daily-challenges';
import { ACHIEVEMENT_IDS, ACHIEVEMENT_REASON, DAILY_CHALLENGE_REASON } from '../../core/rewards/reward-types';
import { calendarBounds, streaksFrom, type CalendarBounds } from '../../core/rewards/school-calendar';
import type { Db } from '../db/client';
import { answerEvents, examAttempts, practiceSessions, starPowerEvents } from '../db/schema';
import { starPowerBalance } from '../db/users';
import { activeDays, sessionIdOuter } from './progress-queries';

/**
 * Daily challenges and achievements, paid into the StarPower ledger by the server when the events
 * that earn them arrive (a graded practice answer, a submitted practice set, a graded mock exam). The
 * rules are pure (core/rewards); this reads the figures they need with a few indexed queries and
 * writes each reward once: the ledger's unique (user, reason, reference) turns away a second payment,
 * even from a concurrent transaction.
 */

export interface EarnedReward {
  kind: 'challenge' | 'achievement';
  id: string;
  title: string;
  starPower: number;
}

export interface RewardClock {
  /** The moment of the event: the request's time, or a simulated one (the demo history). */
  now: Date;
  /** The school's IANA zone (config.schoolTimeZone): where its day begins. */
  timeZone: string;
}

/** A fresh session counts towards Practice Pro once it has this many answers. */
export const PRACTICE_PRO_MIN_ANSWERS = 10;

const inDay = (column: PgColumn, bounds: CalendarBounds) =>
  and(gte(column, bounds.dayStart), lt(column, bounds.nextMidnight));

/** What the student did on the school day of `bounds`, as the challenge rules read it. */
export async function challengeActivity(
  db: Db,
  userId: string,
  bounds: CalendarBounds,
): Promise<ChallengeActivity> {
  // One day's answers are a few hundred at most; the rules need their order (e.g. "5 right in a row").
  const answers = await db
    .select({ subject: answerEvents.subject, teksCode: answerEvents.teksCode, correct: answerEvents.correct })
    .from(answerEvents)
    .where(and(eq(answerEvents.userId, userId), inDay(answerEvents.createdAt, bounds)))
    .orderBy(asc(answerEvents.createdAt), asc(answerEvents.id));
  const practiceSets = await db
    .select({ subject: practiceSessions.subject, score: sql<number>`coalesce(${practiceSessions.score}, 0)` })
    .from(practiceSessions)
    .where(
      and(
        eq(practiceSessions.userId, userId),
        eq(practiceSessions.kind, 'set'),
        eq(practiceSessions.status, 'completed'),
        inDay(practiceSessions.completedAt, bounds),
      ),
    );
  const exams = await db
    .select({ subject: examAttempts.subject, accuracy: sql<number>`coalesce(${examAttempts.accuracy}, 0)` })
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.userId, userId),
        inArray(examAttempts.status, ['submitted', 'expired']),
        inDay(examAttempts.submittedAt, bounds),
      ),
    );
  return {
    answers,
    practiceSets: practiceSets.map((row) => ({ subject: row.subject, score: Number(row.score) })),
    exams: exams.map((row) => ({ subject: row.subject, accuracy: Number(row.accuracy) })),
  };
}

/** Ledger rows of one reason, by reference: when each reward was paid. */
export async function paidRewards(db: Db, userId: string, reason: string): Promise<Map<string, Date>> {
  const rows = await db
    .select({ reference: starPowerEvents.reference, createdAt: starPowerEvents.createdAt })
    .from(starPowerEvents)
    .where(and(eq(starPowerEvents.userId, userId), eq(starPowerEvents.reason, reason)));
  return new Map(rows.flatMap((row) => (row.reference === null ? [] : [[row.reference, row.createdAt]])));
}

/** Writes one reward row unless it exists; true when this call wrote it. */
async function pay(
  tx: Db,
  row: { userId: string; amount: number; reason: string; reference: string; createdAt: Date },
) {
  const inserted = await tx
    .insert(starPowerEvents)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: starPowerEvents.id });
  return inserted.length > 0;
}

async function payChallenges(tx: Db, userId: string, bounds: CalendarBounds, now: Date) {
  const challenges = challengesForDay(bounds.day);
  const paid = await paidRewards(tx, userId, DAILY_CHALLENGE_REASON);
  const open = challenges.filter((c) => !paid.has(challengeReference(bounds.day, c.id)));
  if (open.length === 0) return [];
  const activity = await challengeActivity(tx, userId, bounds);
  const earned: EarnedReward[] = [];
  for (const challenge of open) {
    if (!challengeProgress(challenge, activity).completed) continue;
    const wrote = await pay(tx, {
      userId,
      amount: challenge.starPower,
      reason: DAILY_CHALLENGE_REASON,
      reference: challengeReference(bounds.day, challenge.id),
      createdAt: now,
    });
    if (wrote) {
      earned.push({
        kind: 'challenge',
        id: challenge.id,
        title: challenge.title,
        starPower: challenge.starPower,
      });
    }
  }
  return earned;
}

/** Right answers by subject, and to the writing (revising and editing) TEKS codes. */
async function correctCounts(db: Db, userId: string) {
  const { subject, correct, teksCode } = answerEvents;
  const [row] = await db
    .select({
      math: sql<number>`count(*) filter (where ${subject} = 'math' and ${correct})::int`,
      reading: sql<number>`count(*) filter (where ${subject} = 'reading' and ${correct})::int`,
      writing: sql<number>`count(*) filter (where ${correct} and ${inArray(teksCode, [...WRITING_TEKS_CODES])})::int`,
    })
    .from(answerEvents)
    .where(eq(answerEvents.userId, userId));
  return {
    math: Number(row?.math ?? 0),
    reading: Number(row?.reading ?? 0),
    writing: Number(row?.writing ?? 0),
  };
}

/** Finished practice sets, and fresh sessions with enough answers to count as real practice. */
async function practiceProSessions(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({
      n: sql<number>`count(*) filter (where ${practiceSessions.kind} = 'set' and ${practiceSessions.status} = 'completed'
        or ${practiceSessions.kind} = 'fresh' and (select count(*) from ${answerEvents} where ${answerEvents.sessionId} = ${sessionIdOuter}) >= ${PRACTICE_PRO_MIN_ANSWERS})::int`,
    })
    .from(practiceSessions)
    .where(eq(practiceSessions.userId, userId));
  return Number(row?.n ?? 0);
}

/** Everything the achievement rules read. Figures for badges already earned are skipped (left 0). */
export async function achievementStats(
  db: Db,
  userId: string,
  options: { today: string; timeZone: string; skip?: ReadonlySet<string> },
): Promise<AchievementStats> {
  const skip = options.skip ?? new Set<string>();
  const needsCounts = !['math-rocket', 'reading-master', 'writing-wizard'].every((id) => skip.has(id));
  const counts = needsCounts ? await correctCounts(db, userId) : { math: 0, reading: 0, writing: 0 };
  const bestStreak = skip.has('seven-day-streak')
    ? 0
    : streaksFrom(await activeDays(db, userId, options.timeZone), options.today).best;
  return {
    totalStarPower: skip.has('star-collector') ? 0 : await starPowerBalance(db, userId),
    correctMath: counts.math,
    correctReading: counts.reading,
    correctWriting: counts.writing,
    bestStreak,
    completedPracticeSessions: skip.has('practice-pro') ? 0 : await practiceProSessions(db, userId),
  };
}

async function payAchievements(tx: Db, userId: string, clock: RewardClock, today: string) {
  const earnedIds = new Set((await paidRewards(tx, userId, ACHIEVEMENT_REASON)).keys());
  const earned: EarnedReward[] = [];
  let skip: ReadonlySet<string> = earnedIds;
  // A badge's StarPower can lift the balance past Star Collector's line: the second round looks at
  // that badge alone, after the first round paid something.
  for (let round = 0; round < 2 && earnedIds.size < ACHIEVEMENT_IDS.length; round += 1) {
    const stats = await achievementStats(tx, userId, { today, timeZone: clock.timeZone, skip });
    const due = achievementProgress(stats).filter((a) => a.earned && !earnedIds.has(a.id));
    if (due.length === 0) break;
    for (const achievement of due) {
      earnedIds.add(achievement.id);
      const wrote = await pay(tx, {
        userId,
        amount: achievement.starPower,
        reason: ACHIEVEMENT_REASON,
        reference: achievement.id,
        createdAt: clock.now,
      });
      if (wrote) {
        earned.push({
          kind: 'achievement',
          id: achievement.id,
          title: achievement.name,
          starPower: achievement.starPower,
        });
      }
    }
    skip = new Set(ACHIEVEMENT_IDS.filter((id) => id !== 'star-collector'));
  }
  return earned;
}

/**
 * Pays what the student's work up to `now` has earned and not been paid: today's completed daily
 * challenges, then newly earned badges. Call it in the transaction that recorded the work, right after.
 * Returns only the rows this call wrote.
 */
export async function awardProgress(tx: Db, userId: string, clock: RewardClock): Promise<EarnedReward[]> {
  const bounds = calendarBounds(clock.now, clock.timeZone);
  const challenges = await payChallenges(tx, userId, bounds, clock.now);
  const achievements = await payAchievements(tx, userId, clock, bounds.day);
  return [...challenges, ...achievements];
}
