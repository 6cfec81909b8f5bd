import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { analyticsSchema, type Analytics } from '../../contracts/progress';
import { starPowerEvents } from '../db/schema';
import { insertAnswers, insertClosedExam, type PastAnswers } from '../testing/answer-history';
import { signedInUser } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * GET /api/analytics against hand-computed figures. The clock is Wednesday 11 March 2026, 3 pm in
 * Chicago, three days after daylight saving began: this school week runs from Monday 9 March 00:00 CDT
 * (05:00 UTC). An answer at 23:30 on Sunday 8 March, Chicago time, is already Monday in UTC, and must
 * still count as last week.
 */

const NOW = new Date('2026-03-11T15:00:00-05:00');
const THU = new Date('2026-03-05T10:00:00-06:00');
const SUNDAY_NIGHT = new Date('2026-03-08T23:30:00-05:00');
const MONDAY_EARLY = new Date('2026-03-09T00:30:00-05:00');
const TUE = new Date('2026-03-10T09:00:00-05:00');
const WED = new Date('2026-03-11T10:00:00-05:00');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Only Date is faked: timers and I/O run as usual. Sessions expire by this clock too.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

async function analytics(cookie?: string) {
  const res = await t.request({ method: 'GET', url: '/api/analytics', headers: cookie ? { cookie } : {} });
  return res;
}

async function figures(cookie: string): Promise<Analytics> {
  const res = await analytics(cookie);
  expect(res.statusCode, res.body).toBe(200);
  return analyticsSchema.parse(res.json());
}

const answers = (userId: string, batch: Omit<PastAnswers, 'timeSpentMs'> & { timeSpentMs?: number }) =>
  insertAnswers(t.db, userId, { timeSpentMs: 90_000, ...batch });

const skill = (card: Analytics['subjects'][number] | undefined, name: string) =>
  card?.skills.find((s) => s.name === name);

describe('GET /api/analytics', () => {
  it('computes every figure from the student’s own answers, exams and StarPower', async () => {
    const { user, cookie } = await signedInUser(t.db, { grade: 4 });
    const id = user.id;
    // Last week: 5 answers, 3 right (60%). The Sunday-night one was left open for an hour.
    await answers(id, { subject: 'math', teksCode: '4.4A', at: THU, count: 4, correct: 3 });
    await answers(id, {
      subject: 'math',
      teksCode: '4.4A',
      at: SUNDAY_NIGHT,
      count: 1,
      correct: 0,
      timeSpentMs: HOUR,
    });
    // This week: 29 answers, 15 right.
    await answers(id, { subject: 'math', teksCode: '4.4A', at: MONDAY_EARLY, count: 2, correct: 2 });
    await answers(id, { subject: 'reading', teksCode: '4.11D(ii)', at: TUE, count: 6, correct: 3 });
    // A grade 3 skill (reviewed after moving up): counts overall, on no grade 4 card.
    await answers(id, { subject: 'math', teksCode: '3.4A', at: TUE, count: 1, correct: 1 });
    await answers(id, {
      subject: 'math',
      teksCode: '4.2B',
      at: WED,
      count: 1,
      correct: 0,
      timeSpentMs: HOUR,
    });
    await answers(id, { subject: 'math', teksCode: '4.7C', at: WED, count: 4, correct: 2 });
    const examAnswer = await answers(id, {
      subject: 'math',
      teksCode: '4.7C',
      at: WED,
      count: 1,
      correct: 0,
      source: 'exam',
    });
    await answers(id, { subject: 'math', teksCode: '4.5A', at: WED, count: 4, correct: 0 });
    await answers(id, { subject: 'reading', teksCode: '4.3B', at: WED, count: 5, correct: 4 });
    await answers(id, { subject: 'reading', teksCode: '4.6F', at: WED, count: 5, correct: 3 });
    // Exams: one whose answer carries its time (its hour is already in the answers), and two with
    // nothing answered, whose own time counts: 30 minutes this week and 20 last week.
    await insertClosedExam(t.db, id, { closedAt: WED, seconds: 3600, servedQuestionIds: examAnswer });
    await insertClosedExam(t.db, id, { closedAt: WED, seconds: 1800, servedQuestionIds: [] });
    await insertClosedExam(t.db, id, { closedAt: THU, seconds: 1200, servedQuestionIds: [] });
    await t.db.insert(starPowerEvents).values([
      { userId: id, amount: 100, reason: 'test', reference: 'a', createdAt: THU },
      { userId: id, amount: 30, reason: 'test', reference: 'b', createdAt: SUNDAY_NIGHT },
      { userId: id, amount: 20, reason: 'test', reference: 'c', createdAt: MONDAY_EARLY },
    ]);

    // Another student's work, all wrong and all this week, must change nothing above.
    const other = await signedInUser(t.db, { grade: 4 });
    await answers(other.user.id, { subject: 'math', teksCode: '4.4A', at: WED, count: 7, correct: 0 });
    await answers(other.user.id, { subject: 'reading', teksCode: '4.3B', at: TUE, count: 5, correct: 0 });
    await t.db
      .insert(starPowerEvents)
      .values({ userId: other.user.id, amount: 999, reason: 'test', reference: 'x', createdAt: WED });

    const body = await figures(cookie);
    expect(body.isEmpty).toBe(false);
    expect(body.tiles).toEqual({
      // 18 of 34 right = 52.9 → 53%; before Monday 3 of 5 = 60%.
      overallAccuracy: { value: 53, weekChange: -7 },
      // 32 answers × 90 s + 2 idle hours capped at 5 min each = 3,480 s of answers; plus the unanswered
      // exams' 1,800 + 1,200 s: 6,480 s = 1.8 h. This week: 28 × 90 s + 300 s + 1,800 s = 4,620 s = 1.3 h.
      studyTimeHours: { value: 1.8, weekChange: 1.3 },
      starsEarned: { value: 150, weekChange: 20 },
      // Sunday (in Chicago), Monday, Tuesday, Wednesday: 4 days; Thursday the 5th stands alone.
      streak: { current: 4, best: 4, isPersonalBest: true },
    });

    const [math, reading, writing] = body.subjects;
    expect(body.subjects.map((card) => [card.name, card.subject, card.answered, card.accuracy])).toEqual([
      ['Mathematics', 'math', 17, 41],
      ['Reading', 'reading', 10, 70],
      ['Writing', 'reading', 6, 50],
    ]);
    expect(math!.skills.map((s) => [s.name, s.answered, s.accuracy])).toEqual([
      ['Number and Operations', 8, 63],
      ['Algebraic Reasoning', 4, 0],
      ['Geometry and Measurement', 5, 40],
      ['Data Analysis & Financial Literacy', 0, null],
    ]);
    expect(skill(math, 'Algebraic Reasoning')?.teksCodes).toEqual(['4.5A', '4.5B', '4.5C', '4.5D']);
    expect(reading!.skills.map((s) => [s.name, s.answered, s.accuracy])).toEqual([
      ['Reading Comprehension', 5, 60],
      ['Vocabulary Development', 5, 80],
      ['Literary Analysis', 0, null],
      ["Author's Purpose and Craft", 0, null],
    ]);
    expect(writing!.skills).toHaveLength(23);
    expect(skill(writing, 'Irregular verbs')).toEqual({
      name: 'Irregular verbs',
      accuracy: 50,
      answered: 6,
      teksCodes: ['4.11D(ii)'],
    });
    expect(skill(writing, 'Nouns')).toMatchObject({ accuracy: null, answered: 0 });

    expect(body.weeklyProgress).toEqual([
      { day: 'Mon', date: '2026-03-09', accuracy: 100, answered: 2 },
      { day: 'Tue', date: '2026-03-10', accuracy: 57, answered: 7 },
      { day: 'Wed', date: '2026-03-11', accuracy: 45, answered: 20 },
      { day: 'Thu', date: '2026-03-12', accuracy: null, answered: 0 },
      { day: 'Fri', date: '2026-03-13', accuracy: null, answered: 0 },
      { day: 'Sat', date: '2026-03-14', accuracy: null, answered: 0 },
      { day: 'Sun', date: '2026-03-15', accuracy: null, answered: 0 },
    ]);

    // Weakest three with 5+ answers under 80%: Algebra (0%, 4 answers) is too little to judge, Number
    // and Operations (63%) is fourth. Practice goes to the area's weakest code.
    expect(body.improvementAreas).toEqual([
      {
        name: 'Geometry and Measurement',
        subject: 'math',
        card: 'Mathematics',
        accuracy: 40,
        answered: 5,
        label: 'Focus Area',
        href: '/practice-session?subject=math&mode=specific-teks&teks=4.7C',
      },
      {
        name: 'Irregular verbs',
        subject: 'reading',
        card: 'Writing',
        accuracy: 50,
        answered: 6,
        label: 'Needs Practice',
        href: '/practice-session?subject=reading&mode=specific-teks&teks=4.11D%28ii%29',
      },
      {
        name: 'Reading Comprehension',
        subject: 'reading',
        card: 'Reading',
        accuracy: 60,
        answered: 5,
        label: 'Needs Practice',
        href: '/practice-session?subject=reading&mode=specific-teks&teks=4.6F',
      },
    ]);

    // And the other student sees only their own figures.
    const theirs = await figures(other.cookie);
    expect(theirs.tiles.overallAccuracy).toEqual({ value: 0, weekChange: null });
    expect(theirs.tiles.starsEarned).toEqual({ value: 999, weekChange: 999 });
    expect(theirs.subjects.map((card) => card.answered)).toEqual([7, 5, 0]);
  });

  it('points an area’s practice at its weakest code', async () => {
    const { user, cookie } = await signedInUser(t.db, { grade: 4 });
    await answers(user.id, { subject: 'math', teksCode: '4.4A', at: WED, count: 6, correct: 4 });
    await answers(user.id, { subject: 'math', teksCode: '4.2B', at: WED, count: 2, correct: 0 });
    const body = await figures(cookie);
    // 4 of 8 = 50%; 4.2B (0 of 2) is weaker than 4.4A (4 of 6).
    expect(body.improvementAreas).toEqual([
      expect.objectContaining({
        name: 'Number and Operations',
        accuracy: 50,
        label: 'Focus Area',
        href: '/practice-session?subject=math&mode=specific-teks&teks=4.2B',
      }),
    ]);
  });

  it('keeps a longer past streak as the best, and has no weekly change without earlier answers', async () => {
    const { user, cookie } = await signedInUser(t.db, { grade: 5 });
    for (const day of ['2026-02-02', '2026-02-03', '2026-02-04']) {
      await answers(user.id, {
        subject: 'math',
        teksCode: '5.3E',
        at: new Date(`${day}T12:00:00-06:00`),
        count: 1,
        correct: 1,
      });
    }
    const early = await figures(cookie);
    expect(early.tiles.streak).toEqual({ current: 0, best: 3, isPersonalBest: false });

    // A second student with answers only this week: nothing before Monday to compare with.
    const fresh = await signedInUser(t.db, { grade: 5 });
    await answers(fresh.user.id, { subject: 'math', teksCode: '5.3E', at: WED, count: 4, correct: 3 });
    const body = await figures(fresh.cookie);
    expect(body.tiles.overallAccuracy).toEqual({ value: 75, weekChange: null });
    expect(body.tiles.streak).toEqual({ current: 1, best: 1, isPersonalBest: true });
    // Fewer than 5 answers: too little to call anything weak.
    expect(body.improvementAreas).toEqual([]);
  });

  it('gives a brand-new student empty figures, not zeros that look like failure', async () => {
    const { cookie } = await signedInUser(t.db, { grade: 3 });
    const body = await figures(cookie);
    expect(body.isEmpty).toBe(true);
    expect(body.tiles).toEqual({
      overallAccuracy: { value: null, weekChange: null },
      studyTimeHours: { value: 0, weekChange: 0 },
      starsEarned: { value: 0, weekChange: 0 },
      streak: { current: 0, best: 0, isPersonalBest: false },
    });
    expect(body.subjects.map((card) => card.name)).toEqual(['Mathematics', 'Reading', 'Writing']);
    for (const card of body.subjects) {
      expect(card.accuracy).toBeNull();
      expect(card.skills.length).toBeGreaterThan(0);
      expect(card.skills.every((s) => s.accuracy === null && s.answered === 0)).toBe(true);
    }
    // Grade 3 has no process-standards card and no Author's Purpose card (spec section 9).
    expect(body.subjects[0]!.skills.map((s) => s.name)).not.toContain('Mathematical Process Standards');
    expect(body.subjects[1]!.skills.map((s) => s.name)).toEqual([
      'Reading Comprehension',
      'Vocabulary Development',
      'Literary Analysis',
    ]);
    expect(body.weeklyProgress.every((d) => d.accuracy === null && d.answered === 0)).toBe(true);
    expect(body.improvementAreas).toEqual([]);
  });

  it('answers 401 when signed out', async () => {
    const res = await analytics();
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthenticated');
  });
});
