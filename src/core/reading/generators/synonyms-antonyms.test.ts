import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../../math/testing/check-generator';
import { GRADE_3_WORDS } from '../word-lists/grade-3';
import { readingCheckOptions, readingGenerators, shownAnswers, shownText } from './testing/reading-checks';

const ENTRIES = GRADE_3_WORDS.synonyms;
const [generator] = readingGenerators('3.3D.synonyms-and-antonyms');

/** The words the list gives as meaning the same as, or the opposite of, a word. */
function related(word: string, relation: 'same' | 'opposite'): Set<string> {
  const entry = ENTRIES.find((candidate) => candidate.word === word)!;
  return new Set(relation === 'same' ? entry.synonyms : entry.antonyms);
}

checkGenerator(generator!, {
  ...readingCheckOptions(new Set(ENTRIES.map((entry) => entry.word))),
  // The answer is the one shown word the list relates to the asked word in the asked way.
  independentChoices: (item) => {
    const word = item.parameters.word as string;
    const relation = shownText(item).includes('opposite') ? 'opposite' : 'same';
    const fits = related(word, relation);
    return shownAnswers(item).filter((text) => fits.has(text));
  },
});

describe('3.3D synonyms and antonyms', () => {
  it('never offers a word from the same sense as a wrong answer', () => {
    for (let seed = 0; seed < 500; seed += 1) {
      for (const difficulty of ['easy', 'medium', 'hard'] as const) {
        const item = generator!.generate({ seed, difficulty, itemType: 'multiple-choice' });
        const entry = ENTRIES.find((candidate) => candidate.word === item.parameters.word)!;
        const sameSense = new Set(
          ENTRIES.filter((other) => other.sense === entry.sense && other !== entry).flatMap((other) => [
            other.word,
            ...other.synonyms,
            ...other.antonyms,
          ]),
        );
        expect(shownAnswers(item).filter((text) => sameSense.has(text))).toEqual([]);
      }
    }
  });

  it('shows the opposite word as the trap at medium', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const item = generator!.generate({ seed, difficulty: 'medium', itemType: 'multiple-choice' });
      const entry = ENTRIES.find((candidate) => candidate.word === item.parameters.word)!;
      const trap = item.parameters.relation === 'same' ? entry.antonyms : entry.synonyms;
      if (trap.length > 0) expect(shownAnswers(item).some((text) => trap.includes(text))).toBe(true);
    }
  });
});
