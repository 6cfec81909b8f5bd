import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { User } from '../../src/contracts/user';
import {
  SHOTS_DIR,
  VIEWPORTS,
  currentUserStatus,
  expectNoConsoleErrors,
  expectNoSeriousAxeViolations,
  useBrowserApp,
  waitForPath,
} from './harness';

// Spec section 2 (Landing page) and section 4 (Demo, Background video, Sample question), in a browser.

const app = useBrowserApp();

const SIZES = [
  { name: 'desktop', viewport: VIEWPORTS.desktop },
  { name: 'phone', viewport: VIEWPORTS.phone },
] as const;

const CORRECT_MESSAGE = 'Correct! Well done.';
const WRONG_MESSAGE = "Not quite right. Let's work through this together.";

/** Sums layout shifts without recent input, from the very start of the page (buffered). */
function watchLayoutShift() {
  const state = window as unknown as { landingLayoutShift: number };
  state.landingLayoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[])
      if (!entry.hadRecentInput) state.landingLayoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

interface Visit {
  page: Page;
  /** Every URL the page asked for, in order. */
  requests: string[];
}

/** A fresh visitor (own context, signed out) on the landing page, its heading shown. */
async function visitLanding(
  options: { viewport?: { width: number; height: number }; before?: (page: Page) => Promise<void> } = {},
): Promise<Visit> {
  const page = await app.openPage({ viewport: options.viewport ?? VIEWPORTS.desktop });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.addInitScript(watchLayoutShift);
  await options.before?.(page);
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: 'Get Ready for the STAAR Test!' }).waitFor();
  return { page, requests };
}

async function shot(target: Page | Locator, name: string): Promise<void> {
  await fs.mkdir(SHOTS_DIR, { recursive: true });
  const file = path.join(SHOTS_DIR, `landing-${name}.png`);
  if ('goto' in target) await target.screenshot({ path: file, fullPage: true });
  else await target.screenshot({ path: file });
}

const background = (page: Page) => page.getByTestId('landing-background');

describe('the whole page', () => {
  test.each(SIZES)(
    '$name: every part is there, the video plays, nothing shifts, no other host, no serious axe violation',
    async ({ name, viewport }) => {
      const { page, requests } = await visitLanding({ viewport });
      await page.waitForLoadState('load');
      await page.waitForTimeout(1500);

      const shift = await page.evaluate(
        () => (window as unknown as { landingLayoutShift: number }).landingLayoutShift,
      );
      expect(shift).toBeLessThan(0.02);

      for (const button of ['Sign In', 'Try Demo', 'Get Started', 'Start Learning'])
        expect(await page.getByRole('button', { name: button, exact: true }).count()).toBe(1);
      const stats = page.getByRole('list', { name: 'StarPrep by the numbers' });
      for (const figure of ['10K+', '95%', '50K+']) await stats.getByText(figure, { exact: true }).waitFor();
      for (const feature of [
        'Unlimited Practice',
        'AI-Personalized Questions',
        'Real-Time Progress',
        'Star Power Rewards',
      ])
        await page.getByRole('heading', { level: 3, name: feature }).waitFor();
      expect(await page.getByRole('article').count()).toBe(2);
      expect(await page.locator('figure blockquote').count()).toBe(3);
      await page.getByRole('heading', { name: 'Ready to reach for the stars?' }).waitFor();
      const footer = page.getByRole('contentinfo');
      for (const list of ['Support', 'Community'])
        await footer.getByRole('heading', { name: list }).waitFor();
      await footer.getByText('© 2024 StarPrep').waitFor();

      // The background: a muted, looping, decorative video that is playing, behind the page.
      await expect
        .poll(() => background(page).getAttribute('data-state'), { timeout: 10_000 })
        .toBe('loaded');
      const video = await page.locator('video').evaluate((element: HTMLVideoElement) => ({
        autoplay: element.autoplay,
        muted: element.muted,
        loop: element.loop,
        playsInline: element.playsInline,
        preload: element.preload,
        poster: new URL(element.poster).pathname,
        paused: element.paused,
        position: getComputedStyle(element.parentElement!).position,
      }));
      expect(video).toEqual({
        autoplay: true,
        muted: true,
        loop: true,
        playsInline: true,
        preload: 'none',
        poster: '/media/night-sky.jpg',
        paused: false,
        position: 'fixed',
      });
      expect(await background(page).getAttribute('aria-hidden')).toBe('true');

      const origins = new Set(requests.map((url) => new URL(url).origin));
      expect([...origins]).toEqual([app.server.url]);
      await expectNoSeriousAxeViolations(page, `the landing page (${name})`);
      await shot(page, `${name}-full`);
      await expectNoConsoleErrors(page);
      await page.context().close();
    },
  );
});

const QUESTIONS = [
  {
    key: 'math',
    title: 'Grade 4 Mathematics',
    teks: 'TEKS 4.4.A',
    right: '1,194 stickers',
    wrong: '2,052 stickers',
    step: '1,248 + 375 = 1,623.',
    mistake: 'You added the 429 stickers.',
  },
  {
    key: 'reading',
    title: 'Grade 5 Reading',
    teks: 'TEKS 5.2.B',
    right: 'came out where it could be seen',
    wrong: 'swam far away',
    step: 'So emerged means came out where it could be seen.',
    mistake: 'If the turtle swam far away',
  },
] as const;

const PICKS = QUESTIONS.flatMap((question) =>
  (['right', 'wrong'] as const).flatMap((pick) =>
    SIZES.map(({ name, viewport }) => ({ ...question, pick, device: name, viewport })),
  ),
);

describe('sample questions', () => {
  test.each(PICKS)(
    '$title, $pick pick ($device): the choices lock, colours and marks, then Nova explains',
    async (c) => {
      const { page } = await visitLanding({ viewport: c.viewport });
      const card = page.getByRole('article', { name: c.title });
      await card.getByText(c.teks, { exact: true }).waitFor();
      const choices = card.getByRole('group').getByRole('button');
      expect(await choices.count()).toBe(4);
      for (const choice of await choices.all()) {
        expect(await choice.isEnabled()).toBe(true);
        expect(await choice.getAttribute('aria-pressed')).toBe('false');
      }
      expect(await card.getByTestId('nova-feedback').count()).toBe(0);

      const picked = card.getByRole('button', { name: c.pick === 'right' ? c.right : c.wrong });
      const correct = card.getByRole('button', { name: c.right });
      await picked.click();

      for (const choice of await choices.all()) expect(await choice.isDisabled()).toBe(true);
      expect(await picked.getAttribute('aria-pressed')).toBe('true');
      expect(await correct.getAttribute('data-result')).toBe('correct');
      expect(await correct.textContent()).toContain('✓ Correct answer');
      if (c.pick === 'wrong') {
        expect(await picked.getAttribute('data-result')).toBe('wrong');
        expect(await picked.textContent()).toContain('✗ Your answer');
      }
      const results = await choices.evaluateAll((buttons) =>
        buttons.map((b) => b.getAttribute('data-result')),
      );
      expect(results.filter((r) => r === 'correct')).toHaveLength(1);
      expect(results.filter((r) => r === 'wrong')).toHaveLength(c.pick === 'wrong' ? 1 : 0);

      // Nova's feedback, inside a live region, with the exact message and then the worked steps.
      const feedback = card.getByTestId('nova-feedback');
      await feedback.getByRole('heading', { name: 'Nova AI Feedback' }).waitFor();
      expect(await feedback.getByTestId('nova-message').textContent()).toBe(
        c.pick === 'right' ? CORRECT_MESSAGE : WRONG_MESSAGE,
      );
      await feedback.getByTestId('nova-explanation').getByText(c.step).waitFor();
      expect(await feedback.getByText(c.mistake).count()).toBe(c.pick === 'wrong' ? 1 : 0);
      expect(await feedback.locator('xpath=..').getAttribute('aria-live')).toBe('polite');

      // No reset: a second click changes nothing.
      const other = card.getByRole('button', { name: c.pick === 'right' ? c.wrong : c.right });
      await other.click({ force: true });
      expect(await picked.getAttribute('aria-pressed')).toBe('true');
      expect(await card.getByTestId('nova-feedback').count()).toBe(1);

      if (c.device === 'desktop') await expectNoSeriousAxeViolations(page, `${c.title} answered`);
      await card.scrollIntoViewIfNeeded();
      await shot(card, `${c.key}-${c.pick}-${c.device}`);
      await expectNoConsoleErrors(page);
      await page.context().close();
    },
  );

  test('works from the keyboard: Enter picks, and focus moves to Nova’s feedback', async () => {
    const { page } = await visitLanding();
    const card = page.getByRole('article', { name: 'Grade 5 Reading' });
    await card.getByRole('button', { name: 'stayed hidden' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const focused = await page.evaluate(() => document.activeElement?.textContent);
    expect(focused).toBe('Nova AI Feedback');
    expect(await card.getByTestId('nova-message').textContent()).toBe(CORRECT_MESSAGE);
    await expectNoConsoleErrors(page);
    await page.context().close();
  });
});

/** DEMO_ACCOUNTS.student.id in src/server/db/seed.ts (not imported: it would load the server here). */
const SEEDED_DEMO_STUDENT_ID = '00000000-0000-4000-8000-000000000001';

describe('header and calls to action', () => {
  test("Try Demo signs in the visitor's own copy of the demo student and lands on the dashboard", async () => {
    const { page } = await visitLanding();
    expect(await currentUserStatus(page)).toBe(401);
    await page.getByRole('button', { name: 'Try Demo' }).click();
    await waitForPath(page, '/dashboard');
    const response = await page.request.get('/api/auth/user');
    expect(response.status()).toBe(200);
    const user = (await response.json()) as User;
    // A guest of their own (never the seeded account itself) with her name and her weeks of StarPower.
    expect(user).toMatchObject({ accountType: 'student', name: 'Maya Rodriguez', grade: 4, isGuest: true });
    expect(user.id).not.toBe(SEEDED_DEMO_STUDENT_ID);
    expect(user.starPower).toBeGreaterThan(0);
    await expectNoConsoleErrors(page);
    await page.context().close();
  });

  test.each(['Get Started', 'Start Learning', 'Start Your Adventure'])(
    '%s opens the login screen',
    async (name) => {
      const { page } = await visitLanding();
      await page.getByRole('button', { name, exact: true }).click();
      await waitForPath(page, '/login');
      await page.getByRole('heading', { name: 'Welcome to StarPrep!' }).waitFor();
      await expectNoConsoleErrors(page);
      await page.context().close();
    },
  );
});

describe('background video', () => {
  test('when the video files fail, the animated orange/yellow gradient replaces it', async () => {
    const { page } = await visitLanding({
      before: async (p) => {
        await p.route(/\/media\/night-sky\.(webm|mp4)$/, (route) => route.fulfill({ status: 404 }));
      },
    });
    await expect.poll(() => background(page).getAttribute('data-state'), { timeout: 10_000 }).toBe('failed');
    const gradient = page.getByTestId('landing-background-gradient');
    await gradient.waitFor();
    expect(await page.locator('video').count()).toBe(0);
    const animation = await gradient.evaluate(
      (element) => getComputedStyle(element, '::before').animationName,
    );
    expect(animation).toBe('landing-gradient-drift');
    // Text on the bright gradient turns dark.
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(30, 27, 75)');
    await expectNoSeriousAxeViolations(page, 'the landing page on its fallback gradient');
    await shot(page, 'fallback-gradient');

    // Chromium reports each refused file as a console error: those two, and nothing else.
    const problems = await expectNoConsoleErrors(page).then(
      () => [],
      (error: Error) => error.message.split('\n').filter((line) => line.startsWith('  - ')),
    );
    for (const problem of problems) expect(problem).toMatch(/status of 404 .*\/media\/night-sky\.(webm|mp4)/);
    await page.context().close();
  });

  test('with reduced motion the still poster shows: no autoplay, no video download', async () => {
    const { page, requests } = await visitLanding({
      before: (p) => p.emulateMedia({ reducedMotion: 'reduce' }),
    });
    await page.waitForTimeout(1000);
    const video = await page
      .locator('video')
      .evaluate((element: HTMLVideoElement) => ({ autoplay: element.autoplay, paused: element.paused }));
    expect(video).toEqual({ autoplay: false, paused: true });
    expect(requests.filter((url) => /night-sky\.(webm|mp4)$/.test(url))).toEqual([]);
    await expectNoConsoleErrors(page);
    await page.context().close();
  });
});
