/*
 * Codes children and parents type: class codes, personal sign-in codes and parent link codes (issue 11).
 * Letters and digits that cannot be mistaken for each other (no 0/O, 1/I/L, 5/S, 2/Z, 8/B), upper case,
 * and read back forgivingly: spaces, dashes and lower case are fine.
 */

export const CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';

export const CLASS_CODE_LENGTH = 6;
export const PERSONAL_CODE_LENGTH = 6;
export const PARENT_LINK_CODE_LENGTH = 8;

/**
 * A code of `length` characters. `randomIndex(n)` returns a whole number in [0, n): the server passes a
 * cryptographic source (node:crypto randomInt), tests a seeded one.
 */
export function makeCode(length: number, randomIndex: (n: number) => number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += CODE_ALPHABET[randomIndex(CODE_ALPHABET.length)];
  return code;
}

/** A typed code as stored, or null when it cannot be one of ours (a wrong letter, a wrong length). */
export function normalizeCode(typed: string, length: number): string | null {
  const code = typed.replace(/[\s-]+/g, '').toUpperCase();
  if (code.length !== length) return null;
  for (const char of code) if (!CODE_ALPHABET.includes(char)) return null;
  return code;
}

/** "ACD-EFG" for cards and screens: groups of three read more easily. */
export function formatCode(code: string): string {
  return code.match(/.{1,3}/g)?.join('-') ?? code;
}
