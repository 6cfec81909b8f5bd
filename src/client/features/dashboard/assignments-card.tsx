import { clsx } from 'clsx';
import { CalendarDays, CircleCheck, ClipboardList, Play, RotateCcw, TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { scoreBand } from '../../../core/mastery/display';
import type { StudentAssignments } from '../../../contracts/classrooms';
import { buttonClasses } from '../../components/ui/button-styles';
import { SCORE_BAND_STYLES } from '../../lib/score-band-styles';
import { actionText, assignmentPracticePath, dueText, statusText } from './assignment-text';
import { useStudentAssignments } from './dashboard-api';

type Assignment = StudentAssignments['assignments'][number];

function AssignmentRow({ assignment, today }: { assignment: Assignment; today: Date }) {
  const done = assignment.status === 'completed';
  const band = done && assignment.score !== null ? SCORE_BAND_STYLES[scoreBand(assignment.score)] : null;
  return (
    <li
      data-testid="student-assignment"
      data-status={assignment.status}
      className="flex flex-col gap-3 rounded-2xl border-2 border-indigo-100 bg-white p-4 sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1 space-y-1">
        <h3 className="text-xl font-black text-ink">{assignment.title}</h3>
        <p className="text-base font-semibold text-indigo-900">
          {assignment.classroomName} · {assignment.teacherName}
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-base font-bold">
          <span className="inline-flex items-center gap-1.5 text-indigo-900">
            <CalendarDays aria-hidden="true" className="size-5" />
            {dueText(assignment.dueDate, today)}
          </span>
          {assignment.overdue ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-red-700 px-2.5 py-0.5 text-sm font-black text-white">
              <TriangleAlert aria-hidden="true" className="size-4" />
              Overdue
            </span>
          ) : null}
          <span
            data-testid="assignment-status"
            className={clsx(
              'inline-flex items-center gap-1 rounded-full border-2 px-2.5 py-0.5 text-sm font-black',
              band ? [band.ring, band.tint, band.text] : 'border-indigo-200 bg-indigo-50 text-indigo-900',
            )}
          >
            {done ? <CircleCheck aria-hidden="true" className="size-4" /> : null}
            {statusText(assignment)}
          </span>
        </p>
      </div>
      <Link
        href={assignmentPracticePath(assignment.id)}
        className={buttonClasses({ variant: done ? 'outline' : 'primary', className: 'shrink-0' })}
        aria-label={`${actionText(assignment.status)}: ${assignment.title}`}
      >
        {done ? <RotateCcw aria-hidden="true" /> : <Play aria-hidden="true" />}
        {actionText(assignment.status)}
      </Link>
    </li>
  );
}

/**
 * "Assignments": what the student's teachers have set, soonest due first, each started as a practice
 * set. Hidden for a student in no class, or whose classes have set nothing yet.
 */
export function AssignmentsCard() {
  const assignments = useStudentAssignments();
  const list = assignments.data?.assignments ?? [];
  if (list.length === 0) return null;
  const today = new Date();
  return (
    <section
      aria-labelledby="assignments-title"
      className="space-y-4 rounded-card border-2 border-brand-200 bg-brand-50 p-5 shadow-md sm:p-6"
    >
      <h2 id="assignments-title" className="flex items-center gap-2 text-2xl font-black">
        <ClipboardList aria-hidden="true" className="size-7 text-brand-700" />
        Assignments
      </h2>
      <ul className="space-y-3">
        {list.map((assignment) => (
          <AssignmentRow key={assignment.id} assignment={assignment} today={today} />
        ))}
      </ul>
    </section>
  );
}
