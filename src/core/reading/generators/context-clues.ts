import type { Difficulty } from '../../items/item-types';
import { defineGenerator } from '../../math/define-generator';
import type { Generator } from '../../math/generator-types';
import type { Random } from '../../random/random';
import type { ClueKind, ContextClueWord } from '../word-lists/word-list-types';
import { askAs, distinctAnswers, fillNames, quoted, readTo, type ReadingQuestion } from './reading-question';

/**
 * Context clues (3.3B, 4.3B, 5.3B): a short sentence of our own gives away a word a child may not
 * know. Easy: a definition clue ("or very big"). Medium: a contrast clue ("tiny, but"), where the trap
 * is the opposite meaning. Hard: an example clue the reader must put together.
 */

const CLUE_FOR: Record<Difficulty, ClueKind> = { easy: 'definition', medium: 'contrast', hard: 'example' };

const HINTS: Record<ClueKind, string[]> = {
  definition: [
    'Look for words right after the word that tell what it means.',
    'Words like "or" and "which means" often give the meaning.',
  ],
  contrast: [
    'Look for a word like "but" that shows something is different.',
    'The word means something different from the other part of the sentence.',
  ],
  example: ['Look at what happens in the sentence.', 'Which meaning makes sense with the details?'],
};

function question(
  entry: ContextClueWord,
  kind: ClueKind,
  sentence: string,
  clue: string,
  who: string,
  random: Random,
): ReadingQuestion {
  const opposite = {
    text: entry.opposite,
    note:
      kind === 'contrast'
        ? `This is the opposite. The clue ${quoted(clue)} shows ${quoted(entry.word)} means something different from the other part.`
        : `This means the opposite of ${quoted(entry.word)}. Check it against the clue ${quoted(clue)}.`,
  };
  // A contrast clue's trap is the opposite, so it is always shown at medium, with two of the others.
  const others = kind === 'contrast' ? random.sample(entry.wrong, 2) : entry.wrong;
  const wrong = others.map((text) => ({
    text,
    note: `This does not fit the clue ${quoted(clue)}. Try it in the sentence in place of ${quoted(entry.word)}.`,
  }));
  return {
    stem: `${who} ${quoted(sentence)} What does ${quoted(entry.word)} mean?`,
    correct: entry.meaning,
    wrong: distinctAnswers([opposite, ...wrong], entry.meaning),
    inline: {
      stem: `${who} ${quoted(sentence)}`,
      before: `In this sentence, ${quoted(entry.word)} means `,
      after: '.',
    },
    hints: HINTS[kind],
    explanation: [
      `The clue ${quoted(clue)} helps you figure out the word.`,
      `${quoted(entry.word)} means ${quoted(entry.meaning)}.`,
    ],
    parameters: { word: entry.word, clue: kind },
  };
}

export function contextCluesGenerator(options: {
  id: string;
  teksCode: string;
  words: readonly ContextClueWord[];
}): Generator {
  return defineGenerator({
    id: options.id,
    version: 1,
    subject: 'reading',
    teksCode: options.teksCode,
    itemTypes: ['multiple-choice', 'inline-choice'],
    build({ random, story, difficulty, itemType }) {
      const kind = CLUE_FOR[difficulty];
      const entry = random.pick(options.words);
      const sentence = entry.sentences.find((s) => s.kind === kind) ?? entry.sentences[0]!;
      return askAs(
        question(
          entry,
          kind,
          fillNames(sentence.text, story),
          fillNames(sentence.clue, story),
          readTo(story),
          random,
        ),
        itemType,
        random,
      );
    },
  });
}
