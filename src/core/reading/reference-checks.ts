import type { PassageLandmarks } from './passage-landmarks';

/**
 * Checks that the places a question names exist: "paragraph 12", "paragraphs 3 and 4", "the third
 * paragraph", "stanza 2", "line 3 of stanza 8", "sentence 14", "Scene 2". In a paired set a number
 * followed by `of "Part title"` must exist in that part, and otherwise in one of the parts.
 */

const ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];
type Place = 'paragraph' | 'stanza' | 'line' | 'sentence' | 'scene';

const NUMBERED_PLACE =
  /\b(paragraph|stanza|line|sentence|scene)s?\s+(\d+)((?:\s*(?:,|and|or|to|through)\s*\d+)*)(?:\s+of\s+(?:stanza\s+(\d+)|["“]([^"”]+?)[,.]?["”]))?/gi;
const ORDINAL_PLACE = new RegExp(`\\b(${ORDINALS.join('|')})\\s+(paragraph|stanza)\\b`, 'gi');

interface Reference {
  place: Place;
  number: number;
  /** "of stanza 8" after a line number. */
  stanza?: number;
  /** `of "Title"` after a paragraph or stanza number. */
  partTitle?: string;
  text: string;
}

function numbersIn(first: string, rest: string): number[] {
  const numbers = [Number(first), ...(rest.match(/\d+/g) ?? []).map(Number)];
  // "paragraphs 12 to 14" names 13 too.
  if (/\b(?:to|through)\b/i.test(rest) && numbers.length === 2) {
    const [from, to] = numbers as [number, number];
    return Array.from({ length: Math.max(0, to - from) + 1 }, (_, index) => from + index);
  }
  return numbers;
}

export function referencesIn(text: string): Reference[] {
  const references: Reference[] = [];
  for (const match of text.matchAll(NUMBERED_PLACE)) {
    const [whole, place, first, rest = '', stanza, partTitle] = match;
    for (const number of numbersIn(first!, rest)) {
      references.push({
        place: place!.toLowerCase() as Place,
        number,
        ...(stanza === undefined ? {} : { stanza: Number(stanza) }),
        ...(partTitle === undefined ? {} : { partTitle }),
        text: whole,
      });
    }
  }
  for (const match of text.matchAll(ORDINAL_PLACE)) {
    references.push({
      place: match[2]!.toLowerCase() as Place,
      number: ORDINALS.indexOf(match[1]!.toLowerCase()) + 1,
      text: match[0],
    });
  }
  return references;
}

function exists(reference: Reference, landmarks: PassageLandmarks, isDraft: boolean): boolean {
  const parts = reference.partTitle
    ? landmarks.parts.filter((part) => part.title.toLowerCase() === reference.partTitle!.toLowerCase())
    : landmarks.parts;
  // A title that names no part ("of the story") is not a part reference: look in every part.
  const scope = parts.length > 0 ? parts : landmarks.parts;
  const { number } = reference;
  switch (reference.place) {
    case 'paragraph':
      return scope.some((part) => number <= part.paragraphs);
    case 'stanza':
      return scope.some((part) => number <= part.stanzas);
    case 'line':
      return scope.some((part) =>
        reference.stanza === undefined
          ? part.stanzaLines.some((lines) => number <= lines)
          : number <= (part.stanzaLines[reference.stanza - 1] ?? 0),
      );
    case 'scene':
      return scope.some((part) => number <= part.scenes);
    case 'sentence':
      // In a passage, "sentence 2" means a sentence of a named paragraph; only drafts number sentences.
      return !isDraft || number <= landmarks.sentences;
  }
}

/** The references in `text` that name a place the passage does not have. */
export function missingReferences(text: string, landmarks: PassageLandmarks, isDraft: boolean): string[] {
  return referencesIn(text)
    .filter((reference) => reference.number < 1 || !exists(reference, landmarks, isDraft))
    .map((reference) => `${reference.text.trim()} (${reference.place} ${reference.number})`);
}
