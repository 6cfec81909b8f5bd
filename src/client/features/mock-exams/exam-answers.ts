import { CHOICE_LABELS, type ItemResponse, type PublicItem } from '../../../core/items/item-types';
import { parseNumericEntry } from '../../../core/items/numeric-entry-parser';
import type { PracticeAnswer } from '../../../contracts/practice';
import { isResponseComplete } from '../../components/question/item-response-input';

/*
 * What the exam view knows about each question: the answer on screen and the review flag. Pure
 * functions, so the grid, the submit confirmation and the calls all read the same rules.
 */

export interface QuestionState {
  response?: ItemResponse | undefined;
  flagged: boolean;
}

export type AnswerSheet = Readonly<Record<string, QuestionState>>;

/** The parts of an exam question these rules need. */
export interface SheetQuestion {
  id: string;
  number: number;
  item: PublicItem;
}

export type GridStatus = 'answered' | 'unanswered';

/** Answered means the answer could be graded: a choice picked, a readable number, every blank filled. */
export function gridStatus(question: SheetQuestion, state: QuestionState | undefined): GridStatus {
  return isResponseComplete(question.item, state?.response) ? 'answered' : 'unanswered';
}

/** "Question 3: answered, flagged for review" — the grid button's name, so colour is never alone. */
export function gridLabel(question: SheetQuestion, state: QuestionState | undefined): string {
  const status = gridStatus(question, state) === 'answered' ? 'answered' : 'not answered';
  return `Question ${question.number}: ${status}${state?.flagged ? ', flagged for review' : ''}`;
}

export function unansweredNumbers(questions: readonly SheetQuestion[], sheet: AnswerSheet): number[] {
  return questions.filter((q) => gridStatus(q, sheet[q.id]) === 'unanswered').map((q) => q.number);
}

export function flaggedNumbers(questions: readonly SheetQuestion[], sheet: AnswerSheet): number[] {
  return questions.filter((q) => sheet[q.id]?.flagged === true).map((q) => q.number);
}

export function answeredCount(questions: readonly SheetQuestion[], sheet: AnswerSheet): number {
  return questions.length - unansweredNumbers(questions, sheet).length;
}

/** "3, 7 and 12". */
export function numberList(numbers: readonly number[]): string {
  if (numbers.length <= 1) return numbers.join('');
  return `${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]}`;
}

function hasSomething(response: ItemResponse): boolean {
  switch (response.type) {
    case 'multiple-choice':
      return String(response.choice) !== '';
    case 'multiselect':
      return response.choices.length > 0;
    case 'numeric-entry':
    case 'short-response':
      return response.text.trim() !== '';
    case 'inline-choice':
      return Object.keys(response.selections).length > 0;
  }
}

/**
 * What autosave sends for what is on screen: null when there is nothing (clears the saved answer),
 * undefined when nothing should be sent yet (a number half typed, like "3/", would be refused), or
 * the response itself, so a half-finished answer also comes back after a reload.
 */
export function answerToSave(
  item: PublicItem,
  response: ItemResponse | undefined,
): ItemResponse | null | undefined {
  if (!response || !hasSomething(response)) return null;
  if (response.type === 'numeric-entry' && !parseNumericEntry(response.text).ok) return undefined;
  return response;
}

/**
 * The answers Submit sends (spec: the current on-screen answers): every question, its answer when it
 * is complete, otherwise null — so what the confirmation called "not answered" is graded as skipped.
 */
export function answersForSubmit(
  questions: readonly SheetQuestion[],
  sheet: AnswerSheet,
): Record<string, ItemResponse | null> {
  return Object.fromEntries(
    questions.map((q) => {
      const response = sheet[q.id]?.response;
      return [q.id, response && isResponseComplete(q.item, response) ? response : null];
    }),
  );
}

/** A saved answer as the item's answer area expects it (older forms may store a letter or an index). */
export function responseFromSaved(item: PublicItem, saved: PracticeAnswer | null): ItemResponse | undefined {
  if (saved === null) return undefined;
  if (typeof saved === 'object') return saved.type === item.interaction.type ? saved : undefined;
  if (item.interaction.type !== 'multiple-choice') return undefined;
  if (typeof saved === 'number') {
    const label = CHOICE_LABELS[saved];
    return label ? { type: 'multiple-choice', choice: label } : undefined;
  }
  return { type: 'multiple-choice', choice: saved.toUpperCase() };
}

/** The sheet of a started or resumed attempt, from the answers the server saved. */
export function sheetFromSaved(
  questions: readonly SheetQuestion[],
  saved: Readonly<Record<string, { answer: PracticeAnswer | null; flagged: boolean }>>,
): Record<string, QuestionState> {
  const sheet: Record<string, QuestionState> = {};
  for (const q of questions) {
    const entry = saved[q.id];
    if (!entry) continue;
    sheet[q.id] = { response: responseFromSaved(q.item, entry.answer), flagged: entry.flagged };
  }
  return sheet;
}
