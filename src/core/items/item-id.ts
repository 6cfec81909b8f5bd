import { hashString } from '../random/seed';
import { DIFFICULTIES, ITEM_TYPES, type ContentOrigin, type ItemOrigin } from './item-types';
import { STORY_THEMES } from './story-themes';

/**
 * An item id is its origin in one string. A generated item's id holds everything needed to rebuild it,
 * "3.4A.add-subtract:1:medium:multiple-choice:space:123456", so the server stores the id instead of the
 * item. A written (content) item's id names where it lives, "reading:g3-our-school-garden:q4", and the
 * reading bank looks it up instead of a generator.
 */
export const GENERATOR_ID_PATTERN = /^[A-Za-z0-9.()-]+$/;

/** Passage and question ids in content files: lower-case kebab case ("g3-our-school-garden", "q4"). */
export const CONTENT_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CONTENT_ITEM_PREFIX = 'reading';

export function isContentOrigin(origin: ItemOrigin | ContentOrigin): origin is ContentOrigin {
  return 'source' in origin && origin.source === 'content';
}

export function formatItemId(origin: ItemOrigin | ContentOrigin): string {
  if (isContentOrigin(origin)) return formatContentItemId(origin.passageId, origin.questionId);
  const { generatorId, generatorVersion, difficulty, itemType, theme, seed } = origin;
  return `${generatorId}:${generatorVersion}:${difficulty}:${itemType}:${theme}:${seed}`;
}

export function formatContentItemId(passageId: string, questionId: string): string {
  return `${CONTENT_ITEM_PREFIX}:${passageId}:${questionId}`;
}

/** The passage and question a content item id names, or undefined when it is not a content id. */
export function parseContentItemId(id: string): { passageId: string; questionId: string } | undefined {
  const parts = id.split(':');
  if (parts.length !== 3 || parts[0] !== CONTENT_ITEM_PREFIX) return undefined;
  const [, passageId, questionId] = parts as [string, string, string];
  if (!CONTENT_ID_PATTERN.test(passageId) || !CONTENT_ID_PATTERN.test(questionId)) return undefined;
  return { passageId, questionId };
}

const includes = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** The origin of a generated item's id; undefined for anything else, content ids included. */
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
