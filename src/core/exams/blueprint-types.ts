import type { DIFFICULTIES } from '../items/item-types';
import type { PassageKind } from '../reading/passage-types';
import type { Grade, Subject } from '../teks/teks-types';

/**
 * The shape of an exam blueprint: what a test of one grade and subject contains, written as data.
 * STAAR is one program; its 2027–28 replacement (beginning-, middle- and end-of-year tests) will be
 * more entries of this same shape, never new code. Plain TypeScript (no zod): blueprints are our own
 * data, checked by `blueprintProblems` in the unit tests, not input from outside.
 */

/** A range of percents, both ends included: 60–65 means at least 60% and at most 65%. */
export interface PercentRange {
  min: number;
  max: number;
}

/** One reporting category's share of the test, in whole items. */
export interface CategoryShare {
  /** The category's number in the TEKS catalogue: math 1–4, reading 1 (Reading) or 2 (Writing). */
  reportingCategory: number;
  /** Items from this category; the categories add up to the blueprint's `itemCount`. */
  items: number;
  /** How many of those items assess readiness SEs; the rest assess supporting SEs. */
  readinessItems: number;
  /**
   * Limits the category to these SEs, e.g. a beginning-of-year test that covers only the first units.
   * Left out: every tested SE of the category for the grade.
   */
  teksCodes?: readonly string[];
}

/** Percent-correct thresholds (inclusive lower bounds) for the estimated performance level. */
export interface PerformanceCuts {
  approaches: number;
  meets: number;
  masters: number;
  /** Always true: these are not TEA's cut scores, and screens must say "estimated". */
  isEstimate: true;
  /** Where the numbers come from, for anyone who asks. */
  note: string;
}

/** Target share of each difficulty, in percent, adding up to 100. */
export type DifficultyMix = Record<(typeof DIFFICULTIES)[number], number>;

/**
 * How a reading category is filled: whole passages of the given kinds, each keeping most of its
 * questions ("most" = at least `minShareOfQuestions` percent of the passage's questions).
 */
export interface PassageGroup {
  reportingCategory: number;
  passageKinds: readonly PassageKind[];
  /** How many passages (a paired set counts as one). */
  passages: { min: number; max: number };
}

export interface ReadingDesign {
  groups: readonly PassageGroup[];
  /** A chosen passage keeps at least this percent of its questions, so it reads as a whole set. */
  minShareOfQuestions: number;
}

export interface ExamBlueprint {
  /**
   * Stable id, kebab case: "g4-math". Forms are named after it ("g4-math-form-1") and their items are
   * seeded from it, so it never changes once students have taken its forms.
   */
  id: string;
  /** Bump when the data below changes: the forms' items are seeded from (id, version, form number). */
  version: number;
  /** The test this blueprint imitates, as people name it: "STAAR (2023 redesign)". */
  program: string;
  grade: Grade;
  subject: Subject;
  /** "STAAR-style Grade 4 Math". */
  label: string;
  /** One sentence for the exam list. */
  description: string;
  itemCount: number;
  categories: readonly CategoryShare[];
  /** Allowed readiness share of the whole test; the categories' readiness items must fall inside. */
  readinessPercent: PercentRange;
  /** At least this percent of items are not plain multiple choice (STAAR's floor is 25). */
  minNonMultipleChoicePercent: number;
  difficultyMix: DifficultyMix;
  timeLimitMinutes: number;
  performanceCuts: PerformanceCuts;
  /** Fixed forms to offer (at least 2). */
  formCount: number;
  /** Reading only: how passages fill each category. */
  reading?: ReadingDesign;
  /** Where the numbers come from (sections of shared/teks/STAAR-TEKS.md and what we chose ourselves). */
  sources: readonly string[];
}
