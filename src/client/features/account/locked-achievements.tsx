import { BookOpen, Flame, Lock, Rocket, Star, Target, WandSparkles, type LucideIcon } from 'lucide-react';

/** The six badges of spec section 3. The rewards work will compute them; until then all are locked. */
const ACHIEVEMENTS: readonly { name: string; icon: LucideIcon }[] = [
  { name: 'Star Collector', icon: Star },
  { name: 'Math Rocket', icon: Rocket },
  { name: 'Reading Master', icon: BookOpen },
  { name: 'Writing Wizard', icon: WandSparkles },
  { name: '7-Day Streak', icon: Flame },
  { name: 'Practice Pro', icon: Target },
];

export function LockedAchievements({ headingId }: { headingId: string }) {
  return (
    <ul aria-labelledby={headingId} className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-6">
      {ACHIEVEMENTS.map(({ name, icon: Icon }) => (
        <li
          key={name}
          className="flex flex-col items-center gap-1 rounded-2xl border-2 border-dashed border-indigo-200 bg-white p-3 text-center"
        >
          <span className="relative grid size-12 place-items-center rounded-full border-2 border-indigo-200 text-indigo-400">
            <Icon aria-hidden="true" className="size-6" />
            <Lock
              aria-hidden="true"
              className="absolute -right-1 -bottom-1 size-5 rounded-full bg-white p-0.5 text-indigo-700"
            />
          </span>
          <span className="text-base font-bold">{name}</span>
          <span className="text-sm font-semibold text-indigo-900">Locked</span>
        </li>
      ))}
    </ul>
  );
}
