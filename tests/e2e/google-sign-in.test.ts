import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  currentUserStatus,
  expectNoConsoleErrors,
  expectNoSeriousAxeViolations,
  openPage,
  screenshot,
  startOidcIssuer,
  startServer,
  useBrowser,
  waitForPath,
  type OidcIssuer,
  type RunningServer,
} from './harness';

// Google sign-in end to end: the browser leaves for the identity provider (a local OpenID Connect issuer
// standing in for Google) and comes back signed in.

const shared = useBrowser();

describe.sequential('with Google sign-in configured', () => {
  let oidc: OidcIssuer;
  let server: RunningServer;
  const teacher = { sub: 'google-oauth2|104857392017', name: 'Maria G.' };
  const nameGivenAtSetup = 'Ms. Garcia';

  beforeAll(async () => {
    oidc = await startOidcIssuer();
    server = await startServer({
      env: { OIDC_ISSUER: oidc.issuer, OIDC_CLIENT_ID: 'starprep-e2e', OIDC_CLIENT_SECRET: 'e2e-secret' },
    });
  });

  afterAll(async () => {
    await server?.stop();
    await oidc?.stop();
  });

  test('a new Google user sets up a teacher account, lands in the classroom and signs out', async () => {
    oidc.setNextIdentity(teacher);
    const page = await openPage(shared.browser, server.url, { allowedOrigins: [oidc.issuer] });

    await page.goto('/');
    await page.getByRole('heading', { name: 'Get Ready for the STAAR Test!' }).waitFor();
    await page.getByRole('button', { name: 'Sign In' }).click();

    // First sign-in: the account exists now but is not set up yet.
    await waitForPath(page, '/account-setup');
    await page.getByRole('heading', { name: 'Set up your account' }).waitFor();
    await screenshot(page, 'google-01-account-setup');
    await expectNoSeriousAxeViolations(page, 'the account setup screen');
    await page.getByRole('radio', { name: 'Teacher' }).check();
    await page.getByLabel('Full name').fill(nameGivenAtSetup);
    await page.getByLabel('School name (optional)').fill('Bluebonnet Elementary');
    await screenshot(page, 'google-02-account-setup-filled');
    await page.getByRole('button', { name: 'Complete Setup' }).click();

    await waitForPath(page, '/classroom');
    await page.getByText(`Welcome, ${nameGivenAtSetup}!`).waitFor();
    expect(await currentUserStatus(page)).toBe(200);
    await screenshot(page, 'google-03-classroom');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: 'Get Ready for the STAAR Test!' }).waitFor();
    expect(await currentUserStatus(page)).toBe(401);
    await screenshot(page, 'google-04-signed-out');

    await expectNoConsoleErrors(page);
    await page.context().close();
  });

  test('the same Google identity signs in again and lands straight in the classroom', async () => {
    oidc.setNextIdentity(teacher);
    const page = await openPage(shared.browser, server.url, { allowedOrigins: [oidc.issuer] });

    // This time through the login screen's link.
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign in with Google' }).click();

    await waitForPath(page, '/classroom');
    await page.getByText(`Welcome, ${nameGivenAtSetup}!`).waitFor();
    await screenshot(page, 'google-05-returning-teacher');

    await expectNoConsoleErrors(page);
    await page.context().close();
  });
});

describe('without Google sign-in configured', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer(); // no OIDC_CLIENT_ID
  });

  afterAll(async () => {
    await server?.stop();
  });

  test('Sign In lands on the login screen, which says Google sign-in is not set up', async () => {
    const page = await openPage(shared.browser, server.url);

    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In' }).click();

    await waitForPath(page, '/login', '?error=google_not_configured');
    await page
      .getByRole('alert')
      .filter({ hasText: "Google sign-in isn't set up on this server yet." })
      .waitFor();
    // The visitor can still carry on with a demo account.
    await page.getByRole('radio', { name: 'Student' }).waitFor();
    expect(await currentUserStatus(page)).toBe(401);
    await screenshot(page, 'google-06-not-configured');

    await expectNoConsoleErrors(page);
    await page.context().close();
  });
});
