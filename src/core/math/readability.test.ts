import { describe, expect, it } from 'vitest';
import { countSentences, countSyllables, fleschKincaidGrade, readability } from './readability';

// Dictionary syllable counts.
const KNOWN: readonly [string, number][] = [
  ['cat', 1],
  ['the', 1],
  ['rocks', 1],
  ['moon', 1],
  ['space', 1],
  ['make', 1],
  ['jumped', 1],
  ['gives', 1],
  ['table', 2],
  ['rocket', 2],
  ['center', 2],
  ['many', 2],
  ['boxes', 2],
  ['pencil', 2],
  ['garden', 2],
  ['puzzle', 2],
  ['number', 2],
  ['answer', 2],
  ['equal', 2],
  ['sticker', 2],
  ['measure', 2],
  ['Houston', 2],
  ['elephant', 3],
  ['beautiful', 3],
  ['library', 3],
  ['fraction', 2],
  ['rectangle', 3],
  ['multiply', 3],
  ['animal', 3],
  ['together', 3],
  ['remaining', 3],
  ['perimeter', 4],
  ['subtraction', 3],
  ['everyone', 3],
  ['equivalent', 4],
  ['multiplication', 5],
  ['kolache', 3],
  ['basketball', 3],
  ['bluebonnet', 3],
  ['area', 3],
];

describe('countSyllables', () => {
  it('matches the dictionary for at least 85% of a mixed word list', () => {
    const misses = KNOWN.filter(([word, count]) => countSyllables(word) !== count);
    expect(misses.length / KNOWN.length, JSON.stringify(misses)).toBeLessThanOrEqual(0.15);
  });

  it('is never off by more than one on that list, and never zero', () => {
    for (const [word, count] of KNOWN) {
      expect(Math.abs(countSyllables(word) - count), word).toBeLessThanOrEqual(1);
    }
    expect(countSyllables('a')).toBe(1);
  });
});

describe('fleschKincaidGrade', () => {
  it('gives the textbook value for a one-syllable sentence', () => {
    // 6 words, 1 sentence, 6 syllables: 0.39 × 6 + 11.8 × 1 − 15.59 = −1.45.
    expect(fleschKincaidGrade('The cat sat on the mat.')).toBeCloseTo(-1.5, 0);
  });

  it('rates a plain grade 3 story problem at or below grade 4', () => {
    const stem =
      'At the space center in Houston, Sofia has 245 moon rocks. Mateo gives Sofia 128 more moon rocks. How many moon rocks does Sofia have now?';
    expect(fleschKincaidGrade(stem)).toBeLessThanOrEqual(4);
  });

  it('rates dense, long-worded text well above grade 5', () => {
    const dense =
      'Mathematical representations facilitate comprehension of multiplicative relationships, particularly regarding equivalent fractional quantities and their corresponding visualizations.';
    expect(fleschKincaidGrade(dense)).toBeGreaterThan(12);
  });

  it('counts numbers and fractions as words and does not split sentences at decimal points', () => {
    expect(readability('Ana ate 3/4 of 1,250 grapes.').words).toBe(6);
    expect(countSentences('It costs 2.50 today. Is that a lot? Yes!')).toBe(3);
  });
});
