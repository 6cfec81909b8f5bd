import type { ItemType } from '../../items/item-types';
import type { InlineProblem, Problem } from '../../math/generator-types';
import { defineGenerator } from '../../math/define-generator';
import type { Generator } from '../../math/generator-types';
import type { Random } from '../../random/random';
import type { MultipleMeaningWord } from '../word-lists/word-list-types';
import { askAs, distinctAnswers, fillNames, quoted, readTo, type ReadingQuestion } from './reading-question';

/**
 * Multiple-meaning words (3.3B, 4.3B, 5.3B): the sentence decides which meaning fits. Easy: one
 * sentence. Medium: two sentences, the meaning in one of them (the other meaning is the trap). Hard:
 * both meanings at once, and the answers that swap or repeat them.
 */

const otherMeanings = (word: MultipleMeaningWord, words: readonly MultipleMeaningWord[], random: Random) =>
  random
    .sample(
      words.filter((other) => other.word !== word.word),
      4,
    )
    .map((other) => ({
      text: other.meanings[random.int(0, 1)]!.meaning,
      note: `That is a meaning of ${quoted(other.word)}, not of ${quoted(word.word)}.`,
    }));

function oneMeaning(
  word: MultipleMeaningWord,
  sentences: [string, string],
  asked: 0 | 1,
  both: boolean,
  words: readonly MultipleMeaningWord[],
  who: string,
  random: Random,
): ReadingQuestion {
  const meaning = word.meanings[asked].meaning;
  const other = word.meanings[asked === 0 ? 1 : 0].meaning;
  const trap = {
    text: other,
    note: both
      ? `That is what ${quoted(word.word)} means in sentence ${asked === 0 ? 2 : 1}. Sentence ${asked + 1} uses the other meaning.`
      : `${quoted(word.word)} can mean ${quoted(other)}, but not in this sentence.`,
  };
  const read = both
    ? `${who.replace('this sentence', 'these sentences')} 1. ${quoted(sentences[0])} 2. ${quoted(sentences[1])}`
    : `${who} ${quoted(sentences[asked])}`;
  const where = both ? `in sentence ${asked + 1}` : 'in this sentence';
  return {
    stem: `${read} What does ${quoted(word.word)} mean ${where}?`,
    correct: meaning,
    // The other meaning is the telling mistake, so it is always one of the three wrong answers.
    wrong: distinctAnswers([trap, ...otherMeanings(word, words, random)], meaning).slice(0, 3),
    inline: {
      stem: read,
      before: `${where.charAt(0).toUpperCase()}${where.slice(1)}, ${quoted(word.word)} means `,
      after: '.',
    },
    hints: [
      `${quoted(word.word)} has more than one meaning.`,
      `Look at the other words in ${both ? `sentence ${asked + 1}` : 'the sentence'} for clues.`,
    ],
    explanation: [
      `In ${quoted(sentences[asked])}, ${quoted(word.word)} means ${quoted(meaning)}.`,
      `${quoted(word.word)} can also mean ${quoted(other)}, but that does not fit here.`,
    ],
    parameters: { word: word.word, asked: asked + 1, sentences: both ? 2 : 1 },
  };
}

/** Hard: say what the word means in each sentence. */
function eachMeaning(
  word: MultipleMeaningWord,
  sentences: [string, string],
  itemType: ItemType,
  words: readonly MultipleMeaningWord[],
  who: string,
  random: Random,
): Problem {
  const [first, second] = word.meanings.map((m) => m.meaning) as [string, string];
  const read = `${who.replace('this sentence', 'these sentences')} 1. ${quoted(sentences[0])} 2. ${quoted(sentences[1])}`;
  const hints = [
    `${quoted(word.word)} means something different in each sentence.`,
    'Look for clue words in each sentence.',
  ];
  const explanation = [
    `In sentence 1, ${quoted(word.word)} means ${quoted(first)}.`,
    `In sentence 2, it means ${quoted(second)}.`,
  ];
  const parameters = { word: word.word, asked: 'both', sentences: 2 };
  if (itemType === 'inline-choice') {
    const stranger = otherMeanings(word, words, random)[0]!;
    const blank = (id: string, right: string, wrong: string, sentence: number) => {
      const options = random.shuffle([
        { text: right },
        { text: wrong, note: `That is the meaning in sentence ${sentence === 1 ? 2 : 1}.` },
        stranger,
      ]);
      return { id, options, correctIndex: options.findIndex((option) => option.text === right) };
    };
    const problem: InlineProblem = {
      kind: 'inline',
      stem: read,
      segments: [
        `In sentence 1, ${quoted(word.word)} means `,
        { blank: 'first' },
        `. In sentence 2, it means `,
        { blank: 'second' },
        '.',
      ],
      blanks: [blank('first', first, second, 1), blank('second', second, first, 2)],
      hints,
      explanation,
      parameters,
    };
    return problem;
  }
  const pair = (a: string, b: string) => `Sentence 1: ${a}. Sentence 2: ${b}.`;
  return askAs(
    {
      stem: `${read} What does ${quoted(word.word)} mean in each sentence?`,
      correct: pair(first, second),
      wrong: [
        { text: pair(second, first), note: 'The two meanings are switched. Check each sentence again.' },
        { text: pair(first, first), note: `In sentence 2, ${quoted(word.word)} has a different meaning.` },
        { text: pair(second, second), note: `In sentence 1, ${quoted(word.word)} has a different meaning.` },
      ],
      inline: { stem: read, before: '', after: '' },
      hints,
      explanation,
      parameters,
    },
    'multiple-choice',
    random,
  );
}

export function multipleMeaningGenerator(options: {
  id: string;
  teksCode: string;
  words: readonly MultipleMeaningWord[];
}): Generator {
  const { words } = options;
  return defineGenerator({
    id: options.id,
    version: 1,
    subject: 'reading',
    teksCode: options.teksCode,
    itemTypes: ['multiple-choice', 'inline-choice'],
    build({ random, story, difficulty, itemType }) {
      const word = random.pick(words);
      // Either meaning may come first.
      const flip = random.chance(1, 2);
      const ordered = {
        ...word,
        meanings: flip ? ([word.meanings[1], word.meanings[0]] as const) : word.meanings,
      };
      const sentences = ordered.meanings.map((m) => fillNames(m.sentence, story)) as [string, string];
      if (difficulty === 'hard')
        return eachMeaning(ordered, sentences, itemType, words, readTo(story), random);
      const asked = random.int(0, 1) as 0 | 1;
      return askAs(
        oneMeaning(ordered, sentences, asked, difficulty === 'medium', words, readTo(story), random),
        itemType,
        random,
      );
    },
  });
}
