import type { Difficulty } from '../../../core/items/item-types';
import { scoreBand, type AccuracyDot, type ScoreBand } from '../../../core/mastery/display';
import { SCORE_BAND_STYLES, SCORE_BAND_WORDS } from '../../lib/score-band-styles';

/* How exam numbers read and look for a child: short words, and colour never alone. */

export const DIFFICULTY_NAMES: Record<Difficulty, string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
};

/** "25 min 4 s", "12 min", "45 s" — time spent, as the results and history show it. */
export function durationText(seconds: number): string {
  const whole = Math.max(0, Math.round(Number.isFinite(seconds) ? seconds : 0));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** The same in words for screen readers. */
export function durationWords(seconds: number): string {
  const whole = Math.max(0, Math.round(Number.isFinite(seconds) ? seconds : 0));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  const parts: string[] = [];
  if (minutes > 0) parts.push(`${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`);
  if (rest > 0 || minutes === 0) parts.push(`${rest} ${rest === 1 ? 'second' : 'seconds'}`);
  return parts.join(' ');
}

/** The shared score-band styles and words (lib/score-band-styles.ts). */
export const BAND_CLASSES = SCORE_BAND_STYLES;
export const BAND_WORDS = SCORE_BAND_WORDS;

export const DOT_CLASSES: Record<AccuracyDot, string> = {
  green: 'bg-green-600',
  yellow: 'bg-sun-400 ring-1 ring-yellow-700',
  red: 'bg-red-600',
};

export const DOT_WORDS: Record<AccuracyDot, string> = {
  green: 'Strong',
  yellow: 'Getting there',
  red: 'Needs practice',
};

const MESSAGES: Record<ScoreBand, string> = {
  green: 'Superstar! You are ready for test day!',
  blue: 'Great job! You know so much!',
  yellow: 'Nice work! A little more practice and you will shine!',
  red: 'Good try! Practice the topics below and try again.',
};

export function examMessage(accuracy: number): string {
  return MESSAGES[scoreBand(accuracy)];
}

/** "1 question" / "30 questions". */
export function questionsText(count: number): string {
  return `${count} ${count === 1 ? 'question' : 'questions'}`;
}
