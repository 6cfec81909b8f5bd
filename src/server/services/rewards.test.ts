import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRITING_TEKS_CODES } from '../../core/rewards/achievements';
import { challengeReference } from '../../core/rewards/daily-challenges';
import { ACHIEVEMENT_REASON, DAILY_CHALLENGE_REASON } from '../../core/rewards/reward-types';
import { calendarBounds } from '../../core/rewards/school-calendar';
import type { Db } from '../db/client';
import { answerEvents, practiceSessions, servedQuestions, starPowerEvents } from '../db/schema';
import { starPowerBalance } from '../db/users';
import { insertAnswers } from '../testing/answer-history';
import { makeUser } from '../testing/factories';
import { starPowerRows } from '../testing/practice-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { PLAIN_MATH_CODE, plainAnswerDay } from '../testing/reward-days';
import { activeDays, completedSessionCount, starPowerTotals } from './progress-queries';
import { awardProgress, PRACTICE_PRO_MIN_ANSWERS } from './rewards';

const TZ = 'America/Chicago';
const DAY = 24 * 60 * 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const wrongAnswers = (db: Db, userId: string, at: Date, count: number) =>
  insertAnswers(db, userId, { subject: 'math', teksCode: PLAIN_MATH_CODE, at, count, correct: 0 });

const award = (userId: string, now: Date) =>
  t.db.transaction((tx) => awardProgress(tx, userId, { now, timeZone: TZ }));

/** A practice session row, finished or not, with `answers` answer events of its own. */
async function insertSession(
  userId: string,
  options: { kind: 'fresh' | 'set'; completed: boolean; answers: number; at: Date },
) {
  const [session] = await t.db
    .insert(practiceSessions)
    .values({
      userId,
      kind: options.kind,
      subject: 'math',
      grade: 4,
      plan: [],
      totalQuestions: 10,
      status: options.completed ? 'completed' : 'active',
      score: options.completed ? 50 : null,
      createdAt: options.at,
      completedAt: options.completed ? options.at : null,
    })
    .returning();
  for (let i = 0; i < options.answers; i += 1) {
    const itemId = `test-${randomUUID()}`;
    const common = {
      userId,
      sessionId: session!.id,
      teksCode: PLAIN_MATH_CODE,
      subject: 'math' as const,
      grade: 4,
      difficulty: 'medium' as const,
      itemType: 'multiple-choice',
    };
    const [served] = await t.db
      .insert(servedQuestions)
      .values({ ...common, handle: randomUUID(), itemId, itemKey: itemId, source: 'fresh-session' })
      .returning();
    await t.db.insert(answerEvents).values({
      ...common,
      servedQuestionId: served!.id,
      itemId,
      correct: false,
      source: 'practice',
      createdAt: options.at,
    });
  }
  return session!;
}

describe('daily challenges', () => {
  const { now, day, challenge, count } = plainAnswerDay();
  const reference = challengeReference(day, challenge.id);

  it('pays a challenge when its last answer arrives, once, at the moment given', async () => {
    const user = await makeUser(t.db);
    await wrongAnswers(t.db, user.id, new Date(now.getTime() - 60 * 60_000), count - 1);
    expect(await award(user.id, now)).toEqual([]);

    await wrongAnswers(t.db, user.id, now, 1);
    expect(await award(user.id, now)).toEqual([
      { kind: 'challenge', id: challenge.id, title: challenge.title, starPower: challenge.starPower },
    ]);
    expect(await award(user.id, new Date(now.getTime() + 60_000))).toEqual([]);
    const rows = await starPowerRows(t.db, user.id, DAILY_CHALLENGE_REASON);
    expect(rows).toMatchObject([{ amount: challenge.starPower, reference, createdAt: now }]);
  });

  it('pays once when two transactions award at the same moment', async () => {
    const user = await makeUser(t.db);
    await wrongAnswers(t.db, user.id, now, count);
    const results = await Promise.all([award(user.id, now), award(user.id, now), award(user.id, now)]);
    expect(results.flat()).toHaveLength(1);
    expect(await starPowerRows(t.db, user.id, DAILY_CHALLENGE_REASON)).toHaveLength(1);
  });

  it('counts only the school day: answers at 23:30 the night before, Chicago time, belong to yesterday', async () => {
    const user = await makeUser(t.db);
    const { dayStart } = calendarBounds(now, TZ);
    // 23:30 in Chicago is already the next day in UTC.
    const lateLastNight = new Date(dayStart.getTime() - 30 * 60_000);
    expect(lateLastNight.toISOString().slice(0, 10)).toBe(day);
    await wrongAnswers(t.db, user.id, lateLastNight, count);
    expect(await award(user.id, now)).toEqual([]);
    await wrongAnswers(t.db, user.id, dayStart, count);
    expect((await award(user.id, now)).map((r) => r.id)).toEqual([challenge.id]);
  });
});

describe('achievements', () => {
  const now = new Date('2026-03-11T20:00:00Z');
  const daysAgo = (n: number) => new Date(now.getTime() - n * DAY);

  it('pays Math Rocket at 100 right math answers, once', async () => {
    const user = await makeUser(t.db);
    await insertAnswers(t.db, user.id, {
      subject: 'math',
      teksCode: '4.4A',
      at: daysAgo(3),
      count: 99,
      correct: 99,
    });
    await insertAnswers(t.db, user.id, {
      subject: 'math',
      teksCode: '4.4A',
      at: daysAgo(3),
      count: 5,
      correct: 0,
    });
    expect(await award(user.id, now)).toEqual([]);
    await insertAnswers(t.db, user.id, {
      subject: 'math',
      teksCode: '4.4A',
      at: daysAgo(2),
      count: 1,
      correct: 1,
    });
    expect(await award(user.id, now)).toEqual([
      { kind: 'achievement', id: 'math-rocket', title: 'Math Rocket', starPower: 100 },
    ]);
    expect(await award(user.id, now)).toEqual([]);
    expect(await starPowerRows(t.db, user.id, ACHIEVEMENT_REASON)).toMatchObject([
      { amount: 100, reference: 'math-rocket', createdAt: now },
    ]);
  });

  it('pays Star Collector in the same call when a badge lifts the balance to 1,000', async () => {
    const user = await makeUser(t.db);
    await t.db
      .insert(starPowerEvents)
      .values({ userId: user.id, amount: 900, reason: 'test', reference: 'x' });
    await insertAnswers(t.db, user.id, {
      subject: 'math',
      teksCode: '4.4A',
      at: daysAgo(2),
      count: 100,
      correct: 100,
    });
    const paid = await award(user.id, now);
    expect(paid.map((r) => r.id).sort()).toEqual(['math-rocket', 'star-collector']);
    expect(await starPowerBalance(t.db, user.id)).toBe(1_100);
  });

  it('pays Writing Wizard at 25 right answers on the writing codes', async () => {
    const user = await makeUser(t.db);
    const teksCode = WRITING_TEKS_CODES.find((code) => code.startsWith('4.'))!;
    await insertAnswers(t.db, user.id, {
      subject: 'reading',
      teksCode,
      at: daysAgo(2),
      count: 24,
      correct: 24,
    });
    expect(await award(user.id, now)).toEqual([]);
    await insertAnswers(t.db, user.id, {
      subject: 'reading',
      teksCode,
      at: daysAgo(1),
      count: 1,
      correct: 1,
    });
    expect((await award(user.id, now)).map((r) => r.id)).toEqual(['writing-wizard']);
  });

  it('pays 7-Day Streak for seven school days in a row, not six', async () => {
    const user = await makeUser(t.db);
    for (let n = 1; n <= 6; n += 1) await wrongAnswers(t.db, user.id, daysAgo(n), 1);
    expect(await award(user.id, now)).toEqual([]);
    await wrongAnswers(t.db, user.id, now, 1);
    expect((await award(user.id, now)).map((r) => r.id)).toContain('seven-day-streak');
    expect(await activeDays(t.db, user.id, TZ)).toHaveLength(7);
  });

  it('pays Practice Pro for 10 finished sessions: sets, and fresh sessions with 10 answers or more', async () => {
    const user = await makeUser(t.db);
    for (let n = 0; n < 9; n += 1) {
      await insertSession(user.id, { kind: 'set', completed: true, answers: 0, at: daysAgo(5) });
    }
    await insertSession(user.id, { kind: 'set', completed: false, answers: 0, at: daysAgo(5) });
    const fresh = await insertSession(user.id, {
      kind: 'fresh',
      completed: false,
      answers: PRACTICE_PRO_MIN_ANSWERS - 1,
      at: daysAgo(4),
    });
    expect(await award(user.id, now)).toEqual([]);
    // The dashboard counts a fresh session from its first answer.
    expect(await completedSessionCount(t.db, user.id)).toBe(10);

    const [served] = await t.db.select().from(servedQuestions).where(eq(servedQuestions.sessionId, fresh.id));
    const itemId = `test-${randomUUID()}`;
    const [extra] = await t.db
      .insert(servedQuestions)
      .values({ ...served!, id: randomUUID(), handle: randomUUID(), itemId, itemKey: itemId })
      .returning();
    await t.db.insert(answerEvents).values({
      userId: user.id,
      servedQuestionId: extra!.id,
      sessionId: fresh.id,
      itemId,
      teksCode: PLAIN_MATH_CODE,
      subject: 'math',
      grade: 4,
      difficulty: 'medium',
      itemType: 'multiple-choice',
      correct: false,
      source: 'practice',
      createdAt: daysAgo(4),
    });
    expect((await award(user.id, now)).map((r) => r.id)).toEqual(['practice-pro']);
  });
});

describe('progress queries', () => {
  it('sums StarPower for today and this week (from Monday) in the school zone', async () => {
    const user = await makeUser(t.db);
    // Wednesday 11 March 2026, 3 pm CDT; the week began Monday 9 March 00:00 CDT.
    const now = new Date('2026-03-11T15:00:00-05:00');
    await t.db.insert(starPowerEvents).values(
      [
        ['2026-03-08T23:30:00-05:00', 1], // Sunday night: last week, though Monday in UTC
        ['2026-03-09T00:30:00-05:00', 10], // Monday
        ['2026-03-10T23:59:00-05:00', 100], // yesterday
        ['2026-03-11T00:01:00-05:00', 1_000], // today
      ].map(([at, amount], i) => ({
        userId: user.id,
        amount: amount as number,
        reason: 'test',
        reference: String(i),
        createdAt: new Date(at as string),
      })),
    );
    expect(await starPowerTotals(t.db, user.id, calendarBounds(now, TZ))).toEqual({
      total: 1_111,
      today: 1_000,
      thisWeek: 1_110,
    });
  });

  it('lists the distinct school days with answers, oldest first', async () => {
    const user = await makeUser(t.db);
    await wrongAnswers(t.db, user.id, new Date('2026-03-10T23:30:00-05:00'), 2);
    await wrongAnswers(t.db, user.id, new Date('2026-03-08T09:00:00-05:00'), 1);
    await wrongAnswers(t.db, user.id, new Date('2026-03-10T08:00:00-05:00'), 1);
    expect(await activeDays(t.db, user.id, TZ)).toEqual(['2026-03-08', '2026-03-10']);
    expect(await activeDays(t.db, user.id, 'UTC')).toEqual(['2026-03-08', '2026-03-10', '2026-03-11']);
  });

  it('never counts another student’s rows', async () => {
    const user = await makeUser(t.db);
    const other = await makeUser(t.db);
    await wrongAnswers(t.db, other.id, new Date('2026-03-10T12:00:00Z'), 30);
    await t.db
      .insert(starPowerEvents)
      .values({ userId: other.id, amount: 5, reason: 'test', reference: 'y' });
    await insertSession(other.id, { kind: 'set', completed: true, answers: 0, at: new Date() });
    expect(await activeDays(t.db, user.id, TZ)).toEqual([]);
    expect(await completedSessionCount(t.db, user.id)).toBe(0);
    expect(await award(user.id, new Date('2026-03-10T18:00:00Z'))).toEqual([]);
    const rows = await t.db
      .select()
      .from(starPowerEvents)
      .where(and(eq(starPowerEvents.userId, user.id)));
    expect(rows).toEqual([]);
  });
});
