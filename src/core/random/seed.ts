/**
 * Seeds are unsigned 32-bit integers, the input pure-rand's generators take. Deriving them by hashing
 * names keeps independent streams apart ("numbers" vs "story"), so changing one never shifts the other.
 */
export const MAX_SEED = 0xffff_ffff;

export function isSeed(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= MAX_SEED;
}

/** FNV-1a over UTF-16 code units, then a murmur3 finaliser so nearby inputs land far apart. */
export function hashString(text: string, basis = 0x811c9dc5): number {
  let hash = basis >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return mix32(hash);
}

function mix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A seed for one purpose, e.g. `deriveSeed('3.4A.add-subtract', 17)` or `deriveSeed(seed, 'story')`. */
export function deriveSeed(...parts: readonly (string | number)[]): number {
  return hashString(parts.map(String).join('\u001f'));
}
