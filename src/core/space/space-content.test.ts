import { describe, expect, it } from 'vitest';
import { CHAPTERS } from './chapters';
import { CHARACTERS } from './characters';
import { RARITIES, type Chapter, type Character, type Rarity } from './space-types';

const REQUIREMENTS = [0, 150, 400, 750, 1200, 1800, 2500, 3400, 4500, 5800, 7300, 9000];
const REWARDS = [50, 60, 75, 90, 100, 120, 140, 160, 180, 200, 225, 250];
const RARITY_COUNTS: Record<Rarity, number> = { common: 6, rare: 5, epic: 3, legendary: 2 };
const PLACEHOLDER = /\b(todo|tbd|fixme|xxx|lorem|ipsum|placeholder)\b|\?\?\?/i;

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Beats per mission by chapter: 5 for chapters 1-3, 6 for 4-6, 7 for 7-9, 8 for 10-12. */
function beatsFor(chapterNumber: number): number {
  return 5 + Math.floor((chapterNumber - 1) / 3);
}

function chapterTexts(chapter: Chapter): string[] {
  const { mission } = chapter;
  return [
    chapter.title,
    chapter.planet,
    chapter.description,
    chapter.storyText,
    mission.title,
    mission.briefing,
    ...mission.beats,
    mission.success,
    mission.retry,
  ];
}

function characterTexts(character: Character): string[] {
  return [character.name, character.description, character.cheer, character.comfort];
}

describe('the StarSpace chapters', () => {
  it('are 12, numbered 1 to 12 in order, with ids chapter-N', () => {
    expect(CHAPTERS).toHaveLength(12);
    CHAPTERS.forEach((chapter, index) => {
      expect(chapter.chapterNumber).toBe(index + 1);
      expect(chapter.id).toBe(`chapter-${index + 1}`);
    });
  });

  it('happen on 4 planets, 3 consecutive chapters each', () => {
    const planets = CHAPTERS.map((chapter) => chapter.planet);
    expect(new Set(planets).size).toBe(4);
    for (let start = 0; start < 12; start += 3) {
      expect(planets[start + 1]).toBe(planets[start]);
      expect(planets[start + 2]).toBe(planets[start]);
      if (start > 0) expect(planets[start]).not.toBe(planets[start - 1]);
    }
  });

  it('cost and reward the agreed StarPower, requirements strictly increasing from 0', () => {
    expect(CHAPTERS.map((chapter) => chapter.starPowerRequired)).toEqual(REQUIREMENTS);
    expect(CHAPTERS.map((chapter) => chapter.rewards.starPower)).toEqual(REWARDS);
    expect(CHAPTERS[0]!.starPowerRequired).toBe(0);
    for (let index = 1; index < CHAPTERS.length; index += 1) {
      expect(CHAPTERS[index]!.starPowerRequired).toBeGreaterThan(CHAPTERS[index - 1]!.starPowerRequired);
    }
  });

  it('alternate mission subjects: math in odd chapters, reading in even ones', () => {
    for (const chapter of CHAPTERS) {
      expect(chapter.mission.subject).toBe(chapter.chapterNumber % 2 === 1 ? 'math' : 'reading');
    }
  });

  it('have 5 to 8 short beats per mission, growing every planet, naming no number', () => {
    for (const chapter of CHAPTERS) {
      expect(chapter.mission.beats, chapter.id).toHaveLength(beatsFor(chapter.chapterNumber));
      for (const beat of chapter.mission.beats) {
        expect(beat.length, beat).toBeLessThan(100);
        expect(beat, beat).not.toMatch(/\d/);
        expect(beat.trim().length, chapter.id).toBeGreaterThan(0);
      }
    }
  });

  it('tell stories of 120 to 220 words in paragraphs', () => {
    for (const chapter of CHAPTERS) {
      const count = words(chapter.storyText);
      expect(count, `${chapter.id}: ${count} words`).toBeGreaterThanOrEqual(120);
      expect(count, `${chapter.id}: ${count} words`).toBeLessThanOrEqual(220);
      const paragraphs = chapter.storyText.split('\n\n');
      expect(paragraphs.length, chapter.id).toBeGreaterThan(1);
      for (const paragraph of paragraphs) expect(paragraph.trim(), chapter.id).toBe(paragraph);
      expect(chapter.storyText, chapter.id).not.toMatch(/\n{3,}/);
    }
  });

  it('have short card descriptions and filled-in mission words', () => {
    for (const chapter of CHAPTERS) {
      expect(chapter.description.length, chapter.id).toBeLessThan(110);
      for (const text of chapterTexts(chapter)) expect(text.trim().length, chapter.id).toBeGreaterThan(0);
    }
  });
});

describe('the StarSpace characters', () => {
  it('are 16 with unique ids and unique avatars', () => {
    expect(CHARACTERS).toHaveLength(16);
    expect(new Set(CHARACTERS.map((character) => character.id)).size).toBe(16);
    expect(new Set(CHARACTERS.map((character) => character.avatar)).size).toBe(16);
    for (const character of CHARACTERS) expect(character.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('come in 6 common, 5 rare, 3 epic and 2 legendary', () => {
    for (const rarity of RARITIES) {
      const count = CHARACTERS.filter((character) => character.rarity === rarity).length;
      expect(count, rarity).toBe(RARITY_COUNTS[rarity]);
    }
  });

  it('each join in exactly one chapter, the one named by unlockedAtChapter', () => {
    for (const character of CHARACTERS) {
      const bringers = CHAPTERS.filter((chapter) => chapter.rewards.characters.includes(character.id));
      expect(
        bringers.map((chapter) => chapter.chapterNumber),
        character.id,
      ).toEqual([character.unlockedAtChapter]);
    }
  });

  it('are the only ids in the chapters rewards, one or two a chapter', () => {
    const ids = new Set(CHARACTERS.map((character) => character.id));
    for (const chapter of CHAPTERS) {
      expect(chapter.rewards.characters.length, chapter.id).toBeGreaterThanOrEqual(1);
      expect(chapter.rewards.characters.length, chapter.id).toBeLessThanOrEqual(2);
      for (const id of chapter.rewards.characters) expect(ids.has(id), id).toBe(true);
    }
  });

  it('start with exactly 2 common companions in chapter 1', () => {
    const first = CHARACTERS.filter((character) => character.unlockedAtChapter === 1);
    expect(first).toHaveLength(2);
    for (const character of first) expect(character.rarity).toBe('common');
  });

  it('get rarer as the story goes on: each rarity starts and ends later than the one below it', () => {
    const chapters = RARITIES.map((rarity) =>
      CHARACTERS.filter((character) => character.rarity === rarity).map(
        (character) => character.unlockedAtChapter,
      ),
    );
    for (let index = 1; index < RARITIES.length; index += 1) {
      expect(Math.min(...chapters[index]!), RARITIES[index]).toBeGreaterThan(
        Math.min(...chapters[index - 1]!),
      );
      expect(Math.max(...chapters[index]!), RARITIES[index]).toBeGreaterThan(
        Math.max(...chapters[index - 1]!),
      );
    }
    const legendaries = CHARACTERS.filter((character) => character.rarity === 'legendary');
    expect(legendaries.map((character) => character.unlockedAtChapter).sort((a, b) => a - b)).toEqual([
      11, 12,
    ]);
  });

  it('say short cheers and comforts', () => {
    for (const character of CHARACTERS) {
      expect(character.cheer.length, character.id).toBeLessThan(90);
      expect(character.comfort.length, character.id).toBeLessThan(90);
      for (const text of characterTexts(character))
        expect(text.trim().length, character.id).toBeGreaterThan(0);
    }
  });
});

describe('the StarSpace words', () => {
  it('hold no placeholder', () => {
    const texts = [...CHAPTERS.flatMap(chapterTexts), ...CHARACTERS.flatMap(characterTexts)];
    for (const text of texts) expect(text, text).not.toMatch(PLACEHOLDER);
  });
});
