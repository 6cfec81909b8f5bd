import type { StoryContext } from './contexts/story-context';

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * "Rafael is at the zoo in San Antonio. " — the setting as its own short sentence: folding it into
 * the first sentence of the problem makes that sentence too long for a grade 3 reader.
 */
export function opening(story: StoryContext): string {
  return `${story.name} is ${story.setting}. `;
}

/** "a pizza", "an art poster": the article a noun phrase needs (by its first letter, enough here). */
export function withArticle(phrase: string): string {
  return /^[aeiou]/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`;
}
