import type { Item } from '../../items/item-types';
import { parseReadingFile } from '../../reading/parse-reading-file';
import type { Passage, PassageKind } from '../../reading/passage-types';
import type { Grade } from '../../teks/teks-types';
import type { ExamReadingBank } from '../exam-form';

/**
 * The real reading content for tests, without I/O in core: Vite (which runs the tests) inlines every
 * content file as text at build time, and the shared parser reads it. Only tests import this file.
 */
const FILES = import.meta.glob<string>('../../../../content/reading/grade-*/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export const READING_FILES = Object.entries(FILES)
  .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  .map(([path, text]) => parseReadingFile(text, path.replace(/^.*content\/reading\//, '')));

/** The same two lookups as the server's reading bank, over the given files. */
export function contentBank(files = READING_FILES): ExamReadingBank & { passages: Passage[] } {
  const passages = files.map((file) => file.passage);
  const items = new Map<string, Item[]>(files.map((file) => [file.passage.id, file.items]));
  return {
    passages,
    passagesFor: (grade: Grade, kind?: PassageKind) =>
      passages.filter((passage) => passage.grade === grade && (kind === undefined || passage.kind === kind)),
    itemsForPassage: (passageId: string) => [...(items.get(passageId) ?? [])],
  };
}
