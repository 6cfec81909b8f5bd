import { describe, expect, test } from 'vitest';
import type { ChapterView, CharacterView, SpaceProgressView } from '../../../contracts/space';
import {
  chapterStatus,
  charactersWithIds,
  crewCountText,
  crewOrder,
  finishPreviousText,
  groupChaptersByPlanet,
  missionProgressText,
  missionScoreText,
  missionSizeText,
  missionStarPower,
  openedChaptersText,
  requirementText,
  starPowerProgressText,
  storyParagraphs,
} from './starspace-display';

function chapter(
  chapterNumber: number,
  planet: string,
  starPowerRequired = chapterNumber * 100,
): ChapterView {
  return {
    id: `chapter-${chapterNumber}`,
    chapterNumber,
    title: `Chapter ${chapterNumber}`,
    planet,
    description: 'A trip.',
    storyText: '',
    starPowerRequired,
    rewards: { starPower: 50, characters: [] },
    mission: { title: 'A mission', subject: 'math', questionCount: 5, rightAnswersToPass: 3 },
  };
}

function character(id: string, unlockedAtChapter: number): CharacterView {
  return {
    id,
    name: id,
    avatar: '🤖',
    description: 'A friend.',
    rarity: 'common',
    unlockedAtChapter,
    cheer: 'Yes!',
    comfort: 'Next time!',
  };
}

function progress(overrides: Partial<SpaceProgressView> = {}): SpaceProgressView {
  return {
    unlockedChapters: [1, 2],
    unlockedCharacters: [],
    selectedCharacter: null,
    currentChapter: 2,
    completedChapters: [1],
    starPower: 500,
    chapters: [
      { chapterNumber: 1, state: 'unlocked', completed: true, canUnlock: false },
      { chapterNumber: 2, state: 'unlocked', completed: false, canUnlock: false },
      { chapterNumber: 3, state: 'unlockable', completed: false, canUnlock: false },
      { chapterNumber: 4, state: 'locked', completed: false, canUnlock: false },
    ],
    ...overrides,
  };
}

describe('the chapter grid', () => {
  test('groups chapters by planet in journey order, each group in chapter order', () => {
    const groups = groupChaptersByPlanet([
      chapter(4, 'Sands'),
      chapter(2, 'Moon'),
      chapter(1, 'Moon'),
      chapter(3, 'Moon'),
    ]);
    expect(groups.map((group) => [group.planet, group.order])).toEqual([
      ['Moon', 0],
      ['Sands', 1],
    ]);
    expect(groups[0]!.chapters.map((c) => c.chapterNumber)).toEqual([1, 2, 3]);
    expect(groups[1]!.chapters.map((c) => c.chapterNumber)).toEqual([4]);
  });

  test('takes each state from the server, with the current chapter marked', () => {
    const loaded = progress();
    expect(chapterStatus(chapter(1, 'Moon'), loaded)).toEqual({
      state: 'unlocked',
      completed: true,
      canUnlock: false,
      current: false,
    });
    expect(chapterStatus(chapter(2, 'Moon'), loaded)).toMatchObject({ state: 'unlocked', current: true });
    expect(chapterStatus(chapter(3, 'Moon'), loaded)).toMatchObject({
      state: 'unlockable',
      canUnlock: false,
    });
    expect(chapterStatus(chapter(4, 'Sands'), loaded)).toMatchObject({ state: 'locked', current: false });
  });

  test('offers Unlock only on an unlockable chapter the server says may open', () => {
    const loaded = progress({
      chapters: [{ chapterNumber: 3, state: 'unlockable', completed: false, canUnlock: true }],
    });
    expect(chapterStatus(chapter(3, 'Moon'), loaded).canUnlock).toBe(true);
    const odd = progress({
      chapters: [{ chapterNumber: 3, state: 'locked', completed: false, canUnlock: true }],
    });
    expect(chapterStatus(chapter(3, 'Moon'), odd).canUnlock).toBe(false);
  });

  test('without progress, chapter 1 is open and the rest are judged with no StarPower (spec section 4)', () => {
    expect(chapterStatus(chapter(1, 'Moon', 0), undefined).state).toBe('unlocked');
    expect(chapterStatus(chapter(2, 'Moon', 150), undefined).state).toBe('locked');
    expect(chapterStatus(chapter(2, 'Moon', 0), null).state).toBe('unlockable');
  });

  test('says what a card needs in words', () => {
    expect(requirementText(0)).toBe('Free to play');
    expect(requirementText(1200)).toBe('Needs 1,200 StarPower');
    expect(starPowerProgressText(40, 1500)).toBe('40 / 1,500 StarPower');
    expect(starPowerProgressText(-5, 150)).toBe('0 / 150 StarPower');
    expect(finishPreviousText(4)).toBe('Enough StarPower! Finish chapter 3 to open it.');
  });
});

describe('stories and missions', () => {
  test('splits a story into paragraphs on blank lines', () => {
    expect(storyParagraphs('One.\n\nTwo,\nstill two.\n \nThree.\n\n')).toEqual([
      'One.',
      'Two,\nstill two.',
      'Three.',
    ]);
    expect(storyParagraphs('')).toEqual([]);
  });

  test('describes the mission and the progress through it', () => {
    expect(missionSizeText(5, 3)).toBe('5 questions · get 3 right to pass');
    expect(missionSizeText(1, 1)).toBe('1 question · get 1 right to pass');
    expect(missionProgressText(1, 5)).toBe('Question 2 of 5');
  });

  test('scores a passed and a missed mission kindly', () => {
    const base = { correctCount: 2, totalQuestions: 5, rightAnswersToPass: 3 };
    expect(missionScoreText({ ...base, passed: false })).toBe('2 of 5 right — you need 3');
    expect(missionScoreText({ ...base, correctCount: 5, passed: true })).toBe('5 of 5 right!');
  });

  test('adds the chapter reward to the practice stars', () => {
    expect(missionStarPower({ starsEarned: 50, chapterStarPower: 60 })).toBe(110);
    expect(missionStarPower({ starsEarned: 30, chapterStarPower: 0 })).toBe(30);
  });

  test('names the chapters a mission opened', () => {
    expect(openedChaptersText([])).toBe('');
    expect(openedChaptersText([2])).toBe('Chapter 2 is open!');
    expect(openedChaptersText([4, 3])).toBe('Chapters 3 and 4 are open!');
    expect(openedChaptersText([2, 3, 4])).toBe('Chapters 2, 3 and 4 are open!');
  });
});

describe('the crew', () => {
  const cast = [character('zip', 1), character('hoot', 2), character('pip', 1)];

  test('finds characters by id in the order asked, skipping unknown ones', () => {
    expect(charactersWithIds(cast, ['pip', 'nobody', 'zip']).map((c) => c.id)).toEqual(['pip', 'zip']);
  });

  test('lists the crew by the chapter each joins in, keeping the catalogue order within one', () => {
    expect(crewOrder(cast).map((c) => c.id)).toEqual(['zip', 'pip', 'hoot']);
  });

  test('counts the crew, with a nudge when nobody has joined yet', () => {
    expect(crewCountText(0, 16)).toBe('Finish missions to meet your crew!');
    expect(crewCountText(3, 16)).toBe('3 of 16 crew members have joined you.');
  });
});
