import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { additiveMultiplicativePatterns } from './additive-multiplicative-patterns';

// Independent path: read the pairs from the picture (table rows or graph points) and test each
// statement against every pair.
function pairs(item: Item): [number, number][] {
  const v = item.visual;
  if (v?.kind === 'table') return v.rows.map(([x, y]) => [Number(x), Number(y)]);
  if (v?.kind === 'coordinate-grid') return v.points.map((p) => [p.x, p.y]);
  throw new Error('no data');
}

function holds(text: string, data: [number, number][]): boolean {
  const match = /(\d+) (more than|times)/.exec(text);
  if (!match) return false;
  const k = Number(match[1]);
  return data.every(([x, y]) => (match[2] === 'times' ? k * x === y : x + k === y));
}

const texts = (item: Item) =>
  'choices' in item.interaction ? item.interaction.choices.map((c) => c.text) : [];

checkGenerator(additiveMultiplicativePatterns, {
  independentAnswer: (item) => texts(item).find((t) => holds(t, pairs(item))) ?? 'inline',
});

describe('5.4D additive and multiplicative patterns', () => {
  it('keys the kind and the rule that fit every pair in inline items', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      for (const difficulty of ['easy', 'medium', 'hard'] as const) {
        const item = additiveMultiplicativePatterns.generate({ seed, difficulty, itemType: 'inline-choice' });
        if (item.interaction.type !== 'inline-choice' || item.key.type !== 'inline-choice')
          throw new Error('type');
        const data = pairs(item);
        const [kind, rule] = item.interaction.blanks;
        const ruleTexts = rule!.options;
        const chosenRule = ruleTexts[item.key.blanks[1]!.correctIndex]!;
        expect(ruleTexts.filter((t) => holds(t, data))).toEqual([chosenRule]);
        const additive = data.every(([x, y]) => y - x === data[0]![1] - data[0]![0]);
        expect(kind!.options[item.key.blanks[0]!.correctIndex]).toBe(
          additive ? 'additive' : 'multiplicative',
        );
      }
    }
  });

  it('steps x by 2 or 3 in hard tables, so the change down the y column is a trap', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const item = additiveMultiplicativePatterns.generate({ seed, difficulty: 'hard' });
      const data = pairs(item);
      expect(data[1]![0] - data[0]![0]).toBeGreaterThan(1);
    }
  });
});
