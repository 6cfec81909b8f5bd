import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { ACHIEVEMENTS, achievementProgress } from '../../core/rewards/achievements';
import { challengeProgress, challengeReference, challengesForDay } from '../../core/rewards/daily-challenges';
import { DAILY_QUESTION_GOAL } from '../../core/rewards/daily-goal';
import { nextStarPowerGoal } from '../../core/rewards/next-goal';
import { ACHIEVEMENT_IDS, ACHIEVEMENT_REASON, DAILY_CHALLENGE_REASON } from '../../core/rewards/reward-types';
import { calendarBounds, type CalendarBounds } from '../../core/rewards/school-calendar';
import { findTeks } from '../../core/teks/catalogue';
import type {
  Achievement,
  ContinueEntry,
  DailyChallenge,
  Dashboard,
  StarPowerPanel,
} from '../../contracts/progress';
import type { Db } from '../db/client';
import { answerEvents, examAttemptAnswers, examAttempts, type UserRow } from '../db/schema';
import { examForm } from './exam-forms';
import { at, completedSessionCount, starPowerTotals } from './progress-queries';
import { achievementStats, challengeActivity, paidRewards } from './rewards';
import { gradeOf } from './served-questions';

/**
 * The figures of the StarPower panel and the student dashboard, for the signed-in student only (every
 * query is by their id). Badges and challenges count as earned when the ledger has paid them: the
 * ledger is what the StarPower balance is made of, so the two always agree.
 */

export interface ProgressClock {
  now: Date;
  timeZone: string;
}

/** All six badges in the spec's order, with progress and, once paid, when. */
async function achievementsOf(db: Db, userId: string, bounds: CalendarBounds, timeZone: string) {
  const paid = await paidRewards(db, userId, ACHIEVEMENT_REASON);
  // Badges already paid need no figures: they show as complete.
  const stats = await achievementStats(db, userId, {
    today: bounds.day,
    timeZone,
    skip: new Set(paid.keys()),
  });
  return achievementProgress(stats).map((badge): Achievement => {
    const earnedAt = paid.get(badge.id);
    return {
      id: badge.id,
      name: badge.name,
      description: badge.description,
      earned: earnedAt !== undefined,
      earnedAt: earnedAt?.toISOString() ?? null,
      progress: {
        current: earnedAt !== undefined ? badge.target : Math.min(badge.current, badge.target),
        target: badge.target,
      },
      starPower: badge.starPower,
    };
  });
}

/** Earned badges, newest first. */
const newestFirst = (achievements: readonly Achievement[]) =>
  achievements
    .filter((badge) => badge.earnedAt !== null)
    .sort((a, b) => b.earnedAt!.localeCompare(a.earnedAt!));

/** GET /api/star-power */
export async function starPowerPanel(db: Db, userId: string, clock: ProgressClock): Promise<StarPowerPanel> {
  const bounds = calendarBounds(clock.now, clock.timeZone);
  const totals = await starPowerTotals(db, userId, bounds);
  const achievements = await achievementsOf(db, userId, bounds, clock.timeZone);
  return {
    totals,
    nextGoal: nextStarPowerGoal(totals.total),
    recentAchievements: newestFirst(achievements).slice(0, 3),
    achievements,
  };
}

/** Answered and right, all time and today, in one pass. */
async function answerFigures(db: Db, userId: string, bounds: CalendarBounds) {
  const [row] = await db
    .select({
      answered: sql<number>`count(*)::int`,
      correct: sql<number>`count(*) filter (where ${answerEvents.correct})::int`,
      today: sql<number>`count(*) filter (where ${answerEvents.createdAt} >= ${at(bounds.dayStart)} and ${answerEvents.createdAt} < ${at(bounds.nextMidnight)})::int`,
    })
    .from(answerEvents)
    .where(eq(answerEvents.userId, userId));
  return {
    answered: Number(row?.answered ?? 0),
    correct: Number(row?.correct ?? 0),
    today: Number(row?.today ?? 0),
  };
}

/** Today's three challenges with the student's progress; one already paid shows as completed. */
async function challengesOf(db: Db, userId: string, bounds: CalendarBounds): Promise<DailyChallenge[]> {
  const activity = await challengeActivity(db, userId, bounds);
  const paid = await paidRewards(db, userId, DAILY_CHALLENGE_REASON);
  return challengesForDay(bounds.day).map((challenge) => {
    const progress = challengeProgress(challenge, activity);
    const completed = progress.completed || paid.has(challengeReference(bounds.day, challenge.id));
    return {
      id: challenge.id,
      title: challenge.title,
      description: challenge.description,
      time: challenge.time,
      difficulty: challenge.difficulty,
      starPower: challenge.starPower,
      color: challenge.color,
      progress: {
        current: completed ? progress.target : progress.current,
        target: progress.target,
      },
      completed,
      href: challenge.href,
    };
  });
}

/**
 * Where to pick up: a mock exam still running (the exam screen resumes it from this address, see
 * client/features/mock-exams/exam-location.ts), else the skill answered last, else the Practice Center.
 */
async function continueEntry(db: Db, userId: string, now: Date): Promise<ContinueEntry> {
  const [attempt] = await db
    .select({ id: examAttempts.id, examId: examAttempts.examId })
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.userId, userId),
        eq(examAttempts.status, 'in-progress'),
        gt(examAttempts.deadline, now),
      ),
    )
    .orderBy(desc(examAttempts.startedAt))
    .limit(1);
  if (attempt) {
    const [figures] = await db
      .select({ total: count(), answered: count(examAttemptAnswers.answer) })
      .from(examAttemptAnswers)
      .where(eq(examAttemptAnswers.attemptId, attempt.id));
    const params = new URLSearchParams({ exam: attempt.examId, attempt: attempt.id });
    return {
      kind: 'exam',
      title: examForm(attempt.examId)?.title ?? 'Your mock exam',
      href: `/mock-exams?${params}`,
      answered: Number(figures?.answered ?? 0),
      totalQuestions: Math.max(1, Number(figures?.total ?? 0)),
    };
  }

  const [latest] = await db
    .select({ subject: answerEvents.subject, teksCode: answerEvents.teksCode })
    .from(answerEvents)
    .where(eq(answerEvents.userId, userId))
    .orderBy(desc(answerEvents.createdAt), desc(answerEvents.id))
    .limit(1);
  if (latest) {
    const skillName = findTeks(latest.teksCode, latest.subject)?.skillName ?? latest.teksCode;
    const params = new URLSearchParams({
      subject: latest.subject,
      mode: 'specific-teks',
      teks: latest.teksCode,
    });
    return {
      kind: 'practice',
      title: `Keep practicing: ${skillName}`,
      subject: latest.subject,
      teksCode: latest.teksCode,
      skillName,
      href: `/practice-session?${params}`,
    };
  }
  return { kind: 'start', title: 'Start your first practice', href: '/practice' };
}

/** GET /api/dashboard */
export async function dashboard(db: Db, user: UserRow, clock: ProgressClock): Promise<Dashboard> {
  const bounds = calendarBounds(clock.now, clock.timeZone);
  const answers = await answerFigures(db, user.id, bounds);
  // The dashboard shows badges earned and the newest one: the ledger alone says both.
  const paid = await paidRewards(db, user.id, ACHIEVEMENT_REASON);
  const newest = [...paid].sort(([, a], [, b]) => b.getTime() - a.getTime())[0];
  return {
    grade: gradeOf(user),
    starPower: await starPowerTotals(db, user.id, bounds),
    dailyGoal: { answeredToday: answers.today, target: DAILY_QUESTION_GOAL },
    stats: {
      overallAccuracy: answers.answered === 0 ? null : Math.round((100 * answers.correct) / answers.answered),
      answeredCount: answers.answered,
      achievementsEarned: ACHIEVEMENTS.filter((badge) => paid.has(badge.id)).length,
      achievementsTotal: ACHIEVEMENT_IDS.length,
      latestAchievement: ACHIEVEMENTS.find((badge) => badge.id === newest?.[0])?.name ?? null,
      totalSessions: await completedSessionCount(db, user.id),
    },
    challenges: await challengesOf(db, user.id, bounds),
    challengeDay: bounds.day,
    challengesResetAt: bounds.nextMidnight.toISOString(),
    continue: await continueEntry(db, user.id, clock.now),
  };
}
