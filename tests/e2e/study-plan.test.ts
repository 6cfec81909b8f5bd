import { TZDate } from '@date-fns/tz';
import { addDays, format, parseISO } from 'date-fns';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { StudyPlanView } from '../../src/contracts/study-plans';
import { signInDemoStudent, signedInUser } from './accounts';
import {
  VIEWPORTS,
  animationsDone,
  expectNoConsoleErrors,
  expectNoSeriousAxeViolations,
  screenshot,
  useBrowserApp,
  waitForPath,
} from './harness';

// The AI Study Plan screen (spec sections 2, 4, 5, 8; issue 10) on a real server: the demo student's
// empty state, the spec's two validation toasts, two generated plans checked against what the server
// stored, and choosing between them; on a laptop and on a phone.

const app = useBrowserApp();

// The browser and the server both keep the school's calendar (America/Chicago).
const SCHOOL_TIME_ZONE = 'America/Chicago';
const schoolDay = (daysFromToday: number) =>
  format(addDays(new TZDate(Date.now(), SCHOOL_TIME_ZONE), daysFromToday), 'yyyy-MM-dd');

const GRADE_LABELS = { 3: '3rd Grade', 4: '4th Grade', 5: '5th Grade' } as const;

const toasts = (page: Page) => page.getByRole('region', { name: /^Messages/ }).locator('li');
const form = (page: Page) => page.getByRole('region', { name: 'Generate New Plan' });
const planList = (page: Page) => page.getByRole('region', { name: 'Your Study Plans' });
const generateButton = (page: Page) =>
  form(page).getByRole('button', { name: /Generate AI Study Plan|Generating/ });

/** The toast with this title, and its words; at most one toast is ever on screen (spec section 9). */
async function expectToast(page: Page, title: string, description: string): Promise<void> {
  const toast = toasts(page).filter({ hasText: title });
  await toast.waitFor();
  expect(await toast.textContent()).toContain(description);
  expect(await toasts(page).count()).toBe(1);
}

async function openStudyPlans(page: Page, userId: string): Promise<StudyPlanView[]> {
  const listed = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === `/api/study-plans/${userId}` && response.status() === 200,
  );
  await page.getByRole('link', { name: 'AI Study Plan' }).first().click();
  await waitForPath(page, '/ai-study-plan');
  await page.getByRole('heading', { level: 1, name: 'AI Study Plan' }).waitFor();
  return (await (await listed).json()) as StudyPlanView[];
}

/** Fills the form, presses Generate and answers with the plan the server made. */
async function generatePlan(page: Page, testDay: string, subject: 'Mathematics' | 'Reading') {
  await form(page).getByLabel('STAAR Test Date').fill(testDay);
  await form(page).getByRole('radio', { name: subject }).check();
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/study-plans/generate',
  );
  await generateButton(page).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  return (await response.json()) as StudyPlanView;
}

/** The plan on the right matches the server's: title, dates, each week, and the open week's skills. */
async function expectPlanShown(page: Page, plan: StudyPlanView): Promise<void> {
  const detail = page.getByTestId('plan-detail');
  await detail.getByRole('heading', { level: 2, name: plan.title }).waitFor();
  expect(await detail.getByTestId('plan-test-date').textContent()).toBe(
    `Test Date: ${format(parseISO(plan.staarTestDate), 'EEEE, MMMM d, yyyy')}`,
  );
  for (const heading of ['Overall Goals', 'Study Tips', 'Final Week Strategy'])
    await detail.getByRole('heading', { name: heading }).waitFor();
  expect(await detail.textContent()).toContain(plan.planData.finalWeekStrategy);

  const weeks = detail.getByTestId('plan-week');
  expect(await weeks.count()).toBe(plan.planData.weeks.length);
  for (const [index, week] of plan.planData.weeks.entries()) {
    const shown = weeks.nth(index);
    expect(await shown.getByRole('button').first().textContent()).toContain(week.weekTitle);
    const start = parseISO(week.dateRange.start);
    expect(await shown.getByTestId('week-range').textContent()).toContain(format(start, 'EEE, MMM d'));
  }

  // The week the child is in is marked and starts open; the others are closed.
  const current = plan.currentWeek?.weekNumber ?? 1;
  const open = weeks.nth(current - 1);
  expect(await open.getAttribute('data-state')).toBe('open');
  if (plan.currentWeek) expect(await open.textContent()).toContain('This week');
  expect(await detail.locator('[data-testid="plan-week"][data-state="open"]').count()).toBe(1);
  const week = plan.planData.weeks[current - 1]!;
  const badges = open.getByTestId('priority-badge');
  expect(
    await badges.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-priority'))),
  ).toEqual(week.skills.map((skill) => skill.priority));
  for (const skill of week.skills) expect(await open.textContent()).toContain(skill.name);
  expect(await open.getByTestId('weekly-milestone').textContent()).toBe(week.weeklyMilestone);
  const text = (await detail.textContent()) ?? '';
  expect(text).not.toMatch(/null|NaN|undefined/);
}

describe('the demo student', () => {
  test('checks the form, makes two plans and switches between them on a laptop', async () => {
    const page = await app.openPage({ viewport: VIEWPORTS.laptop });
    await signInDemoStudent(page);
    const user = await signedInUser(page);
    const before = await openStudyPlans(page, user.id);
    expect(before).toEqual([]);

    // Nothing chosen yet: the spec's empty state, and no list.
    await page.getByRole('heading', { name: 'No Study Plan Selected' }).waitFor();
    expect(await planList(page).count()).toBe(0);
    expect(await form(page).getByRole('radio', { name: GRADE_LABELS[user.grade] }).isChecked()).toBe(true);
    const dateInput = form(page).getByLabel('STAAR Test Date');
    expect(await dateInput.getAttribute('min')).toBe(schoolDay(0));
    await animationsDone(page);
    await expectNoSeriousAxeViolations(page, 'the empty study plan screen');
    await screenshot(page, 'study-plan-empty-laptop');

    // The form checks before it sends anything (spec section 5).
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/study-plans'))
        posts.push(request.url());
    });
    await form(page).getByRole('radio', { name: 'Mathematics' }).check();
    await generateButton(page).click();
    await expectToast(page, 'Missing Information', 'Please fill in all fields to generate your study plan.');
    // Focus goes to the field to fill in.
    expect(await dateInput.evaluate((input) => input === document.activeElement)).toBe(true);

    await dateInput.fill(schoolDay(0));
    await generateButton(page).click();
    await expectToast(page, 'Invalid Date', 'STAAR test date must be in the future.');
    expect(posts, 'nothing is sent while the form has a problem').toEqual([]);

    // While the server works, the button says so and cannot be pressed twice.
    await page.route('**/api/study-plans/generate', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const mathDay = schoolDay(56);
    const pending = generatePlan(page, mathDay, 'Mathematics');
    const busy = form(page).getByRole('button', { name: 'Generating...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    const math = await pending;
    await page.unroute('**/api/study-plans/generate');
    expect(math).toMatchObject({ subject: 'math', grade: user.grade, staarTestDate: mathDay });
    await expectToast(page, 'Study Plan Generated!', 'Your personalized STAAR study plan is ready.');
    expect(posts).toHaveLength(1);

    // What the screen shows is what the server stored.
    const stored = (await (await page.request.get(`/api/study-plans/${user.id}`)).json()) as StudyPlanView[];
    expect(stored.map((plan) => plan.id)).toEqual([math.id]);
    expect(stored[0]!.planData).toEqual(math.planData);
    await expectPlanShown(page, stored[0]!);
    expect(await page.getByRole('heading', { name: 'No Study Plan Selected' }).count()).toBe(0);
    expect(math.currentWeek, 'a plan made today is in its first week').not.toBeNull();
    await page.getByTestId('this-week').waitFor();
    expect(await page.getByTestId('this-week-percent').textContent()).toContain(
      `${math.currentWeek!.percent}%`,
    );

    // Two columns on a laptop: the plan beside the form, not below it.
    const formBox = (await form(page).boundingBox())!;
    const detailBox = (await page.getByTestId('plan-detail').boundingBox())!;
    expect(detailBox.x).toBeGreaterThanOrEqual(formBox.x + formBox.width);
    expect(Math.abs(detailBox.y - formBox.y)).toBeLessThan(2);

    const entries = planList(page).getByTestId('plan-entry');
    await entries.first().waitFor();
    expect(await entries.count()).toBe(1);
    const entryText = (await entries.first().textContent()) ?? '';
    expect(entryText).toContain(math.title);
    expect(entryText).toContain(`Grade ${user.grade} • math • ${math.totalWeeks} weeks`);
    expect(entryText).toContain(`Test Date: ${format(parseISO(mathDay), 'MM/dd/yyyy')}`);
    expect(await entries.first().getAttribute('aria-pressed')).toBe('true');

    // Any other week opens with a tap.
    const secondWeek = page.getByTestId('plan-week').nth(1);
    await secondWeek.getByRole('button').first().click();
    expect(await secondWeek.getAttribute('data-state')).toBe('open');
    expect(await secondWeek.getByTestId('priority-badge').count()).toBe(
      math.planData.weeks[1]!.skills.length,
    );

    await animationsDone(page);
    await expectNoSeriousAxeViolations(page, 'a generated math study plan');
    await screenshot(page, 'study-plan-math-laptop');

    // A second plan (reading) is shown at once and listed first, newest first.
    const reading = await generatePlan(page, schoolDay(70), 'Reading');
    await expectToast(page, 'Study Plan Generated!', 'Your personalized STAAR study plan is ready.');
    await expectPlanShown(page, reading);
    await expect.poll(() => entries.count()).toBe(2);
    expect(await entries.nth(0).textContent()).toContain(`Grade ${user.grade} • reading •`);
    expect(await entries.nth(0).getAttribute('aria-pressed')).toBe('true');
    expect(await entries.nth(1).getAttribute('aria-pressed')).toBe('false');

    // Back to the math plan with the keyboard.
    await entries.nth(1).focus();
    await page.keyboard.press('Enter');
    await expectPlanShown(page, stored[0]!);
    expect(await entries.nth(1).getAttribute('aria-pressed')).toBe('true');
    expect(await entries.nth(0).getAttribute('aria-pressed')).toBe('false');
    await animationsDone(page);
    await expectNoSeriousAxeViolations(page, 'two study plans, the first chosen again');
    await screenshot(page, 'study-plan-two-plans-laptop');
    await expectNoConsoleErrors(page);
    await page.context().close();
  });

  test('uses one column with big targets on a phone', async () => {
    const page = await app.openPage({ viewport: VIEWPORTS.phone });
    await signInDemoStudent(page);
    const user = await signedInUser(page);
    await openStudyPlans(page, user.id);
    await page.getByRole('heading', { name: 'No Study Plan Selected' }).waitFor();
    await animationsDone(page);
    await expectNoSeriousAxeViolations(page, 'the empty study plan screen on a phone');
    await screenshot(page, 'study-plan-empty-phone');

    const plan = await generatePlan(page, schoolDay(60), 'Reading');
    await expectToast(page, 'Study Plan Generated!', 'Your personalized STAAR study plan is ready.');
    await expectPlanShown(page, plan);

    // The form comes first, then the list, then the plan, which is scrolled to and focused.
    const planTitle = page.getByRole('heading', { level: 2, name: plan.title });
    await expect.poll(() => planTitle.evaluate((title) => title === document.activeElement)).toBe(true);
    // Measured in one go, in page coordinates: the page may still be scrolling to the plan.
    const [formBox, listBox, detailBox] = await page.evaluate(() =>
      ['Generate New Plan', 'Your Study Plans', null].map((name) => {
        const element = name
          ? [...document.querySelectorAll('[role="region"]')].find(
              (region) => region.querySelector('h2')?.textContent?.trim() === name,
            )
          : document.querySelector('[data-testid="plan-detail"]');
        const { top, bottom } = element!.getBoundingClientRect();
        return { top: top + window.scrollY, bottom: bottom + window.scrollY };
      }),
    );
    expect(listBox!.top).toBeGreaterThanOrEqual(formBox!.bottom);
    expect(detailBox!.top).toBeGreaterThanOrEqual(listBox!.bottom);

    // Nothing sticks out sideways, and every button and choice is at least 44 px tall.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const heights = await page
      .locator('main button, main label:has(input[type="radio"]), main input[type="date"]')
      .evaluateAll((nodes) =>
        nodes.map((node) => ({
          name: node.textContent?.trim() ?? '',
          height: node.getBoundingClientRect().height,
        })),
      );
    for (const { name, height } of heights) expect(height, name).toBeGreaterThanOrEqual(44);

    await animationsDone(page);
    await expectNoSeriousAxeViolations(page, 'a reading study plan on a phone');
    await screenshot(page, 'study-plan-reading-phone');
    await expectNoConsoleErrors(page);
    await page.context().close();
  });
});

describe('when the server fails', () => {
  test('says so: the list offers Try again, generation shows the spec’s toast', async () => {
    const page = await app.openPage({ viewport: VIEWPORTS.laptop });
    await signInDemoStudent(page);
    const user = await signedInUser(page);

    // The first list request fails; Try again asks once more and the form stays usable.
    let failures = 1;
    await page.route(`**/api/study-plans/${user.id}`, async (route) => {
      if (failures-- > 0) await route.fulfill({ status: 503, body: '' });
      else await route.continue();
    });
    await page.goto('/ai-study-plan');
    const alert = page.getByRole('alert').filter({ hasText: "We couldn't load your study plans." });
    await alert.waitFor();
    await page.getByRole('button', { name: 'Try again' }).click();
    await alert.waitFor({ state: 'detached' });

    // A server error without our words falls back to the spec's message.
    await page.route('**/api/study-plans/generate', (route) => route.fulfill({ status: 500, body: '' }));
    await form(page).getByLabel('STAAR Test Date').fill(schoolDay(30));
    await form(page).getByRole('radio', { name: 'Reading' }).check();
    await generateButton(page).click();
    await expectToast(page, 'Generation Failed', 'Failed to generate study plan');

    // Our API's own error shows its words.
    await page.unroute('**/api/study-plans/generate');
    await page.route('**/api/study-plans/generate', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'bad_request', message: 'STAAR test date must be in the future.' },
        }),
      }),
    );
    await generateButton(page).click();
    await expectToast(page, 'Generation Failed', 'STAAR test date must be in the future.');
    expect(await generateButton(page).isEnabled()).toBe(true);
    await page.getByRole('heading', { name: 'No Study Plan Selected' }).waitFor();
    // The failed requests log "Failed to load resource" on purpose: no console check here.
    await page.context().close();
  });
});
