import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STORY_THEMES } from '../../items/story-themes';
import { createRandom } from '../../random/random';
import { FIRST_NAMES } from './first-names';
import { createStoryContext, pickTheme } from './story-context';
import { THEME_WORDS } from './theme-words';

const seeds = fc.integer({ min: 0, max: 0xffff_ffff });

describe('createStoryContext', () => {
  it('is the same for the same seed and options', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        expect(createStoryContext(seed, { interests: ['music'] })).toEqual(
          createStoryContext(seed, { interests: ['music'] }),
        );
      }),
    );
  });

  it('always names two different people', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const story = createStoryContext(seed);
        expect(story.name).not.toBe(story.otherName);
      }),
    );
  });

  it('keeps a pinned theme whatever the interests', () => {
    fc.assert(
      fc.property(seeds, fc.constantFrom(...STORY_THEMES), (seed, theme) => {
        expect(createStoryContext(seed, { theme, interests: ['space'] }).theme).toBe(theme);
      }),
    );
  });

  it('leans towards the interests without locking other themes out', () => {
    const themes = Array.from(
      { length: 2000 },
      (_, seed) => createStoryContext(seed, { interests: ['animals'] }).theme,
    );
    const animals = themes.filter((t) => t === 'animals').length / themes.length;
    expect(animals).toBeGreaterThan(0.7);
    expect(animals).toBeLessThan(0.9);
    expect(new Set(themes).size).toBe(STORY_THEMES.length);
  });

  it('ignores interests it does not know', () => {
    const random = createRandom(3);
    expect(STORY_THEMES).toContain(pickTheme(random, ['dinosaurs']));
  });
});

describe('story words', () => {
  it('give every theme something in each slot, with no blank words', () => {
    for (const theme of STORY_THEMES) {
      const words = THEME_WORDS[theme];
      for (const list of [words.settings, words.things, words.groups, words.rectangles, words.wholes]) {
        expect(list.length, theme).toBeGreaterThanOrEqual(3);
      }
      for (const n of [...words.things, ...words.groups, ...words.rectangles, ...words.wholes]) {
        expect(n.one.trim()).toBe(n.one);
        expect(n.many.length).toBeGreaterThan(0);
      }
    }
  });

  it('draw on a long, varied list of names with no repeats', () => {
    expect(FIRST_NAMES.length).toBeGreaterThanOrEqual(80);
    expect(new Set(FIRST_NAMES).size).toBe(FIRST_NAMES.length);
  });
});
