import { fleschKincaidGrade, type ReadabilityOptions } from '../math/readability';

/**
 * Flesch–Kincaid for text with quotations. The shared helper ends a sentence at ".", "!" or "?"
 * followed by a space, so `"Go home." She left.` reads as one long sentence; here the end mark moves
 * past the closing quote first (`"Go home". She left.`), and the quote counts as the sentence it is.
 */
export function withQuotedSentencesEnded(text: string): string {
  return text.replace(/([.!?]+)(["”’)]+)(?=\s|$)/g, '$2$1');
}

export function proseReadingGrade(text: string, options: ReadabilityOptions = {}): number {
  return fleschKincaidGrade(withQuotedSentencesEnded(text), options);
}
