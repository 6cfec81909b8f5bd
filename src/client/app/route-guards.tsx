import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { homePathFor, needsAccountSetup } from '../../core/accounts/account';
import type { User } from '../../contracts/user';
import { FullPageSpinner } from '../components/ui/spinner';
import { useAuth } from './auth';
import {
  AccountSetupPage,
  ClassroomPage,
  LandingPage,
  LoginPage,
  ParentPortalPage,
  StudentDashboardPage,
  StudentShell,
} from './screens';

/**
 * A protected route (spec section 2): a spinner while the user loads, the login screen in place when
 * signed out, account setup while the profile is unfinished, otherwise the screen itself.
 */
export function SignedIn({ children }: { children: (user: User) => ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <LoginPage />;
  if (needsAccountSetup(user)) return <AccountSetupPage user={user} />;
  return children(user);
}

/** A screen inside the student shell (top navigation and header). */
export function StudentScreen({ children }: { children: ReactNode }) {
  return <SignedIn>{() => <StudentShell>{children}</StudentShell>}</SignedIn>;
}

/** The home for each kind of account: parent portal, teacher classroom, or the student dashboard. */
export function RoleHome({ user }: { user: User }) {
  switch (homePathFor(user.accountType)) {
    case '/parent':
      return <ParentPortalPage user={user} />;
    case '/classroom':
      return <ClassroomPage user={user} />;
    default:
      return (
        <StudentShell>
          <StudentDashboardPage user={user} />
        </StudentShell>
      );
  }
}

/** "/": the landing page when signed out, the role-based home when signed in. */
export function RootRoute() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <LandingPage />;
  if (needsAccountSetup(user)) return <AccountSetupPage user={user} />;
  return <RoleHome user={user} />;
}

/** "/login": a signed-in visitor goes straight to their home. */
export function LoginRoute() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  if (user) return <Redirect to={homePathFor(user.accountType)} replace />;
  return <LoginPage />;
}
