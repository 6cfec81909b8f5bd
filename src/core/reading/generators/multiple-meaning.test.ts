import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../../math/testing/check-generator';
import { GRADE_3_WORDS } from '../word-lists/grade-3';
import { GRADE_4_WORDS } from '../word-lists/grade-4';
import { GRADE_5_WORDS } from '../word-lists/grade-5';
import { readingCheckOptions, readingGenerators, shownText, templatePattern } from './testing/reading-checks';

const WORDS = [GRADE_3_WORDS, GRADE_4_WORDS, GRADE_5_WORDS].flatMap((list) => list.multipleMeaning);
/** The word being taught counts as one syllable in the readability check, as a numeral does in math. */
const TAUGHT = new Set(WORDS.map((entry) => entry.word));

/** The meanings of the sentences the item shows, in order, found by matching each sentence to the list. */
function meaningsShown(text: string, word: string): string[] {
  const entry = WORDS.find((candidate) => candidate.word === word)!;
  const quotedSentences = [...text.matchAll(/"([^"]+)"/g)]
    .map((match) => match[1]!)
    .filter((s) => s !== word);
  return quotedSentences.flatMap((sentence) =>
    entry.meanings
      .filter((meaning) => templatePattern(meaning.sentence).test(sentence))
      .map((m) => m.meaning),
  );
}

for (const generator of readingGenerators('.multiple-meaning-words')) {
  checkGenerator(generator, {
    ...readingCheckOptions(TAUGHT),
    independentChoices: (item) => {
      const { word, asked } = item.parameters as { word: string; asked: string | number };
      const meanings = meaningsShown(shownText(item), word);
      if (asked === 'both') {
        return item.interaction.type === 'inline-choice'
          ? meanings
          : [`Sentence 1: ${meanings[0]}. Sentence 2: ${meanings[1]}.`];
      }
      // One sentence: its meaning. Two sentences: the meaning in the sentence asked about.
      return [meanings.length === 1 ? meanings[0]! : meanings[Number(asked) - 1]!];
    },
  });
}

describe('multiple-meaning word lists', () => {
  it('have two different meanings per word, each used in a sentence with the word', () => {
    for (const entry of WORDS) {
      expect(entry.meanings[0].meaning).not.toBe(entry.meanings[1].meaning);
      for (const meaning of entry.meanings) expect(meaning.sentence.toLowerCase()).toContain(entry.word);
    }
  });
});
