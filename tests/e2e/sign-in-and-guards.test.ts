import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { signedInUser, startLearningAs } from './accounts';
import {
  currentUserStatus,
  expectNoConsoleErrors,
  expectNoSeriousAxeViolations,
  screenshot,
  useBrowserApp,
  waitForPath,
} from './harness';

// Spec section 2 (route table, login) and section 4 (auth and login states), in a real browser.

const app = useBrowserApp();
let page: Page;

/** A fresh browser context per test: nobody is signed in. */
async function newVisitor(): Promise<Page> {
  page = await app.freshPage();
  return page;
}

const landingHeading = () => page.getByRole('heading', { name: 'Get Ready for the STAAR Test!' });
const loginHeading = () => page.getByRole('heading', { name: 'Welcome to StarPrep!' });

const STUDENT_NAV = ['Dashboard', 'StarSpace', 'Practice', 'Mock Exams', 'Analytics', 'AI Study Plan'];

describe('signed out', () => {
  test('the landing page shows its header actions, and Get Started opens the login screen', async () => {
    await newVisitor();
    await page.goto('/');
    await landingHeading().waitFor();
    for (const name of ['Sign In', 'Try Demo', 'Get Started'])
      await page.getByRole('button', { name }).waitFor();
    await expectNoSeriousAxeViolations(page, 'the landing page');

    await page.getByRole('button', { name: 'Get Started' }).click();
    await waitForPath(page, '/login');
    await loginHeading().waitFor();
    await expectNoConsoleErrors(page);
  });

  test('a protected route shows the login screen in place', async () => {
    await newVisitor();
    await page.goto('/practice');
    await loginHeading().waitFor();
    expect(new URL(page.url()).pathname).toBe('/practice');
    await page.getByRole('radio', { name: 'Student' }).waitFor();
    // No type chosen yet, so there is nothing to start.
    expect(await page.getByRole('button', { name: 'Start Learning' }).count()).toBe(0);
    await expectNoSeriousAxeViolations(page, 'the login screen');
    await screenshot(page, 'guards-01-practice-signed-out');
    await expectNoConsoleErrors(page);
  });

  test('an unknown path shows the 404 page', async () => {
    await newVisitor();
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
    await expectNoSeriousAxeViolations(page, 'the 404 page');
    await expectNoConsoleErrors(page);
  });
});

describe('Start Learning on the login screen', () => {
  test('Student: "Creating Account..." while pending, then the dashboard greets the student', async () => {
    await newVisitor();
    // Hold the sign-in request so the pending state can be seen.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/dev-login', async (route) => {
      await released;
      await route.continue();
    });

    await startLearningAs(page, 'Student');
    const pending = page.getByRole('button', { name: 'Creating Account...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    release();

    await waitForPath(page, '/dashboard');
    const user = await signedInUser(page);
    expect(user.accountType).toBe('student');
    await page.getByRole('heading', { level: 1, name: `Welcome back, ${user.name}!` }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of STUDENT_NAV) await nav.getByRole('link', { name }).waitFor();
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await expectNoSeriousAxeViolations(page, 'the student dashboard');
    await screenshot(page, 'guards-02-student-dashboard');
    await expectNoConsoleErrors(page);
  });

  test('a signed-in student visiting /login is sent home', async () => {
    await newVisitor();
    await startLearningAs(page, 'Student');
    await waitForPath(page, '/dashboard');

    await page.goto('/login');
    await waitForPath(page, '/dashboard');
    await page.getByRole('heading', { level: 1, name: /^Welcome back, / }).waitFor();
    await expectNoConsoleErrors(page);
  });

  test('Logout returns to the landing page, signed out', async () => {
    await newVisitor();
    await startLearningAs(page, 'Student');
    await waitForPath(page, '/dashboard');
    await page.getByRole('heading', { level: 1, name: /^Welcome back, / }).waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/');
    await landingHeading().waitFor();
    expect(await currentUserStatus(page)).toBe(401);

    // Nothing of the old session is left in the page: a protected route asks to sign in again.
    await page.getByRole('button', { name: 'Get Started' }).click();
    await waitForPath(page, '/login');
    await page.goto('/dashboard');
    await loginHeading().waitFor();
    await expectNoConsoleErrors(page);
  });

  test.for([
    { type: 'Teacher', home: '/classroom', screen: 'the teacher classroom' },
    { type: 'Parent', home: '/parent', screen: 'the parent portal' },
  ] as const)(
    '$type lands on $home, and Sign Out returns to the landing page',
    async ({ type, home, screen }) => {
      await newVisitor();
      await startLearningAs(page, type);
      await waitForPath(page, home);
      const user = await signedInUser(page);
      expect(user.accountType).toBe(type.toLowerCase());
      await page.getByText(`Welcome, ${user.name}!`).waitFor();
      await expectNoSeriousAxeViolations(page, screen);
      await screenshot(page, `guards-03-${type.toLowerCase()}-home`);

      await page.getByRole('button', { name: 'Sign Out' }).click();
      await waitForPath(page, '/');
      await landingHeading().waitFor();
      expect(await currentUserStatus(page)).toBe(401);
      await expectNoConsoleErrors(page);
    },
  );
});
