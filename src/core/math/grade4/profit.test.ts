import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { profit } from './profit';

// Independent path: fraction.js in dollars, income less each cost taken away one by one.
function expected({ parameters: p }: Item): Fraction {
  return String(p.costs)
    .split(' ')
    .reduce((left, cost) => left.sub(new Fraction(Number(cost), 100)), new Fraction(Number(p.income), 100));
}
const written = (value: Fraction, whole: boolean) => {
  const text = whole ? String(value.valueOf()) : value.valueOf().toFixed(2);
  return `$${text}`;
};

checkGenerator(profit, {
  independentAnswer: (item) =>
    item.interaction.type === 'multiple-choice'
      ? written(expected(item), item.parameters.whole === 'yes')
      : expected(item),
});

describe('4.10B profit', () => {
  it('always makes a profit, never a loss', () => {
    for (const difficulty of ['easy', 'medium', 'hard'] as const)
      for (let seed = 0; seed < 200; seed += 1)
        expect(expected(profit.generate({ seed, difficulty })).valueOf()).toBeGreaterThan(0);
  });

  it('offers "added the costs" as a wrong answer', () => {
    for (let seed = 0; seed < 50; seed += 1) {
      const item = profit.generate({ seed, difficulty: 'easy', itemType: 'numeric-entry' });
      const notes = item.key.type === 'numeric-entry' ? item.key.knownMistakes.map((m) => m.note) : [];
      expect(notes.some((note) => note.startsWith('The costs were added'))).toBe(true);
    }
  });
});
