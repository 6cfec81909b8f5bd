import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { volumeOrWeight } from './volume-or-weight';

/** Independent reading of a question: what does it ask to measure? */
function asks(text: string): string {
  if (/^How heavy|how heavy/.test(text)) return 'weight';
  if (/^How much \w+ (does|fits)|how much \w+ (a|fits|fills)/.test(text)) return 'liquid volume';
  if (/^How tall/.test(text)) return 'length';
  if (/^How warm/.test(text)) return 'temperature';
  if (/^How long/.test(text)) return 'time';
  return 'unknown';
}

const TRUE_FACTS = new Set([
  'A jug of water has a weight and a liquid volume.',
  'To find how much a cup holds, measure liquid volume.',
  'To find how heavy a bag of rice is, measure weight.',
  'A scale measures weight.',
  'A measuring cup measures liquid volume.',
]);

const texts = (item: Item) =>
  'choices' in item.interaction ? item.interaction.choices.map((c) => c.text) : [];

function rightTexts(item: Item): string[] {
  const wanted = /(?:about|know its) (liquid volume|weight)/.exec(item.stem)?.[1];
  if (item.parameters.model === 'measure') return [asks(item.stem)];
  if (item.parameters.model === 'who') {
    const [, weigher, filler] = /(\S+) says to measure its weight\. (\S+) says to measure liquid volume/.exec(
      item.stem,
    )!;
    const right = asks(item.stem) === 'weight' ? weigher : filler;
    return texts(item).filter((text) => text.startsWith(`${right}, because`));
  }
  if (item.parameters.model === 'statements') return texts(item).filter((text) => TRUE_FACTS.has(text));
  return texts(item).filter((text) => asks(text) === wanted);
}

checkGenerator(volumeOrWeight, {
  independentAnswer: (item) => {
    const right = rightTexts(item);
    return right.length === 1 ? right[0]! : `ambiguous: ${right.join(' / ')}`;
  },
});

describe('3.7D liquid volume or weight', () => {
  it('marks exactly the right questions or statements in multiselect items', () => {
    for (const difficulty of ['easy', 'medium', 'hard'] as const)
      for (let seed = 0; seed < 300; seed += 1) {
        const item = volumeOrWeight.generate({ seed, difficulty, itemType: 'multiselect' });
        if (item.interaction.type !== 'multiselect' || item.key.type !== 'multiselect')
          throw new Error('type');
        const correct = item.key.correct;
        const marked = item.interaction.choices.filter((c) => correct.includes(c.label)).map((c) => c.text);
        expect(marked.sort()).toEqual(rightTexts(item).sort());
        expect(marked).toHaveLength(2);
      }
  });

  it('asks about both liquid volume and weight', () => {
    const asked = new Set(
      Array.from(
        { length: 60 },
        (_, seed) => volumeOrWeight.generate({ seed, difficulty: 'medium' }).parameters.attribute,
      ),
    );
    expect([...asked].sort()).toEqual(['liquid volume', 'weight']);
  });
});
