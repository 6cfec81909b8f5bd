import { clsx } from 'clsx';
import { format, parseISO } from 'date-fns';
import { ChevronRight, Clock } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { BAND_CLASSES, BAND_WORDS, durationText, durationWords } from './exam-display';
import { useExamAttempts, type ExamAttemptSummary } from './mock-exams-api';

function HistoryEntry({ attempt, onOpen }: { attempt: ExamAttemptSummary; onOpen: () => void }) {
  const band = BAND_CLASSES[attempt.band];
  const date = attempt.completedAt ? format(parseISO(attempt.completedAt), 'EEE, MMM d, yyyy · h:mm a') : '';
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        data-testid="history-entry"
        data-attempt-id={attempt.id}
        className="flex w-full items-center gap-4 rounded-2xl border-2 border-brand-100 bg-white p-3 text-left transition-colors hover:border-brand-300 hover:bg-brand-50 sm:p-4"
      >
        <span
          className={clsx(
            'grid size-16 shrink-0 place-items-center rounded-full border-4 text-lg font-black tabular-nums',
            band.ring,
            band.tint,
            band.text,
          )}
        >
          {attempt.accuracy}%
        </span>
        <span className="min-w-0 flex-1 space-y-0.5">
          <span className="block text-lg font-black text-ink">{attempt.exam.title}</span>
          <span className="block text-base font-bold text-indigo-900">
            {attempt.score} of {attempt.exam.totalQuestions} right · {BAND_WORDS[attempt.band]}
            {attempt.status === 'expired' ? ' · Time ran out' : ''}
          </span>
          <span className="flex flex-wrap items-center gap-x-3 text-base text-indigo-900">
            {attempt.completedAt ? <time dateTime={attempt.completedAt}>{date}</time> : null}
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" />
              <span aria-hidden="true">{durationText(attempt.timeSpent)}</span>
              <span className="sr-only">{durationWords(attempt.timeSpent)}</span>
            </span>
          </span>
        </span>
        <span className="hidden items-center gap-1 text-base font-bold text-brand-800 sm:inline-flex">
          See results
        </span>
        <ChevronRight aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
      </button>
    </li>
  );
}

/** The Exam History tab: finished attempts, newest first; each reopens its results. */
export function ExamHistory({ onOpen }: { onOpen: (attemptId: string) => void }) {
  const attempts = useExamAttempts();
  if (attempts.isPending) return <Spinner label="Loading your exam history" />;
  if (!attempts.data) {
    return (
      <Card className="space-y-3 border-red-200 bg-red-50">
        <p className="text-lg font-bold text-red-800">We couldn&apos;t load your exam history.</p>
        <Button variant="outline" onClick={() => void attempts.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  if (attempts.data.length === 0) {
    return (
      <Card>
        <p className="text-lg text-indigo-900">
          No exams yet. When you finish a mock exam, your score will show up here!
        </p>
      </Card>
    );
  }
  return (
    <ul className="space-y-3" aria-label="Your finished exams">
      {attempts.data.map((attempt) => (
        <HistoryEntry key={attempt.id} attempt={attempt} onOpen={() => onOpen(attempt.id)} />
      ))}
    </ul>
  );
}
