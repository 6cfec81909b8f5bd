import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengesForDay } from '../../core/rewards/daily-challenges';
import { DAILY_CHALLENGE_REASON } from '../../core/rewards/reward-types';
import { schoolDay } from '../../core/rewards/school-calendar';
import { examAttemptsResponseSchema } from '../../contracts/exams';
import { practiceHistoryResponseSchema } from '../../contracts/practice';
import { analyticsSchema, dashboardSchema, starPowerPanelSchema } from '../../contracts/progress';
import { userSchema, type User } from '../../contracts/user';
import { SESSION_COOKIE } from '../auth/sessions';
import type { Db } from '../db/client';
import {
  answerEvents,
  examAttemptAnswers,
  examAttempts,
  practiceSessions,
  servedQuestions,
  skillMastery,
  starPowerEvents,
} from '../db/schema';
import { DEMO_ACCOUNTS, seedDemoData } from '../db/seed';
import { createDemoStudent } from '../services/demo-accounts';
import { setCookieValue } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';

const TIME_ZONE = 'America/Chicago';
const MAYA = DEMO_ACCOUNTS.student.id;

let t: TestApp;
let seededAt: Date;
beforeAll(async () => {
  t = await createTestApp();
  seededAt = new Date();
  await seedDemoData(t.db, { timeZone: TIME_ZONE, now: seededAt });
}, 120_000);
afterAll(() => t.close());

async function devLogin(payload: object) {
  const res = await t.request({ method: 'POST', url: '/api/auth/dev-login', payload });
  const token = setCookieValue(res.headers['set-cookie'], SESSION_COOKIE);
  return { res, cookie: token ? `${SESSION_COOKIE}=${token}` : undefined };
}

async function demoStudent(): Promise<{ user: User; cookie: string }> {
  const { res, cookie } = await devLogin({ accountType: 'student', demo: true });
  expect(res.statusCode, res.body).toBe(200);
  return { user: userSchema.parse(res.json()), cookie: cookie! };
}

/** Row counts per copied table, and the StarPower balance, of one user. */
async function footprint(db: Db, userId: string) {
  const n = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;
  const attempts = db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(eq(examAttempts.userId, userId));
  return {
    practiceSessions: await n(
      db.select({ n: count() }).from(practiceSessions).where(eq(practiceSessions.userId, userId)),
    ),
    servedQuestions: await n(
      db.select({ n: count() }).from(servedQuestions).where(eq(servedQuestions.userId, userId)),
    ),
    answerEvents: await n(
      db.select({ n: count() }).from(answerEvents).where(eq(answerEvents.userId, userId)),
    ),
    skillMastery: await n(
      db.select({ n: count() }).from(skillMastery).where(eq(skillMastery.userId, userId)),
    ),
    starPowerEvents: await n(
      db.select({ n: count() }).from(starPowerEvents).where(eq(starPowerEvents.userId, userId)),
    ),
    examAttempts: await n(
      db.select({ n: count() }).from(examAttempts).where(eq(examAttempts.userId, userId)),
    ),
    examAttemptAnswers: await n(
      db
        .select({ n: count() })
        .from(examAttemptAnswers)
        .where(inArray(examAttemptAnswers.attemptId, attempts)),
    ),
    starPower: (
      await db
        .select({ total: sql<number>`coalesce(sum(${starPowerEvents.amount}), 0)::int` })
        .from(starPowerEvents)
        .where(eq(starPowerEvents.userId, userId))
    )[0]!.total,
  };
}

/** Every id a user's copied rows carry. */
async function idsOf(userId: string): Promise<Set<string>> {
  const ids = [
    ...(await t.db
      .select({ id: practiceSessions.id })
      .from(practiceSessions)
      .where(eq(practiceSessions.userId, userId))),
    ...(await t.db
      .select({ id: servedQuestions.id })
      .from(servedQuestions)
      .where(eq(servedQuestions.userId, userId))),
    ...(await t.db.select({ id: answerEvents.id }).from(answerEvents).where(eq(answerEvents.userId, userId))),
    ...(await t.db
      .select({ id: starPowerEvents.id })
      .from(starPowerEvents)
      .where(eq(starPowerEvents.userId, userId))),
    ...(await t.db.select({ id: examAttempts.id }).from(examAttempts).where(eq(examAttempts.userId, userId))),
  ];
  return new Set(ids.map((row) => row.id));
}

const lastAnswerAt = async (userId: string) =>
  new Date(
    (
      await t.db
        .select({ at: sql<string>`max(${answerEvents.createdAt})::text` })
        .from(answerEvents)
        .where(eq(answerEvents.userId, userId))
    )[0]!.at,
  );

describe('POST /api/auth/dev-login with demo: true', () => {
  it("signs in a new guest student with Maya's name, grade, avatar and a copy of her history", async () => {
    const maya = await footprint(t.db, MAYA);
    expect(maya.answerEvents).toBeGreaterThan(100);
    const { user, cookie } = await demoStudent();
    expect(user.id).not.toBe(MAYA);
    expect(user).toMatchObject({ accountType: 'student', name: 'Maya Rodriguez', grade: 4, isGuest: true });
    expect(await footprint(t.db, user.id)).toEqual(maya);
    expect(user.starPower).toBe(maya.starPower);
    const me = await t.request({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.json()).toMatchObject({ id: user.id, starPower: maya.starPower });
  });

  it('copies with new ids whose references hold: the exams read back through the real routes', async () => {
    const { user, cookie } = await demoStudent();
    const mine = await idsOf(user.id);
    const hers = await idsOf(MAYA);
    expect(mine.size).toBe(hers.size);
    expect([...mine].filter((id) => hers.has(id))).toEqual([]);
    // Ledger rows that name a practice set or an exam name the copy's own.
    const references = await t.db
      .select({ reference: starPowerEvents.reference })
      .from(starPowerEvents)
      .where(eq(starPowerEvents.userId, user.id));
    const named = references.map((row) => row.reference!).filter((ref) => /^[0-9a-f-]{36}$/.test(ref));
    expect(named.length).toBeGreaterThan(0);
    for (const reference of named) expect(mine.has(reference)).toBe(true);

    const history = await t.request({ method: 'GET', url: '/api/exam-attempts', headers: { cookie } });
    expect(history.statusCode, history.body).toBe(200);
    const attempts = examAttemptsResponseSchema.parse(history.json());
    expect(attempts).toHaveLength(2);
    for (const attempt of attempts) {
      const results = await t.request({
        method: 'GET',
        url: `/api/exam-attempts/${attempt.id}`,
        headers: { cookie },
      });
      expect(results.statusCode, results.body).toBe(200);
      expect(mine.has(attempt.id)).toBe(true);
    }
  });

  it("fills every screen's figures: analytics, the dashboard, StarPower and practice history", async () => {
    const { cookie } = await demoStudent();
    const get = async (url: string) => {
      const res = await t.request({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json() as unknown;
    };
    const analytics = analyticsSchema.parse(await get('/api/analytics'));
    expect(analytics.isEmpty).toBe(false);
    expect(analytics.tiles.streak.current).toBeGreaterThanOrEqual(5);
    expect(analytics.improvementAreas.length).toBeGreaterThan(0);
    const dashboard = dashboardSchema.parse(await get('/api/dashboard'));
    expect(dashboard.stats.answeredCount).toBeGreaterThan(100);
    expect(dashboard.stats.achievementsEarned).toBeGreaterThan(0);
    const panel = starPowerPanelSchema.parse(await get('/api/star-power'));
    expect(panel.totals.total).toBeGreaterThan(0);
    const history = practiceHistoryResponseSchema.parse(await get('/api/practice/history'));
    expect(history.sessions).toHaveLength(4);
  });

  it('ends on the same day as her history did when nothing has passed', async () => {
    const { user } = await demoStudent();
    expect((await lastAnswerAt(user.id)).getTime()).toBe((await lastAnswerAt(MAYA)).getTime());
  });

  it('moves every time by whole days so her last active day is today', async () => {
    // The same local time three calendar days on, a second later: an hour later (as this test once had)
    // crossed midnight when the tests ran after 23:00 in Chicago, and the copy rightly ended a day sooner.
    const later = new Date(addDays(new TZDate(seededAt.getTime(), TIME_ZONE), 3).getTime() + 1_000);
    const copy = await createDemoStudent(t.db, { now: later, timeZone: TIME_ZONE });
    const copied = await lastAnswerAt(copy.id);
    expect(schoolDay(copied, TIME_ZONE)).toBe(schoolDay(later, TIME_ZONE));
    // The same local time of day, three calendar days on (whatever daylight saving did meanwhile).
    const local = (at: Date) => at.toLocaleTimeString('en-US', { timeZone: TIME_ZONE, hour12: false });
    expect(local(copied)).toBe(local(await lastAnswerAt(MAYA)));
    // Everything but the daily challenges is hers; those are the copy's own days' challenges.
    const work = async (userId: string) => {
      const all: Partial<Awaited<ReturnType<typeof footprint>>> = await footprint(t.db, userId);
      delete all.starPowerEvents;
      delete all.starPower;
      return all;
    };
    expect(await work(copy.id)).toEqual(await work(MAYA));
    const copyDays = new Set(
      (
        await t.db
          .select({ at: answerEvents.createdAt })
          .from(answerEvents)
          .where(eq(answerEvents.userId, copy.id))
      ).map((row) => schoolDay(row.at, TIME_ZONE)),
    );
    const paid = await t.db
      .select({ reference: starPowerEvents.reference, at: starPowerEvents.createdAt })
      .from(starPowerEvents)
      .where(and(eq(starPowerEvents.userId, copy.id), eq(starPowerEvents.reason, DAILY_CHALLENGE_REASON)));
    expect(paid.length).toBeGreaterThan(0);
    for (const { reference, at } of paid) {
      const [day, id] = [reference!.slice(0, 10), reference!.slice(11)];
      expect(copyDays.has(day), reference!).toBe(true);
      expect(schoolDay(at, TIME_ZONE)).toBe(day);
      expect(challengesForDay(day).map((challenge) => challenge.id)).toContain(id);
    }
  });

  it('never dates anything after now: a morning visit the next day ends the history yesterday', async () => {
    const herLast = await lastAnswerAt(MAYA);
    const morning = new Date(herLast.getTime() + 86_400_000 - 60_000);
    const copy = await createDemoStudent(t.db, { now: morning, timeZone: TIME_ZONE });
    const copied = await lastAnswerAt(copy.id);
    expect(copied.getTime()).toBeLessThanOrEqual(morning.getTime());
    expect(schoolDay(copied, TIME_ZONE)).toBe(schoolDay(herLast, TIME_ZONE));
  });

  it('gives two visitors two students that share no rows', async () => {
    const first = await demoStudent();
    const second = await demoStudent();
    expect(first.user.id).not.toBe(second.user.id);
    const a = await idsOf(first.user.id);
    const b = await idsOf(second.user.id);
    expect(a.size).toBeGreaterThan(0);
    expect([...a].filter((id) => b.has(id))).toEqual([]);
  });

  it('leaves the demo student herself as she was', async () => {
    const before = await footprint(t.db, MAYA);
    await demoStudent();
    expect(await footprint(t.db, MAYA)).toEqual(before);
  });
});

describe('POST /api/auth/dev-login without demo', () => {
  it('creates a brand-new student with nothing in it', async () => {
    const { res } = await devLogin({ accountType: 'student' });
    expect(res.statusCode).toBe(200);
    const user = userSchema.parse(res.json());
    expect(user.starPower).toBe(0);
    expect(user.name).not.toBe('Maya Rodriguez');
    expect(await footprint(t.db, user.id)).toEqual({
      practiceSessions: 0,
      servedQuestions: 0,
      answerEvents: 0,
      skillMastery: 0,
      starPowerEvents: 0,
      examAttempts: 0,
      examAttemptAnswers: 0,
      starPower: 0,
    });
  });

  it.each(['teacher', 'parent'])(
    'refuses demo: true for a %s with a 400 and signs nobody in',
    async (accountType) => {
      const { res, cookie } = await devLogin({ accountType, demo: true });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: { code: expect.any(String), message: expect.stringMatching(/demo/i) },
      });
      expect(cookie).toBeUndefined();
    },
  );

  it('refuses a demo flag that is not a boolean', async () => {
    const { res } = await devLogin({ accountType: 'student', demo: 'yes' });
    expect(res.statusCode).toBe(400);
  });
});
