import { randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCHOOL_TIME_ZONE } from '../../core/rewards/school-calendar';
import {
  INVALID_DATE_MESSAGE,
  MISSING_INFORMATION_MESSAGE,
  studyPlanSchema,
  studyPlansResponseSchema,
} from '../../contracts/study-plans';
import { skillMastery } from '../db/schema';
import { signedInUser } from '../testing/factories';
import { rightAnswer, servedByHandle } from '../testing/practice-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Student {
  id: string;
  headers: { cookie: string };
}

async function student(): Promise<Student> {
  const { user, cookie } = await signedInUser(t.db, { grade: 4 });
  return { id: user.id, headers: { cookie } };
}

/** A school day counted from today in the school's time zone, "YYYY-MM-DD". */
const schoolDay = (offset: number) =>
  format(addDays(new TZDate(Date.now(), DEFAULT_SCHOOL_TIME_ZONE), offset), 'yyyy-MM-dd');

const generate = (who: Student | undefined, body: object) =>
  t.request({ method: 'POST', url: '/api/study-plans/generate', headers: who?.headers ?? {}, payload: body });
const list = (who: Student, userId: string) =>
  t.request({ method: 'GET', url: `/api/study-plans/${userId}`, headers: who.headers });

describe('POST /api/study-plans/generate', () => {
  it('refuses signed-out callers', async () => {
    expect(
      (await generate(undefined, { staarTestDate: schoolDay(30), grade: 4, subject: 'math' })).statusCode,
    ).toBe(401);
  });

  it.each([
    [{ grade: 4, subject: 'math' }],
    [{ staarTestDate: '', grade: 4, subject: 'math' }],
    [{ staarTestDate: 'x', subject: 'math' }],
    [{ staarTestDate: 'x', grade: 4, subject: '' }],
  ])('answers 400 "Missing Information" for %o', async (body) => {
    const who = await student();
    const res = await generate(who, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(MISSING_INFORMATION_MESSAGE);
  });

  it('answers 400 "Invalid Date" for today and the past, and 400 for a date that does not exist', async () => {
    const who = await student();
    for (const day of [schoolDay(0), schoolDay(-3)]) {
      const res = await generate(who, { staarTestDate: day, grade: 4, subject: 'math' });
      expect(res.statusCode, day).toBe(400);
      expect(res.json().error.message).toBe(INVALID_DATE_MESSAGE);
    }
    for (const staarTestDate of ['2027-02-30', 'next spring']) {
      expect((await generate(who, { staarTestDate, grade: 4, subject: 'math' })).statusCode).toBe(400);
    }
    expect((await generate(who, { staarTestDate: schoolDay(9), grade: 6, subject: 'math' })).statusCode).toBe(
      400,
    );
    expect((await generate(who, { staarTestDate: schoolDay(9), grade: 4, subject: 'art' })).statusCode).toBe(
      400,
    );
    expect((await list(who, who.id)).json()).toEqual([]);
  });

  it('makes a one-week plan for a test tomorrow, and a capped plan for one a year away', async () => {
    const who = await student();
    const soon = studyPlanSchema.parse(
      (await generate(who, { staarTestDate: schoolDay(1), grade: 4, subject: 'math' })).json(),
    );
    expect(soon).toMatchObject({ totalWeeks: 1, grade: 4, subject: 'math', staarTestDate: schoolDay(1) });
    expect(soon.planData.weeks).toHaveLength(1);
    expect(soon.planData.weeks[0]!.dateRange).toEqual({ start: schoolDay(0), end: schoolDay(1) });
    const far = studyPlanSchema.parse(
      (await generate(who, { staarTestDate: schoolDay(365), grade: '5', subject: 'reading' })).json(),
    );
    expect(far.totalWeeks).toBeGreaterThan(40);
    expect(far.planData.weeks.at(-1)!.dateRange.end).toBe(schoolDay(365));
  });

  it("puts the student's weakest readiness skill first, at high priority, and mastered skills at low", async () => {
    const who = await student();
    await t.db.insert(skillMastery).values([
      { userId: who.id, subject: 'math', teksCode: '4.4H', pKnown: 0.12, attempts: 8, correct: 1 },
      { userId: who.id, subject: 'math', teksCode: '4.2G', pKnown: 0.99, attempts: 12, correct: 12 },
    ]);
    const plan = studyPlanSchema.parse(
      (
        await generate(who, { staarTestDate: schoolDay(60), grade: 4, subject: 'math', userId: randomUUID() })
      ).json(),
    );
    const skills = plan.planData.weeks.flatMap((week) => week.skills);
    const firstWeek = plan.planData.weeks[0]!.skills.map((skill) => skill.teksCode);
    expect(firstWeek).toContain('4.4H');
    expect(skills.find((skill) => skill.teksCode === '4.4H')!.priority).toBe('high');
    expect(
      skills.filter((skill) => skill.teksCode === '4.2G').every((skill) => skill.priority === 'low'),
    ).toBe(true);
    // The plan is the signed-in student's, whatever userId was sent.
    expect((await list(who, who.id)).json().map((p: { id: string }) => p.id)).toEqual([plan.id]);
  });
});

describe('GET /api/study-plans/:userId', () => {
  it("lists only the caller's plans, newest first; another student's id, a guessed one or junk is refused", async () => {
    const me = await student();
    const other = await student();
    await generate(me, { staarTestDate: schoolDay(20), grade: 4, subject: 'math' });
    await generate(me, { staarTestDate: schoolDay(40), grade: 4, subject: 'reading' });
    await generate(other, { staarTestDate: schoolDay(20), grade: 4, subject: 'math' });
    const mine = studyPlansResponseSchema.parse((await list(me, me.id)).json());
    expect(mine.map((plan) => plan.subject)).toEqual(['reading', 'math']);
    for (const id of [other.id, randomUUID(), 'demo-user-123']) {
      const res = await list(me, id);
      expect(res.statusCode, id).toBe(403);
      expect(JSON.stringify(res.json())).not.toContain('planData');
    }
  });

  it("shows the current week's progress from the student's real answers", async () => {
    const who = await student();
    const plan = studyPlanSchema.parse(
      (await generate(who, { staarTestDate: schoolDay(30), grade: 4, subject: 'math' })).json(),
    );
    expect(plan.currentWeek).toMatchObject({ weekNumber: 1, questionsAnswered: 0 });
    for (let i = 0; i < 3; i += 1) {
      const generated = await t.request({
        method: 'POST',
        url: '/api/questions/generate',
        headers: who.headers,
        payload: { grade: 4, subject: 'math', teks: '4.4H' },
      });
      const handle = generated.json().questions[0].id as string;
      const { item } = await servedByHandle(t.db, handle);
      const answered = await t.request({
        method: 'POST',
        url: '/api/practice/answer',
        headers: who.headers,
        payload: { questionId: handle, answer: rightAnswer(item), timeSpentMs: 60_000 },
      });
      expect(answered.statusCode).toBe(200);
    }
    const [again] = studyPlansResponseSchema.parse((await list(who, who.id)).json());
    expect(again!.currentWeek).toMatchObject({
      weekNumber: 1,
      questionsAnswered: 3,
      minutesPracticed: 3,
      questionsTarget: plan.planData.weeks[0]!.practiceTargets.questionsToComplete,
    });
    expect(again!.currentWeek!.percent).toBeGreaterThan(0);
  });
});
