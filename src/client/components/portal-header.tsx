import { LogOut, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import type { ProfileColor } from '../../core/accounts/account';
import { BROWSER_SIGN_OUT_PATH, navigateBrowserTo } from '../lib/session';
import { Logo } from './logo';
import { ProfileAvatar } from './profile-avatar';
import { Button } from './ui/button';

interface PortalHeaderProps {
  /** "Parent Portal" or "Teacher Classroom": the badge beside the logo. */
  portalName: string;
  portalIcon: LucideIcon;
  user: { name: string; avatar: string; profileColor: ProfileColor };
}

/**
 * The header of the grown-ups' screens: the logo (home), which portal this is, who is signed in,
 * and Sign Out, which leaves through the server's /api/logout (spec section 7).
 */
export function PortalHeader({ portalName, portalIcon: Icon, user }: PortalHeaderProps) {
  return (
    <header className="border-b-2 border-brand-100 bg-white">
      {/* Phones: logo and Sign Out on the first row, who is signed in on the second. */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-3">
        <div className="flex items-center gap-3">
          <Link href="/" className="shrink-0 rounded-xl" aria-label="StarPrep, go to your home page">
            <Logo />
          </Link>
          <span className="hidden items-center gap-1.5 rounded-full bg-indigo-50 px-3 py-1 text-sm font-extrabold text-indigo-900 sm:inline-flex">
            <Icon aria-hidden="true" className="size-4" />
            {portalName}
          </span>
        </div>
        <p className="order-last flex w-full min-w-0 items-center gap-2 text-base font-bold sm:order-none sm:ml-auto sm:w-auto">
          <ProfileAvatar avatar={user.avatar} color={user.profileColor} size="sm" />
          <span className="sr-only">Signed in as </span>
          <span className="truncate">{user.name}</span>
        </p>
        <Button
          variant="outline"
          size="compact"
          className="whitespace-nowrap"
          onClick={() => navigateBrowserTo(BROWSER_SIGN_OUT_PATH)}
        >
          <LogOut aria-hidden="true" />
          Sign Out
        </Button>
      </div>
    </header>
  );
}
