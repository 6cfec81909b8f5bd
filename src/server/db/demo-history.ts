import { count, eq, sql } from 'drizzle-orm';
import type { Item, ItemResponse } from '../../core/items/item-types';
import { STAR_POWER_REASONS, starPowerForPracticeAnswer } from '../../core/rewards/practice-rewards';
import { AppError } from '../errors';
import { examForm } from '../services/exam-forms';
import { submitExam, startExam } from '../services/exam-attempts';
import { prepareAnswer, recordAnswer } from '../services/grading';
import { nextSessionQuestion, startFreshSession } from '../services/practice-sessions';
import { startPracticeSet, submitPracticeSet } from '../services/practice-sets';
import { awardProgress } from '../services/rewards';
import { findServedQuestion } from '../services/served-questions';
import type { Db } from './client';
import {
  dayTiming,
  isRightInExam,
  planDemoHistory,
  type DemoActivity,
  type DemoDay,
} from './demo-history-plan';
import { rightAnswer, wrongAnswer } from './demo-history-answers';
import { answerEvents, users, type UserRow } from './schema';
import { schoolDay } from '../../core/rewards/school-calendar';

/**
 * The demo student's history, made by playing a seeded plan (demo-history-plan.ts) through the real
 * services at simulated moments: questions are served by the practice and exam services, answered right
 * or wrong from the item's own key, and graded by the grading service, so mastery, StarPower, daily
 * challenges and achievements are whatever the rules make of her work. No total is ever written here.
 */

export interface DemoHistoryOptions {
  /** The end of the history: the clock at start-up. */
  now: Date;
  timeZone: string;
  seed?: number;
}

export interface DemoHistoryResult {
  created: boolean;
  answers: number;
}

/** One lock for everyone seeding, so two servers starting on one PostgreSQL do not both seed. */
const SEED_LOCK = 7_350_001;

/**
 * Writes the history for `userId` in one transaction, unless they already have answers (a restart, or
 * another server seeded first): running it twice adds nothing, and a crash midway leaves nothing behind.
 */
export async function seedDemoHistory(
  db: Db,
  userId: string,
  options: DemoHistoryOptions,
): Promise<DemoHistoryResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx
      .select({ n: count() })
      .from(answerEvents)
      .where(eq(answerEvents.userId, userId));
    if ((existing?.n ?? 0) > 0) return { created: false, answers: 0 };
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) return { created: false, answers: 0 };
    const today = schoolDay(options.now, options.timeZone);
    const plan = planDemoHistory({ today, ...(options.seed === undefined ? {} : { seed: options.seed }) });
    let answers = 0;
    for (const day of plan) answers += await playDay(tx, user, day, options);
    return { created: true, answers };
  });
}

/** A moving clock through one day: each step advances it by the (squeezed) seconds given. */
class DayClock {
  private at: number;
  constructor(
    start: Date,
    private readonly scale: number,
  ) {
    this.at = start.getTime();
  }
  now(): Date {
    return new Date(this.at);
  }
  advance(seconds: number): Date {
    this.at += Math.round(seconds * 1000 * this.scale);
    return this.now();
  }
}

async function playDay(tx: Db, user: UserRow, day: DemoDay, options: DemoHistoryOptions): Promise<number> {
  const timing = dayTiming(day, options.now, options.timeZone);
  const clock = new DayClock(timing.start, timing.scale);
  let answered = 0;
  for (const [index, activity] of day.activities.entries()) {
    clock.advance(index === 0 ? 0 : day.breaks[index]!);
    answered += await playActivity(tx, user, activity, day, clock, options.timeZone);
  }
  return answered;
}

const answerFor = (item: Item, right: boolean): ItemResponse =>
  right ? rightAnswer(item) : wrongAnswer(item);

async function playActivity(
  tx: Db,
  user: UserRow,
  activity: DemoActivity,
  day: DemoDay,
  clock: DayClock,
  timeZone: string,
): Promise<number> {
  switch (activity.kind) {
    case 'fresh':
      return playFreshSession(tx, user, activity, clock, timeZone);
    case 'set': {
      const set = await startPracticeSet(
        tx,
        user,
        { subject: activity.subject, practiceMode: 'specific-teks', teksStandard: activity.teksCode },
        clock.now(),
      );
      const answers: Record<string, ItemResponse> = {};
      set.questions.forEach(({ item, handle }, index) => {
        answers[handle] = answerFor(item, activity.answers[index % activity.answers.length]!);
      });
      const seconds = activity.seconds.reduce((sum, value) => sum + value, 0);
      const submittedAt = clock.advance(seconds);
      await submitPracticeSet(
        tx,
        user,
        { sessionId: set.id, answers, timeSpent: Math.round(seconds / 6) / 10 },
        submittedAt,
        timeZone,
      );
      return set.questions.length;
    }
    case 'exam': {
      const form = examForm(activity.examId);
      if (!form) return 0;
      const started = await startExam(tx, user, activity.examId, clock.now());
      const answers: Record<string, ItemResponse> = {};
      started.questions.forEach((question, index) => {
        const { item } = form.items[index]!;
        const draw = activity.draws[index % activity.draws.length]!;
        answers[question.id] = answerFor(
          item,
          isRightInExam(draw, day.progress, activity.subject, item.teksCode),
        );
      });
      await submitExam(
        tx,
        user,
        { examId: activity.examId, attemptId: started.attemptId, answers },
        clock.advance(activity.seconds),
        timeZone,
      );
      return started.questions.length;
    }
  }
}

/**
 * A Practice Center session: each question served, then answered and graded as POST
 * /api/practice/answer does (the answer with its mastery update and StarPower, then the rewards rules).
 */
async function playFreshSession(
  tx: Db,
  user: UserRow,
  activity: Extract<DemoActivity, { kind: 'fresh' }>,
  clock: DayClock,
  timeZone: string,
): Promise<number> {
  const session = await startFreshSession(
    tx,
    user,
    { subject: activity.subject, category: activity.teksCode, ensureComprehensiveTeks: false },
    clock.now(),
  );
  let answered = 0;
  for (const [index, right] of activity.answers.entries()) {
    if (index >= session.totalQuestions) break;
    let next;
    try {
      next = await nextSessionQuestion(tx, user, { sessionId: session.sessionId }, clock.now());
    } catch (error) {
      // The skill ran out of new questions: she stops there, as the screen would make her.
      if (error instanceof AppError && error.code === 'conflict') break;
      throw error;
    }
    const answeredAt = clock.advance(activity.seconds[index]!);
    const served = await findServedQuestion(tx, user.id, next.handle);
    const prepared = prepareAnswer(served, answerFor(next.item, right), next.item);
    await recordAnswer(tx, prepared, {
      userId: user.id,
      source: 'practice',
      timeSpentMs: activity.seconds[index]! * 1000,
      starPower: {
        amount: starPowerForPracticeAnswer(served.source, true),
        reason: STAR_POWER_REASONS.practiceCorrect,
      },
      now: answeredAt,
    });
    answered += 1;
  }
  // The rewards rules, once the session's answers are in. The route runs them after every answer; what
  // they pay is the same either way (a day's challenges and the badges only ever fill up as answers
  // come), only paid at the session's end, and the start-up stays fast.
  if (answered > 0) await awardProgress(tx, user.id, { now: clock.now(), timeZone });
  return answered;
}
