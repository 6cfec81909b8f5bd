import { lazy } from 'react';

// Every screen is its own chunk, so the landing page loads only what it shows.
export const LandingPage = lazy(() =>
  import('../features/landing/landing-page').then((module) => ({ default: module.LandingPage })),
);
export const LoginPage = lazy(() =>
  import('../features/auth/login-page').then((module) => ({ default: module.LoginPage })),
);
export const AccountSetupPage = lazy(() =>
  import('../features/auth/account-setup-page').then((module) => ({ default: module.AccountSetupPage })),
);
export const StudentDashboardPage = lazy(() =>
  import('../features/dashboard/student-dashboard-page').then((module) => ({
    default: module.StudentDashboardPage,
  })),
);
export const ParentPortalPage = lazy(() =>
  import('../features/parent/parent-portal-page').then((module) => ({ default: module.ParentPortalPage })),
);
export const ClassroomPage = lazy(() =>
  import('../features/classroom/classroom-page').then((module) => ({ default: module.ClassroomPage })),
);
export const StarSpacePage = lazy(() =>
  import('../features/starspace/starspace-page').then((module) => ({ default: module.StarSpacePage })),
);
export const PracticePage = lazy(() =>
  import('../features/practice/practice-page').then((module) => ({ default: module.PracticePage })),
);
export const PracticeSessionPage = lazy(() =>
  import('../features/practice/practice-session-page').then((module) => ({
    default: module.PracticeSessionPage,
  })),
);
export const MockExamsPage = lazy(() =>
  import('../features/mock-exams/mock-exams-page').then((module) => ({ default: module.MockExamsPage })),
);
export const AnalyticsPage = lazy(() =>
  import('../features/analytics/analytics-page').then((module) => ({ default: module.AnalyticsPage })),
);
export const StudyPlanPage = lazy(() =>
  import('../features/study-plan/study-plan-page').then((module) => ({ default: module.StudyPlanPage })),
);
export const NotFoundPage = lazy(() =>
  import('../features/not-found/not-found-page').then((module) => ({ default: module.NotFoundPage })),
);

// The student shell (header, navigation, overlay buttons) is not needed by the landing page either.
export const StudentShell = lazy(() =>
  import('./student-shell').then((module) => ({ default: module.StudentShell })),
);
