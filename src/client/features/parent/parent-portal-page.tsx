import { LogOut } from 'lucide-react';
import type { User } from '../../../contracts/user';
import { SiteHeader } from '../../components/site-header';
import { Button } from '../../components/ui/button';
import { BROWSER_SIGN_OUT_PATH, navigateBrowserTo } from '../../lib/session';

/** The parent's home. Progress, activity and the weekly summary arrive in later work. */
export function ParentPortalPage({ user }: { user: User }) {
  return (
    <div className="min-h-dvh">
      <title>Parent Portal — StarPrep</title>
      <SiteHeader>
        <Button variant="outline" onClick={() => navigateBrowserTo(BROWSER_SIGN_OUT_PATH)}>
          <LogOut aria-hidden="true" />
          Sign Out
        </Button>
      </SiteHeader>
      <main className="mx-auto max-w-6xl space-y-2 px-4 py-8">
        <p className="text-lg font-bold text-brand-800">Parent Portal</p>
        <h1 className="text-3xl font-black sm:text-4xl">Welcome, {user.name}!</h1>
      </main>
    </div>
  );
}
