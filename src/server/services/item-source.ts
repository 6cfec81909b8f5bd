import { DIFFICULTIES, type Difficulty, type Item, type ItemType } from '../../core/items/item-types';
import { generateItem, generatorsFor, regenerate } from '../../core/math/registry';
import type { Generator } from '../../core/math/generator-types';
import { createStream } from '../../core/random/random';
import { findTeks, teksForGrade, testedTeksForGrade } from '../../core/teks/catalogue';
import { normalizeTeksCode } from '../../core/teks/teks-code';
import type { Grade, Subject } from '../../core/teks/teks-types';
import { passageText } from '../../core/reading/passage-text';
import { readingBank } from '../content/reading-bank';

/**
 * Where questions come from, for every caller (fresh sessions, practice sets, /api/questions/generate
 * and later exams): math codes from their generators; reading codes from the written questions of the
 * reading bank (passage-based) and from the reading generators where a code has one.
 */

interface CodeSupply {
  generators: readonly Generator[];
  /** Written reading items of the code's grade. */
  written: readonly Item[];
}

const supplies = new Map<string, CodeSupply>();

function supplyOf(code: string, subject: Subject): CodeSupply {
  const canonical = normalizeTeksCode(code) ?? code;
  const cacheKey = `${subject}:${canonical}`;
  let supply = supplies.get(cacheKey);
  if (!supply) {
    const grade = findTeks(canonical, subject)?.grade;
    supply = {
      generators: generatorsFor(canonical, subject),
      written: subject === 'reading' && grade !== undefined ? readingBank().itemsFor(grade, [canonical]) : [],
    };
    supplies.set(cacheKey, supply);
  }
  return supply;
}

const writtenOfType = (supply: CodeSupply, itemType: ItemType | undefined) =>
  itemType === undefined
    ? supply.written
    : supply.written.filter((item) => item.interaction.type === itemType);

const generatorsOfType = (supply: CodeSupply, itemType: ItemType | undefined) =>
  itemType === undefined
    ? supply.generators
    : supply.generators.filter((generator) => generator.itemTypes.includes(itemType));

/** True when `code` can supply at least one question (of `itemType`, when given). */
export function hasQuestions(code: string, subject: Subject, itemType?: ItemType): boolean {
  const supply = supplyOf(code, subject);
  return generatorsOfType(supply, itemType).length > 0 || writtenOfType(supply, itemType).length > 0;
}

/** The codes among `codes` that can supply questions now (the Practice Center and the generate calls agree). */
export function codesWithQuestions(
  codes: readonly string[],
  subject: Subject,
  itemType?: ItemType,
): string[] {
  return codes.filter((code) => hasQuestions(code, subject, itemType));
}

const testedCodes = new Map<string, string[]>();

/** The STAAR-tested codes of a grade and subject that can supply questions, worked out once. */
export function testedCodesWithQuestions(grade: Grade, subject: Subject): string[] {
  const cacheKey = `${grade}:${subject}`;
  let codes = testedCodes.get(cacheKey);
  if (!codes) {
    codes = codesWithQuestions(
      testedTeksForGrade(grade, subject).map((entry) => entry.code),
      subject,
    );
    testedCodes.set(cacheKey, codes);
  }
  return [...codes];
}

/**
 * How many different questions a code can supply: unlimited with a generator, otherwise the number of
 * written items (a fresh session never repeats one).
 */
export function questionSupply(code: string, subject: Subject): number {
  const supply = supplyOf(code, subject);
  return supply.generators.length > 0 ? Number.POSITIVE_INFINITY : supply.written.length;
}

/** Builds the supply index for every code of these grades at start-up, so no request pays for it. */
export function warmItemSources(grades: readonly Grade[], subjects: readonly Subject[]): void {
  readingBank();
  for (const grade of grades) {
    for (const subject of subjects) {
      for (const entry of teksForGrade(grade, subject)) supplyOf(entry.code, subject);
      testedCodesWithQuestions(grade, subject);
    }
  }
}

export interface ItemSourceRequest {
  subject: Subject;
  grade: Grade;
  teksCode: string;
  difficulty: Difficulty;
  /** Unsigned 32-bit seed from the server's random source. */
  seed: number;
  interests?: readonly string[] | undefined;
  itemType?: ItemType | undefined;
  /** Written items already used (by item id) in this session or batch: never offered again. */
  usedItemIds?: ReadonlySet<string>;
}

/** The difficulty closest to `wanted` among those offered, stepping down before up. */
export function nearestDifficulty(wanted: Difficulty, offered: readonly Difficulty[]): Difficulty {
  if (offered.includes(wanted)) return wanted;
  const index = DIFFICULTIES.indexOf(wanted);
  const byDistance = [...offered].sort(
    (a, b) =>
      Math.abs(DIFFICULTIES.indexOf(a) - index) - Math.abs(DIFFICULTIES.indexOf(b) - index) ||
      DIFFICULTIES.indexOf(a) - DIFFICULTIES.indexOf(b),
  );
  return byDistance[0] ?? wanted;
}

/**
 * One question for a code, or undefined when the code has nothing left to give (every written item
 * used and no generator). Reading prefers the written, passage-based questions not used yet, at the
 * wanted difficulty when one is left; a generator takes over when they run out.
 */
export function itemFor(request: ItemSourceRequest): Item | undefined {
  const supply = supplyOf(request.teksCode, request.subject);
  const used = request.usedItemIds;
  const written = writtenOfType(supply, request.itemType).filter((item) => !used?.has(item.id));
  const random = createStream(request.seed, 'item-source');
  if (written.length > 0) {
    const atDifficulty = written.filter((item) => item.difficulty === request.difficulty);
    return random.pick(atDifficulty.length > 0 ? atDifficulty : written);
  }
  const generators = generatorsOfType(supply, request.itemType);
  if (generators.length === 0) return undefined;
  const offered = [...new Set(generators.flatMap((generator) => generator.difficulties))];
  return generateItem({
    subject: request.subject,
    teksCode: request.teksCode,
    seed: request.seed,
    difficulty: nearestDifficulty(request.difficulty, offered),
    ...(request.itemType ? { itemType: request.itemType } : {}),
    ...(request.interests ? { interests: request.interests } : {}),
  });
}

/**
 * Rebuilds an item from the id stored with a served question: generated ids are regenerated, written
 * ones looked up in the reading bank. Undefined when the id no longer names an item (a generator
 * changed version, content was removed): the caller treats that question as gone.
 */
export function loadItem(itemId: string): Item | undefined {
  const regenerated = regenerate(itemId);
  if (regenerated.ok) return regenerated.item;
  if (regenerated.reason === 'content-item') return readingBank().findItem(itemId);
  return undefined;
}

/** The plain text of the passage a reading item is about (for an AI scorer), or undefined. */
export function passageTextOf(item: Item): string | undefined {
  const passage = item.passageId === undefined ? undefined : readingBank().passage(item.passageId);
  return passage === undefined ? undefined : passageText(passage);
}
