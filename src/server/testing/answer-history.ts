import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { answerEvents, examAttemptAnswers, examAttempts, servedQuestions } from '../db/schema';

/**
 * Writing a chosen answer history straight into the tables, for tests of the figures read from it:
 * each answer gets the served question its foreign key needs, at the instant the test picks.
 */

export interface PastAnswers {
  subject: 'math' | 'reading';
  teksCode: string;
  /** When they were answered. */
  at: Date;
  /** How many answers, of which `correct` were right. */
  count: number;
  correct: number;
  timeSpentMs?: number;
  source?: 'practice' | 'exam';
}

/** Inserts the answers and their served questions; returns the served question ids in order. */
export async function insertAnswers(db: Db, userId: string, batch: PastAnswers): Promise<string[]> {
  const grade = Number(batch.teksCode.split('.')[0]);
  const source = batch.source ?? 'practice';
  const rows = Array.from({ length: batch.count }, (_, index) => ({
    id: randomUUID(),
    itemId: `test-${batch.teksCode}-${randomUUID()}`,
    correct: index < batch.correct,
  }));
  const common = {
    userId,
    teksCode: batch.teksCode,
    subject: batch.subject,
    grade,
    difficulty: 'medium' as const,
    itemType: 'multiple-choice',
  };
  await db.insert(servedQuestions).values(
    rows.map((row) => ({
      ...common,
      id: row.id,
      handle: randomUUID(),
      itemId: row.itemId,
      itemKey: row.itemId,
      source: source === 'exam' ? ('exam' as const) : ('generated' as const),
      servedAt: batch.at,
    })),
  );
  await db.insert(answerEvents).values(
    rows.map((row) => ({
      ...common,
      servedQuestionId: row.id,
      itemId: row.itemId,
      correct: row.correct,
      timeSpentMs: batch.timeSpentMs ?? 0,
      source,
      createdAt: batch.at,
    })),
  );
  return rows.map((row) => row.id);
}

/**
 * A closed mock exam attempt of `seconds`, closed at `closedAt`, whose questions are the given served
 * questions (answered or not, as the answer events say).
 */
export async function insertClosedExam(
  db: Db,
  userId: string,
  options: { closedAt: Date; seconds: number; servedQuestionIds: string[] },
): Promise<void> {
  const startedAt = new Date(options.closedAt.getTime() - options.seconds * 1000);
  const [attempt] = await db
    .insert(examAttempts)
    .values({
      userId,
      examId: 'g4-math-form-1',
      formFingerprint: 'test',
      grade: 4,
      subject: 'math',
      status: 'submitted',
      startedAt,
      deadline: new Date(startedAt.getTime() + 3 * 60 * 60 * 1000),
      submittedAt: options.closedAt,
      timeSpentSeconds: options.seconds,
      score: 0,
      accuracy: 0,
    })
    .returning({ id: examAttempts.id });
  if (options.servedQuestionIds.length === 0) return;
  await db.insert(examAttemptAnswers).values(
    options.servedQuestionIds.map((servedQuestionId, index) => ({
      attemptId: attempt!.id,
      questionId: randomUUID(),
      servedQuestionId,
      position: index + 1,
      itemId: 'test',
    })),
  );
}
