import { parseContentItemId, parseItemId } from '../items/item-id';
import type { Difficulty, Item, ItemType } from '../items/item-types';
import { createStream } from '../random/random';
import { READING_GENERATORS } from '../reading/generators';
import { normalizeTeksCode } from '../teks/teks-code';
import type { Subject } from '../teks/teks-types';
import type { Generator } from './generator-types';
import { GRADE_3_GENERATORS } from './grade3';
import { GRADE_4_GENERATORS } from './grade4';
import { GRADE_5_GENERATORS } from './grade5';

/** Every math generator. Each grade keeps its own list (grade3/index.ts …) so engineers add in parallel. */
export const GENERATORS: readonly Generator[] = [
  ...GRADE_3_GENERATORS,
  ...GRADE_4_GENERATORS,
  ...GRADE_5_GENERATORS,
];

export { READING_GENERATORS };

/** Math and reading generators. Math and reading share TEKS numbers (3.3C), never generator ids. */
export const ALL_GENERATORS: readonly Generator[] = [...GENERATORS, ...READING_GENERATORS];

const BY_ID = new Map(ALL_GENERATORS.map((generator) => [generator.id, generator]));

export function findGenerator(id: string): Generator | undefined {
  return BY_ID.get(id);
}

/**
 * Generators for a TEKS code in any common spelling ("3.4A", "3.4.A"). Math and reading reuse code
 * numbers (math 3.3C is unit fractions, reading 3.3C is prefixes and suffixes), so, as with
 * `findTeks`, the subject defaults to math.
 */
export function generatorsFor(teksCode: string, subject: Subject = 'math'): Generator[] {
  const code = normalizeTeksCode(teksCode);
  return ALL_GENERATORS.filter((generator) => generator.teksCode === code && generator.subject === subject);
}

export interface ItemRequest {
  teksCode: string;
  /** Math unless said otherwise. */
  subject?: Subject;
  seed: number;
  difficulty: Difficulty;
  itemType?: ItemType;
  interests?: readonly string[];
}

/**
 * An item for a TEKS code. When several generators cover the code, the seed picks one among those
 * offering the requested type and difficulty. Throws when none can: a caller asked for a code or
 * type the engine does not have, which is a bug to fix, not a state to show a child.
 */
export function generateItem(request: ItemRequest): Item {
  const candidates = generatorsFor(request.teksCode, request.subject).filter(
    (generator) =>
      generator.difficulties.includes(request.difficulty) &&
      (request.itemType === undefined || generator.itemTypes.includes(request.itemType)),
  );
  if (candidates.length === 0) {
    throw new Error(
      `No generator for ${request.teksCode} (${request.difficulty}, ${request.itemType ?? 'any type'})`,
    );
  }
  const generator =
    candidates.length === 1 ? candidates[0]! : createStream(request.seed, 'generator').pick(candidates);
  return generator.generate({
    seed: request.seed,
    difficulty: request.difficulty,
    ...(request.itemType ? { itemType: request.itemType } : {}),
    ...(request.interests ? { interests: request.interests } : {}),
  });
}

export type RegenerateResult =
  | { ok: true; item: Item }
  | { ok: false; reason: 'malformed-id' | 'unknown-generator' | 'version-changed' | 'content-item' };

/**
 * Rebuilds an item from its id. A generator whose version moved on can no longer promise the same
 * item, so the caller gets "version-changed" and should treat the old answer as stored history. A
 * written reading question ("reading:g3-…:q4") is not generated: "content-item" tells the caller to
 * look it up in the reading bank instead.
 */
export function regenerate(itemId: string): RegenerateResult {
  if (parseContentItemId(itemId)) return { ok: false, reason: 'content-item' };
  const origin = parseItemId(itemId);
  if (!origin) return { ok: false, reason: 'malformed-id' };
  const generator = findGenerator(origin.generatorId);
  if (!generator) return { ok: false, reason: 'unknown-generator' };
  if (generator.version !== origin.generatorVersion) return { ok: false, reason: 'version-changed' };
  const item = generator.generate({
    seed: origin.seed,
    difficulty: origin.difficulty,
    itemType: origin.itemType,
    theme: origin.theme,
  });
  return { ok: true, item };
}
