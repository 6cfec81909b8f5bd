import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAM_BLUEPRINTS } from '../../core/exams';
import { mockExamsResponseSchema, saveAnswerResponseSchema } from '../../contracts/exams';
import { examAttemptAnswers } from '../db/schema';
import { answerEventCount } from '../testing/practice-helpers';
import { examHelpers } from '../testing/exam-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { MATH_4, student, itemOf, start, save, right, wrong, attemptRow, shiftAttempt, examAnswerEvents } =
  examHelpers(() => t);

describe('GET /api/mock-exams', () => {
  it('lists the grade’s forms with the spec’s fields, for the student’s grade by default', async () => {
    const who = await student(4);
    const res = await t.request({ method: 'GET', url: '/api/mock-exams', headers: who.headers });
    expect(res.statusCode).toBe(200);
    const exams = mockExamsResponseSchema.parse(res.json());
    expect(exams.map((exam) => exam.id).sort()).toEqual([
      'g4-math-form-1',
      'g4-math-form-2',
      'g4-reading-form-1',
      'g4-reading-form-2',
    ]);
    const math = exams.find((exam) => exam.id === MATH_4)!;
    const blueprint = EXAM_BLUEPRINTS.find((entry) => entry.id === 'g4-math')!;
    expect(math).toMatchObject({
      subject: 'Mathematics',
      subjectKey: 'math',
      grade: 4,
      totalQuestions: blueprint.itemCount,
      timeLimit: blueprint.timeLimitMinutes,
      activeAttemptId: null,
    });
    expect(math.title).not.toBe('');
    expect(math.description).not.toBe('');
    expect(exams.find((exam) => exam.subjectKey === 'reading')!.subject).toBe('Reading');
  });

  it('offers all 12 forms over grades 3–5, each with its blueprint’s counts', async () => {
    const who = await student(3);
    const all = [];
    for (const grade of [3, 4, 5]) {
      const res = await t.request({
        method: 'GET',
        url: `/api/mock-exams?grade=${grade}`,
        headers: who.headers,
      });
      expect(res.statusCode).toBe(200);
      const exams = mockExamsResponseSchema.parse(res.json());
      expect(exams.every((exam) => exam.grade === grade)).toBe(true);
      all.push(...exams);
    }
    expect(all).toHaveLength(12);
    for (const exam of all) {
      const blueprint = EXAM_BLUEPRINTS.find((entry) => exam.id.startsWith(`${entry.id}-form-`))!;
      expect(exam.totalQuestions).toBe(blueprint.itemCount);
      expect(exam.timeLimit).toBe(blueprint.timeLimitMinutes);
    }
  });

  it('refuses a grade outside 3–5 and a signed-out visitor', async () => {
    const who = await student();
    const bad = await t.request({ method: 'GET', url: '/api/mock-exams?grade=9', headers: who.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'bad_request' } });
    const out = await t.request({ method: 'GET', url: '/api/mock-exams' });
    expect(out.statusCode).toBe(401);
  });

  it('shows the attempt in progress as activeAttemptId', async () => {
    const who = await student(4);
    const { body } = await start(who);
    const res = await t.request({ method: 'GET', url: '/api/mock-exams', headers: who.headers });
    const exams = mockExamsResponseSchema.parse(res.json());
    expect(exams.find((exam) => exam.id === MATH_4)!.activeAttemptId).toBe(body.attemptId);
    expect(exams.find((exam) => exam.id === 'g4-math-form-2')!.activeAttemptId).toBeNull();
  });
});

describe('POST /api/mock-exams/:id/start', () => {
  it('creates an attempt with its deadline and questions without answer keys', async () => {
    const who = await student(4);
    const before = Date.now();
    const { body, raw } = await start(who);
    expect(body).toMatchObject({ examId: MATH_4, subject: 'math', grade: 4, resumed: false, answers: {} });
    expect(body.questions).toHaveLength(32);
    expect(body.questions.map((q) => q.number)).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
    expect(new Set(body.questions.map((q) => q.id)).size).toBe(32);
    const deadline = Date.parse(body.deadline);
    expect(deadline).toBeGreaterThanOrEqual(before + body.timeLimit * 60_000 - 1000);
    expect(deadline).toBeLessThanOrEqual(Date.now() + body.timeLimit * 60_000 + 1000);
    expect(body.remainingSeconds).toBeGreaterThan(body.timeLimit * 60 - 5);
    // Nothing that gives the answer away.
    expect(raw).not.toMatch(/"(key|correctAnswer|correctAnswerText|explanation|hints|correct)"/);
    for (const question of body.questions) {
      const item = await itemOf(question.id);
      expect(question.item.id).toBe(question.id);
      expect(question.id).not.toContain(item.id);
    }
    const rows = await t.db
      .select()
      .from(examAttemptAnswers)
      .where(eq(examAttemptAnswers.attemptId, body.attemptId));
    expect(rows).toHaveLength(32);
  });

  it('resumes the attempt in progress with its saved answers, flags and less time', async () => {
    const who = await student(4);
    const first = (await start(who)).body;
    const [q1, q2, q3] = first.questions;
    expect((await save(who, first.attemptId, q1!.id, { answer: await right(q1!.id) })).statusCode).toBe(200);
    expect((await save(who, first.attemptId, q2!.id, { flagged: true })).statusCode).toBe(200);
    expect((await save(who, first.attemptId, q3!.id, { answer: await wrong(q3!.id) })).statusCode).toBe(200);
    const cleared = await save(who, first.attemptId, q3!.id, { answer: null });
    expect(saveAnswerResponseSchema.parse(cleared.json()).answeredCount).toBe(1);
    await shiftAttempt(first.attemptId, 120);

    const second = (await start(who)).body;
    expect(second.resumed).toBe(true);
    expect(second.attemptId).toBe(first.attemptId);
    expect(second.questions.map((q) => q.id)).toEqual(first.questions.map((q) => q.id));
    expect(second.answers).toEqual({
      [q1!.id]: { answer: await right(q1!.id), flagged: false },
      [q2!.id]: { answer: null, flagged: true },
    });
    expect(second.remainingSeconds).toBeLessThanOrEqual(first.remainingSeconds - 119);
    expect(second.deadline).toBe(new Date(Date.parse(first.deadline) - 120_000).toISOString());
  });

  it('closes an attempt past its deadline, grading what was saved, and starts a new one', async () => {
    const who = await student(4);
    const first = (await start(who)).body;
    const q1 = first.questions[0]!;
    await save(who, first.attemptId, q1.id, { answer: await right(q1.id) });
    await shiftAttempt(first.attemptId, first.timeLimit * 60 + 60);

    const second = (await start(who)).body;
    expect(second.resumed).toBe(false);
    expect(second.attemptId).not.toBe(first.attemptId);
    expect(second.answers).toEqual({});
    const closed = await attemptRow(first.attemptId);
    expect(closed).toMatchObject({ status: 'expired', score: 1, timeSpentSeconds: first.timeLimit * 60 });
    expect(await examAnswerEvents(who.id)).toBe(1);
  });

  it('answers 404 for an unknown exam and 401 when signed out', async () => {
    const who = await student();
    for (const id of ['g4-math-form-9', 'g9-math-form-1', 'nope']) {
      const res = await t.request({
        method: 'POST',
        url: `/api/mock-exams/${id}/start`,
        headers: who.headers,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'not_found' } });
    }
    const out = await t.request({ method: 'POST', url: `/api/mock-exams/${MATH_4}/start` });
    expect(out.statusCode).toBe(401);
  });

  it('starts a reading exam whose questions carry their passages', async () => {
    const who = await student(3);
    const { body } = await start(who, 'g3-reading-form-1');
    expect(body.subject).toBe('reading');
    expect(body.questions).toHaveLength(30);
    expect(body.questions.every((q) => typeof q.item.passageId === 'string')).toBe(true);
  });
});

describe('PUT /api/exam-attempts/:attemptId/answers/:questionId', () => {
  it('refuses an unreadable answer with the scorer’s message and writes nothing', async () => {
    const who = await student(4);
    const { body } = await start(who);
    const mc = body.questions.find((q) => q.item.interaction.type === 'multiple-choice')!;
    const numeric = body.questions.find((q) => q.item.interaction.type === 'numeric-entry');
    const bad = await save(who, body.attemptId, mc.id, { answer: 'Z' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'bad_request' } });
    expect(bad.json().error.message).toMatch(/^answer: /);
    if (numeric) {
      const words = await save(who, body.attemptId, numeric.id, { answer: 'abc' });
      expect(words.statusCode).toBe(400);
    }
    const shape = await save(who, body.attemptId, mc.id, { answer: { type: 'numeric-entry', text: '4' } });
    expect(shape.statusCode).toBe(400);
    const empty = await save(who, body.attemptId, mc.id, {});
    expect(empty.statusCode).toBe(400);
    const junk = await save(who, body.attemptId, mc.id, { answer: { choice: 'A' }, extra: 1 });
    expect(junk.statusCode).toBe(400);
    const rows = await t.db
      .select()
      .from(examAttemptAnswers)
      .where(eq(examAttemptAnswers.attemptId, body.attemptId));
    expect(rows.every((row) => row.answer === null && !row.flagged)).toBe(true);
  });

  it('accepts a letter, an index or the item’s own shape, and counts answered questions', async () => {
    const who = await student(4);
    const { body } = await start(who);
    const mcs = body.questions.filter((q) => q.item.interaction.type === 'multiple-choice');
    const a = await save(who, body.attemptId, mcs[0]!.id, { answer: 'b' });
    expect(a.statusCode, a.body).toBe(200);
    const b = await save(who, body.attemptId, mcs[1]!.id, { answer: 2, flagged: true });
    expect(saveAnswerResponseSchema.parse(b.json())).toMatchObject({ saved: true, answeredCount: 2 });
    expect(b.json().remainingSeconds).toBeGreaterThan(0);
  });

  it('answers 404 for a question not in the attempt and for someone else’s attempt', async () => {
    const who = await student(4);
    const other = await student(4);
    const mine = (await start(who)).body;
    const theirs = (await start(other)).body;
    const q = theirs.questions[0]!;
    const foreignQuestion = await save(who, mine.attemptId, q.id, { flagged: true });
    expect(foreignQuestion.statusCode).toBe(404);
    const unknownQuestion = await save(who, mine.attemptId, 'q-0000000000000000', { flagged: true });
    expect(unknownQuestion.statusCode).toBe(404);
    const foreignAttempt = await save(who, theirs.attemptId, q.id, { answer: await right(q.id) });
    expect(foreignAttempt.statusCode).toBe(404);
    expect(foreignAttempt.body).not.toContain(theirs.examId);
    const badId = await save(who, 'not-a-uuid', q.id, { flagged: true });
    expect(badId.statusCode).toBe(400);
    const [row] = await t.db
      .select()
      .from(examAttemptAnswers)
      .where(
        and(eq(examAttemptAnswers.attemptId, theirs.attemptId), eq(examAttemptAnswers.questionId, q.id)),
      );
    expect(row).toMatchObject({ answer: null, flagged: false });
  });

  it('refuses saves after the deadline (409) and closes the attempt once the grace has passed', async () => {
    const who = await student(4);
    const { body } = await start(who);
    const [q1, q2] = body.questions;
    await save(who, body.attemptId, q1!.id, { answer: await right(q1!.id) });
    await shiftAttempt(body.attemptId, body.timeLimit * 60 + 5);
    const late = await save(who, body.attemptId, q2!.id, { answer: await right(q2!.id) });
    expect(late.statusCode).toBe(409);
    expect((await attemptRow(body.attemptId)).status).toBe('in-progress');
    await shiftAttempt(body.attemptId, 60);
    const later = await save(who, body.attemptId, q2!.id, { answer: await right(q2!.id) });
    expect(later.statusCode).toBe(409);
    expect(await attemptRow(body.attemptId)).toMatchObject({ status: 'expired', score: 1 });
  });

  it('a question of an exam cannot be answered through practice (no key mid-exam)', async () => {
    const who = await student(4);
    const { body } = await start(who);
    const q = body.questions[0]!;
    const res = await t.request({
      method: 'POST',
      url: '/api/practice/answer',
      headers: who.headers,
      payload: { questionId: q.id, answer: await right(q.id), timeSpentMs: 1000 },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('correctAnswer');
    expect(await answerEventCount(t.db, who.id)).toBe(0);
  });
});
