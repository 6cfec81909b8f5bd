import { CLASS_CODE_LENGTH, PERSONAL_CODE_LENGTH, normalizeCode } from '../../../core/accounts/codes';

/*
 * The codes a child types from a sign-in card, read as forgivingly as the server reads them (spaces,
 * dashes and small letters are fine), with a kind word for what to check before anything is sent.
 */

/** Shown as typed, in capitals, so the box looks like the card; the server ignores case anyway. */
export function displayCode(typed: string): string {
  return typed.toUpperCase();
}

export type CodeCheck =
  | { ok: true; classCode: string; personalCode: string }
  | { ok: false; field: 'classCode' | 'personalCode'; problem: string };

function problemWith(typed: string, length: number, name: string, example: string): string | null {
  if (typed.trim() === '') return `Type your ${name} from your card.`;
  if (normalizeCode(typed, length) === null) {
    return `Your ${name} has ${length} letters and numbers, like ${example}. Check your card and try again.`;
  }
  return null;
}

/** Both codes, ready to send, or what to fix first. */
export function checkCodes(classCode: string, personalCode: string): CodeCheck {
  const classProblem = problemWith(classCode, CLASS_CODE_LENGTH, 'class code', 'ACD-EFG');
  if (classProblem) return { ok: false, field: 'classCode', problem: classProblem };
  const personalProblem = problemWith(personalCode, PERSONAL_CODE_LENGTH, 'secret code', 'HJK-MNP');
  if (personalProblem) return { ok: false, field: 'personalCode', problem: personalProblem };
  return {
    ok: true,
    classCode: normalizeCode(classCode, CLASS_CODE_LENGTH)!,
    personalCode: normalizeCode(personalCode, PERSONAL_CODE_LENGTH)!,
  };
}
