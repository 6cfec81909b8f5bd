import type { Chapter } from './space-types';

/*
 * StarSpace's rules (spec section 4, issue 9). Pure: the server applies them to what it stored and
 * writes the result; the client uses the same functions only to draw the grid.
 *
 * - A chapter is unlocked when its number is in the student's unlocked list; chapter 1 always is.
 * - It is unlockable when it is not unlocked and the student's StarPower reaches its requirement.
 * - Otherwise it is locked.
 * - A chapter opens (is added to the list) when the chapter before it has been completed and the
 *   student's StarPower reaches its requirement: at once when the mission is completed, or later with
 *   the Unlock button once enough StarPower has been earned.
 * - A mission is passed with MISSION_PASS_PERCENT or more right; passing completes its chapter.
 */

export type ChapterState = 'unlocked' | 'unlockable' | 'locked';

/** What the server stores per student (spec section 3, Space progress, plus the completed chapters). */
export interface SpaceProgressState {
  unlockedChapters: readonly number[];
  completedChapters: readonly number[];
  unlockedCharacters: readonly string[];
  selectedCharacter: string | null;
}

export const FIRST_CHAPTER = 1;

/** A mission needs three right out of five, four out of six, five out of seven or eight. */
export const MISSION_PASS_PERCENT = 60;

export const EMPTY_SPACE_PROGRESS: SpaceProgressState = {
  unlockedChapters: [FIRST_CHAPTER],
  completedChapters: [],
  unlockedCharacters: [],
  selectedCharacter: null,
};

export function isChapterUnlocked(chapterNumber: number, unlockedChapters: readonly number[]): boolean {
  return chapterNumber === FIRST_CHAPTER || unlockedChapters.includes(chapterNumber);
}

export function chapterState(
  chapter: Pick<Chapter, 'chapterNumber' | 'starPowerRequired'>,
  unlockedChapters: readonly number[],
  starPower: number,
): ChapterState {
  if (isChapterUnlocked(chapter.chapterNumber, unlockedChapters)) return 'unlocked';
  if (starPower >= chapter.starPowerRequired) return 'unlockable';
  return 'locked';
}

export type UnlockRefusal = 'needs-star-power' | 'previous-not-completed';

/** Why a chapter cannot be opened now, or null when it can (or already is). */
export function unlockRefusal(
  chapter: Pick<Chapter, 'chapterNumber' | 'starPowerRequired'>,
  progress: Pick<SpaceProgressState, 'unlockedChapters' | 'completedChapters'>,
  starPower: number,
): UnlockRefusal | null {
  if (isChapterUnlocked(chapter.chapterNumber, progress.unlockedChapters)) return null;
  if (!progress.completedChapters.includes(chapter.chapterNumber - 1)) return 'previous-not-completed';
  if (starPower < chapter.starPowerRequired) return 'needs-star-power';
  return null;
}

export function missionPassed(correctCount: number, questionCount: number): boolean {
  return questionCount > 0 && correctCount * 100 >= MISSION_PASS_PERCENT * questionCount;
}

/** The fewest right answers that pass a mission of `questionCount` questions. */
export function rightAnswersToPass(questionCount: number): number {
  return Math.ceil((MISSION_PASS_PERCENT * questionCount) / 100);
}

function sortedUnion(list: readonly number[], extra: readonly number[]): number[] {
  return [...new Set([...list, ...extra])].sort((a, b) => a - b);
}

export interface ChapterCompletion {
  progress: SpaceProgressState;
  /** True the first time this chapter is completed: its rewards are paid then and only then. */
  firstCompletion: boolean;
  newlyUnlockedChapters: number[];
  newCharacters: string[];
}

/**
 * A passed mission: the chapter is completed, its characters join the crew, and the next chapter opens
 * if `starPower` (counting this chapter's reward) reaches its requirement. The first character ever won
 * becomes the companion, so a child has one without having to look for the button.
 */
export function completeChapter(
  progress: SpaceProgressState,
  chapter: Pick<Chapter, 'chapterNumber' | 'rewards'>,
  chapters: readonly Pick<Chapter, 'chapterNumber' | 'starPowerRequired'>[],
  starPower: number,
): ChapterCompletion {
  const firstCompletion = !progress.completedChapters.includes(chapter.chapterNumber);
  const completedChapters = sortedUnion(progress.completedChapters, [chapter.chapterNumber]);
  const newCharacters = chapter.rewards.characters.filter((id) => !progress.unlockedCharacters.includes(id));
  const next = chapters.find((candidate) => candidate.chapterNumber === chapter.chapterNumber + 1);
  const opensNext =
    next !== undefined &&
    unlockRefusal(next, { unlockedChapters: progress.unlockedChapters, completedChapters }, starPower) ===
      null &&
    !isChapterUnlocked(next.chapterNumber, progress.unlockedChapters);
  const newlyUnlockedChapters = opensNext ? [next.chapterNumber] : [];
  return {
    firstCompletion,
    newlyUnlockedChapters,
    newCharacters,
    progress: {
      unlockedChapters: sortedUnion(progress.unlockedChapters, newlyUnlockedChapters),
      completedChapters,
      unlockedCharacters: [...progress.unlockedCharacters, ...newCharacters],
      selectedCharacter: progress.selectedCharacter ?? newCharacters[0] ?? null,
    },
  };
}

/** The chapter the student is on: the first open chapter not completed yet, else the last open one. */
export function currentChapter(progress: Pick<SpaceProgressState, 'unlockedChapters' | 'completedChapters'>) {
  const open = sortedUnion(progress.unlockedChapters, [FIRST_CHAPTER]);
  return open.find((number) => !progress.completedChapters.includes(number)) ?? open[open.length - 1]!;
}
