import type { Item } from './item-types';

/**
 * What makes two items the same for a student: the passage, the stem, the picture and what they
 * answer with. Sessions use it to skip a repeat; the content report uses it to count distinct items.
 */
export function distinctItemKey(item: Item): string {
  const key = `${item.stem}|${JSON.stringify(item.visual ?? null)}|${JSON.stringify(item.interaction)}`;
  // Two passages may ask the same question ("What is the theme?"); they are still different items.
  return item.passageId === undefined ? key : `${item.passageId}|${key}`;
}
