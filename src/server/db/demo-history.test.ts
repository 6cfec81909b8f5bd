import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysBetween, schoolDay, streaksFrom } from '../../core/rewards/school-calendar';
import { activeDays } from '../services/progress-queries';
import { cookieFor, makeUser } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DEMO_HISTORY_DAYS, dayTiming, daySeconds, planDemoHistory } from './demo-history-plan';
import { seedDemoHistory } from './demo-history';
import {
  answerEvents,
  examAttempts,
  practiceSessions,
  type servedQuestions,
  skillMastery,
  starPowerEvents,
} from './schema';
import { DEMO_ACCOUNTS, seedDemoData } from './seed';

const TIME_ZONE = 'America/Chicago';
// A fixed moment (a Wednesday evening in Chicago) so the figures below never depend on the test's clock.
const NOW = new Date('2026-03-11T23:30:00Z');
const TODAY = '2026-03-11';
const MAYA = DEMO_ACCOUNTS.student.id;

let t: TestApp;
let firstRun: Awaited<ReturnType<typeof seedDemoData>>;

beforeAll(async () => {
  t = await createTestApp();
  firstRun = await seedDemoData(t.db, { timeZone: TIME_ZONE, now: NOW });
}, 120_000);
afterAll(() => t.close());

const countOf = async (
  table: typeof answerEvents | typeof starPowerEvents | typeof servedQuestions,
  userId: string,
) => (await t.db.select({ n: count() }).from(table).where(eq(table.userId, userId)))[0]!.n;

describe('the demo plan', () => {
  it('is the same plan for the same seed and day, and a different one for another seed', () => {
    const plan = planDemoHistory({ today: TODAY });
    expect(planDemoHistory({ today: TODAY })).toEqual(plan);
    expect(planDemoHistory({ today: TODAY, seed: 7 })).not.toEqual(plan);
  });

  it('studies on 16 of 21 days, the last seven in a row, with four practice sets and two exams', () => {
    const plan = planDemoHistory({ today: TODAY });
    expect(plan).toHaveLength(16);
    expect(daysBetween(plan[0]!.day, TODAY)).toBeLessThan(DEMO_HISTORY_DAYS);
    expect(plan.slice(-7).map((day) => daysBetween(day.day, TODAY))).toEqual([6, 5, 4, 3, 2, 1, 0]);
    expect(daysBetween(plan.at(-8)!.day, plan.at(-7)!.day)).toBeGreaterThan(1);
    const activities = plan.flatMap((day) => day.activities);
    expect(activities.filter((a) => a.kind === 'set')).toHaveLength(4);
    expect(activities.filter((a) => a.kind === 'exam').map((a) => a.subject)).toEqual(['math', 'reading']);
    for (const day of plan) {
      const practice = day.activities.reduce((n, a) => n + (a.kind === 'exam' ? 0 : a.answers.length), 0);
      if (day.activities.some((a) => a.kind === 'exam')) expect(practice).toBeLessThanOrEqual(10);
      else expect(practice).toBeGreaterThanOrEqual(10);
    }
  });
});

describe("the day's timing", () => {
  const lastDay = () => planDemoHistory({ today: TODAY }).at(-1)!;

  it('puts past days after school in the school time zone, at full speed', () => {
    const day = planDemoHistory({ today: TODAY })[0]!;
    const { start, scale } = dayTiming(day, NOW, TIME_ZONE);
    expect(scale).toBe(1);
    expect(schoolDay(start, TIME_ZONE)).toBe(day.day);
    const hour = Number(
      start.toLocaleString('en-US', { timeZone: TIME_ZONE, hour: 'numeric', hour12: false }),
    );
    expect(hour).toBeGreaterThanOrEqual(15);
  });

  it('ends today before now, squeezed into the time since midnight early in the morning', () => {
    const day = lastDay();
    const early = new Date('2026-03-11T05:10:00Z'); // 00:10 in Chicago
    const { start, scale } = dayTiming(day, early, TIME_ZONE);
    expect(schoolDay(start, TIME_ZONE)).toBe(TODAY);
    expect(scale).toBeLessThan(1);
    expect(start.getTime() + daySeconds(day) * 1000 * scale).toBeLessThanOrEqual(early.getTime() - 60_000);
    const noon = new Date('2026-03-11T17:00:00Z');
    const atNoon = dayTiming(day, noon, TIME_ZONE);
    expect(atNoon.scale).toBe(1);
    expect(atNoon.start.getTime() + daySeconds(day) * 1000).toBeLessThanOrEqual(noon.getTime() - 60_000);
  });
});

describe('the seeded demo student', () => {
  it('has weeks of answers, mastery, practice sets, exams and a StarPower ledger the rules wrote', async () => {
    expect(firstRun.created).toBe(true);
    expect(await countOf(answerEvents, MAYA)).toBe(firstRun.answers);
    expect(firstRun.answers).toBeGreaterThan(150);
    const mastery = await t.db.select().from(skillMastery).where(eq(skillMastery.userId, MAYA));
    expect(new Set(mastery.map((row) => row.subject))).toEqual(new Set(['math', 'reading']));
    const sets = await t.db
      .select({ score: practiceSessions.score })
      .from(practiceSessions)
      .where(
        and(
          eq(practiceSessions.userId, MAYA),
          eq(practiceSessions.kind, 'set'),
          eq(practiceSessions.status, 'completed'),
        ),
      );
    expect(sets).toHaveLength(4);
    const exams = await t.db
      .select({ subject: examAttempts.subject, status: examAttempts.status })
      .from(examAttempts)
      .where(eq(examAttempts.userId, MAYA))
      .orderBy(asc(examAttempts.startedAt));
    expect(exams).toEqual([
      { subject: 'math', status: 'submitted' },
      { subject: 'reading', status: 'submitted' },
    ]);
    const reasons = await t.db
      .selectDistinct({ reason: starPowerEvents.reason })
      .from(starPowerEvents)
      .where(eq(starPowerEvents.userId, MAYA));
    expect(reasons.map((row) => row.reason).sort()).toEqual(
      ['achievement', 'daily-challenge', 'exam', 'practice-correct', 'practice-set'].sort(),
    );
  });

  it("shows a StarPower balance equal to the ledger's sum", async () => {
    const [ledger] = await t.db
      .select({ total: sql<number>`sum(${starPowerEvents.amount})::int` })
      .from(starPowerEvents)
      .where(eq(starPowerEvents.userId, MAYA));
    expect(ledger!.total).toBeGreaterThan(0);
    const res = await t.request({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: await cookieFor(t.db, { id: MAYA }) },
    });
    expect(res.json()).toMatchObject({ name: 'Maya Rodriguez', starPower: ledger!.total });
  });

  it('ends today with a current streak of at least five days, and nothing after now', async () => {
    const days = await activeDays(t.db, MAYA, TIME_ZONE);
    expect(days).toHaveLength(16);
    expect(days.at(-1)).toBe(TODAY);
    expect(daysBetween(days[0]!, TODAY)).toBe(DEMO_HISTORY_DAYS - 1);
    expect(streaksFrom(days, TODAY).current).toBeGreaterThanOrEqual(5);
    const [latest] = await t.db
      .select({ at: sql<string>`max(${answerEvents.createdAt})::text` })
      .from(answerEvents)
      .where(eq(answerEvents.userId, MAYA));
    expect(new Date(latest!.at).getTime()).toBeLessThan(NOW.getTime());
  });

  it('gets better: the first week is less accurate than the last, and geometry stays weaker', async () => {
    const rows = await t.db
      .select({
        createdAt: answerEvents.createdAt,
        correct: answerEvents.correct,
        code: answerEvents.teksCode,
      })
      .from(answerEvents)
      .where(and(eq(answerEvents.userId, MAYA), eq(answerEvents.subject, 'math')));
    const all = await t.db
      .select({ createdAt: answerEvents.createdAt, correct: answerEvents.correct })
      .from(answerEvents)
      .where(eq(answerEvents.userId, MAYA));
    const accuracy = (list: { correct: boolean }[]) => list.filter((row) => row.correct).length / list.length;
    const ago = (row: { createdAt: Date }) => daysBetween(schoolDay(row.createdAt, TIME_ZONE), TODAY);
    const firstWeek = all.filter((row) => ago(row) >= 14);
    const lastWeek = all.filter((row) => ago(row) < 7);
    expect(accuracy(firstWeek)).toBeLessThan(accuracy(lastWeek));
    const geometry = rows.filter((row) => /^4\.[67]/.test(row.code));
    const numbers = rows.filter((row) => /^4\.[2-5]/.test(row.code));
    expect(accuracy(geometry)).toBeLessThan(accuracy(numbers));
  });

  it('adds nothing when seeded again', async () => {
    const before = await countOf(answerEvents, MAYA);
    const ledger = await countOf(starPowerEvents, MAYA);
    const again = await seedDemoData(t.db, {
      timeZone: TIME_ZONE,
      now: new Date(NOW.getTime() + 86_400_000),
    });
    expect(again).toEqual({ created: false, answers: 0 });
    expect(await countOf(answerEvents, MAYA)).toBe(before);
    expect(await countOf(starPowerEvents, MAYA)).toBe(ledger);
  });

  it('is deterministic: another student given the same history answers the same skills the same way', async () => {
    const twin = await makeUser(t.db, { name: 'Twin', grade: 4 });
    const result = await seedDemoHistory(t.db, twin.id, { now: NOW, timeZone: TIME_ZONE });
    expect(result).toEqual(firstRun);
    const trail = (userId: string) =>
      t.db
        .select({
          at: answerEvents.createdAt,
          code: answerEvents.teksCode,
          correct: answerEvents.correct,
          source: answerEvents.source,
        })
        .from(answerEvents)
        .where(eq(answerEvents.userId, userId))
        .orderBy(asc(answerEvents.createdAt), asc(answerEvents.teksCode), asc(answerEvents.correct));
    expect(await trail(twin.id)).toEqual(await trail(MAYA));
    const sessions = (userId: string) =>
      t.db
        .select({
          kind: practiceSessions.kind,
          code: practiceSessions.category,
          at: practiceSessions.createdAt,
        })
        .from(practiceSessions)
        .where(eq(practiceSessions.userId, userId))
        .orderBy(asc(practiceSessions.createdAt));
    expect(await sessions(twin.id)).toEqual(await sessions(MAYA));
  }, 120_000);
});
