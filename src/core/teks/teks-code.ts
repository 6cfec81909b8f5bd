/**
 * TEKS codes. Canonical form: "3.4A" (grade.statement + capital letter), and "3.9D(i)" when a reading
 * SE has a roman-numeral part. People and documents write the same code many ways, so the parser
 * accepts "3.4A", "3.4.A", "3.4(A)", "3.4 a", "TEKS 3.4A", "3.9.D.i", "3.9(D)(i)".
 */

export interface TeksCodeParts {
  grade: number;
  statement: number;
  letter: string;
  /** Lower-case roman numeral of a sub-expectation ("ii"), if any. */
  part?: string;
}

const ROMAN_PARTS = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii'];

const FLEXIBLE_CODE =
  /^(?:teks\s*)?(\d{1,2})\s*\.\s*(\d{1,2})\s*(?:\.\s*|\s+)?\(?\s*([a-z])\s*\)?\s*(?:(?:\.\s*|\s+)?\(\s*([ivx]+)\s*\)|(?:\.\s*|\s+)?([ivx]+))?$/;

export function parseTeksCode(input: string): TeksCodeParts | undefined {
  const match = FLEXIBLE_CODE.exec(input.trim().toLowerCase());
  if (!match) return undefined;
  const [, grade, statement, letter, bracketedPart, barePart] = match;
  const part = bracketedPart ?? barePart;
  if (part !== undefined && !ROMAN_PARTS.includes(part)) return undefined;
  return {
    grade: Number(grade),
    statement: Number(statement),
    letter: letter!.toUpperCase(),
    ...(part === undefined ? {} : { part }),
  };
}

export function formatTeksCode(parts: TeksCodeParts): string {
  const base = `${parts.grade}.${parts.statement}${parts.letter}`;
  return parts.part === undefined ? base : `${base}(${parts.part})`;
}

/** The canonical code, or undefined when the text is not a TEKS code at all. */
export function normalizeTeksCode(input: string): string | undefined {
  const parts = parseTeksCode(input);
  return parts && formatTeksCode(parts);
}

/** "3.4A" and "3.9D(i)" belong to knowledge statements "3.4" and "3.9". */
export function knowledgeStatementOf(code: string): string | undefined {
  const parts = parseTeksCode(code);
  return parts && `${parts.grade}.${parts.statement}`;
}
