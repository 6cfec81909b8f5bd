import {
  accuracyDot,
  accuracyPercent,
  needsPractice,
  scoreBand,
  weakestCategories,
  type AccuracyDot,
  type ScoreBand,
} from '../mastery/display';
import { findTeks } from '../teks/catalogue';
import type { PerformanceCuts } from './blueprint-types';
import type { ExamForm } from './exam-form';

export const PERFORMANCE_LEVELS = ['did-not-meet', 'approaches', 'meets', 'masters'] as const;
export type PerformanceLevel = (typeof PERFORMANCE_LEVELS)[number];

/** TEA's names for the four levels (STAAR-TEKS.md §1.7); Approaches or above is passing. */
export const PERFORMANCE_LEVEL_LABELS: Record<PerformanceLevel, string> = {
  'did-not-meet': 'Did Not Meet Grade Level',
  approaches: 'Approaches Grade Level',
  meets: 'Meets Grade Level',
  masters: 'Masters Grade Level',
};

/** The level a whole-number percent correct reaches under the blueprint's estimated cuts. */
export function estimatedPerformanceLevel(percent: number, cuts: PerformanceCuts): PerformanceLevel {
  if (percent >= cuts.masters) return 'masters';
  if (percent >= cuts.meets) return 'meets';
  if (percent >= cuts.approaches) return 'approaches';
  return 'did-not-meet';
}

/** The server's verdict on one answered question of the attempt. */
export interface GradedAnswer {
  itemId: string;
  correct: boolean;
}

/**
 * Results for one group of questions. `attempts` counts every question of the group on the form,
 * answered or not: on an exam a skipped question counts as a miss.
 */
export interface BreakdownRow {
  correct: number;
  attempts: number;
  answered: number;
  /** Whole-number percent, the number the screens show (mastery/display.ts). */
  percent: number;
  band: ScoreBand;
  dot: AccuracyDot;
  needsPractice: boolean;
}

export interface CategoryResult extends BreakdownRow {
  reportingCategory: number;
  name: string;
}

export interface TeksResult extends BreakdownRow {
  teksCode: string;
  skillName: string;
}

export interface ExamScore {
  examId: string;
  /** Questions right; every question is worth one point. */
  rawScore: number;
  totalQuestions: number;
  answered: number;
  /** Whole-number percent of all questions right. */
  accuracyPercent: number;
  band: ScoreBand;
  performanceLevel: {
    level: PerformanceLevel;
    label: string;
    /** Always true: screens say "estimated". */
    isEstimate: true;
    note: string;
  };
  /** In reporting-category order. */
  categories: CategoryResult[];
  /** In the order the SEs first appear on the form. */
  teks: TeksResult[];
  /** Names of up to three weakest categories, weakest first (spec section 9). */
  weakestCategories: string[];
}

function row(correct: number, attempts: number, answered: number): BreakdownRow {
  const percent = accuracyPercent(correct, attempts);
  return {
    correct,
    attempts,
    answered,
    percent,
    band: scoreBand(percent),
    dot: accuracyDot(percent),
    needsPractice: needsPractice(percent),
  };
}

interface Tally {
  correct: number;
  attempts: number;
  answered: number;
}

function tally<K>(map: Map<K, Tally>, key: K, answer: boolean | undefined): void {
  const entry = map.get(key) ?? { correct: 0, attempts: 0, answered: 0 };
  entry.attempts += 1;
  if (answer !== undefined) entry.answered += 1;
  if (answer === true) entry.correct += 1;
  map.set(key, entry);
}

/**
 * Scores a submitted attempt. Questions without a graded answer count as wrong. Pure: the server grades
 * each answer with `scoreItem` first and passes the verdicts here. Throws on an answer for a question
 * not on the form or two answers for one question: the server refuses those before scoring.
 */
export function scoreAttempt(form: ExamForm, graded: readonly GradedAnswer[]): ExamScore {
  const onForm = new Set(form.items.map((entry) => entry.item.id));
  const answers = new Map<string, boolean>();
  for (const answer of graded) {
    if (!onForm.has(answer.itemId))
      throw new RangeError(`${answer.itemId} is not a question of ${form.examId}`);
    if (answers.has(answer.itemId)) throw new RangeError(`${answer.itemId} is answered twice`);
    answers.set(answer.itemId, answer.correct);
  }

  const categories = new Map<number, Tally>();
  const categoryNames = new Map<number, string>();
  const teks = new Map<string, Tally>();
  for (const { item, reportingCategory } of form.items) {
    const answer = answers.get(item.id);
    tally(categories, reportingCategory.number, answer);
    categoryNames.set(reportingCategory.number, reportingCategory.name);
    tally(teks, item.teksCode, answer);
  }

  const rawScore = [...answers.values()].filter(Boolean).length;
  const total = form.items.length;
  const percent = accuracyPercent(rawScore, total);
  const level = estimatedPerformanceLevel(percent, form.performanceCuts);
  const categoryResults = [...categories.entries()]
    .sort(([a], [b]) => a - b)
    .map(([number, counts]) => ({
      reportingCategory: number,
      name: categoryNames.get(number)!,
      ...row(counts.correct, counts.attempts, counts.answered),
    }));
  return {
    examId: form.examId,
    rawScore,
    totalQuestions: total,
    answered: answers.size,
    accuracyPercent: percent,
    band: scoreBand(percent),
    performanceLevel: {
      level,
      label: PERFORMANCE_LEVEL_LABELS[level],
      isEstimate: true,
      note: form.performanceCuts.note,
    },
    categories: categoryResults,
    teks: [...teks.entries()].map(([teksCode, counts]) => ({
      teksCode,
      skillName: findTeks(teksCode, form.subject)?.skillName ?? teksCode,
      ...row(counts.correct, counts.attempts, counts.answered),
    })),
    weakestCategories: weakestCategories(
      categoryResults.map((result) => ({
        category: result.name,
        correct: result.correct,
        attempts: result.attempts,
      })),
    ).map((entry) => entry.category),
  };
}
