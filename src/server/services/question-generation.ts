import { randomInt } from 'node:crypto';
import { distinctItemKey } from '../../core/items/item-key';
import { DIFFICULTIES, type Difficulty, type Item, type ItemType } from '../../core/items/item-types';
import { practiceCategories, type PracticeCategory } from '../../core/teks/practice-categories';
import { findTeks } from '../../core/teks/catalogue';
import { normalizeTeksCode } from '../../core/teks/teks-code';
import type { Grade, Subject } from '../../core/teks/teks-types';
import { badRequest, conflict } from '../errors';
import { codesWithQuestions, itemFor } from './item-source';

export { codesWithQuestions };

/** A fresh seed from the server's random source: no one can ask for a seed (and its answer key) they saw. */
export const serverSeed = (): number => randomInt(0, 2 ** 32);

/** The practice cards per grade and subject, built once: the catalogue never changes at run time. */
const cards = new Map<string, PracticeCategory[]>();
function cardsOf(grade: Grade, subject: Subject): PracticeCategory[] {
  const cacheKey = `${grade}:${subject}`;
  let list = cards.get(cacheKey);
  if (!list) {
    list = practiceCategories(grade, subject);
    cards.set(cacheKey, list);
  }
  return list;
}

export interface ResolvedCategory {
  /** The card's name, or the canonical TEKS code when one code was asked for. */
  name: string;
  /** The tested codes whose items fill it. */
  codes: string[];
}

/**
 * A practice card by name, or one TEKS code of the grade (the spec's client sends a sub-category,
 * which may be a code). Anything else is a 400 that names what is valid, so a caller can correct itself.
 */
export function resolveCategory(grade: Grade, subject: Subject, category: string): ResolvedCategory {
  const cards = cardsOf(grade, subject);
  const card = cards.find((entry) => entry.name === category);
  if (card) return { name: card.name, codes: [...card.itemSourceCodes] };
  const asCode = normalizeTeksCode(category);
  if (asCode && findTeks(asCode, subject)?.grade === grade) return { name: asCode, codes: [asCode] };
  const names = cards.map((entry) => entry.name);
  throw badRequest(
    `category: Unknown category "${category}". Use one of: ${names.join(', ')}, or a grade ${grade} ${subject} TEKS code.`,
  );
}

/** One TEKS code of the grade and subject, canonical; a 400 naming an example otherwise. */
export function resolveTeksCode(grade: Grade, subject: Subject, teks: string | undefined, field = 'teks') {
  const code = normalizeTeksCode(teks ?? '');
  const entry = code ? findTeks(code, subject) : undefined;
  if (!entry || entry.grade !== grade) {
    throw badRequest(
      `${field}: "${teks}" is not a grade ${grade} ${subject} TEKS code (for example ${grade}.4A).`,
    );
  }
  return entry;
}

/** The TEKS codes a request draws from: a practice category's codes, or one code of the grade. */
export function resolveSourceCodes(
  grade: Grade,
  subject: Subject,
  source: { category?: string | undefined; teks?: string | undefined },
): string[] {
  if (source.category !== undefined) return resolveCategory(grade, subject, source.category).codes;
  return [resolveTeksCode(grade, subject, source.teks).code];
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
 * `count` distinct items spread over the codes in turn, from the same sources as practice sessions
 * (generators, and the reading bank's written questions). Fewer when the codes run out of items.
 */
export function generateQuestions(options: GenerateOptions): Item[] {
  const codes = codesWithQuestions(options.codes, options.subject, options.itemType);
  if (codes.length === 0) {
    throw conflict('There are no questions for this choice yet. Please pick another skill.');
  }
  const nextSeed = options.nextSeed ?? serverSeed;
  const start = nextSeed() % codes.length;
  const items: Item[] = [];
  const seen = new Set<string>();
  const usedItemIds = new Set<string>();
  // The cursor moves to the next code after each item, and past a code with nothing left to give.
  let cursor = start;
  for (let attempt = 0; items.length < options.count && attempt < options.count * 20; attempt += 1) {
    const seed = nextSeed();
    const teksCode = codes[cursor % codes.length]!;
    const item = itemFor({
      subject: options.subject,
      grade: findTeks(teksCode, options.subject)!.grade,
      teksCode,
      seed,
      difficulty: options.difficulty ?? DIFFICULTIES[seed % DIFFICULTIES.length]!,
      itemType: options.itemType,
      interests: options.interests,
      usedItemIds,
    });
    if (!item) {
      cursor += 1;
      continue;
    }
    const key = distinctItemKey(item);
    if (seen.has(key)) continue;
    seen.add(key);
    usedItemIds.add(item.id);
    items.push(item);
    cursor += 1;
  }
  if (items.length === 0) {
    throw conflict('There are no more questions for this choice. Please pick another skill.');
  }
  return items;
}
