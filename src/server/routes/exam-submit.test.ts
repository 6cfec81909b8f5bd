import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examAttemptSchema, examAttemptsResponseSchema } from '../../contracts/exams';
import { skillMastery } from '../db/schema';
import { starPowerRows } from '../testing/practice-helpers';
import { examHelpers, type Student } from '../testing/exam-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { MATH_4, student, start, save, submit, right, wrong, attemptRow, shiftAttempt, examAnswerEvents } =
  examHelpers(() => t);

describe('POST /api/exam-attempts (submit)', () => {
  async function answeredExam(who: Student) {
    const { body } = await start(who);
    const qs = body.questions;
    // Saved: 0–4 right, 5–6 wrong. Sent at submit: 7–9 right, and question 5 changed to right.
    for (const q of qs.slice(0, 5)) await save(who, body.attemptId, q.id, { answer: await right(q.id) });
    for (const q of qs.slice(5, 7)) await save(who, body.attemptId, q.id, { answer: await wrong(q.id) });
    const sent: Record<string, unknown> = {};
    for (const q of [...qs.slice(7, 10), qs[5]!]) sent[q.id] = await right(q.id);
    return { start: body, sent };
  }

  it('merges sent answers over saved ones, grades, scores and pays StarPower once', async () => {
    const who = await student(4);
    const { start: exam, sent } = await answeredExam(who);
    const res = await submit(who, { examId: MATH_4, answers: sent, timeSpent: 600 });
    expect(res.statusCode, res.body).toBe(200);
    const result = examAttemptSchema.parse(res.json());
    expect(result).toMatchObject({ id: exam.attemptId, status: 'submitted', score: 9 });
    expect(result.accuracy).toBe(Math.round((9 / 32) * 100));
    expect(result.band).toBe('red');
    expect(result.performanceLevel).toMatchObject({ level: 'did-not-meet', isEstimate: true });
    expect(result.exam).toMatchObject({ id: MATH_4, totalQuestions: 32, grade: 4, subject: 'math' });
    expect(result.categories.reduce((sum, row) => sum + row.attempts, 0)).toBe(32);
    expect(result.teks.reduce((sum, row) => sum + row.correct, 0)).toBe(9);
    expect(result.review).toHaveLength(32);
    expect(result.review.filter((entry) => entry.correct)).toHaveLength(9);
    expect(result.review.filter((entry) => entry.yourAnswer === null)).toHaveLength(22);
    const q6 = result.review[6]!;
    expect(q6).toMatchObject({ correct: false, questionId: exam.questions[6]!.id });
    expect(q6.yourAnswer).not.toBe(q6.correctAnswerText);
    expect(q6.explanation.length).toBeGreaterThan(0);
    expect(result.timeSpent).toBeGreaterThanOrEqual(0);
    expect(result.timeSpent).toBeLessThan(60);
    expect(result.completedAt).not.toBeNull();
    for (const [index, q] of exam.questions.entries()) {
      if (index < 10 && q.item.interaction.type === 'multiple-choice') {
        expect(result.answers[q.id]).toEqual(expect.any(Number));
      }
    }

    expect(await examAnswerEvents(who.id)).toBe(10);
    const mastery = await t.db.select().from(skillMastery).where(eq(skillMastery.userId, who.id));
    expect(mastery.reduce((sum, row) => sum + row.attempts, 0)).toBe(10);
    const stars = await starPowerRows(t.db, who.id, 'exam');
    expect(stars).toEqual([
      expect.objectContaining({ amount: Math.round(result.accuracy / 2), reference: exam.attemptId }),
    ]);

    // Twice: the same attempt, nothing changes (also with the attempt id and other answers).
    const again = await submit(who, { examId: MATH_4, answers: {}, timeSpent: 5 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
    const withId = await submit(who, {
      examId: MATH_4,
      attemptId: exam.attemptId,
      answers: { [exam.questions[20]!.id]: await right(exam.questions[20]!.id) },
      timeSpent: 5,
    });
    expect(withId.json()).toEqual(res.json());
    expect(await examAnswerEvents(who.id)).toBe(10);
    expect(await starPowerRows(t.db, who.id, 'exam')).toHaveLength(1);

    // Closed: saving answers 409; results and history show it.
    const late = await save(who, exam.attemptId, exam.questions[20]!.id, { flagged: true });
    expect(late.statusCode).toBe(409);
    const get = await t.request({
      method: 'GET',
      url: `/api/exam-attempts/${exam.attemptId}`,
      headers: who.headers,
    });
    expect(get.statusCode).toBe(200);
    expect(get.json()).toEqual(res.json());
  });

  it('refuses answers for questions not in the attempt, and unreadable ones, writing nothing', async () => {
    const who = await student(4);
    const other = await student(4);
    const { start: exam, sent } = await answeredExam(who);
    const theirs = (await start(other)).body;
    const foreign = await submit(who, {
      examId: MATH_4,
      answers: { ...sent, [theirs.questions[0]!.id]: 'A' },
      timeSpent: 60,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toContain(theirs.questions[0]!.id);
    const mc = exam.questions.find(
      (q, index) => index > 10 && q.item.interaction.type === 'multiple-choice',
    )!;
    const unreadable = await submit(who, {
      examId: MATH_4,
      answers: { ...sent, [mc.id]: 'Q' },
      timeSpent: 60,
    });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().error.message).toContain(`answers.${mc.id}`);
    expect((await attemptRow(exam.attemptId)).status).toBe('in-progress');
    expect(await examAnswerEvents(who.id)).toBe(0);
    const wrongExam = await submit(who, {
      examId: 'g4-math-form-2',
      attemptId: exam.attemptId,
      answers: {},
      timeSpent: 1,
    });
    expect(wrongExam.statusCode).toBe(400);
    const noAttempt = await submit(who, { examId: 'g4-reading-form-2', answers: {}, timeSpent: 1 });
    expect(noAttempt.statusCode).toBe(404);
    const unknownExam = await submit(who, { examId: 'g7-math-form-1', answers: {}, timeSpent: 1 });
    expect(unknownExam.statusCode).toBe(404);
  });

  it('a late submit keeps only the answers saved before the deadline and closes as expired', async () => {
    const who = await student(4);
    const { start: exam, sent } = await answeredExam(who);
    await shiftAttempt(exam.attemptId, exam.timeLimit * 60 + 120);
    const res = await submit(who, { examId: MATH_4, answers: sent, timeSpent: 7200 });
    expect(res.statusCode, res.body).toBe(200);
    const result = examAttemptSchema.parse(res.json());
    expect(result).toMatchObject({ status: 'expired', score: 5, timeSpent: exam.timeLimit * 60 });
    expect(result.completedAt).toBe(
      new Date(Date.parse(exam.deadline) - (exam.timeLimit * 60 + 120) * 1000).toISOString(),
    );
    expect(await examAnswerEvents(who.id)).toBe(7);
  });

  it('a submit within the grace after the deadline still counts in full', async () => {
    const who = await student(4);
    const { start: exam, sent } = await answeredExam(who);
    await shiftAttempt(exam.attemptId, exam.timeLimit * 60 + 5);
    const res = await submit(who, { examId: MATH_4, answers: sent, timeSpent: 4800 });
    expect(examAttemptSchema.parse(res.json())).toMatchObject({ status: 'submitted', score: 9 });
    expect(res.json().timeSpent).toBe(exam.timeLimit * 60);
  });

  it('another student’s attempt is not found, and nothing of it is shown', async () => {
    const who = await student(4);
    const other = await student(4);
    const theirs = (await start(other)).body;
    const res = await submit(who, { examId: MATH_4, attemptId: theirs.attemptId, answers: {}, timeSpent: 1 });
    expect(res.statusCode).toBe(404);
    await submit(other, { examId: MATH_4, answers: {}, timeSpent: 1 });
    const get = await t.request({
      method: 'GET',
      url: `/api/exam-attempts/${theirs.attemptId}`,
      headers: who.headers,
    });
    expect(get.statusCode).toBe(404);
    expect(get.body).not.toContain(theirs.questions[0]!.id);
    expect((await attemptRow(theirs.attemptId)).status).toBe('submitted');
  });
});

describe('GET /api/exam-attempts and /api/exam-attempts/:attemptId', () => {
  it('lists finished attempts newest first, closing expired ones; an attempt in progress is 409', async () => {
    const who = await student(5);
    const expired = (await start(who, 'g5-math-form-1')).body;
    await shiftAttempt(expired.attemptId, expired.timeLimit * 60 + 3600);
    const done = (await start(who, 'g5-reading-form-1')).body;
    const q = done.questions[0]!;
    const submitted = await submit(who, {
      examId: 'g5-reading-form-1',
      answers: { [q.id]: await right(q.id) },
      timeSpent: 30,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const open = (await start(who, 'g5-math-form-2')).body;

    const res = await t.request({ method: 'GET', url: '/api/exam-attempts', headers: who.headers });
    expect(res.statusCode).toBe(200);
    const history = examAttemptsResponseSchema.parse(res.json());
    expect(history.map((entry) => [entry.id, entry.status])).toEqual([
      [done.attemptId, 'submitted'],
      [expired.attemptId, 'expired'],
    ]);
    expect(history[0]).toMatchObject({
      score: 1,
      band: 'red',
      exam: { id: 'g5-reading-form-1', subject: 'reading' },
    });

    const inProgress = await t.request({
      method: 'GET',
      url: `/api/exam-attempts/${open.attemptId}`,
      headers: who.headers,
    });
    expect(inProgress.statusCode).toBe(409);
    const review = await t.request({
      method: 'GET',
      url: `/api/exam-attempts/${done.attemptId}`,
      headers: who.headers,
    });
    const result = examAttemptSchema.parse(review.json());
    expect(result.review[0]).toMatchObject({ questionId: q.id, correct: true });
    expect(result.review[0]!.yourAnswer).not.toBeNull();

    const someoneElse = await student(5);
    const theirs = await t.request({
      method: 'GET',
      url: '/api/exam-attempts',
      headers: someoneElse.headers,
    });
    expect(theirs.json()).toEqual([]);
  });
});

describe('at once', () => {
  it('two starts at once make one attempt; two submits at once grade it once', async () => {
    const who = await student(4);
    const [a, b] = await Promise.all([start(who, 'g4-math-form-2'), start(who, 'g4-math-form-2')]);
    expect(a.body.attemptId).toBe(b.body.attemptId);
    const q = a.body.questions[0]!;
    const payload = { examId: 'g4-math-form-2', answers: { [q.id]: await right(q.id) }, timeSpent: 10 };
    const [first, second] = await Promise.all([submit(who, payload), submit(who, payload)]);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await examAnswerEvents(who.id)).toBe(1);
    expect(await starPowerRows(t.db, who.id, 'exam')).toHaveLength(1);
  });
});
