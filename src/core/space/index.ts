import { CHAPTERS } from './chapters';
import { CHARACTERS } from './characters';
import type { Chapter, Character } from './space-types';

export { CHAPTERS } from './chapters';
export { CHARACTERS } from './characters';
export * from './space-rules';
export * from './space-types';

const chaptersById = new Map(CHAPTERS.map((chapter) => [chapter.id, chapter]));
const chaptersByNumber = new Map(CHAPTERS.map((chapter) => [chapter.chapterNumber, chapter]));
const charactersById = new Map(CHARACTERS.map((character) => [character.id, character]));

export function chapterById(id: string): Chapter | undefined {
  return chaptersById.get(id);
}

export function chapterByNumber(chapterNumber: number): Chapter | undefined {
  return chaptersByNumber.get(chapterNumber);
}

export function characterById(id: string): Character | undefined {
  return charactersById.get(id);
}
