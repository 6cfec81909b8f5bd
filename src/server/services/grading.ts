import { and, eq } from 'drizzle-orm';
import type { Item, ItemResponse } from '../../core/items/item-types';
import type { ScoreResult } from '../../core/items/score-result';
import { scoreItem } from '../../core/items/scoring';
import { scoreShortResponseWith, type ShortResponseScorer } from '../../core/items/short-response-scorer';
import type { SkillState } from '../../core/mastery';
import type { AnswerResponse, PracticeAnswer } from '../../contracts/practice';
import type { Db } from '../db/client';
import { answerEvents, starPowerEvents, type AnswerEventRow, type ServedQuestionRow } from '../db/schema';
import { badRequest, conflict } from '../errors';
import { formatCorrectAnswer, normalizeAnswer, splitFeedback } from './answer-format';
import { loadItem } from './item-source';
import { loadSkill, masterySnapshot, recordSkillAnswer } from './skill-mastery';

/**
 * Grading, for every caller: practice answers, practice-set submissions and, later, exams and daily
 * challenges. The server rebuilds the item from the served question's stored id, scores the answer,
 * and writes in the caller's transaction the answer event (once per served question), the mastery
 * update and any StarPower. The browser only ever shows what comes back.
 */

export type AnswerSource = AnswerEventRow['source'];

type Scored = Extract<ScoreResult, { status: 'scored' }>;

export interface PreparedAnswer {
  served: ServedQuestionRow;
  item: Item;
  response: ItemResponse;
  result: Scored;
}

/** The item behind a served question; 409 when it can no longer be rebuilt (its generator changed). */
export function itemOfServed(served: ServedQuestionRow): Item {
  const item = loadItem(served.itemId);
  if (!item) throw conflict('This question is no longer available. Please try a new one.');
  return item;
}

/**
 * Reads and scores an answer without writing anything. An answer that cannot be read (no choice,
 * "abc" in a number box) is a 400 with the scorer's message, so the student can fix it. `scoredBy`
 * is a score already made for it by another scorer (an AI provider's short-response score).
 */
export function prepareAnswer(
  served: ServedQuestionRow,
  answer: PracticeAnswer,
  item = itemOfServed(served),
  scoredBy?: ScoreResult,
) {
  const response = normalizeAnswer(item, answer);
  const result = scoredBy ?? scoreItem(item, response);
  if (result.status === 'invalid') throw badRequest(`answer: ${result.message}`);
  return { served, item, response, result } satisfies PreparedAnswer;
}

/**
 * A short response scored by `scorer` (the AI provider when one is configured), falling back to the
 * built-in scorer; undefined for every other item type, which only the built-in scorers score.
 */
export async function scoreWithScorer(
  item: Item,
  answer: PracticeAnswer,
  scorer: ShortResponseScorer | null,
  passageText?: string,
): Promise<ScoreResult | undefined> {
  if (!scorer || item.interaction.type !== 'short-response' || item.key.type !== 'short-response') {
    return undefined;
  }
  const response = normalizeAnswer(item, answer);
  if (response.type !== 'short-response') return undefined;
  const scoring = await scoreShortResponseWith(scorer, {
    stem: item.stem,
    interaction: item.interaction,
    rubric: item.key.rubric,
    response: response.text,
    ...(passageText === undefined ? {} : { passageText }),
  });
  return scoring.result;
}

export interface RecordOptions {
  userId: string;
  source: AnswerSource;
  timeSpentMs: number;
  /**
   * StarPower for a right answer, and the ledger reason it is written under. The reference is the item
   * id, so an item pays once per student: the same item answered right again, in another session, earns
   * nothing.
   */
  starPower?: { amount: number; reason: string };
  now?: Date;
}

export interface RecordedAnswer {
  correct: boolean;
  alreadyAnswered: boolean;
  starPowerEarned: number;
  mastery: SkillState;
  /** The response that counts: this one, or the first one when the question had been answered. */
  response: ItemResponse | null;
}

/**
 * Writes a graded answer inside `tx`. When the served question already has an answer, nothing changes
 * and the first answer's result comes back with `alreadyAnswered`.
 */
export async function recordAnswer(
  tx: Db,
  prepared: PreparedAnswer,
  options: RecordOptions,
): Promise<RecordedAnswer> {
  const { served, response, result } = prepared;
  const at = options.now ?? new Date();
  const inserted = await tx
    .insert(answerEvents)
    .values({
      userId: options.userId,
      servedQuestionId: served.id,
      sessionId: served.sessionId,
      itemId: served.itemId,
      teksCode: served.teksCode,
      subject: served.subject,
      grade: served.grade,
      difficulty: served.difficulty,
      itemType: served.itemType,
      correct: result.correct,
      response,
      timeSpentMs: options.timeSpentMs,
      source: options.source,
      createdAt: at,
    })
    .onConflictDoNothing({ target: answerEvents.servedQuestionId })
    .returning({ id: answerEvents.id });
  if (inserted.length === 0) {
    const stored = await storedAnswer(tx, served);
    if (!stored) throw conflict('This answer could not be saved. Please try again.');
    return stored;
  }

  const mastery = await recordSkillAnswer(tx, options.userId, served.subject, {
    teksCode: served.teksCode,
    correct: result.correct,
    at,
    itemType: prepared.item.interaction.type,
  });
  let starPowerEarned = 0;
  if (result.correct && options.starPower && options.starPower.amount > 0) {
    const rows = await tx
      .insert(starPowerEvents)
      .values({
        userId: options.userId,
        amount: options.starPower.amount,
        reason: options.starPower.reason,
        reference: served.itemId,
        createdAt: at,
      })
      .onConflictDoNothing()
      .returning({ amount: starPowerEvents.amount });
    starPowerEarned = rows[0]?.amount ?? 0;
  }
  return { correct: result.correct, alreadyAnswered: false, starPowerEarned, mastery, response };
}

/** The first answer to a served question, as recorded, and the student's mastery now; undefined before any. */
export async function storedAnswer(db: Db, served: ServedQuestionRow): Promise<RecordedAnswer | undefined> {
  const [event] = await db
    .select({ correct: answerEvents.correct, response: answerEvents.response })
    .from(answerEvents)
    .where(and(eq(answerEvents.servedQuestionId, served.id), eq(answerEvents.userId, served.userId)));
  if (!event) return undefined;
  return {
    correct: event.correct,
    alreadyAnswered: true,
    starPowerEarned: 0,
    mastery: await loadSkill(db, served.userId, served.subject, served.teksCode),
    response: event.response,
  };
}

/** The answer call's body: the result, the right answer in words, the worked explanation and hints. */
export function presentAnswer(
  item: Item,
  recorded: RecordedAnswer,
  rewards: AnswerResponse['rewards'] = [],
  scoredBy?: ScoreResult,
): AnswerResponse {
  let notes: { misconception?: string; feedback: string[] } = { feedback: [] };
  if (recorded.response !== null) {
    // This answer's own score (an AI scorer's feedback) when it was just scored, else the built-in one.
    const rescored = !recorded.alreadyAnswered && scoredBy ? scoredBy : scoreItem(item, recorded.response);
    if (rescored.status === 'scored') notes = splitFeedback(item, rescored);
  }
  return {
    success: true,
    correct: recorded.correct,
    ...formatCorrectAnswer(item),
    explanation: [...item.explanation],
    hints: [...item.hints],
    ...(notes.misconception === undefined ? {} : { misconception: notes.misconception }),
    feedback: notes.feedback,
    starPowerEarned: recorded.starPowerEarned,
    alreadyAnswered: recorded.alreadyAnswered,
    mastery: masterySnapshot(recorded.mastery),
    rewards,
  };
}
