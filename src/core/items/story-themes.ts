/**
 * Story themes a student can pick as interests. They flavour names, places and objects in a stem and
 * never the numbers. They live beside the item model because an item records the theme it was told in.
 */
export const STORY_THEMES = [
  'space',
  'animals',
  'sports',
  'food',
  'music',
  'texas-places',
  'nature',
  'school',
] as const;
export type StoryTheme = (typeof STORY_THEMES)[number];
