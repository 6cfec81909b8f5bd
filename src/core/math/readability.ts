/**
 * Plain-language check for stems: the Flesch–Kincaid grade level,
 *   0.39 × (words / sentences) + 11.8 × (syllables / words) − 15.59,
 * with syllables estimated by vowel groups. Numerals and fractions ("245", "3/4") count as one word of
 * one syllable: FK was built for prose, and a child reads "245" as one symbol, not five syllables.
 * Proper nouns passed in (the story's names and places) also count as one syllable: otherwise the
 * check would punish "Ananya" and "Nacogdoches" and push stems towards short Anglo names.
 */
const WORD = /[A-Za-z][A-Za-z'’-]*|\d[\d,]*(?:\.\d+)?(?:\/\d+)?/g;

export function countSyllables(word: string): number {
  const letters = word.toLowerCase().replace(/[^a-z]/g, '');
  if (letters === '') return 1;
  if (letters.length <= 3) return 1;
  const trimmed = letters
    // A final silent e, "-es" or "-ed" usually adds no syllable ("make", "boxes" stays 2, "jumped").
    .replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, (ending) => ending[0] ?? '')
    .replace(/^y/, '');
  const groups = trimmed.match(/[aeiouy]+/g)?.length ?? 0;
  // "-le" after a consonant is its own syllable ("table", "puzzle").
  const endsInSyllabicLe = /[^aeiouy]le$/.test(letters) ? 1 : 0;
  return Math.max(1, groups + endsInSyllabicLe);
}

export function countSentences(text: string): number {
  return Math.max(1, text.split(/[.!?]+(?=\s|$)/).filter((part) => /[A-Za-z0-9]/.test(part)).length);
}

export interface ReadabilityStats {
  words: number;
  sentences: number;
  syllables: number;
  grade: number;
}

export interface ReadabilityOptions {
  properNouns?: ReadonlySet<string>;
}

export function readability(text: string, options: ReadabilityOptions = {}): ReadabilityStats {
  const words = text.match(WORD) ?? [];
  const sentences = countSentences(text);
  const isSymbolOrName = (word: string) =>
    /^\d/.test(word) || options.properNouns?.has(word.replace(/['’]s$/, '')) === true;
  const syllables = words.reduce((sum, word) => sum + (isSymbolOrName(word) ? 1 : countSyllables(word)), 0);
  const wordCount = Math.max(1, words.length);
  const grade = 0.39 * (wordCount / sentences) + 11.8 * (syllables / wordCount) - 15.59;
  return { words: words.length, sentences, syllables, grade: Math.round(grade * 10) / 10 };
}

export function fleschKincaidGrade(text: string, options: ReadabilityOptions = {}): number {
  return readability(text, options).grade;
}
