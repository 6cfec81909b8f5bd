import { describe, expect, it } from 'vitest';
import {
  MAX_STUDENTS_PER_ADD,
  emptyRows,
  nextKey,
  pasteNames,
  splitNames,
  studentsToAdd,
} from './add-students-rules';

describe('the add-students form', () => {
  it('starts with empty rows in the class grade', () => {
    expect(emptyRows(2, 3)).toEqual([
      { key: 0, name: '', grade: 3 },
      { key: 1, name: '', grade: 3 },
    ]);
    expect(nextKey(emptyRows(3, 4))).toBe(3);
    expect(nextKey([])).toBe(0);
  });

  it('reads a pasted class list: one name a line, tabs or semicolons too, blanks dropped', () => {
    expect(splitNames('Ava L.\r\n\n  Ben   K. \tCara M.; Dev P.\n')).toEqual([
      'Ava L.',
      'Ben K.',
      'Cara M.',
      'Dev P.',
    ]);
  });

  it('fills the row pasted into, then the empty rows after it, then new rows with its grade', () => {
    const rows = emptyRows(3, 4);
    rows[1] = { ...rows[1]!, grade: 5 };
    rows[2] = { ...rows[2]!, name: 'Kept' };
    const pasted = pasteNames(rows, 1, ['Ava', 'Ben', 'Cara']);
    expect(pasted.map((row) => [row.name, row.grade])).toEqual([
      ['', 4],
      ['Ava', 5],
      ['Kept', 4],
      ['Ben', 5],
      ['Cara', 5],
    ]);
    expect(new Set(pasted.map((row) => row.key)).size).toBe(pasted.length);
    expect(rows[1]!.name).toBe('');
  });

  it('sends only filled rows, trimmed, each with its own grade', () => {
    const rows = [
      { key: 0, name: '  Ava  L. ', grade: 3 as const },
      { key: 1, name: '   ', grade: 3 as const },
      { key: 2, name: 'Ben', grade: 5 as const },
    ];
    expect(studentsToAdd(rows)).toEqual({
      ok: true,
      students: [
        { name: 'Ava L.', grade: 3 },
        { name: 'Ben', grade: 5 },
      ],
    });
  });

  it('asks kindly for a name, and keeps to the server’s limits', () => {
    expect(studentsToAdd(emptyRows(3, 4))).toEqual({ ok: false, problem: 'Type at least one student name.' });
    const many = Array.from({ length: MAX_STUDENTS_PER_ADD + 1 }, (_, key) => ({
      key,
      name: `S${key}`,
      grade: 4 as const,
    }));
    expect(studentsToAdd(many).ok).toBe(false);
    expect(studentsToAdd([{ key: 0, name: 'x'.repeat(61), grade: 4 }]).ok).toBe(false);
  });
});
