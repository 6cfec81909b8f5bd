import { and, count, eq } from 'drizzle-orm';
import type { Item } from '../../core/items/item-types';
import type { Db } from '../db/client';
import { answerEvents, servedQuestions, starPowerEvents, type ServedQuestionRow } from '../db/schema';
import { loadItem } from '../services/item-source';

/** Test-side knowledge of a served question: its row and the full item with the key (never sent out). */
export async function servedByHandle(
  db: Db,
  handle: string,
): Promise<{ row: ServedQuestionRow; item: Item }> {
  const [row] = await db.select().from(servedQuestions).where(eq(servedQuestions.handle, handle));
  if (!row) throw new Error(`no served question ${handle}`);
  const item = loadItem(row.itemId);
  if (!item) throw new Error(`cannot rebuild ${row.itemId}`);
  return { row, item };
}

// The right and wrong answers live beside the demo history, which answers questions at start-up too.
export { rightAnswer, wrongAnswer } from '../db/demo-history-answers';

export async function answerEventCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(answerEvents).where(eq(answerEvents.userId, userId));
  return row!.n;
}

export async function starPowerRows(db: Db, userId: string, reason?: string) {
  return db
    .select()
    .from(starPowerEvents)
    .where(
      reason === undefined
        ? eq(starPowerEvents.userId, userId)
        : and(eq(starPowerEvents.userId, userId), eq(starPowerEvents.reason, reason)),
    );
}
