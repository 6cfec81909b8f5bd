import { BookOpen, TrendingUp, Users } from 'lucide-react';

/** Spec section 9: the marketing figures, exactly as given. */
const STATS = [
  { icon: BookOpen, value: '10K+', label: 'Practice questions' },
  { icon: TrendingUp, value: '95%', label: 'Score improvement' },
  { icon: Users, value: '50K+', label: 'Students' },
] as const;

/** The statistics strip under the hero; each item reads as one phrase, e.g. "10K+ Practice questions". */
export function StatsStrip() {
  return (
    <ul
      aria-label="StarPrep by the numbers"
      className="mx-auto mt-12 grid max-w-4xl grid-cols-1 gap-2 rounded-card bg-white/95 p-4 shadow-xl sm:grid-cols-3 sm:gap-0 sm:divide-x-2 sm:divide-brand-100 sm:p-6"
    >
      {STATS.map(({ icon: Icon, value, label }) => (
        <li
          key={label}
          className="flex items-center gap-4 px-4 py-2 max-sm:justify-start sm:flex-col sm:gap-1 sm:text-center"
        >
          <Icon aria-hidden="true" className="size-8 shrink-0 text-brand-600" />
          <span className="flex items-baseline gap-3 sm:flex-col sm:items-center sm:gap-1">
            <span className="text-4xl font-black text-brand-700 sm:text-5xl">{value}</span>{' '}
            <span className="text-lg font-bold text-indigo-900">{label}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
