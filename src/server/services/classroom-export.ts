import { stringify } from 'csv-stringify/sync';
import type { Db } from '../db/client';
import type { ClassroomRow } from '../db/schema';
import { assignmentResults } from './assignments';
import { classroomDashboard, type Clock } from './classroom-dashboard';

/**
 * The class's results as CSV (issue 11), for a gradebook or a spreadsheet: one row per student with
 * their figures and each assignment's score (or its status when not finished).
 */
export async function classroomCsv(db: Db, classroom: ClassroomRow, clock: Clock): Promise<string> {
  const [dashboard, { assignments }] = await Promise.all([
    classroomDashboard(db, classroom, clock),
    assignmentResults(db, classroom),
  ]);
  const header = [
    'Student',
    'Grade',
    'Questions this week',
    'Accuracy (%)',
    'StarPower this week',
    'Last active',
    ...assignments.map((assignment) => `${assignment.title} (due ${assignment.dueDate})`),
  ];
  const rows = dashboard.students.map((student) => [
    student.name,
    student.grade,
    student.questionsThisWeek,
    student.accuracy ?? '',
    student.starPowerThisWeek,
    student.lastActiveAt ?? '',
    ...assignments.map((assignment) => {
      const result = assignment.results.find((entry) => entry.studentId === student.id);
      if (!result || result.status === 'not-started') return 'not started';
      return result.status === 'completed' ? String(result.score ?? 0) : 'in progress';
    }),
  ]);
  // A spreadsheet opening a cell that starts with = + - @ would run it as a formula: quote those.
  const safe = (value: unknown) => {
    const text = String(value);
    return /^[=+\-@]/.test(text) ? `'${text}` : text;
  };
  return stringify([header, ...rows].map((row) => row.map(safe)));
}
