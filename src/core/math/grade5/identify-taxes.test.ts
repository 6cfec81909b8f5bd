import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { identifyTaxes } from './identify-taxes';

// Independent path: clue words written here for each tax (what a teacher would underline) decide which
// tax a story or a sentence is about, so the right choice is found without the generator's tables.
const CLUES: Record<string, RegExp> = {
  'income tax': /earn(s|ed)? .*(in a |last )year/i,
  'payroll tax': /Social Security and Medicare/,
  'sales tax': /buy|register|price/i,
  'property tax': /own/i,
};
const clueFor = (text: string) => Object.keys(CLUES).filter((tax) => CLUES[tax]!.test(text));

function expected(item: Item): string {
  const choices = 'choices' in item.interaction ? item.interaction.choices.map((c) => c.text) : [];
  switch (item.parameters.task) {
    case 'name': {
      const found = clueFor(item.stem.split('. ').slice(1).join('. '));
      return found.length === 1 ? found[0]! : `${found.length} taxes match`;
    }
    case 'meaning': {
      const asked = /What is (\w+ tax)\?/.exec(item.stem)![1]!;
      const fits = choices.filter((text) => clueFor(text).join() === asked);
      return fits.length === 1 ? fits[0]! : `${fits.length} meanings fit`;
    }
    case 'stub':
      return 'Social Security and Medicare';
    default: {
      const fits = choices.filter(
        (text) => clueFor(text).join() === text.split(' tax ')[0]!.toLowerCase() + ' tax',
      );
      return fits.length === 1 ? fits[0]! : `${fits.length} statements fit`;
    }
  }
}

checkGenerator(identifyTaxes, { independentAnswer: expected });

describe('5.10A taxes', () => {
  it('tells every story by exactly one kind of clue', () => {
    for (let seed = 0; seed < 400; seed += 1) {
      const item = identifyTaxes.generate({ seed, difficulty: 'easy' });
      expect(clueFor(item.stem.split('. ').slice(1).join('. '))).toHaveLength(1);
    }
  });

  it('offers all four taxes as the choices for a story', () => {
    const item = identifyTaxes.generate({ seed: 12, difficulty: 'easy' });
    const texts =
      item.interaction.type === 'multiple-choice' ? item.interaction.choices.map((c) => c.text).sort() : [];
    expect(texts).toEqual(['income tax', 'payroll tax', 'property tax', 'sales tax']);
  });
});
