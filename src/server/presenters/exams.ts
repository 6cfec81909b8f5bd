import type { ExamForm, ExamFormItem, ExamScore } from '../../core/exams';
import type { Item, ItemResponse } from '../../core/items/item-types';
import { toPublicItem } from '../../core/items/public-item';
import { scoreItem } from '../../core/items/scoring';
import type {
  ExamAttempt,
  ExamQuestion,
  MockExam,
  examAttemptSummarySchema,
  examReviewItemSchema,
} from '../../contracts/exams';
import type { z } from 'zod';
import type { ExamAttemptRow } from '../db/schema';
import { formatCorrectAnswer, splitFeedback } from '../services/answer-format';

/**
 * What the browser sees of mock exams: the list, questions without keys, and, once graded, the results
 * with a review of every question. The review is written at grading and kept with the attempt.
 */

type ExamReviewItem = z.infer<typeof examReviewItemSchema>;
type ExamAttemptSummary = z.infer<typeof examAttemptSummarySchema>;

const SUBJECT_NAMES = { math: 'Mathematics', reading: 'Reading' } as const;
const CHOICE_LIST = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

export function presentMockExam(form: ExamForm, activeAttemptId: string | null): MockExam {
  return {
    id: form.examId,
    title: form.title,
    description: form.description,
    subject: SUBJECT_NAMES[form.subject],
    subjectKey: form.subject,
    grade: form.grade,
    totalQuestions: form.items.length,
    timeLimit: form.timeLimitMinutes,
    difficulty: form.difficulty,
    activeAttemptId,
  };
}

const choiceTexts = (item: Item) =>
  item.interaction.type === 'multiple-choice' ? item.interaction.choices.map((choice) => choice.text) : [];

export function presentExamQuestion(entry: ExamFormItem, handle: string, number: number): ExamQuestion {
  const { item } = entry;
  return {
    id: handle,
    number,
    category: entry.reportingCategory.name,
    difficulty: item.difficulty,
    questionText: item.stem,
    options: choiceTexts(item),
    teksStandard: item.teksCode,
    item: toPublicItem(item, handle),
  };
}

/** The summary of the exam an attempt belongs to, as results show it. */
export function examSummary(form: ExamForm): ExamAttempt['exam'] {
  return {
    id: form.examId,
    title: form.title,
    subject: form.subject,
    grade: form.grade,
    totalQuestions: form.items.length,
    timeLimit: form.timeLimitMinutes,
  };
}

function choiceLabel<C extends { label: string; text: string }>(
  choices: readonly C[],
  picked: string | number,
): C | undefined {
  if (typeof picked === 'number') return choices[picked];
  const wanted = picked.trim().toUpperCase();
  return choices.find((choice) => choice.label.toUpperCase() === wanted);
}

/** The student's response in words: "B. 24 apples", "A. square and C. rhombus", "3/4 feet", the sentence. */
export function formatResponse(item: Item, response: ItemResponse): string {
  const { interaction } = item;
  if (interaction.type === 'multiple-choice' && response.type === 'multiple-choice') {
    const choice = choiceLabel(interaction.choices, response.choice);
    return choice ? `${choice.label}. ${choice.text}` : String(response.choice);
  }
  if (interaction.type === 'multiselect' && response.type === 'multiselect') {
    const picked = response.choices
      .map((entry) => choiceLabel(interaction.choices, entry))
      .filter((choice) => choice !== undefined)
      .sort((a, b) => a.label.localeCompare(b.label));
    return CHOICE_LIST.format(picked.map((choice) => `${choice.label}. ${choice.text}`));
  }
  if (interaction.type === 'numeric-entry' && response.type === 'numeric-entry') {
    const text = response.text.trim();
    return interaction.unit ? `${text} ${interaction.unit}` : text;
  }
  if (interaction.type === 'inline-choice' && response.type === 'inline-choice') {
    return interaction.segments
      .map((segment) => {
        if (segment.kind === 'text') return segment.text;
        const blank = interaction.blanks.find((candidate) => candidate.id === segment.blankId);
        const index = response.selections[segment.blankId];
        return (index === undefined ? undefined : blank?.options[index]) ?? '___';
      })
      .join('')
      .trim();
  }
  if (response.type === 'short-response') return response.text.trim();
  return '';
}

/** The zero-based index of a multiple-choice pick (the spec's `answers` map), or undefined. */
export function choiceIndex(item: Item, response: ItemResponse | null): number | undefined {
  if (response === null || item.interaction.type !== 'multiple-choice') return undefined;
  if (response.type !== 'multiple-choice') return undefined;
  const { choices } = item.interaction;
  const choice = choiceLabel(choices, response.choice);
  return choice ? choices.indexOf(choice) : undefined;
}

export function reviewItem(
  entry: ExamFormItem,
  handle: string,
  number: number,
  response: ItemResponse | null,
  correct: boolean,
): ExamReviewItem {
  const { item } = entry;
  let misconception: string | undefined;
  if (response !== null && !correct) {
    const result = scoreItem(item, response);
    if (result.status === 'scored') misconception = splitFeedback(item, result).misconception;
  }
  return {
    questionId: handle,
    number,
    teksStandard: item.teksCode,
    category: entry.reportingCategory.name,
    item: toPublicItem(item, handle),
    yourAnswer: response === null ? null : formatResponse(item, response),
    correct,
    ...formatCorrectAnswer(item),
    explanation: [...item.explanation],
    ...(misconception === undefined ? {} : { misconception }),
  };
}

/** What grading stores in `exam_attempts.results`: everything the results screen shows. */
export interface StoredExamResults {
  exam: ExamAttempt['exam'];
  score: ExamScore;
  /** Question id → zero-based choice index, multiple choice only (spec). */
  answers: Record<string, number>;
  review: ExamReviewItem[];
}

function completedAt(row: ExamAttemptRow): string | null {
  return row.submittedAt === null ? null : row.submittedAt.toISOString();
}

export function presentAttempt(row: ExamAttemptRow): ExamAttempt {
  const results = row.results as StoredExamResults;
  const { score } = results;
  return {
    id: row.id,
    exam: results.exam,
    status: row.status,
    answers: results.answers,
    accuracy: row.accuracy ?? score.accuracyPercent,
    score: row.score ?? score.rawScore,
    timeSpent: row.timeSpentSeconds ?? 0,
    completedAt: completedAt(row),
    band: score.band,
    performanceLevel: score.performanceLevel,
    categories: score.categories,
    teks: score.teks,
    weakestCategories: score.weakestCategories,
    review: results.review,
  };
}

export function presentAttemptSummary(
  row: Pick<ExamAttemptRow, 'id' | 'status' | 'accuracy' | 'score' | 'timeSpentSeconds' | 'submittedAt'>,
  exam: ExamAttempt['exam'],
  band: ExamAttempt['band'],
): ExamAttemptSummary {
  return {
    id: row.id,
    exam,
    status: row.status,
    accuracy: row.accuracy ?? 0,
    score: row.score ?? 0,
    timeSpent: row.timeSpentSeconds ?? 0,
    completedAt: row.submittedAt === null ? null : row.submittedAt.toISOString(),
    band,
  };
}
