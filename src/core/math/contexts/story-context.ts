import { STORY_THEMES, type StoryTheme } from '../../items/story-themes';
import { createStream, type Random } from '../../random/random';
import { FIRST_NAMES } from './first-names';
import { THEME_WORDS, type Noun, type RectangleNoun } from './theme-words';

/** The words one story is told with. Generators fill their templates from it; never numbers. */
export interface StoryContext {
  theme: StoryTheme;
  name: string;
  /** A second person, always different from `name`. */
  otherName: string;
  setting: string;
  thing: Noun;
  group: Noun;
  rectangle: RectangleNoun;
  whole: Noun;
}

/** Out of 4: how often a student's interests choose the theme; the rest keeps some variety. */
const INTEREST_WEIGHT = 3;

export function isStoryTheme(value: string): value is StoryTheme {
  return (STORY_THEMES as readonly string[]).includes(value);
}

/** Interests bias the theme; with none (or none we know), every theme is equally likely. */
export function pickTheme(random: Random, interests: readonly string[] = []): StoryTheme {
  const known = interests.filter(isStoryTheme);
  const useInterest = random.chance(INTEREST_WEIGHT, 4);
  return known.length > 0 && useInterest ? random.pick(known) : random.pick(STORY_THEMES);
}

/**
 * Builds the story words for a seed from their own random streams ("theme", "story"), apart from the
 * numbers' stream, so interests and themes change the words and never the maths. `theme` pins the theme
 * (used when regenerating an item whose theme is already recorded).
 */
export function createStoryContext(
  seed: number,
  options: { interests?: readonly string[]; theme?: StoryTheme } = {},
): StoryContext {
  // The theme has its own stream, so a pinned theme leaves every other word exactly as first drawn.
  const theme = options.theme ?? pickTheme(createStream(seed, 'theme'), options.interests);
  const random = createStream(seed, 'story');
  const words = THEME_WORDS[theme];
  // random.sample(FIRST_NAMES, 2) written out (the same two draws and names): sample's general path
  // costs more than the rest of the story, and this runs for every item.
  const first = random.int(0, FIRST_NAMES.length - 1);
  const second = random.int(1, FIRST_NAMES.length - 1);
  const name = FIRST_NAMES[first]!;
  const otherName = FIRST_NAMES[second === first ? 0 : second]!;
  return {
    theme,
    name,
    otherName,
    setting: random.pick(words.settings),
    thing: random.pick(words.things),
    group: random.pick(words.groups),
    rectangle: random.pick(words.rectangles),
    whole: random.pick(words.wholes),
  };
}
