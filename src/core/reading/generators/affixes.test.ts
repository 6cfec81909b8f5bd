import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../../math/testing/check-generator';
import { GRADE_3_WORDS } from '../word-lists/grade-3';
import { GRADE_4_WORDS } from '../word-lists/grade-4';
import { GRADE_5_WORDS } from '../word-lists/grade-5';
import { readingCheckOptions, readingGenerators, shownText } from './testing/reading-checks';

/** What each affix means, as the TEKS and a grade-level glossary give it (not read from the lists). */
const AFFIX_MEANINGS: Record<string, string> = {
  'un-': 'not',
  'dis-': 'not',
  're-': 'again',
  'pre-': 'before',
  '-ful': 'full of',
  '-less': 'without',
  '-ness': 'the state of being',
  '-er': 'a person who',
  'mis-': 'wrongly',
  'sub-': 'under',
  '-ment': 'the act or result of',
  '-ity': 'the state of being',
  auto: 'self',
  graph: 'write or draw',
  meter: 'measure',
  'trans-': 'across',
  'super-': 'above or beyond',
  '-ive': 'tending to',
  '-logy': 'the study of',
  geo: 'earth',
  photo: 'light',
};

const LISTS = [GRADE_3_WORDS, GRADE_4_WORDS, GRADE_5_WORDS];
const ALL_WORDS = LISTS.flatMap((list) => list.affixedWords);

for (const generator of readingGenerators('.prefixes-and-suffixes').concat(
  readingGenerators('.affixes-and-roots'),
)) {
  checkGenerator(generator, {
    ...readingCheckOptions(new Set(ALL_WORDS.map((entry) => entry.word))),
    independentChoices: (item) => {
      const { format, word, affix } = item.parameters as { format: string; word: string; affix: string };
      if (format === 'affix-meaning') return [AFFIX_MEANINGS[affix]!];
      if (format === 'word-meaning') return [ALL_WORDS.find((entry) => entry.word === word)!.meaning];
      // Which word means the meaning the question quotes? Looked up backwards.
      const meaning = /means "([^"]+)"/.exec(shownText(item))![1];
      return ALL_WORDS.filter((entry) => entry.meaning === meaning).map((entry) => entry.word);
    },
  });
}

describe('affix word lists', () => {
  it.each(LISTS.map((list, index) => [index + 3, list] as const))(
    'grade %i: every word shows its affix, and meanings differ',
    (_grade, list) => {
      const meanings = list.affixedWords.map((entry) => entry.meaning);
      expect(new Set(meanings).size).toBe(meanings.length);
      for (const entry of list.affixedWords) {
        const affix = list.affixes.find((candidate) => candidate.form === entry.affix);
        expect(affix, entry.word).toBeDefined();
        expect(AFFIX_MEANINGS[entry.affix]).toBe(affix!.meaning);
        // -ity is often -ty after the base: safety, loyalty.
        expect(entry.word.toLowerCase()).toContain(
          entry.affix.replaceAll('-', '').replace(/^ity$/, 'ty').slice(0, 3),
        );
        expect(entry.sentence.toLowerCase()).toContain(entry.word);
      }
    },
  );

  it('never asks two affixes of one meaning against each other', () => {
    const [generator] = readingGenerators('3.3C.prefixes-and-suffixes');
    for (let seed = 0; seed < 300; seed += 1) {
      const item = generator!.generate({ seed, difficulty: 'easy', itemType: 'multiple-choice' });
      const texts =
        item.interaction.type === 'multiple-choice' ? item.interaction.choices.map((c) => c.text) : [];
      expect(texts.filter((text) => text === 'not').length).toBeLessThanOrEqual(1);
    }
  });
});
