import { defineGenerator } from '../../math/define-generator';
import type { Generator } from '../../math/generator-types';
import type { StoryContext } from '../../math/contexts/story-context';
import type { Random } from '../../random/random';
import type { SynonymEntry } from '../word-lists/word-list-types';
import {
  askAs,
  bothNames,
  distinctAnswers,
  fillNames,
  quoted,
  readTo,
  type ReadingQuestion,
} from './reading-question';

/**
 * Synonyms and antonyms (3.3D). Easy: a word that means the same. Medium: the same or the opposite,
 * with the other relation as a trap (picking "small" when asked for "the same as big"). Hard: the
 * same in a sentence. Other wrong answers come from other senses only, so exactly one answer fits.
 */

type Relation = 'same' | 'opposite';

/** Each entry's words of other senses, listed once per word list. */
const OTHER_SENSE_WORDS = new WeakMap<readonly SynonymEntry[], Map<SynonymEntry, readonly string[]>>();

function otherSenseWords(entry: SynonymEntry, entries: readonly SynonymEntry[]): readonly string[] {
  let byEntry = OTHER_SENSE_WORDS.get(entries);
  if (!byEntry) {
    byEntry = new Map();
    OTHER_SENSE_WORDS.set(entries, byEntry);
  }
  let words = byEntry.get(entry);
  if (!words) {
    words = entries
      .filter((other) => other.sense !== entry.sense)
      .flatMap((other) => [other.word, ...other.synonyms, ...other.antonyms]);
    byEntry.set(entry, words);
  }
  return words;
}

function question(
  entry: SynonymEntry,
  relation: Relation,
  trap: boolean,
  sentence: string | undefined,
  entries: readonly SynonymEntry[],
  story: StoryContext,
  random: Random,
): ReadingQuestion {
  const right = relation === 'same' ? entry.synonyms : entry.antonyms;
  const other = relation === 'same' ? entry.antonyms : entry.synonyms;
  const correct = random.pick(right);
  const phrase = relation === 'same' ? 'means the same as' : 'means the opposite of';
  const traps = trap
    ? other.map((text) => ({
        text,
        note: `${quoted(text)} means the ${relation === 'same' ? 'opposite of' : 'same as'} ${quoted(entry.word)}. The question asks for a word that ${phrase} it.`,
      }))
    : [];
  const strangers = random.sample(otherSenseWords(entry, entries), 5).map((text) => ({
    text,
    note: `${quoted(text)} is about something else. Try it in place of ${quoted(entry.word)}: ${relation === 'same' ? 'the meaning changes' : 'it is not the opposite'}.`,
  }));
  const read = `${readTo(story)} ${quoted(sentence ?? '')}`;
  const wants = `${bothNames(story)} want a word that ${phrase} ${quoted(entry.word)}.`;
  return {
    stem: sentence
      ? `${read} Which word ${phrase} ${quoted(entry.word)}?`
      : `${wants} Which word should they use?`,
    correct,
    // With a trap, show it and two strangers, so multiple choice always shows the trap.
    wrong: distinctAnswers(
      trap ? [...random.shuffle(traps).slice(0, 1), ...strangers] : strangers,
      correct,
    ).slice(0, trap ? 3 : 5),
    inline: {
      stem: sentence ? read : wants,
      before: `A word that ${phrase} ${quoted(entry.word)} is `,
      after: '.',
    },
    hints: [
      relation === 'same'
        ? `A synonym is a word that means the same.`
        : `An antonym is a word that means the opposite.`,
      `Try each word in place of ${quoted(entry.word)}.`,
    ],
    explanation: [
      `${quoted(correct)} ${phrase} ${quoted(entry.word)}, so it is ${relation === 'same' ? 'a synonym' : 'an antonym'}.`,
      other.length > 0
        ? `${quoted(other[0]!)} ${relation === 'same' ? 'means the opposite' : 'means the same'}, so it does not fit.`
        : `The other words mean something else.`,
    ],
    parameters: { word: entry.word, relation },
  };
}

export function synonymsAntonymsGenerator(options: {
  id: string;
  teksCode: string;
  entries: readonly SynonymEntry[];
}): Generator {
  const { entries } = options;
  const withAntonyms = entries.filter((entry) => entry.antonyms.length > 0);
  return defineGenerator({
    id: options.id,
    version: 1,
    subject: 'reading',
    teksCode: options.teksCode,
    itemTypes: ['multiple-choice', 'inline-choice'],
    build({ random, story, difficulty, itemType }) {
      const relation: Relation = difficulty === 'medium' && random.chance(1, 2) ? 'opposite' : 'same';
      const entry = random.pick(relation === 'opposite' ? withAntonyms : entries);
      // Easy: no trap; medium: the other relation as a trap; hard: that too, in the entry's sentence.
      const trap = difficulty !== 'easy';
      const sentence = difficulty === 'hard' ? fillNames(entry.sentence, story) : undefined;
      return askAs(question(entry, relation, trap, sentence, entries, story, random), itemType, random);
    },
  });
}
