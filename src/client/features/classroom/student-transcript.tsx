import { clsx } from 'clsx';
import { format, parseISO } from 'date-fns';
import type { RosterStudent } from '../../../contracts/classrooms';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { readableErrorMessage } from '../../lib/error-message';
import { useStudentTranscript } from './classroom-api';

/**
 * What a student said to Nova and what Nova answered, oldest first, so a teacher can see where a child
 * got stuck (and that Nova stayed on task). Read only.
 */
export function StudentTranscript({ classroomId, student }: { classroomId: string; student: RosterStudent }) {
  const transcript = useStudentTranscript(classroomId, student.id);
  const messages = transcript.data?.messages ?? [];

  if (transcript.isPending) return <Spinner label={`Loading ${student.name}'s chat with Nova`} />;
  if (transcript.isError || !transcript.data) {
    return (
      <div className="space-y-3">
        <p role="alert" className="text-lg font-bold text-red-800">
          {readableErrorMessage(transcript.error, "We couldn't load this chat.")}
        </p>
        <Button variant="outline" onClick={() => void transcript.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (messages.length === 0) {
    return <p className="text-lg text-indigo-900">{student.name} has not chatted with Nova yet.</p>;
  }
  return (
    <ol className="space-y-3" aria-label={`${student.name}'s chat with Nova`} data-testid="transcript">
      {messages.map((message) => {
        const fromStudent = message.role === 'student';
        return (
          <li
            key={message.id}
            className={clsx(
              'max-w-[85%] rounded-2xl border-2 p-3',
              fromStudent ? 'ml-auto border-brand-200 bg-brand-50' : 'border-indigo-100 bg-indigo-50',
            )}
          >
            <p className="text-sm font-extrabold text-indigo-900">
              {fromStudent ? student.name : 'Nova'} ·{' '}
              <time dateTime={message.createdAt}>{format(parseISO(message.createdAt), 'MMM d, h:mm a')}</time>
            </p>
            <p className="text-base whitespace-pre-wrap text-ink">{message.text}</p>
          </li>
        );
      })}
    </ol>
  );
}
