import { intervalToDuration } from 'date-fns';
import type { ChallengeColor, ChallengeDifficulty } from '../../../core/rewards/reward-types';
import type { Dashboard } from '../../../contracts/progress';

/*
 * The dashboard's words and numbers as plain functions, so a new student's empty figures and the
 * countdown are tested without a browser: nothing here may ever read "null", "NaN" or a negative.
 */

/** "hh:mm:ss" from now until `end`; "00:00:00" once it has passed. Days never occur (midnight is < 25 h away). */
export function countdownText(now: Date, end: Date): string {
  if (end.getTime() <= now.getTime()) return '00:00:00';
  const { days = 0, hours = 0, minutes = 0, seconds = 0 } = intervalToDuration({ start: now, end });
  return [days * 24 + hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}

/** Overall accuracy as the stat card shows it: "0%" before the first answer, never "null%". */
export function accuracyText(accuracy: number | null): string {
  return `${accuracy ?? 0}%`;
}

/** The line under a stat card's figure: what the figure means, or what to do first. */
export function statHints(stats: Dashboard['stats'], dailyGoal: Dashboard['dailyGoal']) {
  const { answeredCount, latestAchievement, totalSessions } = stats;
  const left = Math.max(0, dailyGoal.target - dailyGoal.answeredToday);
  return {
    accuracy:
      answeredCount === 0
        ? 'Answer your first question'
        : `${answeredCount.toLocaleString('en-US')} ${answeredCount === 1 ? 'question' : 'questions'} answered`,
    achievements: latestAchievement ? `Latest: ${latestAchievement}` : 'Your first badge is waiting',
    dailyGoal: left === 0 ? 'Goal reached. Awesome!' : `${left} more to reach today's goal`,
    sessions: totalSessions === 0 ? 'Finish a practice set to start' : 'Keep it up!',
  };
}

/** The difficulty badge's colours; each pairing passes AA contrast. */
export const DIFFICULTY_BADGE_CLASSES: Record<ChallengeDifficulty, string> = {
  Easy: 'bg-green-100 text-green-900',
  Medium: 'bg-amber-100 text-amber-900',
  Hard: 'bg-red-100 text-red-900',
};

/** A challenge card's colour (spec section 9 gives each challenge one): its stripe, icon and bar. */
export const CHALLENGE_COLOR_CLASSES: Record<ChallengeColor, { stripe: string; icon: string; bar: string }> =
  {
    green: { stripe: 'border-t-green-600', icon: 'bg-green-100 text-green-800', bar: 'bg-green-600' },
    blue: { stripe: 'border-t-blue-600', icon: 'bg-blue-100 text-blue-800', bar: 'bg-blue-600' },
    purple: { stripe: 'border-t-purple-600', icon: 'bg-purple-100 text-purple-800', bar: 'bg-purple-600' },
    orange: { stripe: 'border-t-brand-600', icon: 'bg-brand-100 text-brand-800', bar: 'bg-brand-600' },
    pink: { stripe: 'border-t-pink-600', icon: 'bg-pink-100 text-pink-800', bar: 'bg-pink-600' },
    teal: { stripe: 'border-t-teal-600', icon: 'bg-teal-100 text-teal-800', bar: 'bg-teal-600' },
  };
