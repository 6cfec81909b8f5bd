import { describe, expect, it } from 'vitest';
import { formatContentItemId } from '../../items/item-id';
import {
  ALL_GENERATORS,
  GENERATORS,
  READING_GENERATORS,
  findGenerator,
  generateItem,
  generatorsFor,
  regenerate,
} from '../../math/registry';
import { findTeks } from '../../teks/catalogue';

describe('reading generators in the registry', () => {
  it('have unique ids among all generators, each for a tested reading SE of its grade', () => {
    const ids = ALL_GENERATORS.map((generator) => generator.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const generator of READING_GENERATORS) {
      const entry = findTeks(generator.teksCode, 'reading');
      expect(generator.subject).toBe('reading');
      expect(entry?.grade).toBe(generator.grade);
      expect(entry?.standardType).not.toBe('not-tested');
      expect(generator.id.startsWith(`${generator.teksCode}.`)).toBe(true);
    }
    expect(GENERATORS.every((generator) => generator.subject === 'math')).toBe(true);
  });

  it('are found by reading code, while math keeps its own 3.3C', () => {
    expect(generatorsFor('3.3C', 'reading').map((g) => g.id)).toEqual(['3.3C.prefixes-and-suffixes']);
    expect(generatorsFor('3.3.C', 'reading')).toHaveLength(1);
    expect(generatorsFor('3.3C').every((g) => g.subject === 'math')).toBe(true);
    expect(generatorsFor('3.11D(ix)', 'reading').map((g) => g.id)).toEqual(['3.11D(ix).capital-letters']);
    expect(generatorsFor('3.11.D.ix', 'reading')).toHaveLength(1);
    expect(generatorsFor('3.3B', 'reading')).toHaveLength(2);
  });

  it('offer two or more item types for every readiness SE they cover', () => {
    for (const generator of READING_GENERATORS) {
      if (findTeks(generator.teksCode, 'reading')?.standardType !== 'readiness') continue;
      const types = new Set(generatorsFor(generator.teksCode, 'reading').flatMap((g) => g.itemTypes));
      expect(types.size, generator.teksCode).toBeGreaterThanOrEqual(2);
    }
  });

  it('generate by reading code and regenerate from the id', () => {
    const item = generateItem({ teksCode: '4.11D(i)', subject: 'reading', seed: 9, difficulty: 'hard' });
    expect(item.subject).toBe('reading');
    expect(
      findGenerator(item.origin && 'generatorId' in item.origin ? item.origin.generatorId : ''),
    ).toBeDefined();
    expect(regenerate(item.id)).toEqual({ ok: true, item });
  });

  it('send a written question to the reading bank instead of a generator', () => {
    expect(regenerate(formatContentItemId('g3-our-school-garden', 'q4'))).toEqual({
      ok: false,
      reason: 'content-item',
    });
  });
});
