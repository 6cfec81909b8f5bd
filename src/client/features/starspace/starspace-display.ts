import type { ChapterView, CharacterView, MissionResult, SpaceProgressView } from '../../../contracts/space';
import { EMPTY_SPACE_PROGRESS, chapterState, type ChapterState } from '../../../core/space/space-rules';
import type { Rarity } from '../../../core/space/space-types';
import type { Subject } from '../../../core/teks/teks-types';
import { formatCount } from '../../lib/number-format';

/*
 * What the StarSpace screens say, as plain functions tested without a browser: the grid's grouping,
 * each chapter's state, and the short lines a nine-year-old reads on cards, dialogs and results.
 */

export interface PlanetGroup {
  planet: string;
  /** 0 for the first planet of the journey: picks its picture. */
  order: number;
  chapters: ChapterView[];
}

/** The grid's sections: one per planet, in the order the journey reaches them, chapters in order. */
export function groupChaptersByPlanet(chapters: readonly ChapterView[]): PlanetGroup[] {
  const groups: PlanetGroup[] = [];
  const sorted = [...chapters].sort((a, b) => a.chapterNumber - b.chapterNumber);
  for (const chapter of sorted) {
    let group = groups.find((candidate) => candidate.planet === chapter.planet);
    if (!group) {
      group = { planet: chapter.planet, order: groups.length, chapters: [] };
      groups.push(group);
    }
    group.chapters.push(chapter);
  }
  return groups;
}

/** A story's paragraphs: the text is split on blank lines, and empty pieces are dropped. */
export function storyParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

export interface ChapterStatus {
  state: ChapterState;
  completed: boolean;
  /** The Unlock button works now. */
  canUnlock: boolean;
  /** The chapter the student is on ("You are here"). */
  current: boolean;
}

/**
 * How a chapter's card looks, as the server decided it. Without progress (not loaded), the spec's rule
 * applies: chapter 1 is unlocked, the others are judged with no StarPower.
 */
export function chapterStatus(
  chapter: Pick<ChapterView, 'chapterNumber' | 'starPowerRequired'>,
  progress: SpaceProgressView | null | undefined,
): ChapterStatus {
  const decided = progress?.chapters.find((entry) => entry.chapterNumber === chapter.chapterNumber);
  if (progress && decided) {
    return {
      state: decided.state,
      completed: decided.completed,
      canUnlock: decided.state === 'unlockable' && decided.canUnlock,
      current: decided.state === 'unlocked' && progress.currentChapter === chapter.chapterNumber,
    };
  }
  const state = chapterState(
    chapter,
    progress?.unlockedChapters ?? EMPTY_SPACE_PROGRESS.unlockedChapters,
    progress?.starPower ?? 0,
  );
  return { state, completed: false, canUnlock: false, current: false };
}

/** The state's words on a card (never colour alone). */
export const CHAPTER_STATE_LABELS: Record<ChapterState, string> = {
  unlocked: 'Open',
  unlockable: 'Ready to unlock',
  locked: 'Locked',
};

/** "Needs 150 StarPower", or "Free to play" for the first chapter. */
export function requirementText(starPowerRequired: number): string {
  return starPowerRequired === 0 ? 'Free to play' : `Needs ${formatCount(starPowerRequired)} StarPower`;
}

/** "40 / 150 StarPower" under a locked chapter's bar. */
export function starPowerProgressText(starPower: number, starPowerRequired: number): string {
  return `${formatCount(Math.max(0, starPower))} / ${formatCount(starPowerRequired)} StarPower`;
}

/** Why an unlockable chapter has no Unlock button yet. */
export function finishPreviousText(chapterNumber: number): string {
  return `Enough StarPower! Finish chapter ${chapterNumber - 1} to open it.`;
}

export const SUBJECT_NAMES: Record<Subject, string> = { math: 'Math', reading: 'Reading' };

/** "5 questions · get 3 right to pass" */
export function missionSizeText(questionCount: number, rightAnswersToPass: number): string {
  const questions = questionCount === 1 ? '1 question' : `${questionCount} questions`;
  return `${questions} · get ${rightAnswersToPass} right to pass`;
}

/** "Question 2 of 5" */
export function missionProgressText(index: number, count: number): string {
  return `Question ${index + 1} of ${count}`;
}

/** "5 of 5 right!" when passed, "2 of 5 right — you need 3" when not. */
export function missionScoreText(
  result: Pick<MissionResult, 'passed' | 'correctCount' | 'totalQuestions' | 'rightAnswersToPass'>,
): string {
  const score = `${result.correctCount} of ${result.totalQuestions} right`;
  return result.passed ? `${score}!` : `${score} — you need ${result.rightAnswersToPass}`;
}

/** Everything a mission paid: the practice stars plus, the first time, the chapter's reward. */
export function missionStarPower(result: Pick<MissionResult, 'starsEarned' | 'chapterStarPower'>): number {
  return result.starsEarned + result.chapterStarPower;
}

/** "Chapter 2 is open!", "Chapters 2 and 3 are open!"; empty when none opened. */
export function openedChaptersText(chapterNumbers: readonly number[]): string {
  const sorted = [...chapterNumbers].sort((a, b) => a - b);
  if (sorted.length === 0) return '';
  if (sorted.length === 1) return `Chapter ${sorted[0]} is open!`;
  const last = sorted[sorted.length - 1]!;
  return `Chapters ${sorted.slice(0, -1).join(', ')} and ${last} are open!`;
}

/** The characters with these ids, in the order given; unknown ids are skipped. */
export function charactersWithIds(
  characters: readonly CharacterView[],
  ids: readonly string[],
): CharacterView[] {
  return ids.flatMap((id) => characters.filter((character) => character.id === id));
}

export const RARITY_LABELS: Record<Rarity, string> = {
  common: 'Common',
  rare: 'Rare',
  epic: 'Epic',
  legendary: 'Legendary',
};

/** The crew dialog's line: how many have joined so far. */
export function crewCountText(joined: number, total: number): string {
  if (joined === 0) return 'Finish missions to meet your crew!';
  return `${joined} of ${total} crew members have joined you.`;
}

/**
 * The crew in the dialog's order, like a sticker album: by the chapter each joins in, so a card never
 * moves when its character joins.
 */
export function crewOrder(characters: readonly CharacterView[]): CharacterView[] {
  return characters
    .map((character, index) => ({ character, index }))
    .sort((a, b) => a.character.unlockedAtChapter - b.character.unlockedAtChapter || a.index - b.index)
    .map(({ character }) => character);
}
