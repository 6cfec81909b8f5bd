import { STORY_THEMES } from '../../items/story-themes';
import { FIRST_NAMES } from './first-names';
import { TEXAS_PLACES } from './texas-places';
import { THEME_WORDS } from './theme-words';

const capitalisedWords = (text: string) => text.match(/\b[A-Z][A-Za-z'-]*/g) ?? [];

/** Every name and place word a story can use, for the readability check's proper-noun rule. */
export const STORY_PROPER_NOUNS: ReadonlySet<string> = new Set([
  ...FIRST_NAMES.flatMap((name) => name.split('-')),
  ...FIRST_NAMES,
  ...TEXAS_PLACES.flatMap(capitalisedWords),
  ...STORY_THEMES.flatMap((theme) => THEME_WORDS[theme].settings.flatMap(capitalisedWords)),
]);
