import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { chooseDifficulty, planSession, type SkillState } from '../../core/mastery';
import { findTeks } from '../../core/teks/catalogue';
import { normalizeTeksCode } from '../../core/teks/teks-code';
import type { Grade, Subject } from '../../core/teks/teks-types';
import { FRESH_SESSION_LENGTH } from '../../contracts/practice';
import type { Db } from '../db/client';
import {
  answerEvents,
  practiceSessions,
  servedQuestions,
  type PracticeSessionRow,
  type ServedQuestionRow,
  type UserRow,
} from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { codesWithQuestions, itemFor, questionSupply } from './item-source';
import { resolveCategory, serverSeed } from './question-generation';
import { gradeOf, servedValues } from './served-questions';
import { fitPlanToSupply, sessionLength } from './session-plan';
import { loadSkill, loadSkills } from './skill-mastery';

/**
 * Practice sessions: the Practice Center's fresh sessions (a plan of TEKS codes, served one question
 * at a time, adaptively). The /practice-session sets live in practice-sets.ts and share `plan`. Every
 * id a client sends is looked up together with the signed-in student, so another
 * student's session is simply not found.
 */

/** Seeds tried for one place before the next code of the session stands in. */
export const SEEDS_PER_CODE = 12;

export const sessionNotFound = () => notFound('No such practice session.');

export const standardTypeOf = (code: string, subject: Subject) =>
  findTeks(code, subject)?.standardType ?? 'supporting';

export function plan(
  codes: readonly string[],
  subject: Subject,
  skills: ReadonlyMap<string, SkillState>,
  length: number,
  startWith?: string,
  now = new Date(),
): string[] {
  const planned = planSession({
    codes: codes.map((code) => ({ code, standardType: standardTypeOf(code, subject) })),
    skills,
    length,
    seed: serverSeed(),
    now: now.getTime(),
    ...(startWith === undefined ? {} : { startWith }),
  });
  return fitPlanToSupply(planned, (code) => questionSupply(code, subject), codes);
}

// ── Fresh sessions ────────────────────────────────────────────────────────────────────────────────

export interface StartFreshSessionInput {
  grade?: Grade | undefined;
  subject: Subject;
  category: string;
  ensureComprehensiveTeks: boolean;
  startWith?: string | undefined;
}

/** `now` is when it happens: the request's time, or a simulated moment (the demo history). */
export async function startFreshSession(
  db: Db,
  user: UserRow,
  input: StartFreshSessionInput,
  now = new Date(),
) {
  const grade = input.grade ?? gradeOf(user);
  const { subject } = input;
  const category = resolveCategory(grade, subject, input.category);
  const available = codesWithQuestions(category.codes, subject);
  if (available.length === 0) {
    throw conflict(`There are no questions for ${category.name} yet. Please pick another skill.`);
  }
  let startWith: string | undefined;
  if (input.startWith !== undefined) {
    const code = normalizeTeksCode(input.startWith);
    if (code === undefined || !available.includes(code)) {
      throw badRequest(
        `startWith: "${input.startWith}" is not a skill of ${category.name} with questions. Use one of: ${available.join(', ')}.`,
      );
    }
    startWith = code;
  }
  const codes = input.ensureComprehensiveTeks || startWith === undefined ? available : [startWith];
  const length = sessionLength(codes, (code) => questionSupply(code, subject), FRESH_SESSION_LENGTH);
  const skills = await loadSkills(db, user.id, subject);
  const codesPlan = plan(codes, subject, skills, length, startWith, now);
  const [row] = await db
    .insert(practiceSessions)
    .values({
      userId: user.id,
      createdAt: now,
      kind: 'fresh',
      subject,
      grade,
      category: category.name,
      plan: codesPlan,
      totalQuestions: codesPlan.length,
    })
    .returning({ id: practiceSessions.id, totalQuestions: practiceSessions.totalQuestions });
  return { success: true as const, sessionId: row!.id, totalQuestions: row!.totalQuestions };
}

/** Does `category`, as a client sends it, name this session's card (or one of its codes)? */
function sameCategory(session: PracticeSessionRow, category: string): boolean {
  if (category === session.category) return true;
  const code = normalizeTeksCode(category);
  if (code !== undefined && session.plan.includes(code)) return true;
  return false;
}

/** Answers of a session that the difficulty step looks back over (it needs the latest run only). */
const DIFFICULTY_HISTORY = 10;

/** Why a session gave no question: told after the transaction, so what it wrote stays. */
type NoQuestion = { exhausted: true };

/**
 * The next question of a fresh session. The next place is claimed by one UPDATE, which also locks the
 * session row until the question is stored, so two requests at once get two places. Difficulty
 * follows the student's latest answers in this session (and, for its first question, what they know
 * of the skill); a place whose code has nothing new left is filled by another code of the session.
 */
export async function nextSessionQuestion(
  db: Db,
  user: UserRow,
  input: { sessionId: string; category?: string | undefined },
  now = new Date(),
) {
  const outcome = await db.transaction(async (tx) => {
    const [session] = await tx
      .update(practiceSessions)
      .set({ servedCount: sql`${practiceSessions.servedCount} + 1` })
      .where(
        and(
          eq(practiceSessions.id, input.sessionId),
          eq(practiceSessions.userId, user.id),
          eq(practiceSessions.kind, 'fresh'),
          lt(practiceSessions.servedCount, practiceSessions.totalQuestions),
        ),
      )
      .returning();
    if (!session) throw await whyNoPlace(tx, user, input.sessionId);
    if (input.category !== undefined && !sameCategory(session, input.category)) {
      throw badRequest(
        `category: This session is for ${session.subject} "${session.category}", not "${input.category}".`,
      );
    }
    const position = session.servedCount;
    const planned = session.plan[position - 1]!;
    const latest = await tx
      .select({ correct: answerEvents.correct, difficulty: answerEvents.difficulty })
      .from(answerEvents)
      .where(eq(answerEvents.sessionId, session.id))
      .orderBy(desc(answerEvents.createdAt))
      .limit(DIFFICULTY_HISTORY);
    const history = latest.reverse();
    // What the student knows of the skill only sets the level of a session's first answer.
    const pKnown =
      history.length === 0 ? (await loadSkill(tx, user.id, session.subject, planned)).pKnown : undefined;
    const difficulty = chooseDifficulty(history, pKnown);
    // Written reading questions are few, so those already used are skipped up front; generated ones
    // are many, and the unique index turns away the rare repeat.
    const served =
      session.subject === 'reading'
        ? await tx
            .select({ itemId: servedQuestions.itemId })
            .from(servedQuestions)
            .where(eq(servedQuestions.sessionId, session.id))
        : [];
    const usedItemIds = new Set(served.map((row) => row.itemId));
    const candidates = [planned, ...new Set(session.plan.filter((code) => code !== planned))];

    for (const teksCode of candidates) {
      for (let attempt = 0; attempt < SEEDS_PER_CODE; attempt += 1) {
        const item = itemFor({
          subject: session.subject,
          grade: session.grade as Grade,
          teksCode,
          difficulty,
          seed: serverSeed(),
          interests: user.preferences.interests,
          usedItemIds,
        });
        if (!item) break;
        const values = servedValues(item, {
          userId: user.id,
          sessionId: session.id,
          position,
          source: 'fresh-session',
          servedAt: now,
        });
        const inserted = await tx
          .insert(servedQuestions)
          .values(values)
          .onConflictDoNothing()
          .returning({ id: servedQuestions.id });
        if (inserted.length === 0) continue;
        if (position >= session.totalQuestions) {
          await tx
            .update(practiceSessions)
            .set({ status: 'completed', completedAt: now })
            .where(eq(practiceSessions.id, session.id));
        }
        return {
          item,
          handle: values.handle,
          category: session.category ?? planned,
          questionNumber: position,
          totalQuestions: session.totalQuestions,
        };
      }
    }
    // Every code has run out of new questions: the session ends before this place.
    await tx
      .update(practiceSessions)
      .set({
        servedCount: position - 1,
        totalQuestions: position - 1,
        status: 'completed',
        completedAt: now,
      })
      .where(eq(practiceSessions.id, session.id));
    return { exhausted: true } satisfies NoQuestion;
  });
  if ('exhausted' in outcome) {
    throw conflict('You have practiced every question of this session. Start a new one to keep going.');
  }
  return outcome;
}

/** Why no place could be claimed: someone else's or no session (404), a practice set (400), or finished (409). */
async function whyNoPlace(tx: Db, user: UserRow, sessionId: string) {
  const [session] = await tx
    .select({ kind: practiceSessions.kind })
    .from(practiceSessions)
    .where(and(eq(practiceSessions.id, sessionId), eq(practiceSessions.userId, user.id)));
  if (!session) return sessionNotFound();
  if (session.kind !== 'fresh') {
    return badRequest('sessionId: This is a practice set; its questions came with /api/practice/start.');
  }
  return conflict('This practice session is finished. Start a new one to keep practicing.');
}

/** The session a served question belongs to, when it has one. */
export async function sessionOf(db: Db, served: ServedQuestionRow) {
  if (served.sessionId === null) return undefined;
  const [session] = await db.select().from(practiceSessions).where(eq(practiceSessions.id, served.sessionId));
  return session;
}
