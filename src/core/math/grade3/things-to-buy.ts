import type { StoryTheme } from '../../items/story-themes';

/**
 * Things a grade 3 child might buy or save for, by story theme, for the money and financial literacy
 * generators (3.4C, 3.9). Two of each per theme, so the numbers drawn never depend on the theme.
 * Small things cost a few dollars; goals cost enough to save for over weeks.
 */
export interface ThemeBuys {
  small: readonly [string, string];
  goals: readonly [string, string];
}

export const THINGS_TO_BUY: Record<StoryTheme, ThemeBuys> = {
  space: { small: ['rocket kit', 'space poster'], goals: ['telescope', 'space camp ticket'] },
  animals: { small: ['bag of dog treats', 'fish toy'], goals: ['fish tank', 'bird cage'] },
  sports: { small: ['team cap', 'water bottle'], goals: ['soccer ball', 'baseball glove'] },
  food: { small: ['lunch box', 'cookbook'], goals: ['waffle maker', 'snow cone maker'] },
  music: { small: ['songbook', 'set of guitar picks'], goals: ['keyboard', 'guitar'] },
  'texas-places': { small: ['postcard set', 'cap'], goals: ['tent', 'fishing pole'] },
  nature: { small: ['bird feeder', 'bug jar'], goals: ['pair of binoculars', 'tent'] },
  school: { small: ['paint set', 'book'], goals: ['art kit', 'backpack'] },
};
