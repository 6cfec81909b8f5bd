/**
 * The words a grade's vocabulary generators draw on, written by us in plain language a child of that
 * grade meets. Sentences use `{name}` (and `{other}`) for the story's people, so a student's interests
 * change the names and never the words asked about.
 */

/** A prefix, suffix or root the TEKS for the grade name (3.3C: un-, re-, dis-, pre-, -ful, -less, -ness, -er). */
export interface Affix {
  /** As written in a question: "un-", "-less", "graph". */
  form: string;
  kind: 'prefix' | 'suffix' | 'root';
  /** What it adds, as it reads after "means": "not", "without", "write". */
  meaning: string;
  /** Affixes of one group mean the same (un-, dis-): one is never a wrong choice for the other. */
  group: string;
}

/** A word built from a base and one affix, with what the whole word means and a sentence using it. */
export interface AffixedWord {
  word: string;
  base: string;
  affix: string;
  /** Reads after "means": "without hope". */
  meaning: string;
  /** Uses the word exactly as written in `word`. */
  sentence: string;
}

/**
 * Words that mean the same and the opposite. `sense` groups entries that could stand in for each
 * other ("big" and "huge"): a distractor never comes from the same sense, so only one answer is right.
 */
export interface SynonymEntry {
  word: string;
  sense: string;
  synonyms: readonly string[];
  antonyms: readonly string[];
  sentence: string;
}

/** A word with two everyday meanings, each shown in its own sentence. */
export interface MultipleMeaningWord {
  word: string;
  meanings: readonly [MeaningInUse, MeaningInUse];
}

export interface MeaningInUse {
  /** Reads after "means": "a wooden stick used to hit a ball". */
  meaning: string;
  sentence: string;
}

export const CLUE_KINDS = ['definition', 'contrast', 'example'] as const;
/** Definition or restatement ("or", "which means"); contrast ("but", "not"); example or general sense. */
export type ClueKind = (typeof CLUE_KINDS)[number];

/**
 * A word a child may not know yet, its meaning, and sentences whose context gives it away. The wrong
 * meanings are written for this word, so none of them also fits a sentence; `opposite` is the
 * meaning a child gets by reading a contrast clue backwards.
 */
export interface ContextClueWord {
  word: string;
  meaning: string;
  opposite: string;
  wrong: readonly [string, string, string];
  sentences: readonly { kind: ClueKind; text: string; clue: string }[];
}

export interface GradeWordList {
  affixes: readonly Affix[];
  affixedWords: readonly AffixedWord[];
  synonyms: readonly SynonymEntry[];
  multipleMeaning: readonly MultipleMeaningWord[];
  contextClues: readonly ContextClueWord[];
}
