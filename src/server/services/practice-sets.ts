import { and, asc, desc, eq } from 'drizzle-orm';
import type { Difficulty, Item } from '../../core/items/item-types';
import { chooseDifficulty, isMastered, type SkillState } from '../../core/mastery';
import { STAR_POWER_REASONS } from '../../core/rewards/practice-rewards';
import { DEFAULT_SCHOOL_TIME_ZONE } from '../../core/rewards/school-calendar';
import type { Grade, Subject } from '../../core/teks/teks-types';
import {
  practiceLength,
  starsForScore,
  type PracticeAnswer,
  type PracticeMode,
  type SubmitPracticeResponse,
} from '../../contracts/practice';
import type { Db } from '../db/client';
import {
  answerEvents,
  practiceSessions,
  servedQuestions,
  starPowerEvents,
  type PracticeSessionRow,
  type ServedQuestionRow,
  type UserRow,
} from '../db/schema';
import { AppError, badRequest, conflict } from '../errors';
import { prepareAnswer, recordAnswer, type PreparedAnswer } from './grading';
import { itemFor, questionSupply, testedCodesWithQuestions } from './item-source';
import { resolveTeksCode, serverSeed } from './question-generation';
import { gradeOf, itemKeyOf, servedValues } from './served-questions';
import { sessionLength } from './session-plan';
import { loadSkills } from './skill-mastery';
import { plan, SEEDS_PER_CODE, sessionNotFound, standardTypeOf } from './practice-sessions';
import { awardProgress } from './rewards';

/**
 * Practice sets (/practice-session): every question served at start, each graded as it is answered or
 * at submit, one result and one StarPower row per set. Ids are looked up with the signed-in student.
 */

/** How many codes a weak-skills set focuses on. */
const WEAK_SKILLS_FOCUS = 3;

export interface StartPracticeInput {
  subject: Subject;
  grade?: Grade | undefined;
  practiceMode: PracticeMode;
  teksStandard?: string | null | undefined;
  /** How many questions; the mode's length (spec section 9) when left out. StarSpace missions set it. */
  length?: number | undefined;
  /** What the set was started for, e.g. a StarSpace chapter's id. */
  category?: string | undefined;
  /** The TEKS codes to practise (a classroom assignment's); the mode decides them when left out. */
  codes?: readonly string[] | undefined;
  /** The classroom assignment this set is for. */
  assignmentId?: string | undefined;
}

/**
 * The codes a weak-skills set practises: the student's least-known practised codes that are not yet
 * mastered, topped up with readiness codes never practised (then supporting ones).
 */
export function weakestCodes(
  available: readonly string[],
  subject: Subject,
  skills: ReadonlyMap<string, SkillState>,
  count = WEAK_SKILLS_FOCUS,
): string[] {
  const practised = available
    .map((code) => skills.get(code))
    .filter((state): state is SkillState => state !== undefined && state.attempts > 0)
    .filter((state) => !isMastered(state.pKnown))
    .sort((a, b) => a.pKnown - b.pKnown || a.teksCode.localeCompare(b.teksCode))
    .map((state) => state.teksCode);
  const unpractised = available.filter((code) => !skills.get(code)?.attempts);
  const readiness = unpractised.filter((code) => standardTypeOf(code, subject) === 'readiness');
  const supporting = unpractised.filter((code) => standardTypeOf(code, subject) !== 'readiness');
  const chosen = [...practised, ...readiness, ...supporting].slice(0, count);
  // A student who has mastered everything practises their least-known skills anyway.
  if (chosen.length > 0) return chosen;
  return [...available]
    .sort((a, b) => (skills.get(a)?.pKnown ?? 0) - (skills.get(b)?.pKnown ?? 0))
    .slice(0, count);
}

export async function startPracticeSet(db: Db, user: UserRow, input: StartPracticeInput, now = new Date()) {
  const grade = input.grade ?? gradeOf(user);
  const { subject, practiceMode } = input;
  const available = testedCodesWithQuestions(grade, subject);
  let teksStandard: string | null = null;
  let codes: string[];
  if (practiceMode === 'specific-teks') {
    const entry = resolveTeksCode(grade, subject, input.teksStandard ?? undefined, 'teksStandard');
    if (!available.includes(entry.code)) {
      throw badRequest(
        `teksStandard: ${entry.code} has no questions yet. Choose one of: ${available.join(', ')}.`,
      );
    }
    teksStandard = entry.code;
    codes = [entry.code];
  } else if (input.codes !== undefined) {
    codes = input.codes.filter((code) => available.includes(code));
    if (codes.length === 0) throw conflict('There are no questions for these skills yet.');
  } else {
    if (available.length === 0) throw conflict('There are no questions for this subject yet.');
    codes = available;
  }
  const skills = await loadSkills(db, user.id, subject);
  if (practiceMode === 'weak-skills') codes = weakestCodes(available, subject, skills);
  const supply = (code: string) => questionSupply(code, subject);
  const length = sessionLength(codes, supply, input.length ?? practiceLength(practiceMode));
  const codesPlan = plan(codes, subject, skills, length, undefined, now);

  // Every question is chosen now: each place gets an item not already in the set.
  const items: Item[] = [];
  const usedItemIds = new Set<string>();
  const usedKeys = new Set<string>();
  for (const planned of codesPlan) {
    const difficulty: Difficulty = chooseDifficulty([], skills.get(planned)?.pKnown);
    const candidates = [planned, ...codes.filter((code) => code !== planned)];
    let chosen: Item | undefined;
    for (const teksCode of candidates) {
      for (let attempt = 0; attempt < SEEDS_PER_CODE && !chosen; attempt += 1) {
        const item = itemFor({
          subject,
          grade,
          teksCode,
          difficulty,
          seed: serverSeed(),
          interests: user.preferences.interests,
          usedItemIds,
        });
        if (!item) break;
        if (!usedKeys.has(itemKeyOf(item))) chosen = item;
      }
      if (chosen) break;
    }
    if (!chosen) continue;
    items.push(chosen);
    usedItemIds.add(chosen.id);
    usedKeys.add(itemKeyOf(chosen));
  }
  if (items.length === 0) throw conflict('There are no questions for this choice yet.');

  return db.transaction(async (tx) => {
    const [session] = await tx
      .insert(practiceSessions)
      .values({
        userId: user.id,
        createdAt: now,
        kind: 'set',
        subject,
        grade,
        practiceMode,
        teksStandard,
        category: input.category ?? null,
        assignmentId: input.assignmentId ?? null,
        plan: items.map((item) => item.teksCode),
        totalQuestions: items.length,
        servedCount: items.length,
      })
      .returning({ id: practiceSessions.id });
    const values = items.map((item, index) =>
      servedValues(item, {
        userId: user.id,
        sessionId: session!.id,
        position: index + 1,
        source: 'practice-set',
        servedAt: now,
      }),
    );
    await tx.insert(servedQuestions).values(values);
    return {
      id: session!.id,
      subject,
      grade,
      practiceMode,
      teksStandard,
      questions: items.map((item, index) => ({ item, handle: values[index]!.handle })),
    };
  });
}

function setResult(session: PracticeSessionRow): SubmitPracticeResponse {
  return {
    score: session.score ?? 0,
    starsEarned: session.starsEarned ?? 0,
    correctCount: session.correctCount ?? 0,
    totalQuestions: session.totalQuestions,
  };
}

/**
 * Grades a practice set in one transaction: every question not graded yet that has an answer in the
 * map goes through the grading service; questions left unanswered count as wrong. Submitting again
 * returns the first result and changes nothing. The day's challenges and any new badge are paid in the
 * same transaction; `now` and the school's `timeZone` say which day that is.
 */
export async function submitPracticeSet(
  db: Db,
  user: UserRow,
  input: { sessionId: string; answers: Record<string, PracticeAnswer>; timeSpent: number },
  now = new Date(),
  timeZone = DEFAULT_SCHOOL_TIME_ZONE,
): Promise<SubmitPracticeResponse> {
  return db.transaction((tx) => submitPracticeSetInTransaction(tx, user, input, now, timeZone));
}

/** submitPracticeSet inside a transaction the caller holds (a StarSpace mission adds its own writes). */
export async function submitPracticeSetInTransaction(
  tx: Db,
  user: UserRow,
  input: { sessionId: string; answers: Record<string, PracticeAnswer>; timeSpent: number },
  now: Date,
  timeZone: string,
): Promise<SubmitPracticeResponse> {
  const [session] = await tx
    .select()
    .from(practiceSessions)
    .where(and(eq(practiceSessions.id, input.sessionId), eq(practiceSessions.userId, user.id)))
    .for('update');
  if (!session) throw sessionNotFound();
  if (session.kind !== 'set') {
    throw badRequest('sessionId: This is a Practice Center session, not a practice set.');
  }
  if (session.status === 'completed') return setResult(session);

  const served = await tx
    .select()
    .from(servedQuestions)
    .where(eq(servedQuestions.sessionId, session.id))
    .orderBy(asc(servedQuestions.position));
  const byHandle = new Map(served.map((row) => [row.handle, row]));
  const unknown = Object.keys(input.answers).filter((handle) => !byHandle.has(handle));
  if (unknown.length > 0) {
    throw badRequest(`answers: ${unknown[0]} is not a question of this practice set.`);
  }
  const graded = await tx
    .select({ servedQuestionId: answerEvents.servedQuestionId, correct: answerEvents.correct })
    .from(answerEvents)
    .where(eq(answerEvents.sessionId, session.id));
  const correctById = new Map(graded.map((row) => [row.servedQuestionId, row.correct]));

  // Read every answer before writing any, so one unreadable answer leaves everything as it was.
  const prepared: PreparedAnswer[] = [];
  for (const row of served) {
    const answer = input.answers[row.handle];
    if (answer === undefined || correctById.has(row.id)) continue;
    prepared.push(prepareSetAnswer(row, answer));
  }
  const perQuestionMs = prepared.length === 0 ? 0 : (input.timeSpent * 60_000) / served.length;
  // Skill rows are locked in code order, so two sets submitted at once cannot wait on each other.
  prepared.sort((a, b) => a.served.teksCode.localeCompare(b.served.teksCode));
  for (const answer of prepared) {
    const recorded = await recordAnswer(tx, answer, {
      userId: user.id,
      source: 'practice-set',
      timeSpentMs: Math.round(perQuestionMs),
      now,
    });
    correctById.set(answer.served.id, recorded.correct);
  }

  const correctCount = served.filter((row) => correctById.get(row.id) === true).length;
  const total = session.totalQuestions;
  const score = Math.round((100 * correctCount) / total);
  const starsEarned = starsForScore(score);
  const [completed] = await tx
    .update(practiceSessions)
    .set({
      status: 'completed',
      score,
      correctCount,
      starsEarned,
      timeSpentMinutes: input.timeSpent,
      completedAt: now,
    })
    .where(eq(practiceSessions.id, session.id))
    .returning();
  if (starsEarned > 0) {
    await tx
      .insert(starPowerEvents)
      .values({
        userId: user.id,
        amount: starsEarned,
        reason: STAR_POWER_REASONS.practiceSet,
        reference: session.id,
        createdAt: now,
      })
      .onConflictDoNothing();
  }
  await awardProgress(tx, user.id, { now, timeZone });
  return setResult(completed!);
}

function prepareSetAnswer(row: ServedQuestionRow, answer: PracticeAnswer): PreparedAnswer {
  try {
    return prepareAnswer(row, answer);
  } catch (error) {
    // Say which question the unreadable answer was for.
    if (error instanceof AppError && error.code === 'bad_request') {
      throw badRequest(`answers.${row.handle}: ${error.message.replace(/^answer: /, '')}`);
    }
    throw error;
  }
}

/** The student's finished practice sets, newest first. */
export async function practiceHistory(db: Db, userId: string, limit = 50) {
  return db
    .select()
    .from(practiceSessions)
    .where(
      and(
        eq(practiceSessions.userId, userId),
        eq(practiceSessions.kind, 'set'),
        eq(practiceSessions.status, 'completed'),
      ),
    )
    .orderBy(desc(practiceSessions.completedAt))
    .limit(limit);
}
