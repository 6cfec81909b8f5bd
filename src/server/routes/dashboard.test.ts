import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { challengeReference } from '../../core/rewards/daily-challenges';
import { DAILY_QUESTION_GOAL } from '../../core/rewards/daily-goal';
import { DAILY_CHALLENGE_REASON } from '../../core/rewards/reward-types';
import { calendarBounds } from '../../core/rewards/school-calendar';
import { dashboardSchema, type Dashboard } from '../../contracts/progress';
import { answerResponseSchema } from '../../contracts/practice';
import { userSchema } from '../../contracts/user';
import { examAttemptAnswers, examAttempts, practiceSessions, starPowerEvents } from '../db/schema';
import { starPowerBalance } from '../db/users';
import { examForm } from '../services/exam-forms';
import { insertAnswers, insertClosedExam } from '../testing/answer-history';
import { signedInUser } from '../testing/factories';
import { servedByHandle, starPowerRows, wrongAnswer } from '../testing/practice-helpers';
import { PLAIN_MATH_CODE, plainAnswerDay } from '../testing/reward-days';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * GET /api/dashboard against hand-computed figures, on a school day (found from the real catalogue)
 * whose challenges include "answer N questions". The clock is late morning that day in Chicago.
 */
const { now: NOW, day: DAY, challenge: PLAIN, count: N } = plainAnswerDay(10);
const BOUNDS = calendarBounds(NOW, 'America/Chicago');
const HOUR = 60 * 60_000;
const at = (hoursAfterMidnight: number) => new Date(BOUNDS.dayStart.getTime() + hoursAfterMidnight * HOUR);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Only Date is faked: timers and I/O run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

const request = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.request({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

async function dashboard(cookie: string): Promise<Dashboard> {
  const res = await request('GET', '/api/dashboard', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return dashboardSchema.parse(res.json());
}

const session = (userId: string, kind: 'fresh' | 'set', status: 'active' | 'completed') =>
  t.db.insert(practiceSessions).values({
    userId,
    kind,
    subject: 'math',
    grade: 4,
    plan: [],
    totalQuestions: 10,
    status,
    score: status === 'completed' ? 80 : null,
    createdAt: at(1),
    completedAt: status === 'completed' ? at(1) : null,
  });

describe('GET /api/dashboard', () => {
  it('answers 401 when signed out', async () => {
    const res = await request('GET', '/api/dashboard');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthenticated');
  });

  it('shows a new student empty figures, today’s three challenges and where to start', async () => {
    const { cookie } = await signedInUser(t.db, { grade: 5 });
    const body = await dashboard(cookie);
    expect(body).toMatchObject({
      grade: 5,
      starPower: { total: 0, today: 0, thisWeek: 0 },
      dailyGoal: { answeredToday: 0, target: DAILY_QUESTION_GOAL },
      stats: {
        overallAccuracy: null,
        answeredCount: 0,
        achievementsEarned: 0,
        achievementsTotal: 6,
        latestAchievement: null,
        totalSessions: 0,
      },
      challengeDay: DAY,
      challengesResetAt: BOUNDS.nextMidnight.toISOString(),
      continue: { kind: 'start', title: 'Start your first practice', href: '/practice' },
    });
    expect(body.challenges.map((c) => c.difficulty)).toEqual(['Easy', 'Medium', 'Hard']);
    expect(body.challenges.every((c) => !c.completed && c.progress.current === 0)).toBe(true);
    expect(body.challenges.find((c) => c.id === PLAIN.id)?.progress.target).toBe(N);
  });

  it('computes the figures from the student’s own events: yesterday late is not today', async () => {
    const { user, cookie } = await signedInUser(t.db, { grade: 4 });
    const other = await signedInUser(t.db, { grade: 4 });
    // 23:30 last night in Chicago (already today in UTC): 4 answers, 1 right.
    await insertAnswers(t.db, user.id, {
      subject: 'math',
      teksCode: '4.4A',
      at: at(-0.5),
      count: 4,
      correct: 1,
    });
    // Today: 5 math answers (4 right), then 1 reading answer (right), the latest.
    await insertAnswers(t.db, user.id, {
      subject: 'math',
      teksCode: '4.4A',
      at: at(1),
      count: 5,
      correct: 4,
    });
    await insertAnswers(t.db, user.id, {
      subject: 'reading',
      teksCode: '4.7C',
      at: at(2),
      count: 1,
      correct: 1,
    });
    // Sessions: a finished set and a graded exam count; an unfinished set and an unanswered fresh one do not.
    await session(user.id, 'set', 'completed');
    await session(user.id, 'set', 'active');
    await session(user.id, 'fresh', 'active');
    await insertClosedExam(t.db, user.id, { closedAt: at(1.5), seconds: 600, servedQuestionIds: [] });
    await t.db.insert(starPowerEvents).values([
      { userId: user.id, amount: 100, reason: 'achievement', reference: 'practice-pro', createdAt: at(-30) },
      { userId: user.id, amount: 100, reason: 'achievement', reference: 'math-rocket', createdAt: at(1) },
      { userId: user.id, amount: 12, reason: 'test', reference: 'a', createdAt: at(-0.5) },
    ]);
    // Someone else's work changes nothing here.
    await insertAnswers(t.db, other.user.id, {
      subject: 'math',
      teksCode: '4.4A',
      at: at(3),
      count: 20,
      correct: 0,
    });
    await t.db
      .insert(starPowerEvents)
      .values({ userId: other.user.id, amount: 500, reason: 'test', reference: 'b', createdAt: at(3) });

    const body = await dashboard(cookie);
    expect(body.starPower.total).toBe(212);
    expect(body.starPower.today).toBe(100);
    expect(body.dailyGoal).toEqual({ answeredToday: 6, target: DAILY_QUESTION_GOAL });
    // 6 right of 10.
    expect(body.stats).toEqual({
      overallAccuracy: 60,
      answeredCount: 10,
      achievementsEarned: 2,
      achievementsTotal: 6,
      latestAchievement: 'Math Rocket',
      totalSessions: 2,
    });
    const plain = body.challenges.find((c) => c.id === PLAIN.id)!;
    expect(plain.progress).toEqual({ current: Math.min(6, N), target: N });
    expect(plain.completed).toBe(N <= 6);
    expect(body.continue).toEqual({
      kind: 'practice',
      title: 'Keep practicing: Use text evidence',
      subject: 'reading',
      teksCode: '4.7C',
      skillName: 'Use text evidence',
      href: '/practice-session?subject=reading&mode=specific-teks&teks=4.7C',
    });

    // An exam left running comes first; one past its deadline does not.
    const served = await insertAnswers(t.db, user.id, {
      subject: 'math',
      teksCode: '4.4A',
      at: at(-48),
      count: 3,
      correct: 0,
    });
    const examId = 'g4-math-form-1';
    const attempt = async (id: string, deadline: Date) => {
      const [row] = await t.db
        .insert(examAttempts)
        .values({
          userId: user.id,
          examId: id,
          formFingerprint: 'test',
          grade: 4,
          subject: 'math',
          startedAt: at(0),
          deadline,
        })
        .returning();
      return row!;
    };
    await attempt('g4-math-form-2', new Date(NOW.getTime() - HOUR));
    expect((await dashboard(cookie)).continue.kind).toBe('practice');
    const running = await attempt(examId, new Date(NOW.getTime() + HOUR));
    await t.db.insert(examAttemptAnswers).values(
      served.map((servedQuestionId, index) => ({
        attemptId: running.id,
        questionId: randomUUID(),
        servedQuestionId,
        position: index + 1,
        itemId: 'test',
        answer: index === 0 ? { type: 'multiple-choice' as const, choice: 'A' } : null,
      })),
    );
    expect((await dashboard(cookie)).continue).toEqual({
      kind: 'exam',
      title: examForm(examId)?.title ?? 'Your mock exam',
      href: `/mock-exams?exam=${examId}&attempt=${running.id}`,
      answered: 1,
      totalQuestions: 3,
    });

    // The other student sees only their own.
    const theirs = await dashboard(other.cookie);
    expect(theirs.stats).toMatchObject({ answeredCount: 20, overallAccuracy: 0, achievementsEarned: 0 });
    expect(theirs.starPower.total).toBe(500);
  });

  it('pays a challenge through real practice answers exactly once, even answered twice at once', async () => {
    const { user, cookie } = await signedInUser(t.db, { grade: 4 });
    const question = async () => {
      const res = await request('POST', '/api/questions/generate', cookie, {
        count: 1,
        grade: 4,
        subject: 'math',
        teks: PLAIN_MATH_CODE,
      });
      expect(res.statusCode, res.body).toBe(200);
      const handle = res.json().questions[0].id as string;
      return { handle, ...(await servedByHandle(t.db, handle)) };
    };
    const answer = (q: Awaited<ReturnType<typeof question>>) =>
      request('POST', '/api/practice/answer', cookie, {
        questionId: q.handle,
        answer: wrongAnswer(q.item),
        timeSpentMs: 5_000,
      });
    for (let i = 0; i < N - 1; i += 1) expect((await answer(await question())).statusCode).toBe(200);
    const reference = challengeReference(DAY, PLAIN.id);
    expect(await starPowerRows(t.db, user.id, DAILY_CHALLENGE_REASON)).toEqual([]);

    // The last answer sent twice, and another question answered, all at the same moment.
    const last = await question();
    const extra = await question();
    const results = await Promise.all([answer(last), answer(last), answer(extra)]);
    expect(results.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const paidFor = () =>
      t.db
        .select()
        .from(starPowerEvents)
        .where(and(eq(starPowerEvents.userId, user.id), eq(starPowerEvents.reference, reference)));
    expect(await paidFor()).toMatchObject([{ amount: PLAIN.starPower, reason: DAILY_CHALLENGE_REASON }]);
    // The answer that completed it says so, once, for the screen to celebrate.
    const announced = results.flatMap((res) =>
      answerResponseSchema.parse(res.json()).rewards.filter((reward) => reward.id === PLAIN.id),
    );
    expect(announced).toEqual([
      { kind: 'challenge', id: PLAIN.id, title: PLAIN.title, starPower: PLAIN.starPower },
    ]);
    // Answering more the same day pays it no more.
    const more = await answer(await question());
    expect(more.statusCode).toBe(200);
    expect(answerResponseSchema.parse(more.json()).rewards.map((reward) => reward.id)).not.toContain(
      PLAIN.id,
    );
    expect(await paidFor()).toHaveLength(1);

    const body = await dashboard(cookie);
    const plain = body.challenges.find((c) => c.id === PLAIN.id)!;
    expect(plain).toMatchObject({ completed: true, progress: { current: N, target: N } });
    expect(body.dailyGoal.answeredToday).toBe(N + 2);
    // Wrong answers earn nothing themselves: the balance is what the challenges paid, and the user
    // object's StarPower is that same ledger sum.
    const balance = await starPowerBalance(t.db, user.id);
    expect(balance).toBeGreaterThanOrEqual(PLAIN.starPower);
    expect(body.starPower).toEqual({ total: balance, today: balance, thisWeek: balance });
    const me = await request('GET', '/api/auth/user', cookie);
    expect(userSchema.parse(me.json()).starPower).toBe(balance);
  });
});
