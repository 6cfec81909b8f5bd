import type { Grade } from '../../../core/accounts/account';

/*
 * The "Add students" form as plain functions: a row per student (name and grade), pasting a list of
 * names fills several rows at once, and what is sent is checked the way the server checks it.
 */

/** The server takes at most this many students per call, and names up to 60 characters. */
export const MAX_STUDENTS_PER_ADD = 40;
export const MAX_NAME_LENGTH = 60;
/** Empty rows the form starts with: enough for a small group without pressing "Add another". */
export const STARTING_ROWS = 3;

export interface StudentRow {
  /** A stable key for React while rows are added and removed. */
  key: number;
  name: string;
  grade: Grade;
}

export function emptyRows(count: number, grade: Grade, firstKey = 0): StudentRow[] {
  return Array.from({ length: count }, (_, index) => ({ key: firstKey + index, name: '', grade }));
}

/** The next free key. */
export function nextKey(rows: readonly StudentRow[]): number {
  return rows.reduce((max, row) => Math.max(max, row.key), -1) + 1;
}

/** Names pasted from a class list: one per line (or separated by tabs or semicolons), blanks dropped. */
export function splitNames(text: string): string[] {
  return text
    .split(/[\r\n\t;]+/)
    .map((name) => name.replace(/\s+/g, ' ').trim())
    .filter((name) => name !== '');
}

/**
 * Pasting several names into row `index`: the first fills that row, the rest fill the empty rows
 * after it and then new rows, each with the grade of the row pasted into.
 */
export function pasteNames(
  rows: readonly StudentRow[],
  index: number,
  names: readonly string[],
): StudentRow[] {
  const next = rows.map((row) => ({ ...row }));
  const grade = next[index]?.grade;
  if (grade === undefined || names.length === 0) return next;
  let key = nextKey(next);
  let position = index;
  for (const name of names) {
    while (position < next.length && position !== index && next[position]!.name.trim() !== '') position += 1;
    if (position < next.length) {
      next[position] = { ...next[position]!, name };
    } else {
      next.push({ key, name, grade });
      key += 1;
    }
    position += 1;
  }
  return next;
}

export type AddStudentsCheck =
  { ok: true; students: { name: string; grade: Grade }[] } | { ok: false; problem: string };

/** The students to send: filled rows only, trimmed; a kind message when there are none or too many. */
export function studentsToAdd(rows: readonly StudentRow[]): AddStudentsCheck {
  const students = rows
    .map((row) => ({ name: row.name.replace(/\s+/g, ' ').trim(), grade: row.grade }))
    .filter((row) => row.name !== '');
  if (students.length === 0) return { ok: false, problem: 'Type at least one student name.' };
  if (students.length > MAX_STUDENTS_PER_ADD) {
    return { ok: false, problem: `Add up to ${MAX_STUDENTS_PER_ADD} students at a time.` };
  }
  const tooLong = students.find((student) => student.name.length > MAX_NAME_LENGTH);
  if (tooLong) {
    return { ok: false, problem: `"${tooLong.name.slice(0, 20)}…" is too long: use up to 60 letters.` };
  }
  return { ok: true, students };
}
