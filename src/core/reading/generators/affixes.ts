import type { Difficulty } from '../../items/item-types';
import { defineGenerator } from '../../math/define-generator';
import type { Generator } from '../../math/generator-types';
import type { Random } from '../../random/random';
import type { Affix, AffixedWord, GradeWordList } from '../word-lists/word-list-types';
import {
  askAs,
  bothNames,
  distinctAnswers,
  fillNames,
  quoted,
  readTo,
  type ReadingQuestion,
  type WrongAnswer,
} from './reading-question';

/**
 * Prefixes, suffixes and roots (3.3C, 4.3C, 5.3C). Easy: what the affix means. Medium: what the
 * whole word means in a sentence. Hard: which word has a given meaning. Wrong answers are named
 * mix-ups: another affix's meaning (re- read as un-), the word with the same base and the other
 * affix (hopeful for hopeless), or a word with the same affix and another base.
 */

export interface AffixGeneratorOptions {
  id: string;
  teksCode: string;
  words: GradeWordList;
  /** Lists of earlier grades: their affixes are fair wrong answers, their words fair mix-ups. */
  earlier: readonly GradeWordList[];
}

const kindName = (affix: Affix) => affix.kind;

function describe(word: AffixedWord, affix: Affix): string {
  if (affix.kind === 'root')
    return `${quoted(word.word)} has the root ${affix.form}, which means ${quoted(affix.meaning)}.`;
  const parts = affix.kind === 'prefix' ? `${affix.form} + ${word.base}` : `${word.base} + ${affix.form}`;
  return `${quoted(word.word)} is ${parts}. The ${affix.kind} ${affix.form} means ${quoted(affix.meaning)}.`;
}

/** What the generator looks up again and again, found once: affixes of other groups, example words. */
interface Lookups {
  otherGroups(affix: Affix): readonly Affix[];
  example(affix: Affix): AffixedWord | undefined;
}

function affixMeaning(
  word: AffixedWord,
  affix: Affix,
  lookups: Lookups,
  who: string,
  random: Random,
): ReadingQuestion {
  const others = lookups.otherGroups(affix);
  const wrong: WrongAnswer[] = random.sample(others, Math.min(others.length, 5)).map((other) => {
    const example = lookups.example(other);
    return {
      text: other.meaning,
      note: `${quoted(other.meaning)} is what ${other.form} means${example ? `, as in ${quoted(example.word)}` : ''}. Here, ${affix.form} means ${quoted(affix.meaning)}.`,
    };
  });
  const kind = kindName(affix);
  return {
    stem: `${who} found the word ${quoted(word.word)}. It has the ${kind} ${affix.form}. What does ${affix.form} mean?`,
    correct: affix.meaning,
    wrong: distinctAnswers(wrong, affix.meaning),
    inline: {
      stem: `${who} found the word ${quoted(word.word)}. Choose what the ${kind} means.`,
      before: `The ${kind} ${affix.form} in ${quoted(word.word)} means `,
      after: '.',
    },
    hints: [
      `Find the ${kind} ${affix.form} in ${quoted(word.word)}.`,
      `Think of what ${quoted(word.word)} means: ${word.meaning}.`,
    ],
    explanation: [describe(word, affix), `So ${quoted(word.word)} means ${quoted(word.meaning)}.`],
    parameters: { format: 'affix-meaning', word: word.word, affix: affix.form },
  };
}

interface MixUpPools {
  siblings: readonly AffixedWord[];
  sameAffix: readonly AffixedWord[];
  rest: readonly AffixedWord[];
}

/** The words a word can be mixed up with: same base, same affix, and the others of its grade. */
function mixUpPools(
  word: AffixedWord,
  sameGrade: readonly AffixedWord[],
  all: readonly AffixedWord[],
): MixUpPools {
  return {
    siblings: all.filter((other) => other.base === word.base && other.word !== word.word),
    sameAffix: sameGrade.filter((other) => other.affix === word.affix && other.word !== word.word),
    rest: sameGrade.filter((other) => other.affix !== word.affix && other.base !== word.base),
  };
}

/** Mix-ups for a word: same base with another affix first, then the same affix with another base. */
function mixUps({ siblings, sameAffix, rest }: MixUpPools, random: Random): AffixedWord[] {
  // Three, so the sibling (the telling mix-up) is always shown.
  return [
    ...random.shuffle(siblings),
    ...random.sample(sameAffix, Math.min(2, sameAffix.length)),
    ...random.sample(rest, 3),
  ].slice(0, 3);
}

function wordMeaning(
  word: AffixedWord,
  affix: Affix,
  mixes: readonly AffixedWord[],
  sentence: string,
  who: string,
): ReadingQuestion {
  const wrong = mixes.map((other) => ({
    text: other.meaning,
    note: `That is what ${quoted(other.word)} means, not ${quoted(word.word)}. ${other.base === word.base ? `Look at the ${affix.kind}: ${affix.form} means ${quoted(affix.meaning)}.` : `Look at the word part ${affix.form}.`}`,
  }));
  return {
    stem: `${who} ${quoted(sentence)} What does ${quoted(word.word)} mean?`,
    correct: word.meaning,
    wrong: distinctAnswers(wrong, word.meaning),
    inline: { stem: `${who} ${quoted(sentence)}`, before: `Here, ${quoted(word.word)} means `, after: '.' },
    hints: [
      `Find the ${affix.kind} ${affix.form} in ${quoted(word.word)}.`,
      `${affix.form} means ${quoted(affix.meaning)}.`,
      'Try each meaning in the sentence.',
    ],
    explanation: [
      describe(word, affix),
      `So in this sentence ${quoted(word.word)} means ${quoted(word.meaning)}.`,
    ],
    parameters: { format: 'word-meaning', word: word.word, affix: affix.form },
  };
}

function wordForMeaning(
  word: AffixedWord,
  affix: Affix,
  mixes: readonly AffixedWord[],
  who: string,
): ReadingQuestion {
  const wrong = mixes.map((other) => ({
    text: other.word,
    note: `${quoted(other.word)} means ${quoted(other.meaning)}. ${other.affix === word.affix ? 'It has the same word part, but a different base.' : `The word part ${affix.form} means ${quoted(affix.meaning)}.`}`,
  }));
  return {
    stem: `${who} want a word that means ${quoted(word.meaning)}. Which word should they use?`,
    correct: word.word,
    wrong: distinctAnswers(wrong, word.word),
    inline: {
      stem: `${who} want a word that means ${quoted(word.meaning)}.`,
      before: `The word that means ${quoted(word.meaning)} is `,
      after: '.',
    },
    hints: [`Which word part means ${quoted(affix.meaning)}?`, `Look for a word with ${affix.form}.`],
    explanation: [describe(word, affix), `So ${quoted(word.word)} means ${quoted(word.meaning)}.`],
    parameters: { format: 'word-for-meaning', word: word.word, affix: affix.form },
  };
}

export function affixGenerator(options: AffixGeneratorOptions): Generator {
  const { words, earlier } = options;
  const affixes = [...words.affixes, ...earlier.flatMap((list) => list.affixes)];
  const allWords = [...words.affixedWords, ...earlier.flatMap((list) => list.affixedWords)];
  const affixOf = (word: AffixedWord) => affixes.find((affix) => affix.form === word.affix)!;
  // Fixed lists, so each lookup is worked out the first time it is needed and then remembered.
  const remember = <K, V>(find: (key: K) => V) => {
    const found = new Map<K, V>();
    return (key: K): V => {
      if (!found.has(key)) found.set(key, find(key));
      return found.get(key)!;
    };
  };
  const lookups: Lookups = {
    otherGroups: remember((affix: Affix) => affixes.filter((other) => other.group !== affix.group)),
    example: remember((affix: Affix) => allWords.find((candidate) => candidate.affix === affix.form)),
  };
  const poolsOf = remember((word: AffixedWord) => mixUpPools(word, words.affixedWords, allWords));
  const affixOfWord = remember(affixOf);
  return defineGenerator({
    id: options.id,
    version: 1,
    subject: 'reading',
    teksCode: options.teksCode,
    itemTypes: ['multiple-choice', 'inline-choice'],
    build({ random, story, difficulty, itemType }) {
      const word = random.pick(words.affixedWords);
      const affix = affixOfWord(word);
      const ask: Record<Difficulty, () => ReadingQuestion> = {
        easy: () => affixMeaning(word, affix, lookups, bothNames(story), random),
        medium: () =>
          wordMeaning(
            word,
            affix,
            mixUps(poolsOf(word), random),
            fillNames(word.sentence, story),
            readTo(story),
          ),
        hard: () => wordForMeaning(word, affix, mixUps(poolsOf(word), random), bothNames(story)),
      };
      return askAs(ask[difficulty](), itemType, random);
    },
  });
}
