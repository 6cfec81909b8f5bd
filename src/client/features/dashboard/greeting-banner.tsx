import { GraduationCap, Star, Target } from 'lucide-react';
import type { Dashboard } from '../../../contracts/progress';
import type { User } from '../../../contracts/user';
import { ProgressBar } from '../../components/ui/progress-bar';
import { formatCount } from '../../lib/number-format';

const CHIP =
  'inline-flex min-h-11 items-center gap-2 rounded-full bg-white/90 px-4 py-2 text-lg font-bold text-ink';

/**
 * The greeting banner (spec section 2): name, grade, StarPower and today's goal. The name and grade come
 * with the user, so the banner shows at once; the goal waits for the dashboard's figures.
 */
export function GreetingBanner({ user, dashboard }: { user: User; dashboard: Dashboard | undefined }) {
  const starPower = dashboard?.starPower.total ?? user.starPower;
  const goal = dashboard?.dailyGoal;
  return (
    <section
      aria-labelledby="greeting"
      className="rounded-card bg-gradient-to-r from-sun-300 via-brand-300 to-brand-400 p-5 shadow-lg sm:p-8"
    >
      <div className="flex flex-col gap-5 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <span
            aria-hidden="true"
            className="grid size-20 shrink-0 place-items-center rounded-full bg-white text-5xl shadow-md"
          >
            {user.avatar}
          </span>
          <div className="space-y-3">
            <h1 id="greeting" className="text-3xl font-black text-ink sm:text-4xl">
              Welcome back, {user.name}!
            </h1>
            <ul className="flex flex-wrap gap-3" aria-label="Your stats">
              <li className={CHIP}>
                <GraduationCap aria-hidden="true" className="size-5 text-indigo-700" />
                Grade {user.grade}
              </li>
              <li className={CHIP}>
                <Star aria-hidden="true" className="size-5 fill-sun-400 text-brand-700" />
                {formatCount(starPower)} StarPower
              </li>
            </ul>
          </div>
        </div>
        <div className="w-full space-y-2 rounded-2xl bg-white/90 p-4 lg:max-w-sm" data-testid="todays-goal">
          <h2 className="flex items-center gap-2 text-lg font-extrabold text-ink">
            <Target aria-hidden="true" className="size-5 text-brand-700" />
            Today&apos;s goal: Answer {goal ? goal.target : 20} questions
          </h2>
          {goal ? (
            <>
              <ProgressBar
                value={goal.answeredToday}
                max={goal.target}
                label="Today's goal"
                valueText={`${goal.answeredToday} of ${goal.target} questions`}
                fillClassName="bg-brand-600"
              />
              <p className="text-base font-bold text-indigo-900">
                {goal.answeredToday} of {goal.target} answered
              </p>
            </>
          ) : (
            <div aria-hidden="true" className="h-11 animate-pulse rounded-xl bg-indigo-100" />
          )}
        </div>
      </div>
    </section>
  );
}
