import fc from 'fast-check';
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

  it('keeps streams for different purposes independent', () => {
    const numbers = createStream(42, 'numbers').int(0, 1_000_000);
    const story = createStream(42, 'story').int(0, 1_000_000);
    expect(numbers).not.toBe(story);
    expect(createStream(42, 'numbers').int(0, 1_000_000)).toBe(numbers);
  });
});
