import { clsx } from 'clsx';
import { CircleCheck, RotateCcw, Star, Trophy } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { StartPracticeResponse, SubmitPracticeResponse } from '../../../contracts/practice';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { SUBJECT_NAMES, practiceModeName } from './practice-session-logic';
import { scoreBand } from '../../../core/mastery/display';
import { cheerfulMessage, scoreBandClasses, starsText } from './practice-session-score';

/** A row on phones (label left, number right) so Practice Again stays near; a tile from 640 px. */
const STAT_BOX =
  'flex items-center justify-between gap-3 rounded-2xl border-4 px-4 py-3 sm:flex-col sm:justify-start sm:gap-1 sm:p-4';

interface PracticeSessionCompleteProps {
  session: StartPracticeResponse;
  /** The server's verdict: every number on this screen comes from it. */
  result: SubmitPracticeResponse;
  onPracticeAgain: () => void;
}

/** Step 3: the score in its colour band, the stars earned, how many were right, and Practice Again. */
export function PracticeSessionComplete({ session, result, onPracticeAgain }: PracticeSessionCompleteProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const band = scoreBand(result.score);
  const colours = scoreBandClasses(result.score);

  return (
    <Card className="mx-auto max-w-3xl space-y-6 bg-gradient-to-b from-sun-200 via-white to-white p-5 text-center sm:p-10">
      <div className="space-y-2">
        <Trophy aria-hidden="true" className="mx-auto size-12 fill-sun-300 text-brand-700 sm:size-16" />
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-black sm:text-4xl">
          Practice Complete!
        </h1>
        <p className="text-lg font-bold text-indigo-900">
          {SUBJECT_NAMES[session.subject]} · {practiceModeName(session.practiceMode)} · Grade {session.grade}
        </p>
      </div>

      <dl className="grid gap-4 sm:grid-cols-3">
        <div
          data-testid="practice-score"
          data-band={band}
          className={clsx(STAT_BOX, colours.ring, colours.tint)}
        >
          <dt className="text-base font-bold text-indigo-900">Your score</dt>
          <dd className={clsx('text-4xl font-black sm:text-5xl tabular-nums', colours.text)}>
            {result.score}%
          </dd>
        </div>
        <div data-testid="practice-stars" className={clsx(STAT_BOX, 'border-sun-400 bg-sun-200/60')}>
          <dt className="text-base font-bold text-indigo-900">Stars earned</dt>
          <dd className="flex items-center gap-2 text-4xl font-black sm:text-5xl tabular-nums">
            <Star aria-hidden="true" className="size-10 fill-sun-400 text-brand-700" />
            <span className="sr-only">{starsText(result.starsEarned)}</span>
            <span aria-hidden="true">{result.starsEarned}</span>
          </dd>
        </div>
        <div data-testid="practice-correct" className={clsx(STAT_BOX, 'border-indigo-200 bg-indigo-50')}>
          <dt className="text-base font-bold text-indigo-900">Right answers</dt>
          <dd className="flex items-center gap-2 text-4xl font-black sm:text-5xl tabular-nums">
            <CircleCheck aria-hidden="true" className="size-10 text-green-700" />
            <span>
              {result.correctCount}
              <span className="text-2xl text-indigo-900"> of {result.totalQuestions}</span>
            </span>
          </dd>
        </div>
      </dl>

      <p data-testid="practice-message" className="text-xl font-extrabold text-ink sm:text-2xl">
        {cheerfulMessage(result.score)}
      </p>

      <Button size="lg" onClick={onPracticeAgain}>
        <RotateCcw aria-hidden="true" />
        Practice Again
      </Button>
    </Card>
  );
}
