import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseContentItemId } from '../../core/items/item-id';
import type { Item } from '../../core/items/item-types';
import {
  readReadingFile,
  ReadingContentError,
  type ReadingFile,
} from '../../core/reading/parse-reading-file';
import {
  toPublicPassage,
  type Passage,
  type PassageKind,
  type PublicPassage,
} from '../../core/reading/passage-types';
import { findPracticeCategory } from '../../core/teks/practice-categories';
import { normalizeTeksCode } from '../../core/teks/teks-code';
import type { Grade } from '../../core/teks/teks-types';

/**
 * The written reading content (content/reading/**), read once at start and indexed by id, grade,
 * TEKS code and practice card. Items are the shared item model, so practice, exams and scoring treat
 * them like generated ones; `regenerate` answers "content-item" for their ids and callers come here.
 */
export const READING_CONTENT_DIR = fileURLToPath(new URL('../../../content/reading', import.meta.url));

export interface ReadingBank {
  readonly files: readonly ReadingFile[];
  passage(id: string): Passage | undefined;
  /** What the browser shows for a passage. */
  publicPassage(id: string): PublicPassage | undefined;
  /** A written item by its id ("reading:g3-our-school-garden:q4"). */
  findItem(id: string): Item | undefined;
  /** Items of a grade for TEKS codes in any spelling; every item of the grade when no codes are given. */
  itemsFor(grade: Grade, codes?: readonly string[]): Item[];
  /** Items for a Practice Center card ("Vocabulary Development", "Writing", "Mixed Review"…). */
  itemsForCategory(grade: Grade, category: string): Item[];
  itemsForPassage(passageId: string): Item[];
  passagesFor(grade: Grade, kind?: PassageKind): Passage[];
  /** The codes of a grade that written items cover. */
  codesWithItems(grade: Grade): string[];
}

/** Indexes parsed files. Throws when two files share a passage id, which would make ids ambiguous. */
export function createReadingBank(files: readonly ReadingFile[]): ReadingBank {
  const passages = new Map<string, Passage>();
  const itemsByPassage = new Map<string, Item[]>();
  const itemsById = new Map<string, Item>();
  for (const file of files) {
    const { id } = file.passage;
    if (passages.has(id)) throw new ReadingContentError(file.path, [`passage id ${id} is used twice`]);
    passages.set(id, file.passage);
    itemsByPassage.set(id, file.items);
    for (const item of file.items) itemsById.set(item.id, item);
  }
  const allItems = [...itemsById.values()];
  const ofGrade = (grade: Grade) => allItems.filter((item) => item.grade === grade);

  return {
    files,
    passage: (id) => passages.get(id),
    publicPassage: (id) => {
      const passage = passages.get(id);
      return passage && toPublicPassage(passage);
    },
    findItem: (id) => (parseContentItemId(id) ? itemsById.get(id) : undefined),
    itemsFor(grade, codes) {
      if (codes === undefined) return ofGrade(grade);
      const wanted = new Set(
        codes.map((code) => normalizeTeksCode(code)).filter((code) => code !== undefined),
      );
      return ofGrade(grade).filter((item) => wanted.has(item.teksCode));
    },
    itemsForCategory(grade, category) {
      const card = findPracticeCategory(grade, 'reading', category);
      return card ? this.itemsFor(grade, card.itemSourceCodes) : [];
    },
    itemsForPassage: (passageId) => [...(itemsByPassage.get(passageId) ?? [])],
    passagesFor: (grade, kind) =>
      [...passages.values()].filter(
        (passage) => passage.grade === grade && (kind === undefined || passage.kind === kind),
      ),
    codesWithItems: (grade) => [...new Set(ofGrade(grade).map((item) => item.teksCode))],
  };
}

/** Every content file under `dir` (README.md aside), as a path relative to it: "grade-3/x.md". */
export function contentFilePaths(dir: string = READING_CONTENT_DIR): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.md') && path.posix.basename(file) !== 'README.md')
    .sort();
}

export interface ReadResult {
  files: ReadingFile[];
  failures: { path: string; problems: string[] }[];
}

/** Reads and parses every content file, keeping the failures apart so all of them can be reported. */
export function readReadingContent(dir: string = READING_CONTENT_DIR): ReadResult {
  const result: ReadResult = { files: [], failures: [] };
  for (const file of contentFilePaths(dir)) {
    const parsed = readReadingFile(readFileSync(path.join(dir, file), 'utf8'), file);
    if (parsed.ok) result.files.push(parsed.file);
    else result.failures.push({ path: parsed.path, problems: parsed.problems });
  }
  return result;
}

/** Loads the bank, refusing to start with content that does not parse: every problem is in the error. */
export function loadReadingBank(dir: string = READING_CONTENT_DIR): ReadingBank {
  const { files, failures } = readReadingContent(dir);
  if (failures.length > 0) {
    throw new ReadingContentError(
      dir,
      failures.flatMap((failure) => failure.problems.map((problem) => `${failure.path}: ${problem}`)),
    );
  }
  return createReadingBank(files);
}

let loaded: ReadingBank | undefined;

/** The bank for this process, read from disk the first time it is asked for. */
export function readingBank(): ReadingBank {
  loaded ??= loadReadingBank();
  return loaded;
}
