import { differenceInCalendarDays, format, parseISO } from 'date-fns';
import type { StudentAssignments } from '../../../contracts/classrooms';

/*
 * How an assignment from a teacher reads on the student's dashboard: when it is due in a child's words,
 * what they have done so far, and what the button says.
 */

type Assignment = StudentAssignments['assignments'][number];

/** "Due today", "Due tomorrow", "Due Fri, Nov 20", or for a late one "Was due Mon, Nov 16". */
export function dueText(dueDate: string, today: Date): string {
  const due = parseISO(dueDate);
  const days = differenceInCalendarDays(due, today);
  if (days === 0) return 'Due today';
  if (days === 1) return 'Due tomorrow';
  const day = format(due, 'EEE, MMM d');
  return days < 0 ? `Was due ${day}` : `Due ${day}`;
}

/** The status line: "Not started yet", "Started, not finished", "Done! Best score 85%". */
export function statusText(assignment: Pick<Assignment, 'status' | 'score'>): string {
  switch (assignment.status) {
    case 'not-started':
      return 'Not started yet';
    case 'in-progress':
      return 'Started, not finished';
    case 'completed':
      return assignment.score === null ? 'Done!' : `Done! Best score ${assignment.score}%`;
  }
}

/**
 * The button. Starting always deals a fresh set (a set left half-done is not resumed), so an unfinished
 * one says "Start" too; a finished one can be practised again for a better score.
 */
export function actionText(status: Assignment['status']): string {
  return status === 'completed' ? 'Practice again' : 'Start';
}

/** The practice screen runs an assignment from this address. */
export function assignmentPracticePath(assignmentId: string): string {
  return `/practice-session?assignment=${encodeURIComponent(assignmentId)}`;
}
