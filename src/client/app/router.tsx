import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { FullPageSpinner } from '../components/ui/spinner';
import { LoginRoute, RoleHome, RootRoute, SignedIn, StudentScreen } from './route-guards';
import {
  AccountSetupPage,
  AnalyticsPage,
  ClassroomPage,
  MockExamsPage,
  NotFoundPage,
  ParentPortalPage,
  PracticePage,
  PracticeSessionPage,
  StarSpacePage,
  StudyPlanPage,
} from './screens';

/**
 * The route table of spec section 2. /parent and /classroom are not restricted by account type in the
 * browser (the spec says routing does not restrict them); the server decides what each user may read.
 */
export function AppRouter() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Switch>
        <Route path="/">
          <RootRoute />
        </Route>
        <Route path="/login">
          <LoginRoute />
        </Route>
        <Route path="/account-setup">
          <SignedIn>{(user) => <AccountSetupPage user={user} />}</SignedIn>
        </Route>
        <Route path="/dashboard">
          <SignedIn>{(user) => <RoleHome user={user} />}</SignedIn>
        </Route>
        <Route path="/parent">
          <SignedIn>{(user) => <ParentPortalPage user={user} />}</SignedIn>
        </Route>
        <Route path="/classroom">
          <SignedIn>{(user) => <ClassroomPage user={user} />}</SignedIn>
        </Route>
        <Route path="/starspace">
          <StudentScreen>
            <StarSpacePage />
          </StudentScreen>
        </Route>
        <Route path="/practice">
          <StudentScreen>
            <PracticePage />
          </StudentScreen>
        </Route>
        <Route path="/practice-session">
          <StudentScreen>
            <PracticeSessionPage />
          </StudentScreen>
        </Route>
        <Route path="/mock-exams">
          <StudentScreen>
            <MockExamsPage />
          </StudentScreen>
        </Route>
        <Route path="/analytics">
          <StudentScreen>
            <AnalyticsPage />
          </StudentScreen>
        </Route>
        <Route path="/ai-study-plan">
          <StudentScreen>
            <StudyPlanPage />
          </StudentScreen>
        </Route>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Suspense>
  );
}
