import { clsx } from 'clsx';
import { format, parseISO } from 'date-fns';
import { History, Star } from 'lucide-react';
import type { PracticeHistoryEntry } from '../../../contracts/practice';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { usePracticeHistory } from './practice-session-api';
import { SUBJECT_NAMES, practiceModeName } from './practice-session-logic';
import { scoreBandClasses, starsText } from './practice-session-score';

/** How many finished sets the list shows; the newest first, as the server sends them. */
const SHOWN = 8;

function HistoryEntry({ entry }: { entry: PracticeHistoryEntry }) {
  const band = scoreBandClasses(entry.score);
  const completedAt = parseISO(entry.completedAt);
  const mode = practiceModeName(entry.practiceMode);
  return (
    <li
      data-testid="practice-history-entry"
      data-session-id={entry.id}
      className="flex items-center gap-3 rounded-2xl border-2 border-brand-100 bg-white p-3"
    >
      <span
        className={clsx(
          'grid size-16 shrink-0 place-items-center rounded-full border-4 text-lg font-black tabular-nums',
          band.ring,
          band.tint,
          band.text,
        )}
      >
        {entry.score}%
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-extrabold">
          {SUBJECT_NAMES[entry.subject]} · {mode}
          {entry.teksStandard ? (
            <span className="font-bold text-indigo-900"> · {entry.teksStandard}</span>
          ) : null}
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-base font-semibold">
          <span>
            {entry.correctCount} of {entry.totalQuestions} right
          </span>
          <span className="inline-flex items-center gap-1 rounded-full bg-sun-200 px-2.5 py-0.5 font-black">
            <Star aria-hidden="true" className="size-4 fill-sun-400 text-brand-700" />
            {starsText(entry.starsEarned)}
          </span>
        </p>
        <p className="text-base text-indigo-900">
          <time dateTime={entry.completedAt}>{format(completedAt, 'EEE, MMM d · h:mm a')}</time>
        </p>
      </div>
    </li>
  );
}

/** The student's last practice sets (GET /api/practice/history), beside the settings. */
export function PracticeSessionHistory() {
  const history = usePracticeHistory();
  const sessions = history.data?.sessions ?? [];

  return (
    <Card className="space-y-4" aria-labelledby="practice-history-title" role="region">
      <h2 id="practice-history-title" className="flex items-center gap-2 text-2xl font-black">
        <History aria-hidden="true" className="size-7 text-indigo-700" />
        Your recent practice
      </h2>
      {history.isPending ? <Spinner label="Loading your practice history" /> : null}
      {history.isError ? (
        <div className="space-y-3">
          <p className="text-lg font-bold text-red-800">We couldn&apos;t load your practice history.</p>
          <Button variant="outline" onClick={() => void history.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {history.isSuccess && sessions.length === 0 ? (
        <p className="text-lg text-indigo-900">
          No practice yet. When you finish a practice session, it will show up here!
        </p>
      ) : null}
      {sessions.length > 0 ? (
        <ul className="space-y-3">
          {sessions.slice(0, SHOWN).map((entry) => (
            <HistoryEntry key={entry.id} entry={entry} />
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
