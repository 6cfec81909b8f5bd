import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { compareDecimals } from './compare-decimals';

// Independent path: fraction.js reads the decimals as written and compares them.
const choiceTexts = (item: Item) =>
  'choices' in item.interaction ? item.interaction.choices.map((c) => c.text) : [];

function expectedAnswer(item: Item): Fraction | string {
  const p = item.parameters;
  if (p.ask === 'greater-than') return new Fraction(Number(p.first), 1000).toString();
  if (p.ask === 'greatest' || p.ask === 'least') {
    const values = String(p.values)
      .split(' ')
      .map((v) => new Fraction(Number(v), 1000));
    const pick = values.reduce((best, v) =>
      (p.ask === 'greatest' ? v.compare(best) > 0 : v.compare(best) < 0) ? v : best,
    );
    return pick.toString();
  }
  if (p.ask === 'between') {
    const [low, high] = [new Fraction(Number(p.first), 1000), new Fraction(Number(p.second), 1000)];
    const inside = choiceTexts(item)
      .map((t) => new Fraction(t))
      .filter((v) => v.compare(low) > 0 && v.compare(high) < 0);
    return inside[0] ?? new Fraction(-1);
  }
  return 'inline';
}

checkGenerator(compareDecimals, { independentAnswer: expectedAnswer });

const SEEDS = Array.from({ length: 300 }, (_, seed) => seed);

describe('5.2B compare and order decimals', () => {
  it('has exactly one number between the two given in "between" items', () => {
    for (const seed of SEEDS) {
      const item = compareDecimals.generate({ seed, difficulty: 'hard', itemType: 'multiple-choice' });
      const [low, high] = [
        new Fraction(Number(item.parameters.first), 1000),
        new Fraction(Number(item.parameters.second), 1000),
      ];
      const inside = choiceTexts(item).filter(
        (t) => new Fraction(t).compare(low) > 0 && new Fraction(t).compare(high) < 0,
      );
      expect(inside).toHaveLength(1);
    }
  });

  it('keys the symbol that fraction.js finds between the two decimals shown', () => {
    for (const seed of SEEDS) {
      for (const difficulty of ['easy', 'medium'] as const) {
        const item = compareDecimals.generate({ seed, difficulty, itemType: 'inline-choice' });
        if (item.interaction.type !== 'inline-choice' || item.key.type !== 'inline-choice')
          throw new Error('type');
        const [first, , second] = item.interaction.segments.map((s) =>
          s.kind === 'text' ? s.text.trim() : '',
        );
        const sign = new Fraction(first!).compare(new Fraction(second!));
        const symbol = item.interaction.blanks[0]!.options[item.key.blanks[0]!.correctIndex];
        expect(symbol).toBe(sign > 0 ? '>' : sign < 0 ? '<' : '=');
      }
    }
  });

  it('sometimes asks about equal decimals written with a zero at the end', () => {
    const equal = SEEDS.map((seed) =>
      compareDecimals.generate({ seed, difficulty: 'medium', itemType: 'inline-choice' }),
    ).filter((item) => item.parameters.first === item.parameters.second);
    expect(equal.length).toBeGreaterThan(20);
    expect(equal[0]!.stem).toMatch(/\d\.\d\d0\b/);
  });

  it('puts three decimals in order from least to greatest', () => {
    for (const seed of SEEDS) {
      const item = compareDecimals.generate({ seed, difficulty: 'hard', itemType: 'inline-choice' });
      if (item.interaction.type !== 'inline-choice' || item.key.type !== 'inline-choice')
        throw new Error('type');
      const picked = item.key.blanks.map(
        (b, i) =>
          new Fraction(
            item.interaction.type === 'inline-choice'
              ? item.interaction.blanks[i]!.options[b.correctIndex]!
              : '0',
          ),
      );
      expect(picked[0]!.compare(picked[1]!)).toBeLessThan(0);
      expect(picked[1]!.compare(picked[2]!)).toBeLessThan(0);
    }
  });

  it('offers decimals with more digits as wrong choices for "greater than"', () => {
    const item = compareDecimals.generate({ seed: 5, difficulty: 'easy', itemType: 'multiple-choice' });
    const texts = choiceTexts(item);
    const answer = texts.find((t) => !t.includes('.') || t.split('.')[1]!.length === 1);
    expect(answer).toBeDefined();
    expect(texts.some((t) => t.split('.')[1]?.length === 3)).toBe(true);
  });
});
