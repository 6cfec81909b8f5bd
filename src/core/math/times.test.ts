import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { times } from './times';

describe('times', () => {
  it('makes what Array.from with a length makes, for any length', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -5, max: 60 }), fc.double({ min: -5, max: 60 })), (count) => {
        expect(times(count, (index) => index * 3)).toEqual(
          Array.from({ length: count }, (_, index) => index * 3),
        );
      }),
    );
    expect(times(Number.NaN, (index) => index)).toEqual([]);
  });

  it('calls make once per place, in order', () => {
    const calls: number[] = [];
    times(4, (index) => calls.push(index));
    expect(calls).toEqual([0, 1, 2, 3]);
  });
});
