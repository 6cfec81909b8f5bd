import { BookOpen, ClipboardPlus, School, Users } from 'lucide-react';
import type { User } from '../../../contracts/user';
import { PortalHeader } from '../../components/portal-header';

/** The teacher's home. Class overview, progress and activity arrive in later work. */
export function ClassroomPage({ user }: { user: User }) {
  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 to-indigo-50">
      <title>My Classroom — StarPrep</title>
      <PortalHeader portalName="Teacher Classroom" portalIcon={School} user={user} />
      <main className="mx-auto max-w-6xl px-4 py-8">
        <section className="space-y-3 rounded-card bg-gradient-to-r from-indigo-100 via-brand-100 to-sun-200 p-6 shadow-lg sm:p-10">
          <h1 className="text-3xl font-black sm:text-4xl">My Classroom</h1>
          <p className="text-xl font-bold text-indigo-900">Welcome, {user.name}!</p>
          <p className="max-w-2xl text-lg text-indigo-950">
            Get your class ready for the STAAR test in math and reading, one star at a time.
          </p>
          <p id="classroom-coming-soon" className="text-base font-bold text-indigo-900">
            Coming soon to your classroom:
          </p>
          <ul className="flex flex-wrap gap-2" aria-labelledby="classroom-coming-soon">
            {[
              { icon: ClipboardPlus, text: 'Assignments' },
              { icon: Users, text: 'Students' },
              { icon: BookOpen, text: 'Question Bank' },
            ].map(({ icon: Icon, text }) => (
              <li
                key={text}
                className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white/90 px-4 py-2 text-base font-bold"
              >
                <Icon aria-hidden="true" className="size-5 text-indigo-700" />
                {text}
              </li>
            ))}
          </ul>
        </section>
      </main>
    </div>
  );
}
