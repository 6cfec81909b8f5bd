import type { Item, PublicItem } from './item-types';
import { publicHandle } from './item-id';

/**
 * Strips what must not reach the browser before the student answers: the answer key (and with it
 * every misconception note, a short response's rubric and sample answer), the worked explanation, the hints (served one at a time on request),
 * the generator's parameters and the regeneration id. Built field by field, so a field added to
 * `Item` later stays server-side until someone decides otherwise.
 */
export function toPublicItem(item: Item, handle: string = publicHandle(item.id)): PublicItem {
  return {
    id: handle,
    subject: item.subject,
    grade: item.grade,
    teksCode: item.teksCode,
    difficulty: item.difficulty,
    ...(item.passageId === undefined ? {} : { passageId: item.passageId }),
    stem: item.stem,
    ...(item.visual === undefined ? {} : { visual: item.visual }),
    interaction: item.interaction,
    hintCount: item.hints.length,
  };
}

/** The hint ladder one rung at a time: hint 0 first; undefined past the last. */
export function hintAt(item: Item, index: number): string | undefined {
  return item.hints[index];
}
