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

const digits = new Uint8Array(16);

/** FNV-1a steps over the decimal digits of a non-negative safe integer, as `String(value)` writes them. */
function hashDigits(basis: number, value: number): number {
  let count = 0;
  let rest = value;
  do {
    digits[count] = rest % 10;
    count += 1;
    rest = Math.floor(rest / 10);
  } while (rest > 0);
  let hash = basis;
  for (let index = count - 1; index >= 0; index -= 1)
    hash = Math.imul(hash ^ (48 + digits[index]!), 0x01000193);
  return hash;
}

/**
 * A seed for one purpose, e.g. `deriveSeed('3.4A.add-subtract', 17)` or `deriveSeed(seed, 'story')`:
 * the hash of the parts joined by U+001F. It runs several times per generated item, so it hashes the
 * parts in place instead of building the joined string (the same value, without the garbage).
 */
export function deriveSeed(...parts: readonly (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (let part = 0; part < parts.length; part += 1) {
    if (part > 0) hash = Math.imul(hash ^ 0x1f, 0x01000193);
    const value = parts[part]!;
    if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) {
      hash = hashDigits(hash, value);
      continue;
    }
    const text = String(value);
    for (let index = 0; index < text.length; index += 1) {
      hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
    }
  }
  return mix32(hash);
}
