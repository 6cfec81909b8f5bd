import { randomInt } from 'node:crypto';
import { distinctItemKey } from '../../core/items/item-key';
import { DIFFICULTIES, type Difficulty, type Item, type ItemType } from '../../core/items/item-types';
import { generateItem, generatorsFor } from '../../core/math/registry';
import { findPracticeCategory, practiceCategories } from '../../core/teks/practice-categories';
import { findTeks } from '../../core/teks/catalogue';
import { normalizeTeksCode } from '../../core/teks/teks-code';
import type { Grade, Subject } from '../../core/teks/teks-types';
import { badRequest, conflict } from '../errors';

/** The tested codes of a subject with a generator now, optionally only those offering an item type. */
export function codesWithQuestions(
  codes: readonly string[],
  subject: Subject,
  itemType?: ItemType,
): string[] {
  return codes.filter((code) =>
    generatorsFor(code, subject).some(
      (generator) => itemType === undefined || generator.itemTypes.includes(itemType),
    ),
  );
}

/**
 * The TEKS codes a request draws from: a practice category's codes, or one code of the grade.
 * Anything else is a 400 that names what is valid, so a caller can correct itself.
 */
export function resolveSourceCodes(
  grade: Grade,
  subject: Subject,
  source: { category?: string | undefined; teks?: string | undefined },
): string[] {
  if (source.category !== undefined) {
    const category = findPracticeCategory(grade, subject, source.category);
    if (category) return category.itemSourceCodes;
    // The spec's client sends a sub-category, which may be a single TEKS code.
    const asCode = normalizeTeksCode(source.category);
    if (asCode && findTeks(asCode, subject)?.grade === grade) return [asCode];
    const names = practiceCategories(grade, subject).map((entry) => entry.name);
    throw badRequest(`category: Unknown category "${source.category}". Use one of: ${names.join(', ')}.`);
  }
  const code = normalizeTeksCode(source.teks ?? '');
  const entry = code ? findTeks(code, subject) : undefined;
  if (!entry || entry.grade !== grade) {
    throw badRequest(
      `teks: "${source.teks}" is not a grade ${grade} ${subject} TEKS code (for example ${grade}.4A).`,
    );
  }
  return [entry.code];
}

export interface GenerateOptions {
  subject: Subject;
  codes: readonly string[];
  count: number;
  difficulty?: Difficulty | undefined;
  itemType?: ItemType | undefined;
  interests?: readonly string[] | undefined;
  /** Injected for tests; a fresh random seed per item otherwise. */
  nextSeed?: () => number;
}

/**
 * `count` distinct items spread over the codes in turn. Seeds come from the server's random source, so
 * no one can ask for a seed (and with it the answer key) they have seen before.
 */
export function generateQuestions(options: GenerateOptions): Item[] {
  const codes = codesWithQuestions(options.codes, options.subject, options.itemType);
  if (codes.length === 0) {
    throw conflict('There are no questions for this choice yet. Please pick another skill.');
  }
  const nextSeed = options.nextSeed ?? (() => randomInt(2 ** 31));
  const start = nextSeed() % codes.length;
  const items: Item[] = [];
  const seen = new Set<string>();
  for (let attempt = 0; items.length < options.count && attempt < options.count * 20; attempt += 1) {
    const seed = nextSeed();
    const item = generateItem({
      subject: options.subject,
      teksCode: codes[(start + items.length) % codes.length]!,
      seed,
      difficulty: options.difficulty ?? DIFFICULTIES[seed % DIFFICULTIES.length]!,
      ...(options.itemType ? { itemType: options.itemType } : {}),
      ...(options.interests ? { interests: options.interests } : {}),
    });
    const key = distinctItemKey(item);
    if (seen.has(key)) continue;
    seen.add(key);
    items.push(item);
  }
  return items;
}
