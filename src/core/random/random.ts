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
    const span = max - min;
    if (span > 0xffff_ffff) return uniformInt(this.generator, min, max);
    // pure-rand's uniformInt for ranges up to 2^32, inlined (the same draws and values): every item
    // draws dozens of numbers, and the call layers showed up while the code is still cold.
    const size = span + 1;
    const limit = size > 2 ? Math.trunc(4294967296 / size) * size : 4294967296;
    let draw = this.generator.next() + 2147483648;
    while (draw >= limit) draw = this.generator.next() + 2147483648;
    return (draw % size) + min;
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
    if (count * 4 < items.length) return this.sampleFew(items, count);
    const copy = [...items];
    // A partial Fisher–Yates: only the first `count` places are shuffled.
    for (let index = 0; index < count; index += 1) {
      const other = this.int(index, copy.length - 1);
      [copy[index], copy[other]] = [copy[other]!, copy[index]!];
    }
    return copy.slice(0, count);
  }

  /**
   * The same partial Fisher–Yates as `sample`, with the same draws and result, for a few items of a long
   * list (two names of a hundred): it remembers only the places that moved instead of copying the list.
   */
  private sampleFew<T>(items: readonly T[], count: number): T[] {
    const movedPlaces: number[] = [];
    const movedItems: T[] = [];
    const at = (place: number): T => {
      const moved = movedPlaces.indexOf(place);
      return moved === -1 ? items[place]! : movedItems[moved]!;
    };
    const put = (place: number, item: T) => {
      const moved = movedPlaces.indexOf(place);
      if (moved === -1) {
        movedPlaces.push(place);
        movedItems.push(item);
      } else movedItems[moved] = item;
    };
    const chosen: T[] = [];
    for (let index = 0; index < count; index += 1) {
      const other = this.int(index, items.length - 1);
      const here = at(index);
      const there = at(other);
      put(other, here);
      chosen.push(there);
    }
    return chosen;
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
