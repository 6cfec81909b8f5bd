import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../../math/testing/check-generator';
import { HOMOPHONE_SETS } from '../word-lists/homophone-sets';
import type { Item } from '../../items/item-types';
import {
  readingCheckOptions,
  readingGenerators,
  shownAnswers,
  templatePattern,
} from './testing/reading-checks';

const ALL_WORDS = [3, 4, 5].flatMap((grade) => HOMOPHONE_SETS[grade as 3 | 4 | 5].flat());
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const inlineSentence = (item: Item) =>
  item.interaction.type === 'inline-choice'
    ? item.interaction.segments.map((segment) => (segment.kind === 'text' ? segment.text : 'BLANK')).join('')
    : '';

/** The word a filled sentence needs, read from which word's sentence it is; and the word it uses. */
function needsAndUses(sentence: string): { needs: string; uses: string } | undefined {
  for (const word of ALL_WORDS) {
    for (const template of word.sentences) {
      const match = templatePattern(template.replace(/^___/, '___'), 'i').exec(sentence);
      if (match) return { needs: word.word, uses: match[1]! };
    }
  }
  return undefined;
}

for (const generator of readingGenerators('.homophones')) {
  checkGenerator(generator, {
    ...readingCheckOptions(new Set(ALL_WORDS.map((word) => word.word))),
    independentChoices: (item) => {
      if (item.interaction.type === 'inline-choice') {
        const found = needsAndUses(inlineSentence(item));
        return shownAnswers(item).filter((option) => found !== undefined && same(option, found.needs));
      }
      return shownAnswers(item).filter((sentence) => {
        const found = needsAndUses(sentence);
        return found !== undefined && same(found.uses, found.needs);
      });
    },
  });
}

describe('homophone sets', () => {
  it('give every word two or more sentences with one blank', () => {
    for (const word of ALL_WORDS) {
      expect(word.sentences.length).toBeGreaterThanOrEqual(2);
      for (const sentence of word.sentences) expect(sentence.split('___')).toHaveLength(2);
    }
  });
});
