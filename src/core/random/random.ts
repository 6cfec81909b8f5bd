import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { deriveSeed, isSeed } from './seed';

/**
 * A small seeded random source over pure-rand's xoroshiro128+. The same seed always gives the same
 * sequence; nothing here reads a global random source or the clock. Arrays passed in are never mutated.
 */
export interface Random {
  /** A whole number from min to max, both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** A new array with the items in random order. */
  shuffle<T>(items: readonly T[]): T[];
  /** `count` different items (by position) in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** True with probability numerator/denominator. */
  chance(numerator: number, denominator: number): boolean;
}

class SeededRandom implements Random {
  constructor(private readonly generator: RandomGenerator) {}

  int(min: number, max: number): number {
    if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
      throw new RangeError(`int(${min}, ${max}) needs whole numbers with min <= max`);
    }
    return uniformInt(this.generator, min, max);
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick() needs at least one item');
    return items[this.int(0, items.length - 1)]!;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    // Fisher–Yates from the end: every order equally likely.
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = this.int(0, index);
      [copy[index], copy[other]] = [copy[other]!, copy[index]!];
    }
    return copy;
  }

  sample<T>(items: readonly T[], count: number): T[] {
    if (count > items.length) throw new RangeError(`sample() asked for ${count} of ${items.length} items`);
    const copy = [...items];
    // A partial Fisher–Yates: only the first `count` places are shuffled.
    for (let index = 0; index < count; index += 1) {
      const other = this.int(index, copy.length - 1);
      [copy[index], copy[other]] = [copy[other]!, copy[index]!];
    }
    return copy.slice(0, count);
  }

  chance(numerator: number, denominator: number): boolean {
    return this.int(1, denominator) <= numerator;
  }
}

export function createRandom(seed: number): Random {
  if (!isSeed(seed)) throw new RangeError(`A seed is a whole number from 0 to 4294967295, not ${seed}`);
  return new SeededRandom(xoroshiro128plus(seed));
}

/** An independent stream for one purpose, so drawing more story words never shifts the numbers. */
export function createStream(seed: number, purpose: string): Random {
  return createRandom(deriveSeed(seed, purpose));
}
