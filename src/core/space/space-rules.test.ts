import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAILY_QUESTION_GOAL } from '../rewards/daily-goal';
import { PRACTICE_CORRECT_STAR_POWER } from '../rewards/practice-rewards';
import { CHAPTERS } from './chapters';
import {
  EMPTY_SPACE_PROGRESS,
  chapterState,
  completeChapter,
  currentChapter,
  missionPassed,
  rightAnswersToPass,
  unlockRefusal,
  type SpaceProgressState,
} from './space-rules';

const chapter = (chapterNumber: number, starPowerRequired: number, characters: string[] = []) => ({
  chapterNumber,
  starPowerRequired,
  rewards: { starPower: 50, characters },
});
const three = [chapter(1, 0, ['a', 'b']), chapter(2, 150, ['c']), chapter(3, 400, ['d'])];

describe('chapter states (spec section 4)', () => {
  it('chapter 1 is unlocked even with an empty list and no StarPower', () => {
    expect(chapterState(chapter(1, 0), [], 0)).toBe('unlocked');
  });

  it('a chapter in the list is unlocked whatever the StarPower', () => {
    expect(chapterState(chapter(3, 400), [1, 3], 0)).toBe('unlocked');
  });

  it('a chapter not in the list is unlockable from exactly its requirement, locked one below', () => {
    expect(chapterState(chapter(2, 150), [1], 150)).toBe('unlockable');
    expect(chapterState(chapter(2, 150), [1], 149)).toBe('locked');
  });
});

describe('opening a chapter', () => {
  const progress = (completedChapters: number[], unlockedChapters = [1]) => ({
    unlockedChapters,
    completedChapters,
  });

  it('needs the chapter before it completed', () => {
    expect(unlockRefusal(chapter(3, 400), progress([1], [1, 2]), 10_000)).toBe('previous-not-completed');
  });

  it('needs the StarPower requirement', () => {
    expect(unlockRefusal(chapter(2, 150), progress([1]), 149)).toBe('needs-star-power');
    expect(unlockRefusal(chapter(2, 150), progress([1]), 150)).toBeNull();
  });

  it('has nothing to refuse for a chapter already open', () => {
    expect(unlockRefusal(chapter(2, 150), progress([], [1, 2]), 0)).toBeNull();
  });
});

describe('missions', () => {
  it.each([
    [5, 3],
    [6, 4],
    [7, 5],
    [8, 5],
  ])('a mission of %i questions is passed with %i right, not one fewer', (questions, right) => {
    expect(rightAnswersToPass(questions)).toBe(right);
    expect(missionPassed(right, questions)).toBe(true);
    expect(missionPassed(right - 1, questions)).toBe(false);
  });

  it('an empty mission is never passed', () => {
    expect(missionPassed(0, 0)).toBe(false);
  });
});

describe('completing a chapter', () => {
  it('the first time: completes it, adds its characters, picks the first as companion, opens the next', () => {
    const done = completeChapter(EMPTY_SPACE_PROGRESS, three[0]!, three, 200);
    expect(done).toEqual({
      firstCompletion: true,
      newlyUnlockedChapters: [2],
      newCharacters: ['a', 'b'],
      progress: {
        unlockedChapters: [1, 2],
        completedChapters: [1],
        unlockedCharacters: ['a', 'b'],
        selectedCharacter: 'a',
      },
    });
    expect(currentChapter(done.progress)).toBe(2);
  });

  it('leaves the next chapter shut while StarPower is short of its requirement', () => {
    const done = completeChapter(EMPTY_SPACE_PROGRESS, three[0]!, three, 149);
    expect(done.newlyUnlockedChapters).toEqual([]);
    expect(done.progress.unlockedChapters).toEqual([1]);
    expect(chapterState(three[1]!, done.progress.unlockedChapters, 149)).toBe('locked');
    expect(unlockRefusal(three[1]!, done.progress, 150)).toBeNull();
  });

  it('a second time: nothing new, and the chosen companion stays', () => {
    const first = completeChapter(EMPTY_SPACE_PROGRESS, three[0]!, three, 500);
    const chosen = { ...first.progress, selectedCharacter: 'b' };
    const again = completeChapter(chosen, three[0]!, three, 500);
    expect(again.firstCompletion).toBe(false);
    expect(again.newCharacters).toEqual([]);
    expect(again.newlyUnlockedChapters).toEqual([]);
    expect(again.progress).toEqual(chosen);
  });

  it('the last chapter opens nothing after it', () => {
    const last = three[2]!;
    const progress: SpaceProgressState = {
      unlockedChapters: [1, 2, 3],
      completedChapters: [1, 2],
      unlockedCharacters: ['a', 'b', 'c'],
      selectedCharacter: 'c',
    };
    const done = completeChapter(progress, last, three, 10_000);
    expect(done.newlyUnlockedChapters).toEqual([]);
    expect(currentChapter(done.progress)).toBe(3);
  });

  it('keeps its invariants for any order of completions and any StarPower', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ index: fc.nat(2), starPower: fc.nat(1_000) }), { maxLength: 12 }),
        (steps) => {
          let progress = EMPTY_SPACE_PROGRESS;
          for (const { index, starPower } of steps) {
            const target = three[index]!;
            // Only open chapters can be played, as the server enforces.
            if (chapterState(target, progress.unlockedChapters, starPower) !== 'unlocked') continue;
            progress = completeChapter(progress, target, three, starPower).progress;
          }
          // Every open chapter after the first follows a completed one; characters never repeat.
          for (const number of progress.unlockedChapters) {
            if (number > 1) expect(progress.completedChapters).toContain(number - 1);
          }
          for (const number of progress.completedChapters)
            expect(progress.unlockedChapters).toContain(number);
          expect(new Set(progress.unlockedCharacters).size).toBe(progress.unlockedCharacters.length);
          if (progress.selectedCharacter !== null) {
            expect(progress.unlockedCharacters).toContain(progress.selectedCharacter);
          }
        },
      ),
    );
  });
});

describe('the StarPower curve', () => {
  // Steady practice: the day's 20 questions with about 7 in 10 right, plus the day's easy challenge.
  const steadyDay = Math.round(DAILY_QUESTION_GOAL * 0.7) * PRACTICE_CORRECT_STAR_POWER + 25;

  it('chapter 2 is reachable on the first day of steady practice', () => {
    const [first, second] = CHAPTERS;
    expect(first!.rewards.starPower + steadyDay).toBeGreaterThanOrEqual(second!.starPowerRequired);
  });

  it('each next chapter takes under two weeks of steady practice, and the steps grow', () => {
    for (let index = 1; index < CHAPTERS.length; index += 1) {
      const gap = CHAPTERS[index]!.starPowerRequired - CHAPTERS[index - 1]!.starPowerRequired;
      const earnedByMissions = CHAPTERS.slice(0, index).reduce((sum, c) => sum + c.rewards.starPower, 0);
      expect(gap).toBeGreaterThan(0);
      expect(gap / steadyDay).toBeLessThan(14);
      expect(CHAPTERS[index]!.starPowerRequired - earnedByMissions).toBeGreaterThan(0);
      if (index > 1) {
        const previousGap = CHAPTERS[index - 1]!.starPowerRequired - CHAPTERS[index - 2]!.starPowerRequired;
        expect(gap).toBeGreaterThanOrEqual(previousGap);
      }
    }
  });
});
