import { CalendarCheck, Layers, Percent, Trophy, type LucideIcon } from 'lucide-react';
import type { Dashboard } from '../../../contracts/progress';
import { formatCount } from '../../lib/number-format';
import { accuracyText, statHints } from './dashboard-text';

function StatCard(props: { icon: LucideIcon; label: string; value: string; hint: string; tint: string }) {
  const Icon = props.icon;
  return (
    // Two across on a phone, so the icon sits above the figure there.
    <li className="flex flex-col gap-2 rounded-card border-2 border-brand-100 bg-white p-4 shadow-md sm:flex-row sm:items-center sm:gap-4 sm:p-5">
      <span className={`grid size-11 shrink-0 place-items-center rounded-2xl sm:size-14 ${props.tint}`}>
        <Icon aria-hidden="true" className="size-6 sm:size-7" />
      </span>
      <div className="min-w-0">
        <h3 className="text-base font-bold text-indigo-900">{props.label}</h3>
        <p className="text-2xl font-black text-ink tabular-nums sm:text-3xl">{props.value}</p>
        <p className="text-sm font-semibold text-indigo-900">{props.hint}</p>
      </div>
    </li>
  );
}

/** The four stat cards of spec section 2: overall accuracy, achievements, daily goal, total sessions. */
export function StatCards({ dashboard }: { dashboard: Dashboard }) {
  const { stats, dailyGoal } = dashboard;
  const hints = statHints(stats, dailyGoal);
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className="sr-only">
        Your progress
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          icon={Percent}
          label="Overall Accuracy"
          value={accuracyText(stats.overallAccuracy)}
          hint={hints.accuracy}
          tint="bg-green-100 text-green-800"
        />
        <StatCard
          icon={Trophy}
          label="Achievements"
          value={`${stats.achievementsEarned} of ${stats.achievementsTotal}`}
          hint={hints.achievements}
          tint="bg-sun-200 text-brand-800"
        />
        <StatCard
          icon={CalendarCheck}
          label="Daily Goal"
          value={`${dailyGoal.answeredToday}/${dailyGoal.target}`}
          hint={hints.dailyGoal}
          tint="bg-blue-100 text-blue-800"
        />
        <StatCard
          icon={Layers}
          label="Total Sessions"
          value={formatCount(stats.totalSessions)}
          hint={hints.sessions}
          tint="bg-purple-100 text-purple-800"
        />
      </ul>
    </section>
  );
}
