import { CalendarDays, Star, Sun, type LucideIcon } from 'lucide-react';
import type { Dashboard } from '../../../contracts/progress';
import { formatCount } from '../../lib/number-format';

function StarPowerCard(props: {
  icon: LucideIcon;
  label: string;
  value: number;
  note: string;
  tint: string;
}) {
  const Icon = props.icon;
  return (
    // Three across even on a phone: there the icon sits above the figure.
    <li className="flex flex-col gap-2 rounded-card border-2 border-brand-100 bg-white p-3 shadow-md sm:flex-row sm:items-center sm:gap-4 sm:p-5">
      <span className={`grid size-11 shrink-0 place-items-center rounded-full sm:size-14 ${props.tint}`}>
        <Icon aria-hidden="true" className="size-6 sm:size-7" />
      </span>
      <div className="min-w-0">
        <h3 className="text-base font-bold text-indigo-900">{props.label}</h3>
        <p className="text-2xl font-black text-ink tabular-nums sm:text-3xl">{formatCount(props.value)}</p>
        <p className="text-sm font-semibold text-indigo-900">{props.note}</p>
      </div>
    </li>
  );
}

/** Today, this week (Monday to Sunday, in the school's time zone) and all-time StarPower. */
export function StarPowerCards({ totals }: { totals: Dashboard['starPower'] }) {
  return (
    <section aria-labelledby="star-power-title" className="space-y-4">
      <h2 id="star-power-title" className="text-2xl font-black sm:text-3xl">
        Your StarPower
      </h2>
      <ul className="grid grid-cols-3 gap-2 sm:gap-4">
        <StarPowerCard
          icon={Sun}
          label="Today"
          value={totals.today}
          note={totals.today > 0 ? 'Earned today' : 'Answer a question to earn some!'}
          tint="bg-sun-200 text-brand-800"
        />
        <StarPowerCard
          icon={CalendarDays}
          label="This Week"
          value={totals.thisWeek}
          note="Resets every Monday"
          tint="bg-blue-100 text-blue-800"
        />
        <StarPowerCard
          icon={Star}
          label="All Time"
          value={totals.total}
          note="Your StarPower in total"
          tint="bg-brand-100 text-brand-800"
        />
      </ul>
    </section>
  );
}
