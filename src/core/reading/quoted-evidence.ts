/**
 * Quotations in an explanation should be words the passage really has. Both sides are compared
 * folded: lower case, curly quotes straightened, punctuation and extra spaces ignored.
 */
const QUOTATION = /["“]([^"”]+)["”]/g;
/** Shorter quotes are usually single words or names, which say little about a mistake. */
const MIN_QUOTED_WORDS = 3;

export function foldForMatching(text: string): string {
  return ` ${text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

/** A quoted meaning ('un- means "the opposite of"') is a definition, not a quote from the passage. */
const DEFINITION_BEFORE = /\b(?:means?|meaning|or)\s*$/i;

export function quotationsIn(text: string): string[] {
  return [...text.matchAll(QUOTATION)]
    .filter((match) => !DEFINITION_BEFORE.test(text.slice(Math.max(0, match.index - 12), match.index)))
    .map((match) => match[1]!.trim())
    .filter((quote) => quote.split(/\s+/).length >= MIN_QUOTED_WORDS);
}

/** Quoted words (three or more) that do not appear in the passage. An ellipsis splits a quote. */
export function quotationsNotIn(text: string, foldedPassage: string): string[] {
  return quotationsIn(text).filter((quote) =>
    quote
      .split(/\.\.\.|…/)
      .map(foldForMatching)
      .some((piece) => piece.trim() !== '' && !foldedPassage.includes(piece)),
  );
}
