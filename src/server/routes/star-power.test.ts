import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACHIEVEMENT_IDS } from '../../core/rewards/reward-types';
import { starPowerPanelSchema, type StarPowerPanel } from '../../contracts/progress';
import { userSchema } from '../../contracts/user';
import { starPowerEvents } from '../db/schema';
import { insertAnswers } from '../testing/answer-history';
import { signedInUser } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * GET /api/star-power against hand-computed figures. The clock is Wednesday 11 March 2026, 3 pm in
 * Chicago (daylight saving began on the Sunday): today began at 00:00 CDT, the week on Monday 9 March
 * 00:00 CDT. Sunday 23:30 in Chicago is already Monday in UTC and must still be last week.
 */
const NOW = new Date('2026-03-11T15:00:00-05:00');
const LAST_THURSDAY = new Date('2026-03-05T10:00:00-06:00');
const SUNDAY_NIGHT = new Date('2026-03-08T23:30:00-05:00');
const MONDAY_EARLY = new Date('2026-03-09T00:30:00-05:00');
const YESTERDAY_LATE = new Date('2026-03-10T23:30:00-05:00');
const TODAY = new Date('2026-03-11T09:00:00-05:00');

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

const get = (url: string, cookie?: string) =>
  t.request({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function panel(cookie: string): Promise<StarPowerPanel> {
  const res = await get('/api/star-power', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return starPowerPanelSchema.parse(res.json());
}

const ledger = (userId: string, rows: [amount: number, reason: string, reference: string, at: Date][]) =>
  t.db.insert(starPowerEvents).values(
    rows.map(([amount, reason, reference, createdAt]) => ({
      userId,
      amount,
      reason,
      reference,
      createdAt,
    })),
  );

describe('GET /api/star-power', () => {
  it('answers 401 when signed out', async () => {
    const res = await get('/api/star-power');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthenticated');
  });

  it('totals today, this week and all time in the school’s zone, with the next goal and badges', async () => {
    const { user, cookie } = await signedInUser(t.db, { grade: 4 });
    await ledger(user.id, [
      [100, 'test', 'a', LAST_THURSDAY],
      [30, 'test', 'b', SUNDAY_NIGHT],
      [20, 'test', 'c', MONDAY_EARLY],
      [7, 'test', 'd', YESTERDAY_LATE],
      [5, 'test', 'e', TODAY],
      [100, 'achievement', 'math-rocket', MONDAY_EARLY],
      [100, 'achievement', 'seven-day-streak', TODAY],
    ]);
    // Progress towards locked badges: 12 right reading answers, 3 of them on a writing code.
    await insertAnswers(t.db, user.id, {
      subject: 'reading',
      teksCode: '4.7C',
      at: TODAY,
      count: 10,
      correct: 9,
    });
    await insertAnswers(t.db, user.id, {
      subject: 'reading',
      teksCode: '4.11D(ii)',
      at: TODAY,
      count: 3,
      correct: 3,
    });

    const body = await panel(cookie);
    // All time 362; this week 20 + 7 + 5 + 200 = 232; today 5 + 100 = 105.
    expect(body.totals).toEqual({ total: 362, today: 105, thisWeek: 232 });
    expect(body.nextGoal).toBe(500);
    expect(body.achievements.map((a) => a.id)).toEqual([...ACHIEVEMENT_IDS]);
    const byId = Object.fromEntries(body.achievements.map((a) => [a.id, a]));
    expect(byId['math-rocket']).toMatchObject({
      name: 'Math Rocket',
      earned: true,
      earnedAt: MONDAY_EARLY.toISOString(),
      progress: { current: 100, target: 100 },
    });
    expect(byId['star-collector']).toMatchObject({
      earned: false,
      earnedAt: null,
      progress: { current: 362, target: 1_000 },
    });
    expect(byId['reading-master']!.progress).toEqual({ current: 12, target: 100 });
    expect(byId['writing-wizard']!.progress).toEqual({ current: 3, target: 25 });
    // One active day so far (today), and Practice Pro has no sessions.
    expect(byId['practice-pro']).toMatchObject({ earned: false, progress: { current: 0, target: 10 } });
    expect(body.recentAchievements.map((a) => a.id)).toEqual(['seven-day-streak', 'math-rocket']);

    // The header's balance is the same ledger sum.
    const me = await get('/api/auth/user', cookie);
    expect(userSchema.parse(me.json()).starPower).toBe(362);
  });

  it('shows at most three recent badges, newest first', async () => {
    const { user, cookie } = await signedInUser(t.db);
    await ledger(
      user.id,
      ACHIEVEMENT_IDS.slice(0, 4).map((id, i) => [
        100,
        'achievement',
        id,
        new Date(TODAY.getTime() + i * 60_000),
      ]),
    );
    const body = await panel(cookie);
    expect(body.recentAchievements.map((a) => a.id)).toEqual([
      'writing-wizard',
      'reading-master',
      'math-rocket',
    ]);
    expect(body.achievements.filter((a) => a.earned)).toHaveLength(4);
    expect(body.totals.total).toBe(400);
    expect(body.nextGoal).toBe(500);
  });

  it('gives each caller their own figures, whatever the account type, and a new student zeros', async () => {
    const student = await signedInUser(t.db);
    const teacher = await signedInUser(t.db, { accountType: 'teacher' });
    await ledger(student.user.id, [[999, 'test', 'x', TODAY]]);
    await ledger(teacher.user.id, [[3, 'test', 'x', TODAY]]);
    expect((await panel(student.cookie)).totals).toEqual({ total: 999, today: 999, thisWeek: 999 });
    expect((await panel(teacher.cookie)).totals).toEqual({ total: 3, today: 3, thisWeek: 3 });

    const newcomer = await signedInUser(t.db);
    const empty = await panel(newcomer.cookie);
    expect(empty).toMatchObject({
      totals: { total: 0, today: 0, thisWeek: 0 },
      nextGoal: 100,
      recentAchievements: [],
    });
    expect(empty.achievements.every((a) => !a.earned && a.progress.current === 0)).toBe(true);
  });

  it('takes no user id: a query naming another student still answers for the caller', async () => {
    const victim = await signedInUser(t.db);
    const caller = await signedInUser(t.db);
    await ledger(victim.user.id, [[50, 'test', 'v', TODAY]]);
    const res = await get(`/api/star-power?userId=${victim.user.id}`, caller.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().totals.total).toBe(0);
  });
});
