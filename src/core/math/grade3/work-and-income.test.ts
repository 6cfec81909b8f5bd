import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { workAndIncome } from './work-and-income';

const texts = (item: Item) =>
  'choices' in item.interaction ? item.interaction.choices.map((c) => c.text) : [];

/** Independent path: income is money paid for work; "how much more" is (new − old) × jobs. */
function expected(item: Item): string {
  const model = item.parameters.model;
  if (model === 'which-income') {
    const paidForWork = texts(item).filter((text) => / gets paid \$\d+\.$/.test(text));
    return paidForWork.length === 1 ? paidForWork[0]! : 'ambiguous';
  }
  if (model === 'skills') return texts(item).find((text) => text.startsWith('A new skill helped'))!;
  const [before, after] = [...item.stem.matchAll(/earns? \$(\d+) for each job/g)].map((m) => Number(m[1]));
  const jobs = Number(/for (\d+) jobs\?$/.exec(item.stem)![1]);
  return `$${new Fraction(after!).sub(before!).mul(jobs).toString()}`;
}

checkGenerator(workAndIncome, { independentAnswer: expected });

describe('3.9A work and income', () => {
  it('never counts a gift, found money or a loan as income', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const item = workAndIncome.generate({ seed, difficulty: 'easy' });
      if (item.key.type !== 'multiple-choice' || item.interaction.type !== 'multiple-choice')
        throw new Error('type');
      const correct = item.key.correct;
      const right = item.interaction.choices.find((c) => c.label === correct)!.text;
      expect(right).not.toMatch(/gift|finds|borrows/);
    }
  });

  it('pays more after the new skill, and keeps every amount within $100', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const { rate, newRate, jobs } = workAndIncome.generate({ seed, difficulty: 'hard' })
        .parameters as Record<string, number>;
      expect(newRate).toBeGreaterThan(rate!);
      expect(newRate! * jobs!).toBeLessThanOrEqual(100);
    }
  });
});
