import { describe, expect, it } from 'vitest';
import { formatItemId } from '../items/item-id';
import { findTeks } from '../teks/catalogue';
import { GENERATORS, findGenerator, generateItem, generatorsFor, regenerate } from './registry';

describe('generator registry', () => {
  it('has unique ids, each for a tested math SE of its grade', () => {
    const ids = GENERATORS.map((generator) => generator.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const generator of GENERATORS) {
      const entry = findTeks(generator.teksCode);
      expect(entry?.grade).toBe(generator.grade);
      expect(entry?.standardType).not.toBe('not-tested');
      expect(generator.id.startsWith(`${generator.teksCode}.`)).toBe(true);
    }
  });

  it('offers two or more item types for every readiness SE it covers', () => {
    for (const generator of GENERATORS) {
      if (findTeks(generator.teksCode)?.standardType !== 'readiness') continue;
      const types = new Set(generatorsFor(generator.teksCode).flatMap((g) => g.itemTypes));
      expect(types.size, generator.teksCode).toBeGreaterThanOrEqual(2);
    }
  });

  it('finds generators by any spelling of the code', () => {
    expect(generatorsFor('3.4.A').map((g) => g.id)).toEqual(['3.4A.add-subtract-within-1000']);
    expect(generatorsFor('3.4(K)')).toHaveLength(1);
    expect(generatorsFor('9.9Z')).toEqual([]);
  });

  it('generates by TEKS code, and regenerates the same item from its id', () => {
    const item = generateItem({ teksCode: '3.6C', seed: 77, difficulty: 'medium', interests: ['music'] });
    expect(item.teksCode).toBe('3.6C');
    expect(regenerate(item.id)).toEqual({ ok: true, item });
  });

  it('explains why an id cannot be regenerated', () => {
    const origin = {
      ...findGenerator('3.4A.add-subtract-within-1000')!.generate({ seed: 1, difficulty: 'easy' }).origin,
    };
    expect(regenerate('nonsense')).toEqual({ ok: false, reason: 'malformed-id' });
    expect(regenerate(formatItemId({ ...origin, generatorId: '3.4A.gone' }))).toEqual({
      ok: false,
      reason: 'unknown-generator',
    });
    expect(regenerate(formatItemId({ ...origin, generatorVersion: 99 }))).toEqual({
      ok: false,
      reason: 'version-changed',
    });
  });

  it('refuses codes and types it has no generator for', () => {
    expect(() => generateItem({ teksCode: '3.9C', seed: 1, difficulty: 'easy' })).toThrow(
      /No generator for 3.9C/,
    );
    expect(() =>
      generateItem({ teksCode: '3.4A', seed: 1, difficulty: 'easy', itemType: 'inline-choice' }),
    ).toThrow();
  });
});
