import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { equationsWithLetters } from './equations-with-letters';
import { evaluateWithFractions } from './fraction-evaluator';

// Independent path: each story's answer worked out with fraction.js from its numbers; for "which
// equation" items, the one choice whose right side (read by the test's own evaluator) gives it.
function storyAnswer({ parameters: p }: Item): Fraction {
  const [a, b, c, d] = [Number(p.a), Number(p.b), Number(p.c), Number(p.d)];
  switch (p.story) {
    case 'gives-away':
      return new Fraction(a).mul(b).sub(c);
    case 'shares-rest':
      return new Fraction(d).sub(c).div(a);
    case 'left-over':
      return new Fraction(b).mul(a).add(c);
    case 'how-many-more':
      return new Fraction(a).sub(c).mul(b);
    default:
      return new Fraction(a).mul(b).add(c).div(d);
  }
}

const choiceTexts = (item: Item) =>
  'choices' in item.interaction ? item.interaction.choices.map((c) => c.text) : [];

function expected(item: Item): Fraction | string {
  const value = storyAnswer(item);
  if (item.parameters.ask !== 'equation') return value;
  return choiceTexts(item).find((text) => evaluateWithFractions(text).equals(value)) ?? 'none';
}

checkGenerator(equationsWithLetters, { independentAnswer: expected });

describe('5.4B equations with a letter for the unknown', () => {
  it('offers exactly one equation that gives the story answer', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const item = equationsWithLetters.generate({ seed, difficulty: 'hard', itemType: 'multiple-choice' });
      const value = storyAnswer(item);
      expect(choiceTexts(item).filter((text) => evaluateWithFractions(text).equals(value))).toHaveLength(1);
      for (const text of choiceTexts(item)) expect(text).toMatch(/^[a-z] = /);
    }
  });

  it('keeps every story answer a whole number', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      for (const difficulty of ['easy', 'medium', 'hard'] as const) {
        const value = storyAnswer(equationsWithLetters.generate({ seed, difficulty }));
        expect(Number(value.d)).toBe(1);
        expect(value.compare(0)).toBeGreaterThan(0);
      }
    }
  });

  it('shows the equation in easy stems and leaves it out of medium ones', () => {
    const easy = equationsWithLetters.generate({ seed: 1, difficulty: 'easy' }).stem;
    const medium = equationsWithLetters.generate({ seed: 1, difficulty: 'medium' }).stem;
    expect(easy).toMatch(/equation [a-z] = /);
    expect(medium).not.toMatch(/ = /);
  });
});
