import type { Difficulty } from '../../../core/items/item-types';
import { scoreBand, type AccuracyDot, type ScoreBand } from '../../../core/mastery/display';

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

/** Text, ring and tint for each score band; every text colour passes AA on white and on its tint. */
export const BAND_CLASSES: Record<ScoreBand, { text: string; ring: string; tint: string }> = {
  green: { text: 'text-green-800', ring: 'border-green-600', tint: 'bg-green-50' },
  blue: { text: 'text-blue-800', ring: 'border-blue-600', tint: 'bg-blue-50' },
  yellow: { text: 'text-yellow-900', ring: 'border-yellow-500', tint: 'bg-yellow-50' },
  red: { text: 'text-red-800', ring: 'border-red-600', tint: 'bg-red-50' },
};

/** A word for each band, so the colour is never the only sign. */
export const BAND_WORDS: Record<ScoreBand, string> = {
  green: 'Excellent',
  blue: 'Great',
  yellow: 'Good',
  red: 'Keep practicing',
};

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
