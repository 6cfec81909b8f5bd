import type { Difficulty } from '../../items/item-types';
import { defineGenerator } from '../../math/define-generator';
import type { Generator } from '../../math/generator-types';
import type { Random } from '../../random/random';
import type { StoryContext } from '../../math/contexts/story-context';
import type { Grade } from '../../teks/teks-types';
import { HOMOPHONE_SETS, type HomophoneSet, type HomophoneWord } from '../word-lists/homophone-sets';
import { askAs, bothNames, capitalFirst, fillNames, quoted, type ReadingQuestion } from './reading-question';

/**
 * Homophones (3.2B(ii), 4.2B(ii), 5.11D(xi)): words that sound alike. Inline choice: pick the word
 * for a sentence. Multiple choice: which of four sentences uses its homophone correctly; at hard, all
 * four use the same word and only one of them is right. Easy uses pairs; medium and hard use sets of
 * three (there, their, they're) where a grade has them.
 */

interface Filled {
  owner: HomophoneWord;
  used: HomophoneWord;
  text: string;
}

/** Puts a word into a sentence; a word starting a sentence gets a capital. */
const fill = (sentence: string, word: string, story: StoryContext) =>
  capitalFirst(fillNames(sentence, story).replace('___', word));

function wrongNote(used: HomophoneWord, owner: HomophoneWord): string {
  return `${quoted(used.word)} means ${quoted(used.meaning)}. This sentence needs ${quoted(owner.word)}, which means ${quoted(owner.meaning)}.`;
}

function pickSet(sets: readonly HomophoneSet[], difficulty: Difficulty, random: Random): HomophoneSet {
  const wanted = sets.filter((set) => (difficulty === 'easy' ? set.length === 2 : set.length >= 3));
  return random.pick(wanted.length > 0 ? wanted : sets);
}

/**
 * Whole-word matches, remembered: the sentences and words are fixed lists, and each item asks again.
 * Keyed by word, then sentence: both are the lists' own strings, so no key is built per lookup.
 */
const CONTAINS = new Map<string, Map<string, boolean>>();

function inlineQuestion(set: HomophoneSet, story: StoryContext, random: Random): ReadingQuestion {
  const owner = random.pick(set);
  const sentence = random.pick(owner.sentences);
  const [before = '', after = ''] = fillNames(sentence, story).split('___');
  const atStart = before === '';
  const shown = (word: string) => (atStart ? capitalFirst(word) : word);
  return {
    stem: '',
    correct: shown(owner.word),
    wrong: set
      .filter((word) => word !== owner)
      .map((word) => ({ text: shown(word.word), note: wrongNote(word, owner) })),
    inline: { stem: `${bothNames(story)} wrote this sentence. Choose the word that fits.`, before, after },
    hints: [
      `These words sound the same but mean different things: ${set.map((w) => quoted(w.word)).join(', ')}.`,
      'Which meaning fits the sentence?',
    ],
    explanation: [
      `${quoted(owner.word)} means ${quoted(owner.meaning)}.`,
      `So the sentence is ${quoted(fill(sentence, owner.word, story))}`,
    ],
    parameters: { word: owner.word, sentence: owner.sentences.indexOf(sentence) },
  };
}

function containsWord(sentence: string, word: string): boolean {
  let bySentence = CONTAINS.get(word);
  if (!bySentence) {
    bySentence = new Map();
    CONTAINS.set(word, bySentence);
  }
  let found = bySentence.get(sentence);
  if (found === undefined) {
    found = new RegExp(`(?<![\\w'])${word.replace("'", "['’]")}(?![\\w'])`, 'i').test(
      sentence.replace('___', ' '),
    );
    bySentence.set(sentence, found);
  }
  return found;
}

/** Every sentence of a set with the word it is for, listed once per set. */
const SET_SENTENCES = new WeakMap<HomophoneSet, readonly { word: HomophoneWord; sentence: string }[]>();

function setSentences(set: HomophoneSet): readonly { word: HomophoneWord; sentence: string }[] {
  let listed = SET_SENTENCES.get(set);
  if (!listed) {
    listed = set.flatMap((word) => word.sentences.map((sentence) => ({ word, sentence })));
    SET_SENTENCES.set(set, listed);
  }
  return listed;
}

/** Other sentences of the set, each filled with a word it does not take. */
function wrongSentences(set: HomophoneSet, owner: HomophoneWord, rightSentence: string, sameWord: boolean) {
  return (
    setSentences(set)
      .filter(({ word, sentence }) => sentence !== rightSentence && (!sameWord || word !== owner))
      // "Which sentence uses "to" correctly?" cannot show a sentence that has another "to" in it.
      .filter(({ sentence }) => !sameWord || !containsWord(sentence, owner.word))
  );
}

function sentencesQuestion(
  set: HomophoneSet,
  wantSameWord: boolean,
  story: StoryContext,
  random: Random,
): ReadingQuestion {
  const tries = random.shuffle(set).map((owner) => {
    const clean = owner.sentences.filter((sentence) => !wantSameWord || !containsWord(sentence, owner.word));
    const rightSentence = clean.length > 0 ? random.pick(clean) : undefined;
    return {
      owner,
      rightSentence,
      candidates: wrongSentences(set, owner, rightSentence ?? '', wantSameWord),
    };
  });
  const fit = wantSameWord
    ? tries.find((t) => t.rightSentence !== undefined && t.candidates.length >= 3)
    : undefined;
  const sameWord = fit !== undefined;
  const chosen = fit ?? tries[0]!;
  const { owner } = chosen;
  const rightSentence = sameWord ? chosen.rightSentence! : random.pick(owner.sentences);
  const candidates = sameWord ? chosen.candidates : wrongSentences(set, owner, rightSentence, false);
  const wrong: Filled[] = random.sample(candidates, 3).map(({ word, sentence }) => {
    const used = sameWord ? owner : random.pick(set.filter((candidate) => candidate !== word));
    return { owner: word, used, text: fill(sentence, used.word, story) };
  });
  return {
    stem: sameWord
      ? `${bothNames(story)} wrote these sentences. In which one is ${quoted(owner.word)} used the right way?`
      : `${bothNames(story)} wrote these sentences. Which one uses the right word?`,
    correct: fill(rightSentence, owner.word, story),
    wrong: wrong.map((filled) => ({ text: filled.text, note: wrongNote(filled.used, filled.owner) })),
    inline: { stem: '', before: '', after: '' },
    hints: [
      `Look at the words that sound alike: ${set.map((w) => quoted(w.word)).join(', ')}.`,
      'Check whether each one means what the sentence needs.',
    ],
    explanation: [
      `${quoted(owner.word)} means ${quoted(owner.meaning)}.`,
      `It fits ${quoted(fill(rightSentence, owner.word, story))}`,
    ],
    parameters: {
      word: owner.word,
      sentence: owner.sentences.indexOf(rightSentence),
      same: sameWord ? 'yes' : 'no',
    },
  };
}

export function homophonesGenerator(options: { id: string; teksCode: string; grade: Grade }): Generator {
  const sets = HOMOPHONE_SETS[options.grade];
  return defineGenerator({
    id: options.id,
    version: 1,
    subject: 'reading',
    teksCode: options.teksCode,
    itemTypes: ['multiple-choice', 'inline-choice'],
    build({ random, story, difficulty, itemType }) {
      const set = pickSet(sets, difficulty, random);
      const question =
        itemType === 'inline-choice'
          ? inlineQuestion(set, story, random)
          : sentencesQuestion(set, difficulty === 'hard', story, random);
      return askAs(question, itemType, random);
    },
  });
}
