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
import { Logo } from '../components/logo';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
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

function StudentNav() {
  const [location] = useLocation();
  return (
    <nav aria-label="Main" className="border-b-2 border-brand-100 bg-white">
      <ul className="mx-auto flex max-w-6xl flex-wrap gap-1 px-2 py-2 sm:px-4">
        {NAV_ITEMS.map(({ href, label, icon: Icon }) => {
          const active = isActive(href, location);
          return (
            <li key={href} className="shrink-0">
              <Link
                href={href}
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  'flex min-h-11 items-center gap-2 rounded-xl px-3 py-2 sm:px-4 text-base font-bold whitespace-nowrap transition-colors',
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
    <Button
      variant="outline"
      onClick={() => void handleLogout()}
      disabled={isLoggingOut}
      aria-busy={isLoggingOut}
    >
      <LogOut aria-hidden="true" />
      Logout
    </Button>
  );
}

/** Header, top navigation and page frame shared by every student screen. */
export function StudentShell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh">
      <a
        href="#main-content"
        className="sr-only rounded-xl bg-white px-4 py-2 font-bold focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to main content
      </a>
      <header className="bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
          <Link href="/dashboard" className="rounded-xl">
            <Logo />
          </Link>
          <LogoutButton />
        </div>
      </header>
      <StudentNav />
      <main id="main-content" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-8">
        <Suspense fallback={<Spinner />}>{children}</Suspense>
      </main>
    </div>
  );
}
