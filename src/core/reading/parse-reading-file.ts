import { parse as parseYaml } from 'yaml';
import { CONTENT_ID_PATTERN } from '../items/item-id';
import type { Item } from '../items/item-types';
import { GRADES } from '../accounts/account';
import type { Grade } from '../teks/teks-types';
import { FieldReader, isRawObject } from './front-matter-fields';
import { parseBody } from './passage-body';
import {
  PASSAGE_KINDS,
  READING_GENRES,
  type Passage,
  type PassageKind,
  type ReadingGenre,
} from './passage-types';
import { questionToItem } from './question-items';

/**
 * A content file (content/reading/README.md) → its passage and items. Pure: the caller reads the
 * file. A file with problems is refused whole, with every problem listed, so a teacher fixing one
 * sees all of them at once.
 */

export interface ReadingFile {
  path: string;
  passage: Passage;
  items: Item[];
}

export type ReadingFileResult =
  { ok: true; file: ReadingFile } | { ok: false; path: string; problems: string[] };

export class ReadingContentError extends Error {
  constructor(
    readonly path: string,
    readonly problems: readonly string[],
  ) {
    super(`${path}:\n  ${problems.join('\n  ')}`);
    this.name = 'ReadingContentError';
  }
}

const FILE_FIELDS = ['id', 'kind', 'grade', 'title', 'genre', 'parts', 'topics', 'wordCount', 'questions'];
const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

function splitFrontMatter(text: string): { yaml: string; body: string } | undefined {
  const match = FRONT_MATTER.exec(text.replace(/^\uFEFF/, ''));
  return match ? { yaml: match[1]!, body: text.slice(match.index + match[0].length) } : undefined;
}

function readParts(
  reader: FieldReader,
  kind: PassageKind,
): { title: string; genre: ReadingGenre }[] | undefined {
  if (kind !== 'paired') {
    if (reader.has('parts')) reader.report('parts', 'only a paired set has parts; use title and genre');
    const title = reader.text('title');
    const genre = reader.oneOf('genre', READING_GENRES);
    return title && genre ? [{ title, genre }] : undefined;
  }
  for (const key of ['title', 'genre']) {
    if (reader.has(key))
      reader.report(key, 'a paired set gives each part its own title and genre under parts');
  }
  const list = reader.list('parts');
  if (list === undefined) return undefined;
  if (list.length !== 2) reader.report('parts', `a paired set has 2 parts, not ${list.length}`);
  const parts = list.map((raw, index) => {
    if (!isRawObject(raw)) return reader.report(`parts[${index}]`, 'must be a mapping with title and genre');
    const part = reader.child(raw, `parts[${index}].`);
    part.onlyKeys(['title', 'genre']);
    const title = part.text('title');
    const genre = part.oneOf('genre', READING_GENRES);
    return title && genre ? { title, genre } : undefined;
  });
  return parts.every((part) => part !== undefined) ? parts : undefined;
}

export function readReadingFile(text: string, path: string): ReadingFileResult {
  const problems: string[] = [];
  const fail = (problem?: string) => ({
    ok: false as const,
    path,
    problems: problem ? [...problems, problem] : problems,
  });
  const split = splitFrontMatter(text);
  if (!split) return fail('the file must start with front matter between --- lines');
  let data: unknown;
  try {
    data = parseYaml(split.yaml);
  } catch (error) {
    return fail(
      `the front matter is not valid YAML: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!isRawObject(data)) return fail('the front matter must be a mapping of fields');

  const reader = new FieldReader(data, '', problems);
  reader.onlyKeys(FILE_FIELDS);
  const id = reader.text('id');
  if (id !== undefined && !CONTENT_ID_PATTERN.test(id))
    reader.report('id', 'use lower-case kebab case (g3-my-title)');
  const kind = reader.oneOf('kind', PASSAGE_KINDS);
  const grade = reader.integer('grade', GRADES[0], GRADES[GRADES.length - 1]!) as Grade | undefined;
  const topics = reader.textList('topics', 1, 12);
  const wordCount = reader.integer('wordCount', 1, 5000);
  const questions = reader.list('questions');
  const parts = kind === undefined ? undefined : readParts(reader, kind);
  if (
    id === undefined ||
    kind === undefined ||
    grade === undefined ||
    !topics ||
    !wordCount ||
    !questions ||
    !parts
  ) {
    return fail();
  }

  if (!id.startsWith(`g${grade}-`)) reader.report('id', `must start with g${grade}-`);
  const body = parseBody(split.body, kind, parts);
  problems.push(...body.problems);
  const items = questions.map((raw, index) =>
    questionToItem(raw, index, { passageId: id, grade: grade }, problems),
  );
  if (problems.length > 0) return fail();

  const title = parts.map((part) => part.title).join(' / ');
  const passage: Passage = {
    id,
    kind,
    grade: grade,
    title,
    genre: parts[0]!.genre,
    topics,
    wordCount,
    parts: body.parts,
  };
  return { ok: true, file: { path, passage, items: items as Item[] } };
}

/** As readReadingFile, throwing a ReadingContentError that lists every problem. */
export function parseReadingFile(text: string, path: string): ReadingFile {
  const result = readReadingFile(text, path);
  if (!result.ok) throw new ReadingContentError(path, result.problems);
  return result.file;
}
