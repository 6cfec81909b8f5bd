import { and, eq } from 'drizzle-orm';
import type { ItemType } from '../../core/items/item-types';
import { initialSkillState, isMastered, recordAnswer, type SkillState } from '../../core/mastery';
import type { Subject } from '../../core/teks/teks-types';
import type { MasterySnapshot } from '../../contracts/practice';
import type { Db } from '../db/client';
import { skillMastery, type SkillMasteryRow } from '../db/schema';

/** The mastery model's state (core/mastery) as stored per student, subject and TEKS code. */

export function toSkillState(row: SkillMasteryRow): SkillState {
  return {
    teksCode: row.teksCode,
    pKnown: row.pKnown,
    attempts: row.attempts,
    correct: row.correct,
    lastAnsweredAt: row.lastAnsweredAt === null ? null : row.lastAnsweredAt.getTime(),
    recent: [...row.recent],
  };
}

export function masterySnapshot(state: SkillState): MasterySnapshot {
  return {
    teksCode: state.teksCode,
    pKnown: state.pKnown,
    mastered: isMastered(state.pKnown),
    attempts: state.attempts,
    correct: state.correct,
  };
}

/** Every skill state of a student in a subject, by TEKS code. */
export async function loadSkills(db: Db, userId: string, subject: Subject): Promise<Map<string, SkillState>> {
  const rows = await db
    .select()
    .from(skillMastery)
    .where(and(eq(skillMastery.userId, userId), eq(skillMastery.subject, subject)));
  return new Map(rows.map((row) => [row.teksCode, toSkillState(row)]));
}

export async function loadSkill(
  db: Db,
  userId: string,
  subject: Subject,
  teksCode: string,
): Promise<SkillState> {
  const [row] = await db
    .select()
    .from(skillMastery)
    .where(
      and(
        eq(skillMastery.userId, userId),
        eq(skillMastery.subject, subject),
        eq(skillMastery.teksCode, teksCode),
      ),
    );
  return row ? toSkillState(row) : initialSkillState(teksCode);
}

/**
 * Folds one graded answer into the student's state for the skill. Call inside the transaction that
 * writes the answer: the row is locked while it is read and rewritten, so two answers at once both count.
 */
export async function recordSkillAnswer(
  tx: Db,
  userId: string,
  subject: Subject,
  answer: { teksCode: string; correct: boolean; at: Date; itemType: ItemType },
): Promise<SkillState> {
  const where = and(
    eq(skillMastery.userId, userId),
    eq(skillMastery.subject, subject),
    eq(skillMastery.teksCode, answer.teksCode),
  );
  const evidence = { correct: answer.correct, at: answer.at.getTime(), itemType: answer.itemType };
  const [current] = await tx.select().from(skillMastery).where(where).for('update');
  if (current) {
    const next = recordAnswer(toSkillState(current), evidence);
    await tx.update(skillMastery).set(columnsOf(next)).where(where);
    return next;
  }
  const next = recordAnswer(initialSkillState(answer.teksCode), evidence);
  const inserted = await tx
    .insert(skillMastery)
    .values({ userId, subject, teksCode: answer.teksCode, ...columnsOf(next) })
    .onConflictDoNothing()
    .returning({ teksCode: skillMastery.teksCode });
  if (inserted.length > 0) return next;
  // Another answer created the row first: lock it and fold this answer into what it wrote.
  const [created] = await tx.select().from(skillMastery).where(where).for('update');
  const merged = recordAnswer(toSkillState(created!), evidence);
  await tx.update(skillMastery).set(columnsOf(merged)).where(where);
  return merged;
}

function columnsOf(state: SkillState) {
  return {
    pKnown: state.pKnown,
    attempts: state.attempts,
    correct: state.correct,
    recent: state.recent,
    lastAnsweredAt: state.lastAnsweredAt === null ? null : new Date(state.lastAnsweredAt),
  };
}
