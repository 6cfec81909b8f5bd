import { and, count, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { type ExamForm } from '../../core/exams';
import type { Item, ItemResponse } from '../../core/items/item-types';
import { scoreItem } from '../../core/items/scoring';
import { DEFAULT_SCHOOL_TIME_ZONE } from '../../core/rewards/school-calendar';
import type { Grade } from '../../core/teks/teks-types';
import type { ExamAttempt, StartExamResponse } from '../../contracts/exams';
import type { PracticeAnswer } from '../../contracts/practice';
import type { Db } from '../db/client';
import {
  examAttemptAnswers,
  examAttempts,
  servedQuestions,
  type ExamAttemptAnswerRow,
  type ExamAttemptRow,
  type UserRow,
} from '../db/schema';
import { type AppError, badRequest, conflict, notFound } from '../errors';
import {
  presentAttempt,
  presentAttemptSummary,
  presentExamQuestion,
  presentMockExam,
  type StoredExamResults,
} from '../presenters/exams';
import { normalizeAnswer } from './answer-format';
import { examForm, examFormsForGrade, examItem } from './exam-forms';
import { servedValues } from './served-questions';
import {
  attemptRows,
  closeExpiredAttempts,
  formOf,
  gradeAttempt,
  isPastGrace,
  ownAttempt,
  remainingSeconds,
} from './exam-grading';

/**
 * Mock exam attempts (issue 7). An attempt is created at start with its questions (item ids kept with
 * it) and its deadline. Answers and flags are autosaved one committed statement at a time; submit, or
 * the deadline, grades every answer through the grading service in one transaction (answer events with
 * source 'exam', mastery updates) and stores the results. The server closes an attempt past its deadline
 * whenever it touches it: no timers.
 */

function unknownExam(): AppError {
  return notFound('No such mock exam.');
}

// ── List and start ───────────────────────────────────────────────────────────────────────────────

export async function listMockExams(
  db: Db,
  user: UserRow,
  grade: Grade,
  now = new Date(),
  timeZone = DEFAULT_SCHOOL_TIME_ZONE,
) {
  await closeExpiredAttempts(db, user.id, now, timeZone);
  const active = await db
    .select({ id: examAttempts.id, examId: examAttempts.examId })
    .from(examAttempts)
    .where(and(eq(examAttempts.userId, user.id), eq(examAttempts.status, 'in-progress')));
  const activeByExam = new Map(active.map((row) => [row.examId, row.id]));
  return examFormsForGrade(grade).map((form) => presentMockExam(form, activeByExam.get(form.examId) ?? null));
}

async function inProgressAttempt(db: Db, userId: string, examId: string) {
  const [row] = await db
    .select()
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.userId, userId),
        eq(examAttempts.examId, examId),
        eq(examAttempts.status, 'in-progress'),
      ),
    );
  return row;
}

async function createAttempt(db: Db, user: UserRow, form: ExamForm, now: Date): Promise<ExamAttemptRow> {
  return db
    .transaction(async (tx) => {
      const [attempt] = await tx
        .insert(examAttempts)
        .values({
          userId: user.id,
          examId: form.examId,
          formFingerprint: form.fingerprint,
          grade: form.grade,
          subject: form.subject,
          startedAt: now,
          deadline: new Date(now.getTime() + form.timeLimitMinutes * 60_000),
        })
        .onConflictDoNothing()
        .returning();
      // Started twice at once: the other start's attempt is the one.
      if (!attempt) return undefined;
      const served = form.items.map((entry) =>
        servedValues(entry.item, { userId: user.id, source: 'exam', servedAt: now }),
      );
      const servedRows = await tx
        .insert(servedQuestions)
        .values(served)
        .returning({ id: servedQuestions.id, handle: servedQuestions.handle });
      const idByHandle = new Map(servedRows.map((row) => [row.handle, row.id]));
      await tx.insert(examAttemptAnswers).values(
        form.items.map((entry, index) => ({
          attemptId: attempt.id,
          questionId: served[index]!.handle,
          servedQuestionId: idByHandle.get(served[index]!.handle)!,
          position: index + 1,
          itemId: entry.item.id,
          updatedAt: now,
        })),
      );
      return attempt;
    })
    .then(async (attempt) => attempt ?? (await inProgressAttempt(db, user.id, form.examId))!);
}

/** Starts an exam, or resumes the attempt in progress (one past its deadline is closed first). */
export async function startExam(
  db: Db,
  user: UserRow,
  examId: string,
  now = new Date(),
  timeZone = DEFAULT_SCHOOL_TIME_ZONE,
): Promise<StartExamResponse> {
  const form = examForm(examId);
  if (!form) throw unknownExam();
  let attempt = await inProgressAttempt(db, user.id, examId);
  if (attempt && isPastGrace(attempt, now)) {
    await gradeAttempt(db, user.id, attempt.id, { status: 'expired', now, timeZone });
    attempt = undefined;
  }
  const resumed = attempt !== undefined;
  attempt ??= await createAttempt(db, user, form, now);

  const rows = await attemptRows(db, attempt.id);
  const taken = formOf(attempt, rows);
  const answers: StartExamResponse['answers'] = {};
  for (const row of rows) {
    if (row.answer !== null || row.flagged) {
      answers[row.questionId] = { answer: row.answer, flagged: row.flagged };
    }
  }
  return {
    examId: attempt.examId,
    attemptId: attempt.id,
    title: taken.title,
    subject: taken.subject,
    grade: taken.grade,
    questions: rows.map((row, index) => presentExamQuestion(taken.items[index]!, row.questionId, index + 1)),
    timeLimit: Math.round((attempt.deadline.getTime() - attempt.startedAt.getTime()) / 60_000),
    deadline: attempt.deadline.toISOString(),
    remainingSeconds: remainingSeconds(attempt, now),
    answers,
    resumed,
  };
}

// ── Autosave ─────────────────────────────────────────────────────────────────────────────────────

/** Reads an answer against its item: 400 with the scorer's message when it cannot be read. */
function readAnswer(item: Item, answer: PracticeAnswer, label: string): ItemResponse {
  const response = normalizeAnswer(item, answer);
  const result = scoreItem(item, response);
  if (result.status === 'invalid') throw badRequest(`${label}: ${result.message}`);
  return response;
}

function itemOfRow(row: ExamAttemptAnswerRow): Item {
  const item = examItem(row.itemId);
  if (!item) throw conflict('This question is no longer available.');
  return item;
}

const timeIsUp = () => conflict('Time is up: this exam is closed and being scored.');
const alreadySubmitted = () => conflict('This exam has been submitted already.');

export async function saveExamAnswer(
  db: Db,
  user: UserRow,
  input: {
    attemptId: string;
    questionId: string;
    answer?: PracticeAnswer | null | undefined;
    flagged?: boolean | undefined;
  },
  now = new Date(),
  timeZone = DEFAULT_SCHOOL_TIME_ZONE,
) {
  const attempt = await ownAttempt(db, user.id, input.attemptId);
  if (attempt.status !== 'in-progress') throw alreadySubmitted();
  if (now.getTime() > attempt.deadline.getTime()) {
    if (isPastGrace(attempt, now))
      await gradeAttempt(db, user.id, attempt.id, { status: 'expired', now, timeZone });
    throw timeIsUp();
  }
  const [row] = await db
    .select()
    .from(examAttemptAnswers)
    .where(
      and(eq(examAttemptAnswers.attemptId, attempt.id), eq(examAttemptAnswers.questionId, input.questionId)),
    );
  if (!row) throw notFound('No such question in this exam attempt.');
  let response: ItemResponse | null | undefined;
  if (input.answer === null) response = null;
  else if (input.answer !== undefined) response = readAnswer(itemOfRow(row), input.answer, 'answer');

  // One transaction, committed before the answer goes out: the attempt row is locked, so a save never
  // slips in beside a submit that is grading (the submit sees it, or the save gets 409).
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: examAttempts.status, deadline: examAttempts.deadline })
      .from(examAttempts)
      .where(eq(examAttempts.id, attempt.id))
      .for('update');
    if (!current || current.status !== 'in-progress') throw alreadySubmitted();
    if (now.getTime() > current.deadline.getTime()) throw timeIsUp();
    await tx
      .update(examAttemptAnswers)
      .set({
        ...(response === undefined ? {} : { answer: response }),
        ...(input.flagged === undefined ? {} : { flagged: input.flagged }),
        updatedAt: now,
      })
      .where(
        and(eq(examAttemptAnswers.attemptId, attempt.id), eq(examAttemptAnswers.questionId, row.questionId)),
      );
    const [answered] = await tx
      .select({ n: count() })
      .from(examAttemptAnswers)
      .where(
        and(
          eq(examAttemptAnswers.attemptId, attempt.id),
          isNotNull(examAttemptAnswers.answer),
          ne(examAttemptAnswers.answer, sql`'null'::jsonb`),
        ),
      );
    return {
      saved: true as const,
      answeredCount: answered?.n ?? 0,
      remainingSeconds: remainingSeconds(current, now),
    };
  });
}

// ── Submit and results ───────────────────────────────────────────────────────────────────────────

/** The attempt a submit names: the one given, else the one in progress, else the latest on the exam. */
async function attemptToSubmit(db: Db, userId: string, examId: string, attemptId: string | undefined) {
  if (attemptId !== undefined) {
    const attempt = await ownAttempt(db, userId, attemptId);
    if (attempt.examId !== examId) throw badRequest(`examId: this attempt is on ${attempt.examId}.`);
    return attempt;
  }
  const [latest] = await db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.userId, userId), eq(examAttempts.examId, examId)))
    .orderBy(sql`${examAttempts.status} = 'in-progress' desc`, desc(examAttempts.startedAt))
    .limit(1);
  if (!latest) {
    if (!examForm(examId)) throw unknownExam();
    throw notFound('There is no attempt on this exam. Start it first.');
  }
  return latest;
}

/**
 * Submit: merges the answers sent over the saved ones and grades the attempt. Past the deadline and its
 * grace, only what was saved in time counts and the attempt closes as expired. A finished attempt comes
 * back as it is: submitting twice changes nothing.
 */
export async function submitExam(
  db: Db,
  user: UserRow,
  input: { examId: string; attemptId?: string | undefined; answers: Record<string, PracticeAnswer | null> },
  now = new Date(),
  timeZone = DEFAULT_SCHOOL_TIME_ZONE,
): Promise<ExamAttempt> {
  const attempt = await attemptToSubmit(db, user.id, input.examId, input.attemptId);
  if (attempt.status !== 'in-progress') return presentAttempt(attempt);
  if (isPastGrace(attempt, now)) {
    return presentAttempt(await gradeAttempt(db, user.id, attempt.id, { status: 'expired', now, timeZone }));
  }
  const rows = await attemptRows(db, attempt.id);
  const byQuestion = new Map(rows.map((row) => [row.questionId, row]));
  const unknown = Object.keys(input.answers).filter((questionId) => !byQuestion.has(questionId));
  if (unknown.length > 0) throw badRequest(`answers: ${unknown[0]} is not a question of this exam attempt.`);
  // Read every answer before writing any: one unreadable answer leaves everything as it was.
  const sent = new Map<string, ItemResponse | null>();
  for (const [questionId, answer] of Object.entries(input.answers)) {
    const row = byQuestion.get(questionId)!;
    sent.set(
      questionId,
      answer === null ? null : readAnswer(itemOfRow(row), answer, `answers.${questionId}`),
    );
  }
  return presentAttempt(
    await gradeAttempt(db, user.id, attempt.id, { status: 'submitted', sent, now, timeZone }),
  );
}

/** The student's finished attempts, newest first (history). */
export async function examHistory(
  db: Db,
  user: UserRow,
  now = new Date(),
  timeZone = DEFAULT_SCHOOL_TIME_ZONE,
  limit = 100,
) {
  await closeExpiredAttempts(db, user.id, now, timeZone);
  const rows = await db
    .select({
      id: examAttempts.id,
      status: examAttempts.status,
      accuracy: examAttempts.accuracy,
      score: examAttempts.score,
      timeSpentSeconds: examAttempts.timeSpentSeconds,
      submittedAt: examAttempts.submittedAt,
      exam: sql<StoredExamResults['exam']>`${examAttempts.results}->'exam'`,
      band: sql<ExamAttempt['band']>`${examAttempts.results}->'score'->>'band'`,
    })
    .from(examAttempts)
    .where(and(eq(examAttempts.userId, user.id), ne(examAttempts.status, 'in-progress')))
    .orderBy(desc(examAttempts.submittedAt), desc(examAttempts.startedAt))
    .limit(limit);
  return rows.map((row) => presentAttemptSummary(row, row.exam, row.band));
}

/** A finished attempt's results; 409 while it is in progress. */
export async function examResults(
  db: Db,
  user: UserRow,
  attemptId: string,
  now = new Date(),
  timeZone = DEFAULT_SCHOOL_TIME_ZONE,
) {
  let attempt = await ownAttempt(db, user.id, attemptId);
  if (attempt.status === 'in-progress' && isPastGrace(attempt, now)) {
    attempt = await gradeAttempt(db, user.id, attempt.id, { status: 'expired', now, timeZone });
  }
  if (attempt.status === 'in-progress') {
    throw conflict('This exam is still in progress: resume it from Mock Exams.');
  }
  return presentAttempt(attempt);
}
