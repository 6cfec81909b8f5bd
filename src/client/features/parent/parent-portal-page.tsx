import { BookOpen, Calculator, Heart } from 'lucide-react';
import type { User } from '../../../contracts/user';
import { PortalHeader } from '../../components/portal-header';

/** The parent's home. Progress, activity and the weekly summary arrive in later work. */
export function ParentPortalPage({ user }: { user: User }) {
  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 to-indigo-50">
      <title>Parent Portal — StarPrep</title>
      <PortalHeader portalName="Parent Portal" portalIcon={Heart} user={user} />
      <main className="mx-auto max-w-6xl px-4 py-8">
        <section className="space-y-3 rounded-card bg-gradient-to-r from-sun-200 via-brand-100 to-indigo-100 p-6 shadow-lg sm:p-10">
          <p className="text-lg font-bold text-brand-800">Parent Portal</p>
          <h1 className="text-3xl font-black sm:text-4xl">Welcome, {user.name}!</h1>
          <p className="max-w-2xl text-lg text-indigo-950">
            Here you can follow your child&apos;s STAAR practice in math and reading and cheer them on.
          </p>
          <ul className="flex flex-wrap gap-2" aria-label="Subjects">
            <li className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white/90 px-4 py-2 text-base font-bold">
              <Calculator aria-hidden="true" className="size-5 text-brand-700" />
              Math
            </li>
            <li className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white/90 px-4 py-2 text-base font-bold">
              <BookOpen aria-hidden="true" className="size-5 text-indigo-700" />
              Reading
            </li>
          </ul>
        </section>
      </main>
    </div>
  );
}
