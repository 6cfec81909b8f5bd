import type { Item } from './item-types';

/**
 * What makes two items the same for a student: the stem, the picture and what they answer with.
 * Sessions use it to skip a repeat; the content report uses it to count distinct items.
 */
export function distinctItemKey(item: Item): string {
  return `${item.stem}|${JSON.stringify(item.visual ?? null)}|${JSON.stringify(item.interaction)}`;
}
