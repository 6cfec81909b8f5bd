import { clsx } from 'clsx';
import { CalendarDays, ClipboardList } from 'lucide-react';
import { scoreBand } from '../../../core/mastery/display';
import type { AssignmentResults } from '../../../contracts/classrooms';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { readableErrorMessage } from '../../lib/error-message';
import { SCORE_BAND_STYLES } from '../../lib/score-band-styles';
import { useAssignmentResults } from './classroom-api';
import {
  ASSIGNMENT_STATUS_WORDS,
  averageScore,
  calendarDay,
  completionText,
  countText,
  dueDateText,
} from './classroom-display';

type AssignmentWithResults = AssignmentResults['assignments'][number];
type StudentResult = AssignmentWithResults['results'][number];

function StatusBadge({ result }: { result: StudentResult }) {
  if (result.status === 'completed' && result.score !== null) {
    const band = SCORE_BAND_STYLES[scoreBand(result.score)];
    return (
      <span
        className={clsx(
          'inline-flex rounded-full border-2 px-3 py-0.5 text-base font-black',
          band.ring,
          band.tint,
          band.text,
        )}
      >
        Done · {result.score}%
      </span>
    );
  }
  return (
    <span
      className={clsx(
        'inline-flex rounded-full border-2 px-3 py-0.5 text-base font-bold',
        result.status === 'in-progress'
          ? 'border-blue-600 bg-blue-50 text-blue-900'
          : 'border-indigo-200 bg-white text-indigo-900',
      )}
    >
      {ASSIGNMENT_STATUS_WORDS[result.status]}
    </span>
  );
}

function AssignmentItem({
  assignment,
  open,
  today,
}: {
  assignment: AssignmentWithResults;
  open: boolean;
  today: string;
}) {
  const average = averageScore(assignment.results);
  const past = assignment.dueDate < today;
  return (
    <li
      className="rounded-2xl border-2 border-indigo-100 p-4"
      data-testid="assignment"
      data-title={assignment.title}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h3 className="text-xl font-black">{assignment.title}</h3>
          <p className="text-base font-semibold text-indigo-900">
            {assignment.subject === 'math' ? 'Math' : 'Reading'} ·{' '}
            {countText(assignment.questionCount, 'question')} · TEKS {assignment.teksCodes.join(', ')}
          </p>
          <p className="flex items-center gap-1.5 text-base font-semibold text-indigo-900">
            <CalendarDays aria-hidden="true" className="size-5" />
            {past ? 'Was due' : 'Due'} {dueDateText(assignment.dueDate)}
          </p>
        </div>
        <div className="text-right">
          <p className="text-2xl font-black tabular-nums" data-testid="assignment-completion">
            {completionText(assignment.results)}
          </p>
          <p className="text-base font-semibold text-indigo-900">
            {average === null ? 'No scores yet' : `Average ${average}%`}
          </p>
        </div>
      </div>
      {assignment.results.length > 0 ? (
        <details open={open} className="mt-3 group">
          <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-xl px-2 text-base font-bold text-indigo-900 hover:bg-indigo-50">
            Each student
          </summary>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {assignment.results.map((result) => (
              <li
                key={result.studentId}
                data-testid="assignment-result"
                data-student={result.name}
                data-status={result.status}
                className="flex items-center justify-between gap-2 rounded-xl bg-indigo-50/60 px-3 py-2"
              >
                <span className="min-w-0 truncate text-base font-bold">{result.name}</span>
                <StatusBadge result={result} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}

/** The class's assignments, latest due first, with who has finished each and their best scores. */
export function AssignmentsList({ classroomId }: { classroomId: string }) {
  const assignments = useAssignmentResults(classroomId);
  const list = assignments.data?.assignments ?? [];
  const today = calendarDay(new Date());
  return (
    <section
      aria-labelledby="assignments-title"
      className="space-y-4 rounded-card border-2 border-brand-100 bg-white p-5 shadow-md"
    >
      <h2 id="assignments-title" className="flex items-center gap-2 text-2xl font-black">
        <ClipboardList aria-hidden="true" className="size-7 text-brand-700" />
        Assignments
      </h2>
      {assignments.isPending ? <Spinner label="Loading assignments" /> : null}
      {assignments.isError ? (
        <div className="space-y-3">
          <p role="alert" className="text-lg font-bold text-red-800">
            {readableErrorMessage(assignments.error, "We couldn't load the assignments.")}
          </p>
          <Button variant="outline" onClick={() => void assignments.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {assignments.data && list.length === 0 ? (
        <p className="text-base text-indigo-900">
          No assignments yet. Press Create Assignment to give your class practice.
        </p>
      ) : null}
      {list.length > 0 ? (
        <ul className="space-y-3">
          {list.map((assignment, index) => (
            <AssignmentItem key={assignment.id} assignment={assignment} open={index < 3} today={today} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
