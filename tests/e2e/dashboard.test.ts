import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { Dashboard } from '../../src/contracts/progress';
import { greeting, signInDemoStudent, signInNewStudent } from './accounts';
import {
  VIEWPORTS,
  animationsDone,
  expectNoConsoleErrors,
  expectNoSeriousAxeViolations,
  screenshot,
  useBrowserApp,
  waitForPath,
} from './harness';
import { answerOneQuestion, apiDashboard } from './progress-helpers';

// The student dashboard of spec section 2 (issue 8) on a real server: a brand-new student's empty
// figures, the same figures after one answer in the Practice Center, and the demo student's full
// history, at desktop size and on a 390 px phone. Every figure on screen is compared with the
// server's own GET /api/dashboard.

const app = useBrowserApp();
let page: Page;

const statCard = (label: string) =>
  page
    .getByRole('region', { name: 'Your progress', exact: true })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) });

const starPowerCard = (label: string) =>
  page
    .getByRole('region', { name: 'Your StarPower', exact: true })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) });

async function waitForFigures(): Promise<void> {
  await page.getByRole('region', { name: 'Your progress', exact: true }).waitFor();
}

/** What the four stat cards, the goal and the StarPower cards must read for these figures. */
async function expectFiguresOf(dashboard: Dashboard): Promise<void> {
  const { stats, dailyGoal, starPower } = dashboard;
  await expect
    .poll(() => statCard('Overall Accuracy').textContent())
    .toContain(`${stats.overallAccuracy ?? 0}%`);
  expect(await statCard('Achievements').textContent()).toContain(
    `${stats.achievementsEarned} of ${stats.achievementsTotal}`,
  );
  expect(await statCard('Daily Goal').textContent()).toContain(
    `${dailyGoal.answeredToday}/${dailyGoal.target}`,
  );
  expect(await statCard('Total Sessions').textContent()).toContain(
    stats.totalSessions.toLocaleString('en-US'),
  );
  expect(await page.getByTestId('todays-goal').textContent()).toContain(
    `${dailyGoal.answeredToday} of ${dailyGoal.target} answered`,
  );
  const goalBar = page.getByRole('progressbar', { name: "Today's goal" });
  expect(await goalBar.getAttribute('aria-valuenow')).toBe(
    String(Math.min(dailyGoal.answeredToday, dailyGoal.target)),
  );
  for (const [label, value] of [
    ['Today', starPower.today],
    ['This Week', starPower.thisWeek],
    ['All Time', starPower.total],
  ] as const)
    expect(await starPowerCard(label).textContent(), label).toContain(value.toLocaleString('en-US'));
  expect(await starPowerCard('This Week').textContent()).toContain('Resets every Monday');
}

/** The three challenges of the day (Easy, Medium, Hard) and a countdown that ticks towards midnight. */
async function expectChallengesOf(dashboard: Dashboard): Promise<void> {
  const cards = page.getByTestId('daily-challenge');
  expect(await cards.count()).toBe(3);
  for (const [index, challenge] of dashboard.challenges.entries()) {
    const card = cards.nth(index);
    const text = (await card.textContent())!;
    expect(text).toContain(challenge.title);
    expect(text).toContain(challenge.description);
    expect(text).toContain(challenge.time);
    expect(text).toContain(challenge.difficulty);
    expect(text).toContain(`+${challenge.starPower} StarPower`);
    if (challenge.completed) expect(text).toContain('Completed!');
    else expect(await card.getByRole('link').getAttribute('href')).toBe(challenge.href);
  }
  expect(dashboard.challenges.map((challenge) => challenge.difficulty).sort()).toEqual([
    'Easy',
    'Hard',
    'Medium',
  ]);

  const timer = page.getByRole('timer');
  const first = (await timer.textContent())!;
  expect(first).toMatch(/^\d{2}:\d{2}:\d{2}$/);
  const [hours, minutes, seconds] = first.split(':').map(Number) as [number, number, number];
  const shown = hours * 3600 + minutes * 60 + seconds;
  const expected = (Date.parse(dashboard.challengesResetAt) - Date.now()) / 1000;
  expect(Math.abs(shown - expected), "the countdown ends at the server's next midnight").toBeLessThan(5);
  await expect.poll(() => timer.textContent(), { timeout: 3_000 }).not.toBe(first);
  expect(await page.getByText('New challenges in').count()).toBe(1);
}

/** A new student's screen never reads "null", "NaN" or "undefined". */
async function expectNoBlankWords(): Promise<void> {
  const text = (await page.getByRole('main').textContent())!;
  expect(text).not.toMatch(/\bnull\b|\bNaN\b|\bundefined\b/);
}

async function expectFitsWidth(width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe('a brand-new student', () => {
  test('sees an empty dashboard that says where to start, then their first answer counted', async () => {
    page = await app.freshPage({ viewport: VIEWPORTS.desktop });
    await signInNewStudent(page);
    await waitForFigures();
    const empty = await apiDashboard(page);
    expect(empty.stats).toMatchObject({ overallAccuracy: null, answeredCount: 0, totalSessions: 0 });
    expect(empty.dailyGoal.answeredToday).toBe(0);
    expect(empty.continue.kind).toBe('start');

    await expectFiguresOf(empty);
    expect(await statCard('Overall Accuracy').textContent()).toContain('Answer your first question');
    expect(await statCard('Achievements').textContent()).toContain('Your first badge is waiting');
    await expectChallengesOf(empty);
    const start = page.getByRole('region', { name: empty.continue.title, exact: true });
    expect(await start.getByRole('link').getAttribute('href')).toBe(empty.continue.href);
    await expectNoBlankWords();
    await expectNoSeriousAxeViolations(page, "a new student's dashboard");
    await animationsDone(page);
    await screenshot(page, 'dashboard-new-desktop');

    const result = await answerOneQuestion(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await waitForPath(page, '/dashboard');
    // The cached empty figures are replaced by the server's new ones without a reload.
    await expect.poll(() => statCard('Daily Goal').textContent()).toContain('1/20');
    const after = await apiDashboard(page);
    expect(after.dailyGoal.answeredToday).toBe(1);
    expect(after.stats.answeredCount).toBe(1);
    expect(after.stats.overallAccuracy).toBe(result.correct ? 100 : 0);
    expect(after.starPower.today).toBeGreaterThanOrEqual(result.starPowerEarned);
    await expectFiguresOf(after);
    expect(await statCard('Overall Accuracy').textContent()).toContain('1 question answered');
    await expectNoBlankWords();

    // "Continue where you left off" now offers the skill just practised, and lands ready to start.
    expect(after.continue.kind).toBe('practice');
    if (after.continue.kind !== 'practice') return;
    const entry = after.continue;
    const resume = page.getByRole('region', { name: entry.title, exact: true });
    expect(await resume.textContent()).toContain(entry.teksCode);
    await resume.getByRole('link').click();
    await waitForPath(page, '/practice-session');
    const subject = entry.subject === 'math' ? 'Math' : 'Reading';
    expect(await page.getByRole('radio', { name: subject, exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: /^One TEKS Skill/ }).isChecked()).toBe(true);
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Pick a TEKS skill' }).textContent())
      .toContain(entry.teksCode);
    expect(await page.getByRole('button', { name: 'Start Practice' }).isDisabled()).toBe(false);
    await expectNoConsoleErrors(page);
  });

  test('on a 390 px phone the empty dashboard fits, passes axe and counts down', async () => {
    page = await app.freshPage({ viewport: VIEWPORTS.phone });
    await signInNewStudent(page);
    await waitForFigures();
    const empty = await apiDashboard(page);
    await expectFiguresOf(empty);
    await expectChallengesOf(empty);
    await expectNoBlankWords();
    await expectFitsWidth(VIEWPORTS.phone.width);
    await expectNoSeriousAxeViolations(page, "a new student's dashboard on a phone");
    await animationsDone(page);
    await screenshot(page, 'dashboard-new-phone');
    await expectNoConsoleErrors(page);
  });
});

describe('the demo student (Try Demo)', () => {
  test.for([
    { size: 'desktop', viewport: VIEWPORTS.desktop },
    { size: 'phone', viewport: VIEWPORTS.phone },
  ] as const)('at $size size sees full figures from weeks of history', async ({ size, viewport }) => {
    page = await app.freshPage({ viewport });
    await signInDemoStudent(page);
    await waitForFigures();
    const dashboard = await apiDashboard(page);
    expect(dashboard.stats.answeredCount).toBeGreaterThan(0);
    expect(dashboard.stats.overallAccuracy).not.toBeNull();
    expect(dashboard.stats.totalSessions).toBeGreaterThan(0);
    expect(dashboard.stats.achievementsEarned).toBeGreaterThan(0);
    expect(dashboard.starPower.total).toBeGreaterThan(0);

    await expectFiguresOf(dashboard);
    expect(await statCard('Achievements').textContent()).toContain(
      `Latest: ${dashboard.stats.latestAchievement}`,
    );
    await expectChallengesOf(dashboard);
    const resume = page.getByRole('region', { name: dashboard.continue.title, exact: true });
    expect(await resume.getByRole('link').getAttribute('href')).toBe(dashboard.continue.href);
    expect(await greeting(page).textContent()).toMatch(/^Welcome back, .+!$/);
    await expectNoBlankWords();
    await expectFitsWidth(viewport.width);
    await expectNoSeriousAxeViolations(page, `the demo student's dashboard at ${size} size`);
    await animationsDone(page);
    await screenshot(page, `dashboard-demo-${size}`);
    await expectNoConsoleErrors(page);
  });
});

describe('the countdown and failures', () => {
  test("at zero the countdown asks the server for the new day's challenges", async () => {
    page = await app.freshPage({ viewport: VIEWPORTS.desktop });
    await signInNewStudent(page);
    const { challengesResetAt } = await apiDashboard(page);
    // The browser's clock starts 3 s before the server's next midnight, so the countdown runs out.
    await page.clock.install({ time: new Date(Date.parse(challengesResetAt) - 3_000) });
    const dashboardCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/dashboard') dashboardCalls.push(request.url());
    });
    await page.reload();
    const timer = page.getByRole('timer');
    await expect.poll(() => timer.textContent()).toMatch(/^00:00:0[0-3]$/);
    const callsAtLoad = dashboardCalls.length;
    expect(callsAtLoad).toBeGreaterThanOrEqual(1);
    await expect.poll(() => timer.textContent(), { timeout: 6_000 }).toBe('00:00:00');
    await expect.poll(() => dashboardCalls.length, { timeout: 3_000 }).toBe(callsAtLoad + 1);
    // Only once: the server still says the same midnight (its clock has not reached it), so no loop.
    await page.waitForTimeout(2_500);
    expect(dashboardCalls.length).toBe(callsAtLoad + 1);
    await expectNoConsoleErrors(page);
  });

  test('a failed load says so, and Try again brings the figures', async () => {
    page = await app.freshPage({ viewport: VIEWPORTS.desktop });
    await signInNewStudent(page);
    let failures = 0;
    await page.route('**/api/dashboard', async (route) => {
      if (failures > 0) return route.continue();
      failures += 1;
      return route.fulfill({
        status: 503,
        json: { error: { code: 'UNAVAILABLE', message: 'Try again soon.' } },
      });
    });
    await page.reload();
    const alert = page.getByRole('alert').filter({ hasText: "We couldn't load your dashboard." });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Try again soon.');
    // The greeting still shows: it comes with the signed-in user.
    await greeting(page).waitFor();
    await expectNoSeriousAxeViolations(page, 'the dashboard after a failed load');
    await page.getByRole('button', { name: 'Try again' }).click();
    await waitForFigures();
    expect(await alert.count()).toBe(0);
    expect(await statCard('Daily Goal').textContent()).toContain('0/20');
  });
});
