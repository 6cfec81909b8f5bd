import { LogOut } from 'lucide-react';
import type { User } from '../../../contracts/user';
import { SiteHeader } from '../../components/site-header';
import { Button } from '../../components/ui/button';
import { BROWSER_SIGN_OUT_PATH, navigateBrowserTo } from '../../lib/session';

/** The teacher's home. Class overview, progress and activity arrive in later work. */
export function ClassroomPage({ user }: { user: User }) {
  return (
    <div className="min-h-dvh">
      <title>My Classroom — StarPrep</title>
      <SiteHeader>
        <Button variant="outline" onClick={() => navigateBrowserTo(BROWSER_SIGN_OUT_PATH)}>
          <LogOut aria-hidden="true" />
          Sign Out
        </Button>
      </SiteHeader>
      <main className="mx-auto max-w-6xl space-y-2 px-4 py-8">
        <h1 className="text-3xl font-black sm:text-4xl">My Classroom</h1>
        <p className="text-xl font-bold text-indigo-900">Welcome, {user.name}!</p>
      </main>
    </div>
  );
}
