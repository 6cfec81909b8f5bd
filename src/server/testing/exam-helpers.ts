import { and, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ItemResponse } from '../../core/items/item-types';
import { startExamResponseSchema } from '../../contracts/exams';
import { answerEvents, examAttempts } from '../db/schema';
import { signedInUser } from './factories';
import { rightAnswer, servedByHandle, wrongAnswer } from './practice-helpers';
import type { TestApp } from './test-app';

export interface Student {
  id: string;
  headers: { cookie: string };
}

/** The exam API tests' helpers over one test app (given lazily: it is created in beforeAll). */
export function examHelpers(app: () => TestApp) {
  async function student(grade: 3 | 4 | 5 = 4): Promise<Student> {
    const { user, cookie } = await signedInUser(app().db, { grade });
    return { id: user.id, headers: { cookie } };
  }

  const MATH_4 = 'g4-math-form-1';

  async function start(who: Student, examId = MATH_4) {
    const res = await app().request({
      method: 'POST',
      url: `/api/mock-exams/${examId}/start`,
      headers: who.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { body: startExamResponseSchema.parse(res.json()), raw: res.body };
  }

  const save = (who: Student, attemptId: string, questionId: string, payload: object) =>
    app().request({
      method: 'PUT',
      url: `/api/exam-attempts/${attemptId}/answers/${questionId}`,
      headers: who.headers,
      payload,
    });

  const submit = (who: Student, payload: object) =>
    app().request({ method: 'POST', url: '/api/exam-attempts', headers: who.headers, payload });

  async function itemOf(handle: string) {
    return (await servedByHandle(app().db, handle)).item;
  }

  async function right(handle: string): Promise<ItemResponse> {
    return rightAnswer(await itemOf(handle));
  }

  async function wrong(handle: string): Promise<ItemResponse> {
    return wrongAnswer(await itemOf(handle));
  }

  async function attemptRow(id: string) {
    const [row] = await app().db.select().from(examAttempts).where(eq(examAttempts.id, id));
    return row!;
  }

  /** Moves an attempt's clock: started and due `secondsAgo` earlier. */
  async function shiftAttempt(id: string, secondsAgo: number) {
    const row = await attemptRow(id);
    await app()
      .db.update(examAttempts)
      .set({
        startedAt: new Date(row.startedAt.getTime() - secondsAgo * 1000),
        deadline: new Date(row.deadline.getTime() - secondsAgo * 1000),
      })
      .where(eq(examAttempts.id, id));
  }

  async function examAnswerEvents(userId: string) {
    const [row] = await app()
      .db.select({ n: count() })
      .from(answerEvents)
      .where(and(eq(answerEvents.userId, userId), eq(answerEvents.source, 'exam')));
    return row!.n;
  }

  return {
    MATH_4,
    student,
    itemOf,
    start,
    save,
    submit,
    right,
    wrong,
    attemptRow,
    shiftAttempt,
    examAnswerEvents,
  };
}
