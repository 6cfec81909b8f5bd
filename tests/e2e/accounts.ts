/**
 * Signing in, as the browser tests do it: a guest through the login screen's Start Learning (a new
 * student of a given grade, a teacher, a parent) or the landing page's Try Demo, and who is signed in.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { User } from '../../src/contracts/user';
import { waitForPath } from './harness';

export type Grade = 3 | 4 | 5;

/** The dashboard's greeting (its first heading), there once the student's dashboard has loaded. */
export const greeting = (page: Page) => page.getByRole('heading', { level: 1, name: /^Welcome back, / });

/** The login screen's guest path: choose a type, then Start Learning (where it lands is the caller's). */
export async function startLearningAs(page: Page, type: 'Student' | 'Teacher' | 'Parent'): Promise<void> {
  await page.goto('/login');
  await page.getByRole('radio', { name: type }).check();
  await page.getByRole('button', { name: 'Start Learning' }).click();
}

/**
 * A new guest student through the login screen's Student → Start Learning, greeted on the dashboard.
 * With a grade, the student's settings are then saved with it (notifications and sound on).
 */
export async function signInNewStudent(page: Page, grade?: Grade): Promise<void> {
  await startLearningAs(page, 'Student');
  await waitForPath(page, '/dashboard');
  await greeting(page).waitFor();
  if (grade === undefined) return;
  const saved = await page.request.patch('/api/user/settings', {
    data: { grade, preferences: { notifications: true, sound: true } },
  });
  expect(saved.status()).toBe(200);
}

/** The landing page's Try Demo: a copy of the seeded demo student with weeks of history, greeted on the dashboard. */
export async function signInDemoStudent(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Try Demo' }).click();
  await waitForPath(page, '/dashboard');
  await greeting(page).waitFor();
}

/** The signed-in user, as GET /api/auth/user answers with this page's cookies (it must be 200). */
export async function signedInUser(page: Page): Promise<User> {
  const response = await page.request.get('/api/auth/user');
  expect(response.status()).toBe(200);
  return (await response.json()) as User;
}
