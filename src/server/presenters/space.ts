import {
  CHAPTERS,
  CHARACTERS,
  isChapterUnlocked,
  rightAnswersToPass,
  type Chapter,
  type SpaceProgressState,
} from '../../core/space';
import type { ChapterView, CharacterView, MissionView } from '../../contracts/space';
import type { Item } from '../../core/items/item-types';
import type { Grade } from '../../core/accounts/account';
import { presentPracticeSetQuestion } from './practice';

/** A chapter as the signed-in student sees it: the story of a chapter not open yet stays a surprise. */
export function presentChapter(chapter: Chapter, state: Pick<SpaceProgressState, 'unlockedChapters'>) {
  const unlocked = isChapterUnlocked(chapter.chapterNumber, state.unlockedChapters);
  const { mission } = chapter;
  return {
    id: chapter.id,
    chapterNumber: chapter.chapterNumber,
    title: chapter.title,
    planet: chapter.planet,
    description: chapter.description,
    storyText: unlocked ? chapter.storyText : '',
    starPowerRequired: chapter.starPowerRequired,
    rewards: { starPower: chapter.rewards.starPower, characters: [...chapter.rewards.characters] },
    mission: {
      title: mission.title,
      subject: mission.subject,
      questionCount: mission.beats.length,
      rightAnswersToPass: rightAnswersToPass(mission.beats.length),
    },
  } satisfies ChapterView;
}

export function presentChapters(state: Pick<SpaceProgressState, 'unlockedChapters'>): ChapterView[] {
  return CHAPTERS.map((chapter) => presentChapter(chapter, state));
}

/** The characters never change, so the list is built once. */
export const CHARACTER_VIEWS: CharacterView[] = CHARACTERS.map((character) => ({ ...character }));

export function presentMission(
  chapter: Chapter,
  set: { id: string; grade: Grade; questions: { item: Item; handle: string }[] },
): MissionView {
  const { mission } = chapter;
  return {
    id: set.id,
    chapterId: chapter.id,
    chapterNumber: chapter.chapterNumber,
    title: mission.title,
    briefing: mission.briefing,
    subject: mission.subject,
    grade: set.grade,
    rightAnswersToPass: rightAnswersToPass(set.questions.length),
    questions: set.questions.map(({ item, handle }, index) => ({
      ...presentPracticeSetQuestion(item, handle),
      beat: mission.beats[index] ?? mission.beats[mission.beats.length - 1]!,
    })),
  };
}
