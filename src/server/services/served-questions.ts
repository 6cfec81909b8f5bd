import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { distinctItemKey } from '../../core/items/item-key';
import type { Item } from '../../core/items/item-types';
import { GRADES, DEFAULT_GRADE, type Grade } from '../../core/accounts/account';
import type { Db } from '../db/client';
import { servedQuestions, type ServedQuestionRow, type UserRow } from '../db/schema';
import { notFound } from '../errors';

/**
 * A served question is one item handed to one student. The browser knows it only by a random handle,
 * so the same written reading question served in two sessions gets two handles and two answers.
 */

export type NewServedQuestion = typeof servedQuestions.$inferInsert;

/** "q-" and 16 hex digits, the same shape as core's publicHandle, but random: never derived from the item. */
export const newHandle = (): string => `q-${randomBytes(8).toString('hex')}`;

/** A fixed-length digest of the item's distinct key, for the "never twice in a session" unique index. */
export const itemKeyOf = (item: Item): string =>
  createHash('sha256').update(distinctItemKey(item)).digest('base64url');

export function servedValues(
  item: Item,
  placement: {
    userId: string;
    source: ServedQuestionRow['source'];
    sessionId?: string | null;
    position?: number | null;
    handle?: string;
    /** When it was handed out; the database's clock when not given. */
    servedAt?: Date;
  },
): NewServedQuestion & { handle: string; itemKey: string } {
  return {
    userId: placement.userId,
    sessionId: placement.sessionId ?? null,
    position: placement.position ?? null,
    handle: placement.handle ?? newHandle(),
    itemId: item.id,
    itemKey: itemKeyOf(item),
    teksCode: item.teksCode,
    subject: item.subject,
    grade: item.grade,
    difficulty: item.difficulty,
    itemType: item.interaction.type,
    source: placement.source,
    ...(placement.servedAt === undefined ? {} : { servedAt: placement.servedAt }),
  };
}

/** Records items served outside a session (/api/questions/generate) and returns their handles in order. */
export async function recordGeneratedQuestions(db: Db, userId: string, items: readonly Item[]) {
  if (items.length === 0) return [];
  const values = items.map((item) => servedValues(item, { userId, source: 'generated' }));
  await db.insert(servedQuestions).values(values);
  return values.map((value) => value.handle);
}

/** A practice question: anything served but a mock exam's. */
export type PracticeServedQuestion = ServedQuestionRow & {
  source: Exclude<ServedQuestionRow['source'], 'exam'>;
};

/**
 * The student's own practice question by handle; 404 for anyone else's or an unknown one, and for a
 * mock exam's question: those are graded at submit, never one by one (that would give out the key).
 */
export async function findServedQuestion(
  db: Db,
  userId: string,
  handle: string,
): Promise<PracticeServedQuestion> {
  const [row] = await db
    .select()
    .from(servedQuestions)
    .where(and(eq(servedQuestions.userId, userId), eq(servedQuestions.handle, handle)));
  if (!row || row.source === 'exam') {
    throw notFound('No such question. It may belong to another practice session.');
  }
  return row as PracticeServedQuestion;
}

/** The grade a student practises: their own (3, 4 or 5). */
export function gradeOf(user: Pick<UserRow, 'grade'>): Grade {
  return (GRADES as readonly number[]).includes(user.grade) ? (user.grade as Grade) : DEFAULT_GRADE;
}
