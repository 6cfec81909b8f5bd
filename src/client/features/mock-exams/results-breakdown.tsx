import { clsx } from 'clsx';
import { TriangleAlert } from 'lucide-react';
import type { AccuracyDot } from '../../../core/mastery/display';
import { DOT_CLASSES, DOT_WORDS } from './exam-display';

export interface BreakdownEntry {
  key: string;
  name: string;
  /** A small line under the name, e.g. the TEKS code. */
  detail?: string;
  correct: number;
  attempts: number;
  percent: number;
  dot: AccuracyDot;
  needsPractice: boolean;
}

/** The colour key: each dot's colour with its word. */
export function DotKey() {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-base font-semibold text-indigo-900">
      {(['green', 'yellow', 'red'] as const).map((dot) => (
        <span key={dot} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={clsx('size-3.5 rounded-full', DOT_CLASSES[dot])} />
          {dot === 'green' ? '80% and up' : dot === 'yellow' ? '60–79%' : 'Under 60%'}
        </span>
      ))}
    </p>
  );
}

/**
 * One row per reporting category or TEKS skill: a dot in its colour (80 green, 60 yellow, else red)
 * with its word for screen readers, right answers, the percent and, below 70, "Needs practice".
 */
export function ResultsBreakdown({ entries, label }: { entries: readonly BreakdownEntry[]; label: string }) {
  return (
    <ul className="divide-y-2 divide-brand-100" aria-label={label}>
      {entries.map((entry) => (
        <li
          key={entry.key}
          data-testid="breakdown-row"
          data-dot={entry.dot}
          data-needs-practice={entry.needsPractice}
          className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3"
        >
          <span aria-hidden="true" className={clsx('size-4 shrink-0 rounded-full', DOT_CLASSES[entry.dot])} />
          <span className="sr-only">{DOT_WORDS[entry.dot]}:</span>
          <span className="min-w-0 flex-1">
            <span className="block text-lg font-bold text-ink">{entry.name}</span>
            {entry.detail ? (
              <span className="block text-sm font-bold text-indigo-900">{entry.detail}</span>
            ) : null}
          </span>
          <span className="text-base font-bold text-indigo-900 tabular-nums">
            {entry.correct} of {entry.attempts} right
          </span>
          <span className="w-14 text-right text-xl font-black tabular-nums">{entry.percent}%</span>
          {entry.needsPractice ? (
            <span className="inline-flex w-full items-center gap-1.5 text-base font-bold text-red-800 sm:w-auto">
              <TriangleAlert aria-hidden="true" className="size-5" />
              Needs practice
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
