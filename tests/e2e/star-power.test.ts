import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { StarPowerPanel } from '../../src/contracts/progress';
import { signInDemoStudent, signInNewStudent } from './accounts';
import {
  SHOTS_DIR,
  VIEWPORTS,
  animationsDone,
  expectNoConsoleErrors,
  expectNoSeriousAxeViolations,
  useBrowserApp,
} from './harness';
import { apiStarPower } from './progress-helpers';

// The header's StarPower panel and the profile dialog's badges (spec sections 2 and 3, issue 8) on a
// real server: a new student's honest empty panel and six locked badges, and the demo student's real
// totals, recent badges and earned badges filled in, at desktop size and on a 390 px phone.

const app = useBrowserApp();
let page: Page;

const header = () => page.getByRole('banner');

async function openDialog(button: string | RegExp, title: string): Promise<Locator> {
  await header().getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await animationsDone(page);
  return dialog;
}

async function closeDialog(dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

async function shot(name: string): Promise<void> {
  await animationsDone(page);
  await page.screenshot({ path: `${SHOTS_DIR}/e2e-star-power-${name}.png` });
}

/** The panel's figures are the server's: total, today, this week and the next goal's bar. */
async function expectPanelOf(panel: Locator, data: StarPowerPanel): Promise<void> {
  await panel.getByText('StarPower in total').waitFor();
  const { total, today, thisWeek } = data.totals;
  expect(await panel.getByText(total.toLocaleString('en-US'), { exact: true }).count()).toBeGreaterThan(0);
  const card = (title: string) => panel.getByRole('region', { name: title, exact: true });
  expect(await card('Today').textContent()).toContain(today.toLocaleString('en-US'));
  expect(await card('This week').textContent()).toContain(thisWeek.toLocaleString('en-US'));
  expect(await card('This week').textContent()).toContain('A new week starts every Monday.');
  expect(await card('Next goal').textContent()).toContain(
    `${data.nextGoal.toLocaleString('en-US')} StarPower`,
  );
  expect(await card('Next goal').textContent()).toContain(
    `${(data.nextGoal - total).toLocaleString('en-US')} more to go!`,
  );
  const bar = panel.getByRole('progressbar', { name: 'Progress to your next goal' });
  expect(await bar.getAttribute('aria-valuenow')).toBe(String(total));
  expect(await bar.getAttribute('aria-valuemax')).toBe(String(data.nextGoal));
}

/** The profile's six badges in the spec's order; earned ones filled, locked ones outlined (dashed). */
async function expectBadgesOf(profile: Locator, data: StarPowerPanel): Promise<void> {
  const badges = profile.getByRole('list', { name: 'Achievements' }).getByRole('listitem');
  await badges.first().waitFor();
  expect(await badges.count()).toBe(6);
  for (const [index, achievement] of data.achievements.entries()) {
    const badge = badges.nth(index);
    const text = (await badge.textContent())!;
    expect(text).toContain(achievement.name);
    expect(text).toContain(achievement.earned ? 'Earned' : 'Locked');
    const outlined = (await badge.getAttribute('class'))!.includes('border-dashed');
    expect(outlined, `${achievement.name} is outlined only while locked`).toBe(!achievement.earned);
    if (!achievement.earned)
      expect(text).toContain(
        `${achievement.progress.current.toLocaleString('en-US')} of ${achievement.progress.target.toLocaleString('en-US')}`,
      );
  }
}

describe('a brand-new student', () => {
  test('sees zero StarPower, the friendly empty line, the first goal and six locked badges', async () => {
    page = await app.freshPage({ viewport: VIEWPORTS.desktop });
    await signInNewStudent(page);
    const data = await apiStarPower(page);
    expect(data.totals).toEqual({ total: 0, today: 0, thisWeek: 0 });
    expect(data.recentAchievements).toEqual([]);

    const panel = await openDialog('0 StarPower', 'Your StarPower');
    await expectPanelOf(panel, data);
    await panel.getByText('Answer questions to earn StarPower today!').waitFor();
    await panel.getByText('No badges yet. Keep practicing and your first badge will show up here!').waitFor();
    await expectNoSeriousAxeViolations(page, "a new student's StarPower panel");
    await shot('new-panel-desktop');
    await closeDialog(panel);

    const profile = await openDialog('Your profile', 'Your Profile');
    await expectBadgesOf(profile, data);
    expect(data.achievements.every((achievement) => !achievement.earned)).toBe(true);
    await expectNoConsoleErrors(page);
  });
});

describe('the demo student (Try Demo)', () => {
  test.for([
    { size: 'desktop', viewport: VIEWPORTS.desktop },
    { size: 'phone', viewport: VIEWPORTS.phone },
  ] as const)('at $size size sees real totals and real badges', async ({ size, viewport }) => {
    page = await app.freshPage({ viewport });
    await signInDemoStudent(page);
    const data = await apiStarPower(page);
    expect(data.totals.total).toBeGreaterThan(0);
    expect(data.recentAchievements.length).toBeGreaterThan(0);
    const total = data.totals.total.toLocaleString('en-US');

    const panel = await openDialog(`${total} StarPower`, 'Your StarPower');
    await expectPanelOf(panel, data);
    const recent = panel.getByRole('list', { name: 'Recent achievements' }).getByRole('listitem');
    expect(await recent.count()).toBe(data.recentAchievements.length);
    for (const [index, achievement] of data.recentAchievements.entries())
      expect(await recent.nth(index).textContent()).toContain(achievement.name);
    await expectNoSeriousAxeViolations(page, `the demo student's StarPower panel at ${size} size`);
    await shot(`demo-panel-${size}`);
    // The badges sit at the bottom of a phone's panel: scroll there for the picture.
    await recent.first().scrollIntoViewIfNeeded();
    await shot(`demo-panel-badges-${size}`);
    await closeDialog(panel);

    const profile = await openDialog('Your profile', 'Your Profile');
    await expectBadgesOf(profile, data);
    await profile.getByRole('list', { name: 'Achievements' }).scrollIntoViewIfNeeded();
    await expectNoSeriousAxeViolations(page, `the demo student's profile badges at ${size} size`);
    await shot(`demo-profile-${size}`);
    await expectNoConsoleErrors(page);
  });
});
