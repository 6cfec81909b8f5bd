import fc from 'fast-check';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import { createRandom, createStream } from './random';
import { MAX_SEED, deriveSeed, hashString } from './seed';

const seeds = fc.integer({ min: 0, max: MAX_SEED });

describe('createRandom', () => {
  it('gives the same sequence for the same seed', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const draw = () => {
          const random = createRandom(seed);
          return [random.int(0, 1000), random.pick(['a', 'b', 'c']), random.shuffle([1, 2, 3, 4])];
        };
        expect(draw()).toEqual(draw());
      }),
    );
  });

  it('keeps int() within its bounds', () => {
    fc.assert(
      fc.property(
        seeds,
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: 0, max: 100 }),
        (seed, min, span) => {
          const value = createRandom(seed).int(min, min + span);
          expect(value).toBeGreaterThanOrEqual(min);
          expect(value).toBeLessThanOrEqual(min + span);
        },
      ),
    );
  });

  it('shuffles into a permutation without touching the input', () => {
    fc.assert(
      fc.property(seeds, fc.array(fc.integer(), { maxLength: 20 }), (seed, items) => {
        const before = [...items];
        const shuffled = createRandom(seed).shuffle(items);
        expect(items).toEqual(before);
        expect([...shuffled].sort()).toEqual([...items].sort());
      }),
    );
  });

  it('samples distinct positions', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 0, max: 10 }), (seed, count) => {
        const items = Array.from({ length: 10 }, (_, i) => i);
        const sample = createRandom(seed).sample(items, count);
        expect(sample).toHaveLength(count);
        expect(new Set(sample).size).toBe(count);
      }),
    );
  });

  it('samples a few of a long list exactly as the copying partial Fisher–Yates does', () => {
    const reference = <T>(seed: number, items: readonly T[], count: number): T[] => {
      const random = createRandom(seed);
      const copy = [...items];
      for (let index = 0; index < count; index += 1) {
        const other = random.int(index, copy.length - 1);
        [copy[index], copy[other]] = [copy[other]!, copy[index]!];
      }
      return copy.slice(0, count);
    };
    fc.assert(
      fc.property(
        seeds,
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 0, max: 40 }),
        (seed, size, want) => {
          const items = Array.from({ length: size }, (_, i) => `item ${i}`);
          const count = Math.min(want, size);
          expect(createRandom(seed).sample(items, count)).toEqual(reference(seed, items, count));
        },
      ),
    );
  });

  it("draws exactly what pure-rand's uniformInt draws", () => {
    fc.assert(
      fc.property(
        seeds,
        fc.array(fc.tuple(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 0, max: 2 ** 33 })), {
          maxLength: 30,
        }),
        (seed, ranges) => {
          const ours = createRandom(seed);
          const theirs = xoroshiro128plus(seed);
          for (const [min, span] of ranges)
            expect(ours.int(min, min + span)).toBe(uniformInt(theirs, min, min + span));
        },
      ),
    );
  });

  it('reaches every value of a small range', () => {
    const random = createRandom(7);
    const seen = new Set(Array.from({ length: 200 }, () => random.int(1, 6)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('rejects seeds that are not unsigned 32-bit integers and empty picks', () => {
    expect(() => createRandom(-1)).toThrow(RangeError);
    expect(() => createRandom(1.5)).toThrow(RangeError);
    expect(() => createRandom(MAX_SEED + 1)).toThrow(RangeError);
    expect(() => createRandom(1).pick([])).toThrow(RangeError);
    expect(() => createRandom(1).int(3, 2)).toThrow(RangeError);
  });
});

describe('seed derivation', () => {
  it('is stable, in range and spreads nearby inputs apart', () => {
    expect(deriveSeed('3.4A.add-subtract', 1)).toBe(deriveSeed('3.4A.add-subtract', 1));
    const derived = Array.from({ length: 1000 }, (_, i) => deriveSeed('gen', i));
    expect(new Set(derived).size).toBe(1000);
    expect(derived.every((s) => s >= 0 && s <= MAX_SEED)).toBe(true);
    expect(hashString('a')).not.toBe(hashString('b'));
  });

  it('hashes the parts joined by U+001F, whatever they are', () => {
    const joined = (...parts: (string | number)[]) => hashString(parts.map(String).join('\u001f'));
    const cases: (string | number)[][] = [
      [],
      [''],
      [0, 'numbers'],
      [MAX_SEED, 'story'],
      ['3.4A.add-subtract', 17, 'report'],
      [1.5, -3, Number.NaN, 1e21, Number.MAX_SAFE_INTEGER],
    ];
    for (const parts of cases) expect(deriveSeed(...parts)).toBe(joined(...parts));
    fc.assert(
      fc.property(seeds, fc.string(), (seed, purpose) => {
        expect(deriveSeed(seed, purpose)).toBe(joined(seed, purpose));
      }),
    );
  });

  it('keeps streams for different purposes independent', () => {
    const numbers = createStream(42, 'numbers').int(0, 1_000_000);
    const story = createStream(42, 'story').int(0, 1_000_000);
    expect(numbers).not.toBe(story);
    expect(createStream(42, 'numbers').int(0, 1_000_000)).toBe(numbers);
  });
});
