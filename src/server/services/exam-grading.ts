import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { scoreAttempt, type ExamForm, type GradedAnswer } from '../../core/exams';
import type { ItemResponse } from '../../core/items/item-types';
import { EXAM_STAR_POWER_REASON, starPowerForExam } from '../../core/rewards/exam-rewards';
import type { Db } from '../db/client';
import {
  examAttemptAnswers,
  examAttempts,
  servedQuestions,
  starPowerEvents,
  type ExamAttemptAnswerRow,
  type ExamAttemptRow,
} from '../db/schema';
import { AppError, conflict, notFound } from '../errors';
import { choiceIndex, examSummary, reviewItem, type StoredExamResults } from '../presenters/exams';
import { attemptForm } from './exam-forms';
import { prepareAnswer, recordAnswer, type PreparedAnswer } from './grading';
import { awardProgress } from './rewards';

/**
 * Closing and grading exam attempts: the deadline rules, reading an attempt with its questions, and
 * grading it in one transaction through the grading service. exam-attempts.ts builds the calls on these.
 */

/** A submit this long after the deadline still counts in full: the network may be slow. */
export const SUBMIT_GRACE_MS = 30_000;

export const attemptNotFound = () => notFound('No such exam attempt.');

export const isPastGrace = (attempt: Pick<ExamAttemptRow, 'deadline'>, now: Date) =>
  now.getTime() > attempt.deadline.getTime() + SUBMIT_GRACE_MS;

export const remainingSeconds = (attempt: Pick<ExamAttemptRow, 'deadline'>, now: Date) =>
  Math.max(0, Math.floor((attempt.deadline.getTime() - now.getTime()) / 1000));

export async function ownAttempt(db: Db, userId: string, attemptId: string): Promise<ExamAttemptRow> {
  const [row] = await db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.userId, userId)));
  if (!row) throw attemptNotFound();
  return row;
}

export async function attemptRows(db: Db, attemptId: string): Promise<ExamAttemptAnswerRow[]> {
  return db
    .select()
    .from(examAttemptAnswers)
    .where(eq(examAttemptAnswers.attemptId, attemptId))
    .orderBy(asc(examAttemptAnswers.position));
}

export function formOf(attempt: ExamAttemptRow, rows: readonly ExamAttemptAnswerRow[]): ExamForm {
  const form = attemptForm(
    attempt,
    rows.map((row) => row.itemId),
  );
  if (!form) throw conflict('This exam’s questions are no longer available.');
  return form;
}

/**
 * Grades an attempt in progress in one transaction and closes it with `status`. `sent` (submit's final
 * answers, already read) is merged over the saved ones; null clears one. When the attempt is no longer
 * in progress (submitted meanwhile), nothing changes and it comes back as it is. The day's challenges
 * and any new badge are paid in the same transaction, on the school day of `now` in `timeZone`.
 */
export async function gradeAttempt(
  db: Db,
  userId: string,
  attemptId: string,
  options: {
    status: 'submitted' | 'expired';
    sent?: ReadonlyMap<string, ItemResponse | null>;
    now: Date;
    timeZone: string;
  },
): Promise<ExamAttemptRow> {
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .select()
      .from(examAttempts)
      .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.userId, userId)))
      .for('update');
    if (!attempt) throw attemptNotFound();
    if (attempt.status !== 'in-progress') return attempt;

    const rows = await attemptRows(tx, attempt.id);
    const form = formOf(attempt, rows);
    const served = await tx
      .select()
      .from(servedQuestions)
      .where(
        inArray(
          servedQuestions.id,
          rows.map((row) => row.servedQuestionId),
        ),
      );
    const servedById = new Map(served.map((row) => [row.id, row]));

    const closedAt = options.status === 'expired' ? attempt.deadline : options.now;
    const limitSeconds = Math.round((attempt.deadline.getTime() - attempt.startedAt.getTime()) / 1000);
    const timeSpent = Math.max(
      0,
      Math.min(limitSeconds, Math.round((closedAt.getTime() - attempt.startedAt.getTime()) / 1000)),
    );
    const perQuestionMs = rows.length === 0 ? 0 : Math.round((timeSpent * 1000) / rows.length);

    const finalAnswers = rows.map((row) =>
      options.sent?.has(row.questionId) ? (options.sent.get(row.questionId) ?? null) : row.answer,
    );
    const prepared: PreparedAnswer[] = [];
    const preparedByRow = new Map<number, PreparedAnswer>();
    for (const [index, row] of rows.entries()) {
      const answer = finalAnswers[index];
      const servedRow = servedById.get(row.servedQuestionId);
      const entry = form.items[index];
      if (answer === null || answer === undefined || !servedRow || !entry) continue;
      try {
        const ready = prepareAnswer(servedRow, answer, entry.item);
        prepared.push(ready);
        preparedByRow.set(index, ready);
      } catch (error) {
        // A saved answer was read when it was saved; one that no longer reads counts as unanswered.
        if (!(error instanceof AppError)) throw error;
        finalAnswers[index] = null;
      }
    }
    // Skill rows are locked in code order, as practice does, so two gradings cannot wait on each other.
    const ordered = [...prepared].sort((a, b) => a.served.teksCode.localeCompare(b.served.teksCode));
    const correctByServed = new Map<string, boolean>();
    for (const answer of ordered) {
      const recorded = await recordAnswer(tx, answer, {
        userId,
        source: 'exam',
        timeSpentMs: perQuestionMs,
        now: options.now,
      });
      correctByServed.set(answer.served.id, recorded.correct);
    }

    const graded: GradedAnswer[] = [];
    const answersByChoice: Record<string, number> = {};
    const review: StoredExamResults['review'] = [];
    for (const [index, row] of rows.entries()) {
      const entry = form.items[index]!;
      const ready = preparedByRow.get(index);
      const correct = ready ? correctByServed.get(ready.served.id) : undefined;
      const response = ready ? ready.response : null;
      if (correct !== undefined) graded.push({ itemId: entry.item.id, correct });
      const picked = choiceIndex(entry.item, response);
      if (picked !== undefined) answersByChoice[row.questionId] = picked;
      review.push(reviewItem(entry, row.questionId, index + 1, response, correct === true));
      const changed = options.sent?.has(row.questionId) === true;
      await tx
        .update(examAttemptAnswers)
        .set({
          correct: correct ?? null,
          ...(changed ? { answer: response, updatedAt: options.now } : {}),
        })
        .where(
          and(
            eq(examAttemptAnswers.attemptId, attempt.id),
            eq(examAttemptAnswers.questionId, row.questionId),
          ),
        );
    }

    const score = scoreAttempt(form, graded);
    const results: StoredExamResults = {
      exam: examSummary(form),
      score,
      answers: answersByChoice,
      review,
    };
    const [closed] = await tx
      .update(examAttempts)
      .set({
        status: options.status,
        submittedAt: closedAt,
        timeSpentSeconds: timeSpent,
        score: score.rawScore,
        accuracy: score.accuracyPercent,
        results,
      })
      .where(eq(examAttempts.id, attempt.id))
      .returning();
    const starPower = starPowerForExam(score.accuracyPercent);
    if (starPower > 0) {
      await tx
        .insert(starPowerEvents)
        .values({
          userId,
          amount: starPower,
          reason: EXAM_STAR_POWER_REASON,
          reference: attempt.id,
          createdAt: options.now,
        })
        .onConflictDoNothing();
    }
    await awardProgress(tx, userId, { now: options.now, timeZone: options.timeZone });
    return closed!;
  });
}

/** Closes the student's attempts past their deadline (and grace), graded with what was saved. */
export async function closeExpiredAttempts(
  db: Db,
  userId: string,
  now: Date,
  timeZone: string,
): Promise<void> {
  const expired = await db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.userId, userId),
        eq(examAttempts.status, 'in-progress'),
        lt(examAttempts.deadline, new Date(now.getTime() - SUBMIT_GRACE_MS)),
      ),
    );
  for (const { id } of expired) {
    try {
      await gradeAttempt(db, userId, id, { status: 'expired', now, timeZone });
    } catch (error) {
      // An attempt whose questions can no longer be rebuilt must not take the list or history down.
      if (!(error instanceof AppError && error.code === 'conflict')) throw error;
    }
  }
}
