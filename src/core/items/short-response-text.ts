/**
 * Reading a child's typed answer: words, a simple stem per word, and sentences. Deliberately small: the
 * built-in scorer looks for evidence words, so "plants", "planted" and "planting" must all find "plant",
 * and "fall" must not be found inside "waterfall".
 */

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

/** Lower case, accents folded ("Tết" → "tet", so a child may type either), possessive dropped. */
function foldWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]s?$/, '');
}

/** The words of a text, folded, in order. Hyphens split words: "ba-BOOM" is "ba" and "boom". */
export function wordsOf(text: string): string[] {
  return (text.match(WORD) ?? []).map(foldWord).filter((word) => word !== '');
}

const hasVowel = (text: string) => /[aeiouy]/.test(text);

/** Plural and third-person -s: "roots" → "root", "boxes" → "box", "berries" → "berry". */
function dropPlural(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|z|o)es$/.test(word)) return word.slice(0, -2);
  // Not "grass", "bus" or "this".
  if (/[^siu]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Past and -ing forms: "planted", "planting" → "plant"; "cried" → "cry"; "need" and "spring" stay. */
function dropInflection(word: string): string {
  if (word.endsWith('ied') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ing') && word.length >= 6 && hasVowel(word.slice(0, -3))) return word.slice(0, -3);
  if (word.endsWith('ed') && !word.endsWith('eed') && word.length >= 5 && hasVowel(word.slice(0, -2))) {
    return word.slice(0, -2);
  }
  return word;
}

/**
 * A crude stem that both the answer and the rubric go through, so they meet in the middle: after the
 * suffix goes, a final silent e ("bake", "baked", "baking" → "bak") and a doubled consonant ("stop",
 * "stopped" → "stop") are dropped too.
 */
export function stemWord(word: string): string {
  let stem = dropInflection(dropPlural(foldWord(word)));
  if (stem.length > 2) stem = stem.replace(/e$/, '');
  return stem.replace(/([b-df-hj-np-tv-z])\1$/, '$1');
}

export function stemsOf(text: string): string[] {
  return wordsOf(text).map(stemWord);
}

/** Whether the phrase's words appear together, in order, among the answer's words. */
export function containsPhrase(answerStems: readonly string[], phraseStems: readonly string[]): boolean {
  if (phraseStems.length === 0) return false;
  for (let start = 0; start + phraseStems.length <= answerStems.length; start += 1) {
    if (phraseStems.every((stem, offset) => answerStems[start + offset] === stem)) return true;
  }
  return false;
}

// "Mr. Ortiz" and "U.S." do not end sentences.
const ABBREVIATION = /\b(?:Mr|Mrs|Ms|Dr|St|Mt|Jr|Sr|vs)\.|\b(?:[A-Za-z]\.){2,}/g;

/** The sentences of an answer. A last sentence without an end mark still counts. */
export function sentencesOf(text: string): string[] {
  const plain = text.replace(ABBREVIATION, (match) => match.replaceAll('.', ''));
  return plain
    .split(/(?<=[.!?])["”’')\]]*\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}
