import { and, eq, sql } from 'drizzle-orm';
import {
  CHAPTERS,
  EMPTY_SPACE_PROGRESS,
  chapterById,
  chapterState,
  characterById,
  completeChapter,
  currentChapter,
  isChapterUnlocked,
  missionPassed,
  rightAnswersToPass,
  unlockRefusal,
  type Chapter,
  type SpaceProgressState,
} from '../../core/space';
import type { PracticeAnswer } from '../../contracts/practice';
import type { MissionResult, SpaceProgressView } from '../../contracts/space';
import type { Db } from '../db/client';
import { spaceMissions, spaceProgress, starPowerEvents, users, type UserRow } from '../db/schema';
import { starPowerBalance } from '../db/users';
import { forbidden, notFound } from '../errors';
import { startPracticeSet, submitPracticeSetInTransaction } from './practice-sets';

/**
 * StarSpace (issue 9): progress per student, missions as practice sets, chapter rewards through the
 * StarPower ledger (reason `space-chapter`, reference the chapter's id, so each is paid once).
 * The rules themselves are core/space's; this module reads, locks and writes.
 */

export const SPACE_CHAPTER_REASON = 'space-chapter';

interface LoadedProgress {
  state: SpaceProgressState;
  starPower: number;
}

function stateOf(row: typeof spaceProgress.$inferSelect | undefined, companionId: string | null) {
  return {
    unlockedChapters: row?.unlockedChapters ?? EMPTY_SPACE_PROGRESS.unlockedChapters,
    completedChapters: row?.completedChapters ?? [],
    unlockedCharacters: row?.unlockedCharacters ?? [],
    selectedCharacter: companionId,
  } satisfies SpaceProgressState;
}

/** The student's progress as stored now (the companion too: a mission may have just chosen one). */
export async function loadSpaceProgress(db: Db, user: Pick<UserRow, 'id'>): Promise<LoadedProgress> {
  const [row] = await db
    .select({ companionId: users.companionId, progress: spaceProgress })
    .from(users)
    .leftJoin(spaceProgress, eq(spaceProgress.userId, users.id))
    .where(eq(users.id, user.id));
  return {
    state: stateOf(row?.progress ?? undefined, row?.companionId ?? null),
    starPower: await starPowerBalance(db, user.id),
  };
}

/** Reads the student's progress row for update, creating it first, so concurrent changes queue. */
async function lockSpaceProgress(tx: Db, user: UserRow): Promise<SpaceProgressState> {
  await tx.insert(spaceProgress).values({ userId: user.id }).onConflictDoNothing();
  const [row] = await tx.select().from(spaceProgress).where(eq(spaceProgress.userId, user.id)).for('update');
  const [owner] = await tx
    .select({ companionId: users.companionId })
    .from(users)
    .where(eq(users.id, user.id));
  return stateOf(row, owner?.companionId ?? null);
}

async function saveSpaceProgress(tx: Db, userId: string, state: SpaceProgressState) {
  await tx
    .update(spaceProgress)
    .set({
      unlockedChapters: [...state.unlockedChapters],
      completedChapters: [...state.completedChapters],
      unlockedCharacters: [...state.unlockedCharacters],
      updatedAt: sql`now()`,
    })
    .where(eq(spaceProgress.userId, userId));
}

export function presentSpaceProgress({ state, starPower }: LoadedProgress): SpaceProgressView {
  return {
    unlockedChapters: [...new Set([1, ...state.unlockedChapters])].sort((a, b) => a - b),
    unlockedCharacters: [...state.unlockedCharacters],
    selectedCharacter: state.selectedCharacter,
    currentChapter: currentChapter(state),
    completedChapters: [...state.completedChapters],
    starPower,
    chapters: CHAPTERS.map((chapter) => {
      const unlocked = isChapterUnlocked(chapter.chapterNumber, state.unlockedChapters);
      return {
        chapterNumber: chapter.chapterNumber,
        state: chapterState(chapter, state.unlockedChapters, starPower),
        completed: state.completedChapters.includes(chapter.chapterNumber),
        canUnlock: !unlocked && unlockRefusal(chapter, state, starPower) === null,
      };
    }),
  };
}

function findChapter(id: string): Chapter {
  const chapter = chapterById(id);
  if (!chapter) throw notFound(`There is no chapter "${id}".`);
  return chapter;
}

function lockedChapter(chapter: Chapter) {
  return forbidden(`Chapter ${chapter.chapterNumber} is locked. Finish the chapters before it first.`);
}

// ── Missions ──────────────────────────────────────────────────────────────────────────────────────

/**
 * Start Mission: a practice set of the chapter's subject, one question per story beat, chosen by the
 * mastery model (the student's weakest skills of their grade). Only an unlocked chapter can start one.
 */
export async function startMission(db: Db, user: UserRow, chapterId: string) {
  const chapter = findChapter(chapterId);
  const { state } = await loadSpaceProgress(db, user);
  if (!isChapterUnlocked(chapter.chapterNumber, state.unlockedChapters)) throw lockedChapter(chapter);
  return db.transaction(async (tx) => {
    const set = await startPracticeSet(tx, user, {
      subject: chapter.mission.subject,
      practiceMode: 'weak-skills',
      length: chapter.mission.beats.length,
      category: chapter.id,
    });
    await tx.insert(spaceMissions).values({
      sessionId: set.id,
      userId: user.id,
      chapterNumber: chapter.chapterNumber,
    });
    return { chapter, set, rightAnswersToPass: rightAnswersToPass(set.questions.length) };
  });
}

function missionNotFound() {
  return notFound('No such mission. Start it again from its chapter.');
}

/**
 * Completes a mission in one transaction: the practice set is graded (answers not given yet count as
 * wrong), and a pass completes the chapter: its StarPower is paid once (the ledger's unique reference),
 * its characters join the crew and the next chapter opens when StarPower allows. Completing the same
 * mission again returns the first result and changes nothing.
 */
export async function completeMission(
  db: Db,
  user: UserRow,
  missionId: string,
  input: { answers: Record<string, PracticeAnswer>; timeSpent: number },
  now: Date,
  timeZone: string,
): Promise<MissionResult> {
  return db.transaction(async (tx) => {
    const [mission] = await tx
      .select()
      .from(spaceMissions)
      .where(and(eq(spaceMissions.sessionId, missionId), eq(spaceMissions.userId, user.id)))
      .for('update');
    if (!mission) throw missionNotFound();
    if (mission.status !== 'active') return mission.result as MissionResult;
    const chapter = CHAPTERS.find((candidate) => candidate.chapterNumber === mission.chapterNumber)!;

    const graded = await submitPracticeSetInTransaction(
      tx,
      user,
      { sessionId: missionId, ...input },
      now,
      timeZone,
    );
    const passed = missionPassed(graded.correctCount, graded.totalQuestions);
    let chapterStarPower = 0;
    let newCharacters: string[] = [];
    let newlyUnlockedChapters: number[] = [];
    if (passed) {
      const state = await lockSpaceProgress(tx, user);
      const paid = await tx
        .insert(starPowerEvents)
        .values({
          userId: user.id,
          amount: chapter.rewards.starPower,
          reason: SPACE_CHAPTER_REASON,
          reference: chapter.id,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: starPowerEvents.id });
      chapterStarPower = paid.length > 0 ? chapter.rewards.starPower : 0;
      const completion = completeChapter(state, chapter, CHAPTERS, await starPowerBalance(tx, user.id));
      await saveSpaceProgress(tx, user.id, completion.progress);
      if (completion.progress.selectedCharacter !== state.selectedCharacter) {
        await tx
          .update(users)
          .set({ companionId: completion.progress.selectedCharacter })
          .where(eq(users.id, user.id));
      }
      newCharacters = completion.newCharacters;
      newlyUnlockedChapters = completion.newlyUnlockedChapters;
    }
    const result: MissionResult = {
      missionId,
      chapterId: chapter.id,
      chapterNumber: chapter.chapterNumber,
      passed,
      score: graded.score,
      correctCount: graded.correctCount,
      totalQuestions: graded.totalQuestions,
      rightAnswersToPass: rightAnswersToPass(graded.totalQuestions),
      starsEarned: graded.starsEarned,
      chapterStarPower,
      newCharacters,
      newlyUnlockedChapters,
      storyText: passed ? chapter.mission.success : chapter.mission.retry,
    };
    await tx
      .update(spaceMissions)
      .set({ status: passed ? 'passed' : 'failed', result, completedAt: now })
      .where(eq(spaceMissions.sessionId, missionId));
    return result;
  });
}

// ── Unlocking and companions ──────────────────────────────────────────────────────────────────────

/** The Unlock button: opens a chapter whose previous chapter is completed once StarPower reaches it. */
export async function unlockChapter(db: Db, user: UserRow, chapterId: string) {
  const chapter = findChapter(chapterId);
  return db.transaction(async (tx) => {
    const state = await lockSpaceProgress(tx, user);
    if (isChapterUnlocked(chapter.chapterNumber, state.unlockedChapters)) return chapter.chapterNumber;
    const starPower = await starPowerBalance(tx, user.id);
    const refusal = unlockRefusal(chapter, state, starPower);
    if (refusal === 'previous-not-completed') {
      throw forbidden(`Complete chapter ${chapter.chapterNumber - 1}'s mission first.`);
    }
    if (refusal === 'needs-star-power') {
      throw forbidden(
        `Chapter ${chapter.chapterNumber} needs ${chapter.starPowerRequired} StarPower; you have ${starPower}.`,
      );
    }
    await saveSpaceProgress(tx, user.id, {
      ...state,
      unlockedChapters: [...state.unlockedChapters, chapter.chapterNumber].sort((a, b) => a - b),
    });
    return chapter.chapterNumber;
  });
}

/** Only a character in the student's crew can be their companion. */
export async function selectCharacter(db: Db, user: UserRow, characterId: string) {
  const character = characterById(characterId);
  if (!character) throw notFound(`There is no character "${characterId}".`);
  const { state } = await loadSpaceProgress(db, user);
  if (!state.unlockedCharacters.includes(character.id)) {
    throw forbidden(`${character.name} joins your crew in chapter ${character.unlockedAtChapter}.`);
  }
  const [updated] = await db
    .update(users)
    .set({ companionId: character.id, updatedAt: sql`now()` })
    .where(eq(users.id, user.id))
    .returning();
  return updated!;
}
