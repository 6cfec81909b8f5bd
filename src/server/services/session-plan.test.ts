import { describe, expect, it } from 'vitest';
import { fitPlanToSupply, sessionLength } from './session-plan';

const supplyOf = (table: Record<string, number>) => (code: string) => table[code] ?? 0;

describe('fitPlanToSupply', () => {
  it('keeps a plan every code can fill', () => {
    const plan = ['a', 'b', 'a', 'c'];
    expect(fitPlanToSupply(plan, () => Number.POSITIVE_INFINITY)).toEqual(plan);
  });

  it('moves the places a code cannot fill to the code with most left, keeping the length', () => {
    const fitted = fitPlanToSupply(['a', 'a', 'a', 'b', 'a'], supplyOf({ a: 2, b: 1, c: 5 }));
    // c never appears in the plan, so it cannot stand in: only codes of the plan do.
    expect(fitted).toEqual(['a', 'a', 'b']);
    const withC = fitPlanToSupply(['a', 'a', 'a', 'c', 'a'], supplyOf({ a: 2, c: 5 }));
    expect(withC).toEqual(['a', 'a', 'c', 'c', 'c']);
    const standIn = fitPlanToSupply(['a', 'a', 'a', 'b', 'a'], supplyOf({ a: 2, b: 1, c: 5 }), ['c']);
    expect(standIn).toEqual(['a', 'a', 'c', 'b', 'c']);
  });

  it('never gives a code more places than it has questions, and spreads the rest', () => {
    const plan = Array.from({ length: 30 }, (_, i) => (i % 3 === 0 ? 'written' : i % 3 === 1 ? 'x' : 'y'));
    const fitted = fitPlanToSupply(plan, supplyOf({ written: 4, x: 100, y: 100 }));
    expect(fitted).toHaveLength(30);
    expect(fitted.filter((code) => code === 'written')).toHaveLength(4);
    expect(new Set(fitted)).toEqual(new Set(['written', 'x', 'y']));
  });

  it('avoids asking the same code twice in a row when another can stand in', () => {
    const fitted = fitPlanToSupply(['a', 'b', 'a', 'a'], supplyOf({ a: 1, b: 10, c: 10 }));
    expect(fitted).toEqual(['a', 'b', 'b', 'b']);
    const spread = fitPlanToSupply(['a', 'b', 'c', 'a', 'a'], supplyOf({ a: 1, b: 10, c: 10 }));
    expect(spread[3]).not.toBe(spread[2]);
  });
});

describe('sessionLength', () => {
  it('is the wanted length when a generated code is among them, else what the written items give', () => {
    expect(sessionLength(['a', 'b'], supplyOf({ a: 3, b: Number.POSITIVE_INFINITY }), 200)).toBe(200);
    expect(sessionLength(['a', 'b'], supplyOf({ a: 3, b: 40 }), 200)).toBe(43);
    expect(sessionLength(['a'], supplyOf({}), 200)).toBe(0);
  });
});
