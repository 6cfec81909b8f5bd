/**
 * Whole counts in proportion to weights, adding up to `total` (largest remainder: every count is the
 * floor or the ceiling of its exact share). Ties go to the key listed first.
 */
export function apportion<K extends string>(
  total: number,
  weights: Readonly<Record<K, number>>,
): Record<K, number> {
  const keys = Object.keys(weights) as K[];
  const sum = keys.reduce((acc, key) => acc + weights[key], 0);
  if (!Number.isInteger(total) || total < 0 || !(sum > 0)) {
    throw new RangeError(`apportion needs a whole total >= 0 and positive weights, not ${total} of ${sum}`);
  }
  const exact = keys.map((key) => (total * weights[key]) / sum);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((acc, count) => acc + count, 0);
  const byRemainder = keys
    .map((_, index) => index)
    .sort((a, b) => exact[b]! - counts[b]! - (exact[a]! - counts[a]!) || a - b);
  for (const index of byRemainder) {
    if (left === 0) break;
    counts[index]! += 1;
    left -= 1;
  }
  return Object.fromEntries(keys.map((key, index) => [key, counts[index]!])) as Record<K, number>;
}

/** `count` picks from `items`, cycling through them in order from `start`, so each is used evenly. */
export function cycleFrom<T>(items: readonly T[], start: number, count: number): T[] {
  if (items.length === 0) {
    if (count === 0) return [];
    throw new RangeError(`cannot take ${count} from an empty list`);
  }
  return Array.from({ length: count }, (_, index) => items[(start + index) % items.length]!);
}
