import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { primeComposite } from './prime-composite';

// Independent path: count factors by testing every number up to n, and judge each statement's claim
// and its reason.
const factorCount = (n: number) =>
  Array.from({ length: n }, (_, i) => i + 1).filter((d) => n % d === 0).length;

function statementIsTrue(text: string): boolean {
  const match = /^The number (\d+) is (prime|composite) because (.*)\.$/.exec(text);
  if (!match) return false;
  const n = Number(match[1]);
  const claimPrime = match[2] === 'prime';
  if ((factorCount(n) === 2) !== claimPrime || (!claimPrime && factorCount(n) < 3)) return false;
  const product = /^(\d+) × (\d+) = (\d+)$/.exec(match[3]!);
  if (product)
    return Number(product[1]) > 1 && Number(product[2]) > 1 && Number(product[1]) * Number(product[2]) === n;
  return match[3] === `its only factors are 1 and ${n}`;
}

function isRight(item: Item, text: string): boolean {
  if (item.parameters.ask === 'statement') return statementIsTrue(text);
  const count = factorCount(Number(text));
  return item.parameters.ask === 'prime' ? count === 2 : count > 2;
}

const texts = (item: Item) =>
  'choices' in item.interaction ? item.interaction.choices.map((c) => c.text) : [];

checkGenerator(primeComposite, {
  independentAnswer: (item) => texts(item).find((text) => isRight(item, text)) ?? 'none',
});

describe('5.4A prime and composite numbers', () => {
  it('keys exactly the right choices in multiselect items too', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      for (const difficulty of ['easy', 'medium', 'hard'] as const) {
        const item = primeComposite.generate({ seed, difficulty, itemType: 'multiselect' });
        if (item.interaction.type !== 'multiselect' || item.key.type !== 'multiselect')
          throw new Error('type');
        const right = item.interaction.choices.filter((c) => isRight(item, c.text)).map((c) => c.label);
        expect(right).toEqual(item.key.correct);
        expect(right).toHaveLength(2);
      }
    }
  });

  it('uses odd composites that look prime as wrong choices', () => {
    const item = primeComposite.generate({ seed: 1, difficulty: 'easy', itemType: 'multiple-choice' });
    const wrong = texts(item).filter((t) => !isRight(item, t) && t !== '1');
    for (const t of wrong) expect(Number(t) % 2).toBe(1);
  });
});
