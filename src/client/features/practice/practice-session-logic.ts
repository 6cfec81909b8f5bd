import type { ItemResponse } from '../../../core/items/item-types';
import type { Subject } from '../../../core/teks/teks-types';
import type { Grade } from '../../../core/accounts/account';
import {
  PRACTICE_MODES,
  practiceLength,
  type PracticeAnswer,
  type PracticeMode,
  type StartPracticeRequest,
} from '../../../contracts/practice';

/*
 * The rules of the practice-set flow (spec sections 2, 4, 5 and 9) as plain functions, so they are
 * tested without a browser: which settings may start, what the start call sends, the progress line
 * and the answers sent at the end (the time measured is in lib/elapsed-time.ts).
 */

export interface PracticeSettings {
  subject: Subject;
  practiceMode: PracticeMode;
  /** The TEKS code chosen for the one-skill mode; null until the student picks one. */
  teksStandard: string | null;
}

export const DEFAULT_PRACTICE_SETTINGS: PracticeSettings = {
  subject: 'math',
  practiceMode: 'mixed',
  teksStandard: null,
};

interface PracticeModeText {
  /** Short name, used in the history list. */
  name: string;
  /** One line a nine-year-old can read. */
  description: string;
}

const MODE_TEXT: Record<PracticeMode, PracticeModeText> = {
  mixed: { name: 'Mixed Practice', description: 'A little bit of everything.' },
  'specific-teks': { name: 'One TEKS Skill', description: 'Pick one skill and get really good at it.' },
  'weak-skills': { name: 'My Weak Skills', description: 'Practice the skills that need a boost.' },
};

/** Every mode in the contract's order, with its name, its length and a child-friendly line. */
export const PRACTICE_MODE_OPTIONS = PRACTICE_MODES.map((mode) => ({
  mode,
  ...MODE_TEXT[mode],
  questionCount: practiceLength(mode),
}));

export function practiceModeName(mode: PracticeMode): string {
  return MODE_TEXT[mode].name;
}

/** "Mixed Practice (15 questions)": the mode's name with the length the server will give. */
export function practiceModeTitle(mode: PracticeMode): string {
  return `${MODE_TEXT[mode].name} (${practiceLength(mode)} questions)`;
}

export const SUBJECT_NAMES: Record<Subject, string> = { math: 'Math', reading: 'Reading' };

/**
 * Why Start cannot be pressed yet, in words for the student, or null when the settings are complete
 * (spec section 5: the one-skill mode needs a skill first).
 */
export function settingsProblem(settings: PracticeSettings): string | null {
  if (settings.practiceMode === 'specific-teks' && !settings.teksStandard)
    return 'Choose a skill first, then press Start.';
  return null;
}

/** The body of POST /api/practice/start; the skill is only sent for the one-skill mode. */
export function buildStartRequest(settings: PracticeSettings, grade: Grade): StartPracticeRequest {
  const teksStandard = settings.practiceMode === 'specific-teks' ? settings.teksStandard : null;
  return {
    subject: settings.subject,
    grade,
    teksStandard,
    practiceMode: settings.practiceMode,
    questionCount: practiceLength(settings.practiceMode),
  };
}

/** "Question 3 of 10" for the question at zero-based `index`. */
export function progressText(index: number, count: number): string {
  return `Question ${index + 1} of ${count}`;
}

/** Spec section 4: progress is the question's number over the count, as a percent (0–100). */
export function progressPercent(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round(((index + 1) / count) * 100)));
}

/**
 * The `answers` of POST /api/practice/submit: each question id with the response the student gave,
 * in question order. A question without a response is left out (the server counts it as missed).
 */
export function buildAnswersMap(
  questionIds: readonly string[],
  responses: Readonly<Record<string, ItemResponse | undefined>>,
): Record<string, PracticeAnswer> {
  const answers: Record<string, PracticeAnswer> = {};
  for (const id of questionIds) {
    const response = responses[id];
    if (response !== undefined) answers[id] = response;
  }
  return answers;
}
