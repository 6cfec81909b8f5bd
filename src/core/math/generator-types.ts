import type { Difficulty, Item, ItemType, NumericAcceptance, NumericFormat } from '../items/item-types';
import type { Rational } from '../items/rational';
import type { StoryTheme } from '../items/story-themes';
import type { Visual } from '../items/visual-types';
import type { Random } from '../random/random';
import type { Grade, Subject } from '../teks/teks-types';
import type { StoryContext } from './contexts/story-context';
import type { Noun } from './contexts/theme-words';
import type { NumberBounds } from './grade-bounds';

export interface GenerateRequest {
  /** Unsigned 32-bit seed. */
  seed: number;
  difficulty: Difficulty;
  /** One of the generator's item types; when left out, the seed chooses. */
  itemType?: ItemType;
  /** The student's chosen themes: they flavour the story, never the numbers. */
  interests?: readonly string[];
  /** Pins the theme; regeneration passes the one the item recorded. */
  theme?: StoryTheme;
}

/** A parametric item generator for one TEKS student expectation, math or reading. */
export interface Generator {
  /** Stable and unique, e.g. "3.4A.add-subtract-within-1000". */
  id: string;
  /** Bump whenever the same seed would give a different item, so stored ids never change meaning. */
  version: number;
  subject: Subject;
  teksCode: string;
  grade: Grade;
  itemTypes: readonly ItemType[];
  difficulties: readonly Difficulty[];
  /** Every number the student sees stays within these. */
  bounds: NumberBounds;
  generate(request: GenerateRequest): Item;
}

/** What a generator's `build` gets: the numbers' random stream and the story words, kept apart. */
export interface BuildContext {
  random: Random;
  story: StoryContext;
  difficulty: Difficulty;
  itemType: ItemType;
}

/** A wrong answer a named misconception produces, with the note a child sees after choosing it. */
export interface Mistake {
  value: Rational;
  note: string;
  /** How the choice is written when the form matters ("2/8", not "1/4"); formatted from value if left out. */
  text?: string;
}

interface ProblemText {
  stem: string;
  visual?: Visual;
  hints: string[];
  explanation: string[];
  /** The numbers chosen, for independent checks and the tutor. */
  parameters: Record<string, number | string>;
}

/** A problem with a number for an answer: the framework makes it multiple choice or numeric entry. */
export interface NumericProblem extends ProblemText {
  kind: 'numeric';
  answer: Rational;
  /** How the right choice is written when the form matters ("4/8", not "1/2"). */
  answerText?: string;
  format: NumericFormat;
  /** Written after numbers in choices and beside the entry box: "square feet". */
  unit?: Noun;
  accept?: NumericAcceptance;
  /** Most telling first. Three distinct ones become the wrong choices; all feed numeric-entry feedback. */
  mistakes: Mistake[];
  /** How choices write values; fractions by default stay a/b. */
  style?: 'fraction' | 'mixed' | 'decimal';
}

/** A problem whose choices are words or expressions: multiple choice (one right) or multiselect. */
export interface ChoiceProblem extends ProblemText {
  kind: 'choices';
  choices: { text: string; correct: boolean; note?: string }[];
  /** Keep the given order (e.g. "greater than / less than / equal to"); otherwise shuffled. */
  keepOrder?: boolean;
}

/** A sentence with drop-down blanks. */
export interface InlineProblem extends ProblemText {
  kind: 'inline';
  segments: (string | { blank: string })[];
  blanks: { id: string; options: { text: string; note?: string }[]; correctIndex: number }[];
}

export type Problem = NumericProblem | ChoiceProblem | InlineProblem;
