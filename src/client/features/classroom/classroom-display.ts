import { differenceInCalendarDays, format, parseISO } from 'date-fns';
import type { AssignmentResults, ClassroomSubject } from '../../../contracts/classrooms';
import { formatCount } from '../../lib/number-format';

/*
 * How the classroom's figures read for a teacher: dates in words, counts with their nouns, and never
 * "null", "NaN" or a blank where a figure is missing.
 */

export const CLASSROOM_SUBJECT_NAMES: Record<ClassroomSubject, string> = {
  math: 'Math',
  reading: 'Reading',
  both: 'Math and Reading',
};

/** "1 student", "12 questions". */
export function countText(count: number, noun: string, plural = `${noun}s`): string {
  return `${formatCount(count)} ${count === 1 ? noun : plural}`;
}

/** A percent, or a dash with words for screen readers when there is nothing to show yet. */
export function percentText(percent: number | null): string {
  return percent === null ? '—' : `${percent}%`;
}

/** When a student last answered: "Today", "Yesterday", "3 days ago", "Mar 4", or "Not yet". */
export function lastActiveText(at: string | null, now: Date): string {
  if (at === null) return 'Not yet';
  const when = parseISO(at);
  const days = differenceInCalendarDays(now, when);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  return format(when, days < 300 ? 'MMM d' : 'MMM d, yyyy');
}

/** A calendar day ("2026-11-20") as "Fri, Nov 20"; read as a local day, never shifted by time zone. */
export function dueDateText(day: string): string {
  return format(parseISO(day), 'EEE, MMM d');
}

/** A calendar day for date inputs: "2026-11-20" in the browser's own time zone. */
export function calendarDay(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

type StudentResult = AssignmentResults['assignments'][number]['results'][number];

/** "2 of 3 done": how many students finished an assignment. */
export function completionText(results: readonly StudentResult[]): string {
  const done = results.filter((result) => result.status === 'completed').length;
  return `${done} of ${results.length} done`;
}

/** The class's average on an assignment over those who finished it, or null before anyone has. */
export function averageScore(results: readonly StudentResult[]): number | null {
  const scores = results.flatMap((result) =>
    result.status === 'completed' && result.score !== null ? [result.score] : [],
  );
  if (scores.length === 0) return null;
  return Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length);
}

export const ASSIGNMENT_STATUS_WORDS: Record<StudentResult['status'], string> = {
  'not-started': 'Not started',
  'in-progress': 'In progress',
  completed: 'Done',
};
