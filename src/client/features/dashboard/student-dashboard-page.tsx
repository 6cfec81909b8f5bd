import { GraduationCap, Star } from 'lucide-react';
import type { User } from '../../../contracts/user';

const numberFormat = new Intl.NumberFormat('en-US');

/** For now only the greeting banner, filled from the signed-in user; the rest of the dashboard comes later. */
export function StudentDashboardPage({ user }: { user: User }) {
  return (
    <div className="space-y-8">
      <title>Dashboard — StarPrep</title>
      <section
        aria-labelledby="greeting"
        className="rounded-card bg-gradient-to-r from-sun-300 via-brand-300 to-brand-400 p-6 shadow-lg sm:p-10"
      >
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
              <li className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white/90 px-4 py-2 text-lg font-bold text-ink">
                <GraduationCap aria-hidden="true" className="size-5 text-indigo-700" />
                Grade {user.grade}
              </li>
              <li className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white/90 px-4 py-2 text-lg font-bold text-ink">
                <Star aria-hidden="true" className="size-5 fill-sun-400 text-brand-700" />
                {numberFormat.format(user.starPower)} StarPower
              </li>
            </ul>
          </div>
        </div>
      </section>
    </div>
  );
}
