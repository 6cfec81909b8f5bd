import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPracticeCategory } from '../../core/teks/practice-categories';
import { FRESH_SESSION_LENGTH, getSessionQuestionResponseSchema } from '../../contracts/practice';
import { practiceSessions, servedQuestions } from '../db/schema';
import { codesWithQuestions, questionSupply } from '../services/item-source';
import { signedInUser } from '../testing/factories';
import { servedByHandle } from '../testing/practice-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let cookie: string;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signedInUser(t.db, { grade: 4 });
  cookie = signedIn.cookie;
  userId = signedIn.user.id;
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = { cookie }) =>
  t.request({ method: 'POST', url, headers, payload: payload as object });

async function start(payload: object, headers: Record<string, string> = { cookie }) {
  const res = await post('/api/practice/start-fresh-session', payload, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { success: true; sessionId: string; totalQuestions: number };
}

async function next(sessionId: string, headers: Record<string, string> = { cookie }, category?: string) {
  const res = await post(
    '/api/practice/get-session-question',
    { sessionId, ...(category ? { category } : {}) },
    headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  return { body: getSessionQuestionResponseSchema.parse(res.json()), raw: res.body };
}

async function sessionCount(forUser = userId) {
  const [row] = await t.db
    .select({ n: count() })
    .from(practiceSessions)
    .where(eq(practiceSessions.userId, forUser));
  return row!.n;
}

/** Serves every question of a session and checks the whole run. */
async function serveAll(sessionId: string, total: number, headers: Record<string, string>) {
  const handles: string[] = [];
  for (let position = 1; position <= total; position += 1) {
    const { body } = await next(sessionId, headers);
    expect(body.questionNumber).toBe(position);
    expect(body.totalQuestions).toBe(total);
    handles.push(body.question.id);
  }
  const rows = await t.db.select().from(servedQuestions).where(eq(servedQuestions.sessionId, sessionId));
  expect(rows).toHaveLength(total);
  expect(new Set(rows.map((row) => row.itemKey)).size).toBe(total);
  expect(new Set(rows.map((row) => row.itemId)).size).toBe(total);
  expect(new Set(handles).size).toBe(total);
  const finished = await post('/api/practice/get-session-question', { sessionId }, headers);
  expect(finished.statusCode).toBe(409);
  expect(finished.json().error.code).toBe('conflict');
  return rows;
}

describe('POST /api/practice/start-fresh-session', () => {
  it('plans 200 questions over every code of the card, for the student’s own grade by default', async () => {
    const body = await start({ subject: 'math', category: 'Number and Operations' });
    expect(body).toEqual({
      success: true,
      sessionId: expect.any(String),
      totalQuestions: FRESH_SESSION_LENGTH,
    });
    const [row] = await t.db.select().from(practiceSessions).where(eq(practiceSessions.id, body.sessionId));
    expect(row!.grade).toBe(4);
    expect(row!.plan).toHaveLength(200);
    const card = findPracticeCategory(4, 'math', 'Number and Operations')!;
    expect(new Set(row!.plan)).toEqual(new Set(codesWithQuestions(card.itemSourceCodes, 'math')));
  });

  it('opens with the sub-category the client picked, and keeps to it without ensureComprehensiveTeks', async () => {
    const comprehensive = await start({
      subject: 'math',
      category: 'Geometry and Measurement',
      startWith: '4.7.C',
    });
    const first = await next(comprehensive.sessionId);
    expect(first.body.question.teksStandard).toBe('4.7C');
    expect(first.body.question.category).toBe('Geometry and Measurement');

    const focused = await start({
      subject: 'math',
      category: 'Geometry and Measurement',
      startWith: '4.7C',
      ensureComprehensiveTeks: false,
    });
    const [row] = await t.db
      .select()
      .from(practiceSessions)
      .where(eq(practiceSessions.id, focused.sessionId));
    expect(new Set(row!.plan)).toEqual(new Set(['4.7C']));
  });

  it('accepts a single TEKS code as the category', async () => {
    const body = await start({ subject: 'math', category: '4.4A' });
    const { body: question } = await next(body.sessionId);
    expect(question.question.teksStandard).toBe('4.4A');
    expect(question.question.category).toBe('4.4A');
  });

  it.each([
    [
      { subject: 'math', category: 'Spelling' },
      'Use one of: Mathematical Process Standards, Number and Operations',
    ],
    [{ subject: 'math', category: 'Number and Operations', startWith: '4.7C' }, 'startWith'],
    [{ subject: 'math', category: 'Number and Operations', startWith: '3.4A' }, 'startWith'],
    [{ subject: 'math', category: 'Number and Operations', grade: 6 }, 'grade'],
    [{ subject: 'art', category: 'Number and Operations' }, 'subject'],
    [{ subject: 'math' }, 'category'],
    [{ subject: 'math', category: '5.3A' }, 'Unknown category'],
    [{ subject: 'math', category: 'Number and Operations', extra: 1 }, ''],
  ])('refuses %j with a 400 naming the problem, and writes nothing', async (payload, message) => {
    const before = await sessionCount();
    const res = await post('/api/practice/start-fresh-session', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
    expect(res.json().error.message).toContain(message);
    expect(await sessionCount()).toBe(before);
  });

  it('answers 409 for a real skill that has no questions yet', async () => {
    const res = await post('/api/practice/start-fresh-session', {
      subject: 'reading',
      grade: 3,
      category: '3.9E(i)',
    });
    expect(res.statusCode).toBe(409);
  });

  it('answers 401 when signed out, and writes nothing', async () => {
    const before = await sessionCount();
    const res = await post('/api/practice/start-fresh-session', { subject: 'math', category: '4.4A' }, {});
    expect(res.statusCode).toBe(401);
    expect(await sessionCount()).toBe(before);
  });
});

describe('POST /api/practice/get-session-question', () => {
  it('serves the next question with the spec’s fields and the public item, never the answer key', async () => {
    const { sessionId } = await start({ subject: 'math', category: 'Number and Operations' });
    const { body, raw } = await next(sessionId, { cookie }, 'Number and Operations');
    expect(body.success).toBe(true);
    expect(body.questionNumber).toBe(1);
    const { question } = body;
    expect(question.id).toBe(question.item.id);
    expect(question.questionText).toBe(question.item.stem);
    expect(question.skillName.length).toBeGreaterThan(0);
    expect(question.hasImage).toBe(question.item.visual !== undefined);
    if (question.item.interaction.type === 'multiple-choice') {
      expect(question.answerChoices).toEqual(question.item.interaction.choices);
    } else {
      expect(question.answerChoices).toEqual([]);
    }
    const { row, item } = await servedByHandle(t.db, question.id);
    expect(row.position).toBe(1);
    expect(row.source).toBe('fresh-session');
    for (const secret of [
      'answerKey',
      '"key"',
      'explanation',
      'misconception',
      '"hints"',
      'parameters',
      row.itemId,
    ]) {
      expect(raw).not.toContain(secret);
    }
    for (const step of item.explanation) expect(raw).not.toContain(step);
    const second = await next(sessionId);
    expect(second.body.questionNumber).toBe(2);
  });

  it('gives two requests at the same moment two different places', async () => {
    const { sessionId } = await start({ subject: 'math', category: 'Algebraic Reasoning' });
    const results = await Promise.all(
      [1, 2, 3].map(() => post('/api/practice/get-session-question', { sessionId })),
    );
    expect(results.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(results.map((res) => res.json().questionNumber).sort()).toEqual([1, 2, 3]);
    const [row] = await t.db.select().from(practiceSessions).where(eq(practiceSessions.id, sessionId));
    expect(row!.servedCount).toBe(3);
  });

  it('answers 404 for another student’s session, and tells nothing about it', async () => {
    const { sessionId } = await start({ subject: 'math', category: 'Number and Operations' });
    const other = await signedInUser(t.db, { grade: 4 });
    const res = await post('/api/practice/get-session-question', { sessionId }, { cookie: other.cookie });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
    expect(res.body).not.toContain('Number and Operations');
    const [row] = await t.db.select().from(practiceSessions).where(eq(practiceSessions.id, sessionId));
    expect(row!.servedCount).toBe(0);
    const unknown = await post('/api/practice/get-session-question', {
      sessionId: '00000000-0000-4000-8000-000000000999',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a category or subject other than the session’s with a 400', async () => {
    const { sessionId } = await start({ subject: 'math', category: 'Number and Operations' });
    for (const category of ['Geometry and Measurement', 'Reading Comprehension', '4.7C']) {
      const res = await post('/api/practice/get-session-question', { sessionId, category });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain('category');
    }
    // The sub-category the client picked is one of the card's codes: that is the same session.
    const same = await post('/api/practice/get-session-question', { sessionId, category: '4.4A' });
    expect(same.statusCode).toBe(200);
  });

  it.each([
    [{ sessionId: 'not-a-uuid' }, 'sessionId'],
    [{}, 'sessionId'],
    [{ sessionId: '00000000-0000-4000-8000-000000000999', category: '' }, 'category'],
  ])('refuses %j with a 400', async (payload, message) => {
    const res = await post('/api/practice/get-session-question', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });

  it('answers 401 when signed out', async () => {
    const { sessionId } = await start({ subject: 'math', category: 'Number and Operations' });
    const res = await post('/api/practice/get-session-question', { sessionId }, {});
    expect(res.statusCode).toBe(401);
  });
});

describe('a session whose skills run out of new questions', () => {
  it('ends early with a 409 and keeps the shorter length', async () => {
    const student = await signedInUser(t.db, { grade: 3 });
    // 3.3A has a single written question and no generator: a plan asking for it three times cannot be met.
    expect(questionSupply('3.3A', 'reading')).toBe(1);
    const [session] = await t.db
      .insert(practiceSessions)
      .values({
        userId: student.user.id,
        kind: 'fresh',
        subject: 'reading',
        grade: 3,
        category: '3.3A',
        plan: ['3.3A', '3.3A', '3.3A'],
        totalQuestions: 3,
      })
      .returning();
    const headers = { cookie: student.cookie };
    const first = await next(session!.id, headers);
    expect(first.body.question.teksStandard).toBe('3.3A');
    const second = await post('/api/practice/get-session-question', { sessionId: session!.id }, headers);
    expect(second.statusCode).toBe(409);
    const [row] = await t.db.select().from(practiceSessions).where(eq(practiceSessions.id, session!.id));
    expect(row).toMatchObject({ servedCount: 1, totalQuestions: 1, status: 'completed' });
  });
});

describe('a whole fresh session', () => {
  it('grade 3 Number and Operations: 200 questions, no repeats, every code of the card, then 409', async () => {
    const student = await signedInUser(t.db, { grade: 3 });
    const headers = { cookie: student.cookie };
    const { sessionId, totalQuestions } = await start(
      { subject: 'math', category: 'Number and Operations' },
      headers,
    );
    expect(totalQuestions).toBe(200);
    const rows = await serveAll(sessionId, 200, headers);
    const card = findPracticeCategory(3, 'math', 'Number and Operations')!;
    expect(new Set(rows.map((row) => row.teksCode))).toEqual(
      new Set(codesWithQuestions(card.itemSourceCodes, 'math')),
    );
    expect(rows.every((row) => row.grade === 3)).toBe(true);
  });

  it('grade 5 Geometry and Measurement: 200 questions, no repeats, every code of the card', async () => {
    const student = await signedInUser(t.db, { grade: 5 });
    const headers = { cookie: student.cookie };
    const { sessionId } = await start({ subject: 'math', category: 'Geometry and Measurement' }, headers);
    const rows = await serveAll(sessionId, 200, headers);
    const card = findPracticeCategory(5, 'math', 'Geometry and Measurement')!;
    expect(new Set(rows.map((row) => row.teksCode))).toEqual(
      new Set(codesWithQuestions(card.itemSourceCodes, 'math')),
    );
  });

  it('grade 3 Reading Comprehension: every written question once, each with its passage', async () => {
    const student = await signedInUser(t.db, { grade: 3 });
    const headers = { cookie: student.cookie };
    const card = findPracticeCategory(3, 'reading', 'Reading Comprehension')!;
    const codes = codesWithQuestions(card.itemSourceCodes, 'reading');
    const supply = codes.reduce((sum, code) => sum + questionSupply(code, 'reading'), 0);
    const { sessionId, totalQuestions } = await start(
      { subject: 'reading', category: 'Reading Comprehension' },
      headers,
    );
    expect(totalQuestions).toBe(Math.min(200, supply));
    expect(totalQuestions).toBeGreaterThan(20);
    const rows = await serveAll(sessionId, totalQuestions, headers);
    expect(new Set(rows.map((row) => row.teksCode))).toEqual(new Set(codes));
    expect(rows.every((row) => row.subject === 'reading' && row.grade === 3)).toBe(true);
    const { item } = await servedByHandle(t.db, rows[0]!.handle);
    expect(item.passageId).toBeDefined();
    const passage = await t.request({
      method: 'GET',
      url: `/api/reading/passages/${item.passageId}`,
      headers,
    });
    expect(passage.statusCode).toBe(200);
    expect(passage.json().id).toBe(item.passageId);
  });
});
