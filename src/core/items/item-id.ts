import { hashString } from '../random/seed';
import { DIFFICULTIES, ITEM_TYPES, type ItemOrigin } from './item-types';
import { STORY_THEMES } from './story-themes';

/**
 * An item id is its origin in one string: "3.4A.add-subtract:1:medium:multiple-choice:space:123456".
 * The server stores the id and regenerates the item from it instead of storing the item.
 */
export const GENERATOR_ID_PATTERN = /^[A-Za-z0-9.()-]+$/;

export function formatItemId(origin: ItemOrigin): string {
  const { generatorId, generatorVersion, difficulty, itemType, theme, seed } = origin;
  return `${generatorId}:${generatorVersion}:${difficulty}:${itemType}:${theme}:${seed}`;
}

const includes = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

export function parseItemId(id: string): ItemOrigin | undefined {
  const parts = id.split(':');
  if (parts.length !== 6) return undefined;
  const [generatorId, version, difficulty, itemType, theme, seed] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (!GENERATOR_ID_PATTERN.test(generatorId) || !/^[1-9]\d{0,5}$/.test(version)) return undefined;
  if (!/^(0|[1-9]\d{0,9})$/.test(seed) || Number(seed) > 0xffff_ffff) return undefined;
  if (
    !includes(DIFFICULTIES, difficulty) ||
    !includes(ITEM_TYPES, itemType) ||
    !includes(STORY_THEMES, theme)
  ) {
    return undefined;
  }
  return {
    generatorId,
    generatorVersion: Number(version),
    difficulty,
    itemType,
    theme,
    seed: Number(seed),
  };
}

/**
 * A stable, opaque handle for the browser. The regeneration id holds the seed, and the generators
 * ship in the client bundle, so sending the id would let a curious student rebuild the answer key.
 */
export function publicHandle(itemId: string): string {
  const high = hashString(itemId).toString(16).padStart(8, '0');
  const low = hashString(itemId, 0x9e3779b9).toString(16).padStart(8, '0');
  return `q-${high}${low}`;
}
