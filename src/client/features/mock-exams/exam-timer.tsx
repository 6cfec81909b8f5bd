import { clsx } from 'clsx';
import { AlarmClock, Clock } from 'lucide-react';
import { clockInWords, clockTone, formatClock, type ClockTone } from './exam-clock';

const TONE_CLASSES: Record<ClockTone, string> = {
  calm: 'border-indigo-200 bg-indigo-50 text-indigo-900',
  warning: 'border-yellow-500 bg-sun-200 text-yellow-900',
  urgent: 'border-red-600 bg-red-50 text-red-800',
};

/**
 * The countdown (mm:ss). It turns amber at 5 minutes and red at 1 minute, with a clock that changes
 * shape too; screen readers hear it only at those two moments, through the polite note beside it.
 */
export function ExamTimer({ seconds, announcement }: { seconds: number; announcement: string }) {
  const tone = clockTone(seconds);
  const Icon = tone === 'calm' ? Clock : AlarmClock;
  return (
    <div className="flex items-center">
      <div
        role="timer"
        aria-label={`Time left: ${clockInWords(seconds)}`}
        data-testid="exam-timer"
        data-tone={tone}
        className={clsx(
          'inline-flex min-h-12 items-center gap-2 rounded-2xl border-2 px-3 text-2xl font-black tabular-nums sm:px-4',
          TONE_CLASSES[tone],
        )}
      >
        <Icon aria-hidden="true" className="size-6 shrink-0" />
        <span className="sr-only sm:not-sr-only sm:text-base sm:font-bold" aria-hidden="true">
          Time left
        </span>
        <span aria-hidden="true">{formatClock(seconds)}</span>
      </div>
      <p role="status" aria-live="polite" className="sr-only" data-testid="timer-announcement">
        {announcement}
      </p>
    </div>
  );
}
