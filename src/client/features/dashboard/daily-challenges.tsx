import { clsx } from 'clsx';
import { ArrowRight, CircleCheck, Clock, Flame, Star, Timer, Zap, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import type { ChallengeDifficulty } from '../../../core/rewards/reward-types';
import type { DailyChallenge } from '../../../contracts/progress';
import { buttonClasses } from '../../components/ui/button-styles';
import { ProgressBar } from '../../components/ui/progress-bar';
import { CHALLENGE_COLOR_CLASSES, DIFFICULTY_BADGE_CLASSES } from './dashboard-text';
import { useCountdown } from './use-countdown';

const DIFFICULTY_ICONS: Record<ChallengeDifficulty, LucideIcon> = { Easy: Star, Medium: Zap, Hard: Flame };

function ChallengeCard({ challenge }: { challenge: DailyChallenge }) {
  const colors = CHALLENGE_COLOR_CLASSES[challenge.color];
  const Icon = DIFFICULTY_ICONS[challenge.difficulty];
  const { current, target } = challenge.progress;
  const titleId = `challenge-${challenge.id}`;
  return (
    <li
      aria-labelledby={titleId}
      data-testid="daily-challenge"
      className={clsx(
        'flex flex-col gap-3 rounded-card border-2 border-t-8 bg-white p-5 shadow-md',
        challenge.completed
          ? 'border-green-300 border-t-green-600 bg-green-50'
          : ['border-brand-100', colors.stripe],
      )}
    >
      <div className="flex items-start gap-3">
        <span className={clsx('grid size-12 shrink-0 place-items-center rounded-2xl', colors.icon)}>
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="text-xl font-black text-ink">
            {challenge.title}
          </h3>
          <p className="text-base text-indigo-900">{challenge.description}</p>
        </div>
      </div>
      <ul className="flex flex-wrap gap-2 text-sm font-bold" aria-label="About this challenge">
        <li className="inline-flex items-center gap-1 rounded-full bg-indigo-50 px-3 py-1 text-indigo-900">
          <Clock aria-hidden="true" className="size-4" />
          {challenge.time}
        </li>
        <li className={clsx('rounded-full px-3 py-1', DIFFICULTY_BADGE_CLASSES[challenge.difficulty])}>
          {challenge.difficulty}
        </li>
        <li className="inline-flex items-center gap-1 rounded-full bg-sun-200 px-3 py-1 text-ink">
          <Star aria-hidden="true" className="size-4 fill-sun-400 text-brand-700" />+{challenge.starPower}{' '}
          StarPower
        </li>
      </ul>
      <div className="space-y-1">
        <ProgressBar
          value={current}
          max={target}
          label={`${challenge.title} progress`}
          valueText={`${current} of ${target}`}
          fillClassName={challenge.completed ? 'bg-green-600' : colors.bar}
        />
        <p className="text-sm font-bold text-indigo-900">
          {current} of {target}
        </p>
      </div>
      <div className="mt-auto">
        {challenge.completed ? (
          <p className="inline-flex min-h-11 items-center gap-2 text-lg font-black text-green-800">
            <CircleCheck aria-hidden="true" className="size-6" />
            Completed!
          </p>
        ) : (
          <Link href={challenge.href} className={buttonClasses({ variant: 'outline', className: 'w-full' })}>
            {current > 0 ? 'Keep going' : 'Start'}
            <span className="sr-only">: {challenge.title}</span>
            <ArrowRight aria-hidden="true" />
          </Link>
        )}
      </div>
    </li>
  );
}

/** Ticks each second; its own component so only the clock re-renders, not the cards. */
function Countdown({ resetAt, onReset }: { resetAt: string; onReset: () => void }) {
  const left = useCountdown(resetAt, onReset);
  return (
    <p className="inline-flex min-h-11 items-center gap-2 rounded-full bg-indigo-700 px-4 py-2 text-base font-bold text-white">
      <Timer aria-hidden="true" className="size-5" />
      New challenges in{' '}
      <span role="timer" data-testid="challenge-countdown" className="tabular-nums">
        {left}
      </span>
    </p>
  );
}

/**
 * "Daily Challenges" (spec sections 2 and 9): the day's Easy, Medium and Hard challenge and a countdown
 * to local midnight; at zero the dashboard is fetched again for the new day's three.
 */
export function DailyChallenges(props: {
  challenges: DailyChallenge[];
  resetAt: string;
  onReset: () => void;
}) {
  return (
    <section aria-labelledby="challenges-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="challenges-title" className="text-2xl font-black sm:text-3xl">
          Daily Challenges
        </h2>
        <Countdown resetAt={props.resetAt} onReset={props.onReset} />
      </div>
      <ul className="grid gap-4 md:grid-cols-3">
        {props.challenges.map((challenge) => (
          <ChallengeCard key={challenge.id} challenge={challenge} />
        ))}
      </ul>
    </section>
  );
}
