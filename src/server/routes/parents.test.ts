import { randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCHOOL_TIME_ZONE } from '../../core/rewards/school-calendar';
import {
  childSummarySchema,
  parentChildrenResponseSchema,
  parentLinkCodeResponseSchema,
} from '../../contracts/parents';
import { answerEvents, parentLinkCodes, users } from '../db/schema';
import { SESSION_COOKIE } from '../auth/sessions';
import { setCookieValue } from '../testing/factories';
import { rightAnswer, servedByHandle, wrongAnswer } from '../testing/practice-helpers';
import { apiCall, testAccount, type TestAccount as Account } from '../testing/api-client';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const account = (accountType: 'student' | 'teacher' | 'parent', name?: string) =>
  testAccount(t, accountType, name ? { name } : {});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: Account, payload?: object) =>
  apiCall(t, method, url, who, payload);

async function linkCodeOf(student: Account): Promise<string> {
  const res = await call('GET', '/api/user/parent-link-code', student);
  expect(res.statusCode, res.body).toBe(200);
  return parentLinkCodeResponseSchema.parse(res.json()).code;
}

/** A parent linked to a new student through the student's code. */
async function linkedFamily(childName = 'Mia') {
  const parent = await account('parent', 'Rosa');
  const child = await account('student', childName);
  const res = await call('POST', '/api/parent/children/link', parent, { code: await linkCodeOf(child) });
  expect(res.statusCode, res.body).toBe(200);
  return { parent, child };
}

async function answer(student: Account, right: boolean, timeSpentMs = 90_000) {
  const generated = await call('POST', '/api/questions/generate', student, {
    grade: 4,
    subject: 'math',
    teks: '4.4H',
  });
  const handle = generated.json().questions[0].id as string;
  const { item } = await servedByHandle(t.db, handle);
  const res = await call('POST', '/api/practice/answer', student, {
    questionId: handle,
    answer: right ? rightAnswer(item) : wrongAnswer(item),
    timeSpentMs,
  });
  expect(res.statusCode).toBe(200);
}

describe('linking a child', () => {
  it("the child's settings show a code for a week; only students have one", async () => {
    const student = await account('student');
    const res = parentLinkCodeResponseSchema.parse(
      (await call('GET', '/api/user/parent-link-code', student)).json(),
    );
    expect(res.code).toMatch(
      /^[ACDEFGHJKMNPQRTUVWXY34679]{3}-[ACDEFGHJKMNPQRTUVWXY34679]{3}-[ACDEFGHJKMNPQRTUVWXY34679]{2}$/,
    );
    const days = (Date.parse(res.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect((await call('GET', '/api/user/parent-link-code', student)).json().code).toBe(res.code);
    const renewed = await call('POST', '/api/user/parent-link-code', student);
    expect(renewed.json().code).not.toBe(res.code);
    expect((await call('GET', '/api/user/parent-link-code', await account('parent'))).statusCode).toBe(403);
  });

  it('a parent links with the code once; a wrong, used or expired code is refused', async () => {
    const parent = await account('parent');
    const child = await account('student', 'Noah');
    const code = await linkCodeOf(child);
    const linked = await call('POST', '/api/parent/children/link', parent, { code: code.toLowerCase() });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(childSummarySchema.parse(linked.json())).toMatchObject({ id: child.id, name: 'Noah', grade: 4 });
    const other = await account('parent');
    expect((await call('POST', '/api/parent/children/link', other, { code })).statusCode).toBe(400);
    expect((await call('POST', '/api/parent/children/link', other, { code: 'AAAA-AAAA' })).statusCode).toBe(
      400,
    );

    const late = await account('student');
    const lateCode = await linkCodeOf(late);
    await t.db
      .update(parentLinkCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(parentLinkCodes.studentId, late.id));
    expect((await call('POST', '/api/parent/children/link', other, { code: lateCode })).statusCode).toBe(400);
    expect((await call('POST', '/api/parent/children/link', child, { code: lateCode })).statusCode).toBe(403);
  });

  it("creates a child's account from the portal, and hands the device to the child", async () => {
    const parent = await account('parent');
    const created = await call('POST', '/api/parent/children', parent, { name: 'Lily', grade: 3 });
    expect(created.statusCode, created.body).toBe(200);
    const child = childSummarySchema.parse(created.json());
    expect(child).toMatchObject({ name: 'Lily', grade: 3, starPower: 0 });
    const signIn = await call('POST', `/api/parent/children/${child.id}/sign-in`, parent);
    expect(signIn.statusCode).toBe(200);
    const cookie = `${SESSION_COOKIE}=${setCookieValue(signIn.headers['set-cookie'], SESSION_COOKIE)}`;
    const me = await t.request({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.json()).toMatchObject({ id: child.id, accountType: 'student' });
    expect((await call('POST', '/api/parent/children', parent, { name: ' ', grade: 3 })).statusCode).toBe(
      400,
    );
  });
});

describe("the portal's figures", () => {
  it("shows each linked child's subjects, week and activity from their real answers", async () => {
    const { parent, child } = await linkedFamily('Ivy');
    await answer(child, true);
    await answer(child, true);
    await answer(child, false, 20 * 60_000);
    const { children } = parentChildrenResponseSchema.parse(
      (await call('GET', '/api/parent/children', parent)).json(),
    );
    expect(children).toHaveLength(1);
    expect(children[0]).toMatchObject({
      name: 'Ivy',
      progress: { math: { accuracy: 67, answered: 3 }, reading: { accuracy: null, answered: 0 } },
      // 90 s + 90 s + 5 min (each answer's time is capped at five minutes) = 0.1 hours.
      week: { questionsAnswered: 3, hoursPracticed: 0.1, averageScore: 67, daysActive: 1 },
    });
  });

  it('a parent sees only linked children: another child id is a 404 on every call', async () => {
    const { parent } = await linkedFamily();
    const { child: stranger } = await linkedFamily('Zed');
    for (const [method, url] of [
      ['GET', `/api/parent/children/${stranger.id}/messages`],
      ['GET', `/api/parent/children/${stranger.id}/export`],
      ['POST', `/api/parent/children/${stranger.id}/sign-in`],
      ['DELETE', `/api/parent/children/${stranger.id}`],
      ['GET', `/api/parent/children/${randomUUID()}/export`],
    ] as const) {
      expect((await call(method, url, parent)).statusCode, url).toBe(404);
    }
    expect((await call('GET', '/api/parent/children', await account('teacher'))).statusCode).toBe(403);
    expect((await call('GET', '/api/parent/children', await account('student'))).statusCode).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, stranger.id));
    expect(row).toBeDefined();
  });

  it("reads the child's Nova conversation", async () => {
    const { parent, child } = await linkedFamily();
    await call('POST', '/api/nova/chat', child, { message: 'hello Nova' });
    const res = await call('GET', `/api/parent/children/${child.id}/messages`, parent);
    expect(res.json().messages.map((m: { role: string }) => m.role)).toEqual(['student', 'nova']);
    expect(res.json().messages[0].text).toBe('hello Nova');
  });

  it("reads the child's study plans through the spec's call; teachers of the child too; others are refused", async () => {
    const { parent, child } = await linkedFamily();
    const testDate = format(addDays(new TZDate(Date.now(), DEFAULT_SCHOOL_TIME_ZONE), 30), 'yyyy-MM-dd');
    await call('POST', '/api/study-plans/generate', child, {
      staarTestDate: testDate,
      grade: 4,
      subject: 'math',
    });
    expect((await call('GET', `/api/study-plans/${child.id}`, parent)).json()).toHaveLength(1);
    const teacher = await account('teacher');
    expect((await call('GET', `/api/study-plans/${child.id}`, teacher)).statusCode).toBe(403);
    const classroom = (
      await call('POST', '/api/classrooms', teacher, { name: 'R', grade: 4, subject: 'math' })
    ).json();
    await call('POST', '/api/classrooms/join', child, { code: classroom.joinCode });
    expect((await call('GET', `/api/study-plans/${child.id}`, teacher)).json()).toHaveLength(1);
    expect((await call('GET', `/api/study-plans/${child.id}`, await account('parent'))).statusCode).toBe(403);
  });
});

describe("the child's data", () => {
  it('downloads everything as JSON, then deletes the account and every row of it', async () => {
    const { parent, child } = await linkedFamily('Ada');
    await answer(child, true);
    await call('POST', '/api/nova/chat', child, { message: 'hi' });
    const exported = await call('GET', `/api/parent/children/${child.id}/export`, parent);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="starprep-Ada-data.json"');
    const data = exported.json();
    expect(data.account).toMatchObject({ id: child.id, name: 'Ada' });
    expect(data.answers).toHaveLength(1);
    expect(data.novaMessages).toHaveLength(2);
    expect(data.starPower.length).toBeGreaterThan(0);

    const deleted = await call('DELETE', `/api/parent/children/${child.id}`, parent);
    expect(deleted.json()).toEqual({ deleted: true });
    expect(await t.db.select().from(users).where(eq(users.id, child.id))).toEqual([]);
    expect(await t.db.select().from(answerEvents).where(eq(answerEvents.userId, child.id))).toEqual([]);
    expect((await call('GET', '/api/auth/user', child)).statusCode).toBe(401);
    expect(
      parentChildrenResponseSchema.parse((await call('GET', '/api/parent/children', parent)).json()).children,
    ).toEqual([]);
  });
});
