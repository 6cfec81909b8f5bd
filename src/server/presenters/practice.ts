import type { Item } from '../../core/items/item-types';
import { toPublicItem } from '../../core/items/public-item';
import { findTeks } from '../../core/teks/catalogue';
import type {
  PracticeHistoryEntry,
  PracticeQuestion,
  PracticeSetQuestion,
  StartPracticeResponse,
} from '../../contracts/practice';
import type { PracticeSessionRow } from '../db/schema';

/**
 * What the browser sees of practice questions: the public item (no key, explanation or hints) and the
 * spec's fields derived from it. The handle, not the item id, names the question.
 */

const choiceTexts = (item: Item) =>
  item.interaction.type === 'multiple-choice'
    ? item.interaction.choices.map((choice) => ({ label: choice.label, text: choice.text }))
    : [];

export function presentPracticeQuestion(item: Item, handle: string, category: string): PracticeQuestion {
  return {
    id: handle,
    questionText: item.stem,
    teksStandard: item.teksCode,
    skillName: findTeks(item.teksCode, item.subject)?.skillName ?? item.teksCode,
    answerChoices: choiceTexts(item),
    hasImage: item.visual !== undefined,
    ...(item.visual === undefined ? {} : { imageDescription: item.visual.imageDescription }),
    category,
    difficulty: item.difficulty,
    item: toPublicItem(item, handle),
  };
}

export function presentPracticeSetQuestion(item: Item, handle: string): PracticeSetQuestion {
  return {
    id: handle,
    teksStandard: item.teksCode,
    difficulty: item.difficulty,
    questionText: item.stem,
    options: choiceTexts(item).map((choice) => choice.text),
    item: toPublicItem(item, handle),
  };
}

/** A started practice set (POST /api/practice/start, an assignment's start): its questions, no keys. */
export function presentPracticeSet(
  set: Omit<StartPracticeResponse, 'questions'> & { questions: { item: Item; handle: string }[] },
): StartPracticeResponse {
  return {
    id: set.id,
    subject: set.subject,
    grade: set.grade,
    practiceMode: set.practiceMode,
    teksStandard: set.teksStandard,
    questions: set.questions.map(({ item, handle }) => presentPracticeSetQuestion(item, handle)),
  };
}

export function presentHistoryEntry(row: PracticeSessionRow): PracticeHistoryEntry {
  return {
    id: row.id,
    subject: row.subject,
    grade: row.grade as PracticeHistoryEntry['grade'],
    practiceMode: row.practiceMode ?? 'mixed',
    teksStandard: row.teksStandard,
    score: row.score ?? 0,
    starsEarned: row.starsEarned ?? 0,
    correctCount: row.correctCount ?? 0,
    totalQuestions: row.totalQuestions,
    timeSpentMinutes: row.timeSpentMinutes ?? 0,
    completedAt: (row.completedAt ?? row.createdAt).toISOString(),
  };
}
