import { clsx } from 'clsx';
import {
  Brain,
  BookOpen,
  ChartColumn,
  ClipboardList,
  LayoutDashboard,
  LogOut,
  Rocket,
  type LucideIcon,
} from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { User } from '../../contracts/user';
import { CompanionLink } from '../components/companion-link';
import { HeaderButton } from '../components/header-button';
import { Logo } from '../components/logo';
import { Spinner } from '../components/ui/spinner';
import { ProfileButton } from '../features/account/profile-button';
import { SettingsButton } from '../features/account/settings-button';
import { NotificationsButton } from '../features/notifications/notifications-button';
import { NovaChatButton } from '../features/nova/nova-chat-button';
import { StarPowerButton } from '../features/star-power/star-power-button';
import { useAuth } from './auth';

interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
}

const NAV_ITEMS: readonly NavItem[] = [
  { href: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { href: '/starspace', label: 'StarSpace', icon: Rocket },
  { href: '/practice', label: 'Practice', icon: BookOpen },
  { href: '/mock-exams', label: 'Mock Exams', icon: ClipboardList },
  { href: '/analytics', label: 'Analytics', icon: ChartColumn },
  { href: '/ai-study-plan', label: 'AI Study Plan', icon: Brain },
];

/** The dashboard is also what a student sees at "/" (spec section 2, student shell). */
function isActive(href: string, location: string): boolean {
  return location === href || (href === '/dashboard' && location === '/');
}

/** Six big tabs: a 3 × 2 grid with the icon above the word on phones, one row from tablets up. */
function StudentNav() {
  const [location] = useLocation();
  return (
    <nav aria-label="Main" className="border-b-2 border-brand-100 bg-white">
      <ul className="mx-auto grid max-w-6xl grid-cols-3 gap-1 px-2 py-2 sm:flex sm:flex-wrap sm:px-4">
        {NAV_ITEMS.map(({ href, label, icon: Icon }) => {
          const active = isActive(href, location);
          return (
            <li key={href} className="min-w-0 sm:shrink-0">
              <Link
                href={href}
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  'flex min-h-11 flex-col items-center justify-center gap-0.5 rounded-xl px-1 py-1.5 text-sm font-bold whitespace-nowrap transition-colors',
                  'sm:flex-row sm:gap-2 sm:px-4 sm:py-2 sm:text-base',
                  active ? 'bg-brand-700 text-white shadow-md' : 'text-indigo-900 hover:bg-brand-100',
                )}
              >
                <Icon aria-hidden="true" className="size-5" />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function LogoutButton() {
  const { logout } = useAuth();
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const handleLogout = async () => {
    setIsLoggingOut(true);
    await logout();
  };
  return (
    <HeaderButton
      label="Logout"
      onClick={() => void handleLogout()}
      disabled={isLoggingOut}
      aria-busy={isLoggingOut}
    >
      <LogOut aria-hidden="true" />
      <span className="hidden lg:inline">Logout</span>
    </HeaderButton>
  );
}

/**
 * The student's actions, in the spec's order. On phones the logo gets its own row and these spread
 * across the next one as icons (each still named for screen readers and at least 44 px square).
 */
function HeaderActions({ user }: { user: User }) {
  return (
    <div className="flex w-full items-center justify-between gap-1 sm:w-auto sm:justify-end sm:gap-2">
      <NovaChatButton user={user} />
      <StarPowerButton user={user} />
      <NotificationsButton userId={user.id} />
      <ProfileButton user={user} />
      <SettingsButton user={user} />
      <LogoutButton />
    </div>
  );
}

/** Header, top navigation and page frame shared by every student screen. */
export function StudentShell({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return (
    <div className="min-h-dvh">
      <a
        href="#main-content"
        className="sr-only rounded-xl bg-white px-4 py-2 font-bold focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to main content
      </a>
      <header className="border-b-2 border-brand-100 bg-gradient-to-r from-white via-white to-brand-50">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-3 gap-y-2 px-3 py-3 sm:flex-nowrap sm:px-4">
          <div className="flex min-w-0 items-center gap-3">
            <Link
              href="/dashboard"
              className="shrink-0 rounded-xl"
              aria-label="StarPrep, go to your dashboard"
            >
              <Logo />
            </Link>
            {user ? <CompanionLink companion={user.companion} /> : null}
          </div>
          {user ? <HeaderActions user={user} /> : null}
        </div>
      </header>
      <StudentNav />
      <main id="main-content" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-8">
        <Suspense fallback={<Spinner />}>{children}</Suspense>
      </main>
    </div>
  );
}
