import type { Grade, Subject } from '../teks/teks-types';
import type { Rational } from './rational';
import type { StoryTheme } from './story-themes';
import type { Visual } from './visual-types';

/**
 * The item model shared by practice, exams and reading. An `Item` is what the server holds: the
 * question, its answer key, worked explanation and hints. A `PublicItem` is what the browser gets
 * before the student answers (see public-item.ts).
 */

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const ITEM_TYPES = [
  'multiple-choice',
  'multiselect',
  'numeric-entry',
  'inline-choice',
  'short-response',
] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** Multiple choice uses A–D; multiselect may go up to F. */
export const CHOICE_LABELS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export type ChoiceLabel = (typeof CHOICE_LABELS)[number];

export interface Choice {
  label: ChoiceLabel;
  text: string;
}

/** What the student sees and answers with. */
export interface MultipleChoiceInteraction {
  type: 'multiple-choice';
  choices: Choice[];
}

export interface MultiselectInteraction {
  type: 'multiselect';
  choices: Choice[];
  /** STAAR tells the student how many to pick ("Select TWO correct answers"). */
  selectCount: number;
}

/** Which keypad and help text to show; any equivalent form is still read if the key allows it. */
export const NUMERIC_FORMATS = ['whole-number', 'decimal', 'fraction', 'fraction-or-decimal'] as const;
export type NumericFormat = (typeof NUMERIC_FORMATS)[number];

export interface NumericEntryInteraction {
  type: 'numeric-entry';
  format: NumericFormat;
  /** Shown after the box, e.g. "square feet"; the student types only the number. */
  unit?: string;
}

export type InlineSegment = { kind: 'text'; text: string } | { kind: 'blank'; blankId: string };

export interface InlineChoiceInteraction {
  type: 'inline-choice';
  /** The sentence with drop-down menus in it, in reading order. */
  segments: InlineSegment[];
  blanks: { id: string; options: string[] }[];
}

/** Longest short response read, in characters (STAAR's SCR box holds about 475 without spaces). */
export const SHORT_RESPONSE_MAX_LENGTH = 500;

/** The STAAR short constructed response: a typed answer of one to three sentences. */
export interface ShortResponseInteraction {
  type: 'short-response';
  /** Characters the box accepts. */
  maxLength: number;
  /** What the answer is worth, shown beside the box ("2 points"). */
  points: number;
}

export type Interaction =
  | MultipleChoiceInteraction
  | MultiselectInteraction
  | NumericEntryInteraction
  | InlineChoiceInteraction
  | ShortResponseInteraction;

/** Why a wrong choice is tempting, said to the child after they pick it. */
export interface ChoiceMisconception {
  label: ChoiceLabel;
  note: string;
}

export interface MultipleChoiceKey {
  type: 'multiple-choice';
  correct: ChoiceLabel;
  /** One note per wrong choice. */
  misconceptions: ChoiceMisconception[];
}

export interface MultiselectKey {
  type: 'multiselect';
  correct: ChoiceLabel[];
  misconceptions: ChoiceMisconception[];
}

/**
 * "equivalent": any form of the same value (1/2, 2/4, 0.5). "denominator": the question asks for a
 * fraction with this bottom number (e.g. "how many eighths?"), so 1/2 is not an answer to 4/8's question.
 */
export type NumericAcceptance = { kind: 'equivalent' } | { kind: 'denominator'; denominator: number };

export interface NumericEntryKey {
  type: 'numeric-entry';
  value: Rational;
  accept: NumericAcceptance;
  /** Values a named misconception produces, so a typed answer can get the same feedback as a choice. */
  knownMistakes: { value: Rational; note: string }[];
}

export interface InlineChoiceKey {
  type: 'inline-choice';
  blanks: { blankId: string; correctIndex: number; misconceptions: { index: number; note: string }[] }[];
}

/**
 * How a short response is scored. Each evidence group is one piece of text evidence, written as the
 * words that name it (any one counts: "fall", "October", "autumn"); `minEvidence` pieces earn full
 * credit. The sample answer is shown after answering, never before.
 */
export interface ShortResponseRubric {
  points: number;
  evidence: string[][];
  minEvidence: number;
  sampleAnswer: string;
}

export interface ShortResponseKey {
  type: 'short-response';
  rubric: ShortResponseRubric;
}

export type AnswerKey =
  MultipleChoiceKey | MultiselectKey | NumericEntryKey | InlineChoiceKey | ShortResponseKey;

/** Everything needed to regenerate the item, so the server can store the id instead of the item. */
export interface ItemOrigin {
  generatorId: string;
  generatorVersion: number;
  seed: number;
  difficulty: Difficulty;
  itemType: ItemType;
  theme: StoryTheme;
}

/**
 * A question written by people (content/reading): the item bank finds it by passage and question id,
 * so nothing is regenerated.
 */
export interface ContentOrigin {
  source: 'content';
  passageId: string;
  questionId: string;
  difficulty: Difficulty;
  itemType: ItemType;
}

export interface Item {
  /** The origin written as one string (item-id.ts); never sent to the browser. */
  id: string;
  origin: ItemOrigin | ContentOrigin;
  subject: Subject;
  grade: Grade;
  teksCode: string;
  difficulty: Difficulty;
  /** The passage a reading question is about; the browser fetches it once for the whole set. */
  passageId?: string;
  stem: string;
  visual?: Visual;
  interaction: Interaction;
  key: AnswerKey;
  /** 2–3 hints, each revealing more, none giving the answer away. */
  hints: string[];
  /** The worked explanation: 2–5 short steps (a written reading question may need only one). */
  explanation: string[];
  /** The numbers the generator chose, for independent checks and the built-in tutor. */
  parameters: Record<string, number | string>;
}

/** What the browser may see before the student answers. */
export interface PublicItem {
  /** An opaque handle, not the regeneration id (which holds the seed). */
  id: string;
  subject: Subject;
  grade: Grade;
  teksCode: string;
  difficulty: Difficulty;
  passageId?: string;
  stem: string;
  visual?: Visual;
  interaction: Interaction;
  hintCount: number;
}

/** A student's answer as it arrives from the browser. */
export type ItemResponse =
  | { type: 'multiple-choice'; choice: string | number }
  | { type: 'multiselect'; choices: (string | number)[] }
  | { type: 'numeric-entry'; text: string }
  | { type: 'inline-choice'; selections: Record<string, number> }
  | { type: 'short-response'; text: string };
