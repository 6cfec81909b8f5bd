import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, Clock, Flame, Minus, Star, Target, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Analytics } from '../../../contracts/progress';
import { formatCount } from '../../lib/number-format';
import {
  accuracyChangeText,
  gainedThisWeekText,
  streakCaption,
  studyTimeText,
  studyTimeWords,
  type ChangeDirection,
  type ChangeText,
} from './analytics-display';

// Up is green, down is red, and each also has its arrow and its sign, so colour is never alone.
const CHANGE_STYLES: Record<ChangeDirection, { icon: LucideIcon | null; className: string }> = {
  up: { icon: ArrowUp, className: 'text-green-800' },
  down: { icon: ArrowDown, className: 'text-red-800' },
  same: { icon: Minus, className: 'text-indigo-900' },
  none: { icon: null, className: 'text-indigo-900' },
};

function Change({ change }: { change: ChangeText }) {
  const { icon: Icon, className } = CHANGE_STYLES[change.direction];
  return (
    <p
      data-testid="tile-change"
      data-direction={change.direction}
      className={clsx('flex items-start gap-1 text-base font-bold', className)}
    >
      {Icon ? <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" /> : null}
      <span aria-hidden="true">{change.text}</span>
      <span className="sr-only">{change.spoken}</span>
    </p>
  );
}

function Tile({
  icon: Icon,
  iconClass,
  label,
  value,
  spokenValue,
  testId,
  children,
}: {
  icon: LucideIcon;
  iconClass: string;
  label: string;
  value: string;
  spokenValue?: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <li
      data-testid={testId}
      className="flex min-w-0 flex-col gap-2 rounded-card border-2 border-brand-100 bg-white p-4 shadow-lg shadow-brand-900/5 sm:p-5"
    >
      <p className="flex items-start justify-between gap-2 text-base font-extrabold text-indigo-900 sm:text-lg">
        {label}
        <span className={clsx('hidden size-11 shrink-0 place-items-center rounded-2xl sm:grid', iconClass)}>
          <Icon aria-hidden="true" className="size-6" />
        </span>
      </p>
      <p className="text-4xl font-black text-ink tabular-nums sm:text-5xl" data-testid="tile-value">
        <span aria-hidden={spokenValue ? true : undefined}>{value}</span>
        {spokenValue ? <span className="sr-only">{spokenValue}</span> : null}
      </p>
      {children}
    </li>
  );
}

/** The spec's four tiles: Overall Accuracy, Total Study Time, Stars Earned and Day Streak. */
export function StatTiles({ tiles }: { tiles: Analytics['tiles'] }) {
  const accuracy = tiles.overallAccuracy.value;
  return (
    <ul aria-label="Your numbers" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <Tile
        testId="tile-accuracy"
        icon={Target}
        iconClass="bg-green-100 text-green-800"
        label="Overall Accuracy"
        value={accuracy === null ? '—' : `${accuracy}%`}
        spokenValue={accuracy === null ? 'not known yet' : undefined}
      >
        <Change change={accuracyChangeText(tiles.overallAccuracy.weekChange)} />
      </Tile>
      <Tile
        testId="tile-study-time"
        icon={Clock}
        iconClass="bg-blue-100 text-blue-800"
        label="Total Study Time"
        value={studyTimeText(tiles.studyTimeHours.value)}
        spokenValue={studyTimeWords(tiles.studyTimeHours.value)}
      >
        <Change change={gainedThisWeekText(tiles.studyTimeHours.weekChange, 'hours')} />
      </Tile>
      <Tile
        testId="tile-stars"
        icon={Star}
        iconClass="bg-sun-200 text-brand-800"
        label="Stars Earned"
        value={formatCount(tiles.starsEarned.value)}
      >
        <Change change={gainedThisWeekText(tiles.starsEarned.weekChange, 'stars')} />
      </Tile>
      <Tile
        testId="tile-streak"
        icon={Flame}
        iconClass="bg-brand-100 text-brand-800"
        label="Day Streak"
        value={formatCount(tiles.streak.current)}
        spokenValue={`${formatCount(tiles.streak.current)} ${tiles.streak.current === 1 ? 'day' : 'days'}`}
      >
        <p className="text-base font-bold text-indigo-900" data-testid="streak-caption">
          {streakCaption(tiles.streak)}
        </p>
      </Tile>
    </ul>
  );
}
