import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../../math/testing/check-generator';
import { GRADE_3_WORDS } from '../word-lists/grade-3';
import { GRADE_4_WORDS } from '../word-lists/grade-4';
import { GRADE_5_WORDS } from '../word-lists/grade-5';
import { CLUE_KINDS } from '../word-lists/word-list-types';
import { readingCheckOptions, readingGenerators, shownAnswers, shownText } from './testing/reading-checks';

const LISTS = [GRADE_3_WORDS, GRADE_4_WORDS, GRADE_5_WORDS];
const WORDS = LISTS.flatMap((list) => list.contextClues);
const entryFor = (word: string) => WORDS.find((entry) => entry.word === word)!;

for (const generator of readingGenerators('.context-clues')) {
  checkGenerator(generator, {
    ...readingCheckOptions(new Set(WORDS.map((entry) => entry.word))),
    independentChoices: (item) => [entryFor(item.parameters.word as string).meaning],
  });

  describe(`${generator.id} clues`, () => {
    it('shows a sentence with the clue the difficulty names, and the opposite as the trap for a contrast', () => {
      for (let seed = 0; seed < 200; seed += 1) {
        for (const [difficulty, kind] of [
          ['easy', 'definition'],
          ['medium', 'contrast'],
          ['hard', 'example'],
        ] as const) {
          const item = generator.generate({ seed, difficulty, itemType: 'multiple-choice' });
          expect(item.parameters.clue).toBe(kind);
          const entry = entryFor(item.parameters.word as string);
          const sentence = entry.sentences.find((s) => s.kind === kind)!;
          expect(shownText(item)).toContain(sentence.text.split('{')[0]!.split('}').pop()!);
          if (kind === 'contrast') expect(shownAnswers(item)).toContain(entry.opposite);
        }
      }
    });
  });
}

describe('context-clue word lists', () => {
  it.each(LISTS.map((list, index) => [index + 3, list] as const))(
    'grade %i: every word has one sentence of each clue kind, and distinct answers',
    (_grade, list) => {
      for (const entry of list.contextClues) {
        expect(entry.sentences.map((s) => s.kind).sort()).toEqual([...CLUE_KINDS].sort());
        const answers = [entry.meaning, entry.opposite, ...entry.wrong];
        expect(new Set(answers).size).toBe(answers.length);
        for (const sentence of entry.sentences) {
          expect(sentence.text.toLowerCase()).toMatch(new RegExp(`\\b${entry.word.slice(0, -2)}`));
        }
      }
    },
  );
});
