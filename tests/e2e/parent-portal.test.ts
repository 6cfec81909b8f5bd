import fs from 'node:fs/promises';
import path from 'node:path';
import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { ChatResponse } from '../../src/contracts/nova';
import type { ChildSummary, ParentChildren } from '../../src/contracts/parents';
import type { StudyPlanView } from '../../src/contracts/study-plans';
import type { User } from '../../src/contracts/user';
import { practiceTimeText } from '../../src/client/features/parent/parent-text';
import { signInDemoStudent, signedInUser, startLearningAs } from './accounts';
import {
  SHOTS_DIR,
  VIEWPORTS,
  animationsDone,
  expectNoConsoleErrors,
  expectNoSeriousAxeViolations,
  screenshot,
  useBrowserApp,
  waitForPath,
  type Viewport,
} from './harness';

// The parent portal and the student's "Family and class" settings (issue 11) on a real server, with a
// child and a parent side by side in two browser contexts: the child's link code, linking, the child's
// week checked against the API, Nova chats, the data download, a second child created and deleted,
// joining a class by code, handing the device to a child, and the page for accounts that aren't parents.

const app = useBrowserApp();

const SCHOOL_TIME_ZONE = 'America/Chicago';
const schoolDay = (daysFromToday: number) =>
  format(addDays(new TZDate(Date.now(), SCHOOL_TIME_ZONE), daysFromToday), 'yyyy-MM-dd');

const toasts = (page: Page) => page.getByRole('region', { name: /^Messages/ }).locator('li');
const count = (value: number) => value.toLocaleString('en-US');

async function openSettings(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.waitFor();
  await animationsDone(page);
  return settings;
}

/** The code the student's Settings show, once it has loaded. */
async function readLinkCode(settings: Locator): Promise<string> {
  const code = settings.getByTestId('parent-link-code');
  await code.waitFor();
  return (await code.textContent()) ?? '';
}

/** A new guest parent through Start Learning → Parent, on the portal. */
async function newParent(viewport: Viewport = VIEWPORTS.laptop): Promise<Page> {
  const parent = await app.openPage({ viewport });
  await startLearningAs(parent, 'Parent');
  await waitForPath(parent, '/parent');
  await parent.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
  return parent;
}

async function familyFromApi(parent: Page): Promise<ChildSummary[]> {
  const response = await parent.request.get('/api/parent/children');
  expect(response.status()).toBe(200);
  return ((await response.json()) as ParentChildren).children;
}

/** What is on screen now (not the whole page): for dialogs, which stay where the viewport is. */
async function viewShot(page: Page, name: string): Promise<void> {
  await fs.mkdir(SHOTS_DIR, { recursive: true });
  await animationsDone(page);
  await page.screenshot({ path: path.join(SHOTS_DIR, `e2e-${name}.png`) });
}

/** Scrolls a dialog's body so this element is at its top. */
async function scrollToTop(element: Locator): Promise<void> {
  // Only the scrolling body moves (scrollIntoView would also shift the dialog's own clipped box).
  await element.evaluate((node) => {
    let body = node.parentElement;
    while (body && getComputedStyle(body).overflowY !== 'auto') body = body.parentElement;
    if (body) body.scrollTop += node.getBoundingClientRect().top - body.getBoundingClientRect().top;
  });
}

async function figureText(scope: Locator, testId: string): Promise<string> {
  return ((await scope.getByTestId(testId).getByTestId('figure-value').textContent()) ?? '').trim();
}

describe('a parent and their child', () => {
  test('the child reads the link code in Settings; the parent links them and sees their week, chats, plans and data; a second child is created and deleted', async () => {
    // ── The child: Try Demo (weeks of history), a chat with Nova and a study plan ──────────────────
    const child = await app.openPage({ viewport: VIEWPORTS.laptop });
    await signInDemoStudent(child);
    const student = await signedInUser(child);
    const chat = await child.request.post('/api/nova/chat', {
      data: { message: 'How do I find the area of a rectangle?' },
    });
    expect(chat.status()).toBe(200);
    const novaReply = ((await chat.json()) as ChatResponse).reply.text;
    const plan = await child.request.post('/api/study-plans/generate', {
      data: { staarTestDate: schoolDay(60), grade: 4, subject: 'math' },
    });
    expect(plan.status()).toBe(200);

    const settings = await openSettings(child);
    await settings.getByRole('heading', { name: 'Family and class' }).waitFor();
    const code = await readLinkCode(settings);
    expect(code).toMatch(/^[A-Z0-9]{3}-[A-Z0-9]{3}-[A-Z0-9]{2}$/);
    const { expiresAt } = (await (await child.request.get('/api/user/parent-link-code')).json()) as {
      expiresAt: string;
    };
    // The browser reads the day in the school's time zone, as a Texas family would.
    await settings
      .getByText(`works until ${format(new TZDate(expiresAt, SCHOOL_TIME_ZONE), 'EEE, MMM d')}`)
      .waitFor();
    await expectNoSeriousAxeViolations(child, 'Settings with Family and class');
    await scrollToTop(settings.getByRole('heading', { name: 'Family and class' }));
    await viewShot(child, 'parent-portal-settings-family');

    // ── The parent: the empty portal ──────────────────────────────────────────────────────────────
    const parent = await newParent();
    const parentUser = await signedInUser(parent);
    expect(parentUser.accountType).toBe('parent');
    await parent.getByRole('heading', { level: 1, name: `Welcome, ${parentUser.name}!` }).waitFor();
    await parent.getByRole('heading', { name: "Let's add your child" }).waitFor();
    await parent.getByRole('heading', { name: "Link your child's account" }).waitFor();
    await parent.getByRole('heading', { name: 'Create an account for your child' }).waitFor();
    await parent.getByRole('button', { name: 'Sign Out' }).waitFor();
    const tea = parent.getByRole('link', { name: /STAAR at the Texas Education Agency/ });
    expect(await tea.getAttribute('href')).toBe('https://tea.texas.gov/student-assessment/testing/staar');
    expect(await tea.getAttribute('rel')).toBe('noopener noreferrer');
    await expectNoSeriousAxeViolations(parent, 'the empty parent portal');
    await screenshot(parent, 'parent-portal-empty');

    // A wrong code says so and links nobody.
    const codeBox = parent.getByRole('textbox', { name: 'Link code' });
    await codeBox.fill('AAA-AAA-AA');
    await parent.getByRole('button', { name: 'Link account' }).click();
    await parent.getByRole('alert').getByText("That code didn't work").waitFor();
    expect(await familyFromApi(parent)).toEqual([]);

    // The right code links the child, whose view opens at once.
    await codeBox.fill(code.toLowerCase());
    await parent.getByRole('button', { name: 'Link account' }).click();
    await parent.getByRole('tab', { name: student.name, selected: true }).waitFor();
    await parent.getByRole('heading', { level: 2, name: student.name }).waitFor();
    await toasts(parent).getByText(`${student.name} is linked`).waitFor();

    const [summary] = await familyFromApi(parent);
    expect(summary!.id).toBe(student.id);
    const week = parent.getByRole('region', { name: 'This week' });
    expect(await figureText(week, 'week-questions')).toBe(count(summary!.week.questionsAnswered));
    expect(await figureText(week, 'week-hours')).toBe(practiceTimeText(summary!.week.hoursPracticed));
    expect(await figureText(week, 'week-score')).toBe(
      summary!.week.averageScore === null ? '–' : `${summary!.week.averageScore}%`,
    );
    expect(await figureText(week, 'week-days')).toBe(`${summary!.week.daysActive} of 7`);
    const progress = parent.getByRole('region', { name: 'Math and reading' });
    for (const subject of ['math', 'reading'] as const) {
      const figure = summary!.progress[subject];
      const card = progress.getByTestId(`progress-${subject}`);
      // The demo student has weeks of both subjects.
      expect(figure.accuracy).not.toBeNull();
      expect(await figureText(progress, `progress-${subject}`)).toBe(`${figure.accuracy}%`);
      expect(await card.getByTestId('figure-answered').textContent()).toBe(
        `${count(figure.answered)} questions answered`,
      );
    }
    await parent.getByText(`${count(summary!.starPower)} StarPower`).waitFor();

    // Recent activity: the API's entries, newest first, with their scores.
    expect(summary!.recentActivity.length).toBeGreaterThan(0);
    const activity = parent.getByRole('list', { name: 'Recent activity' }).getByRole('listitem');
    expect(await activity.count()).toBe(summary!.recentActivity.length);
    expect(await activity.first().textContent()).toContain(summary!.recentActivity[0]!.text);

    // The study plan the child made.
    const plans = (await (
      await parent.request.get(`/api/study-plans/${student.id}`)
    ).json()) as StudyPlanView[];
    expect(plans).toHaveLength(1);
    await parent.getByText(plans[0]!.title).waitFor();
    await expectNoSeriousAxeViolations(parent, "the parent portal with the child's week");
    await screenshot(parent, 'parent-portal-laptop');

    // Nova conversations: the child's message, with its time.
    const firstName = student.name.split(' ')[0]!;
    await parent.getByRole('button', { name: `Read ${firstName}'s chats` }).click();
    const transcript = parent.getByRole('dialog', { name: `${student.name}'s chats with Nova` });
    await transcript.getByText('How do I find the area of a rectangle?').waitFor();
    expect(await transcript.locator('time').first().textContent()).toMatch(/^\d{1,2}:\d{2} [AP]M$/);
    // Nova's answer is there too (its first line, as the chat answered it).
    await transcript.getByText(novaReply.split('\n')[0]!.slice(0, 40), { exact: false }).first().waitFor();
    await expectNoSeriousAxeViolations(parent, 'the Nova conversations dialog');
    await viewShot(parent, 'parent-portal-nova-dialog');
    await transcript.getByRole('button', { name: 'Done' }).click();
    await transcript.waitFor({ state: 'detached' });

    // The data download: a JSON file named after the child, with their account in it.
    const [download] = await Promise.all([
      parent.waitForEvent('download'),
      parent.getByRole('link', { name: `Download ${firstName}'s data` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `starprep-${student.name.replace(/[^A-Za-z0-9]+/g, '-')}-data.json`,
    );
    const exported = JSON.parse(await fs.readFile((await download.path())!, 'utf8')) as {
      account: { id: string; name: string };
      novaMessages: unknown[];
    };
    expect(exported.account).toMatchObject({ id: student.id, name: student.name });
    expect(exported.novaMessages.length).toBeGreaterThanOrEqual(2);

    // ── A second child, created here, then deleted with the confirmation ─────────────────────────
    await parent.getByRole('button', { name: 'Add a child' }).click();
    const add = parent.getByRole('dialog', { name: 'Add a child' });
    await add.waitFor();
    await add.getByRole('button', { name: 'Create account' }).click();
    await add.getByRole('alert').getByText("Please enter your child's name.").waitFor();
    await add.getByRole('textbox', { name: "Your child's first name" }).fill('Zoe');
    await add.getByRole('radio', { name: 'Grade 3' }).check();
    await expectNoSeriousAxeViolations(parent, 'the Add a child dialog');
    await viewShot(parent, 'parent-portal-add-child');
    await add.getByRole('button', { name: 'Create account' }).click();
    await add.waitFor({ state: 'detached' });
    await parent.getByRole('tab', { name: 'Zoe', selected: true }).waitFor();
    await parent.getByRole('heading', { level: 2, name: 'Zoe' }).waitFor();
    await parent.getByText('Grade 3', { exact: true }).waitFor();
    expect(await parent.getByTestId('progress-math').getByTestId('figure-answered').textContent()).toBe(
      'No answers yet',
    );
    await parent.getByText('No study plan yet.', { exact: false }).waitFor();
    expect((await familyFromApi(parent)).map((entry) => entry.name).sort()).toEqual(
      [student.name, 'Zoe'].sort(),
    );

    // Switching back shows the first child again.
    await parent.getByRole('tab', { name: student.name }).click();
    await parent.getByRole('heading', { level: 2, name: student.name }).waitFor();
    await parent.getByRole('tab', { name: 'Zoe' }).click();

    await parent.getByRole('button', { name: "Delete Zoe's account" }).click();
    const confirm = parent.getByRole('dialog', { name: "Delete Zoe's account?" });
    await confirm.waitFor();
    const deleteForever = confirm.getByRole('button', { name: 'Delete forever' });
    expect(await deleteForever.isDisabled()).toBe(true);
    await confirm.getByRole('textbox', { name: 'Type Zoe to confirm' }).fill('Zo');
    expect(await deleteForever.isDisabled()).toBe(true);
    await confirm.getByRole('textbox', { name: 'Type Zoe to confirm' }).fill('zoe');
    await expectNoSeriousAxeViolations(parent, 'the delete confirmation');
    await viewShot(parent, 'parent-portal-delete-confirm');
    await deleteForever.click();
    await confirm.waitFor({ state: 'detached' });
    await toasts(parent).getByText("Zoe's account was deleted").waitFor();
    await parent.getByRole('tab', { name: 'Zoe' }).waitFor({ state: 'detached' });
    await parent.getByRole('heading', { level: 2, name: student.name }).waitFor();
    expect((await familyFromApi(parent)).map((entry) => entry.id)).toEqual([student.id]);

    // ── On a phone ────────────────────────────────────────────────────────────────────────────────
    await parent.setViewportSize(VIEWPORTS.phone);
    await animationsDone(parent);
    const overflow = await parent.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await expectNoSeriousAxeViolations(parent, 'the parent portal on a phone');
    await screenshot(parent, 'parent-portal-phone');

    // The child's code was used up: Settings shows a new one, and New code makes another.
    await child.keyboard.press('Escape');
    const again = await openSettings(child);
    const next = await readLinkCode(again);
    expect(next).not.toBe(code);
    await again.getByRole('button', { name: 'New code' }).click();
    await again.getByText('Here is your new code. The old one no longer works.').waitFor();
    expect(await readLinkCode(again)).not.toBe(next);

    await expectNoConsoleErrors(child);
    // The wrong code's 400 is logged by the browser as a failed resource: expected here.
  });

  test('a student joins a class by code in Settings, and the parent sees the class', async () => {
    const teacher = await app.openPage();
    await startLearningAs(teacher, 'Teacher');
    await waitForPath(teacher, '/classroom');
    const teacherUser = await signedInUser(teacher);
    const created = await teacher.request.post('/api/classrooms', {
      data: { name: 'Room 12', grade: 4, subject: 'math' },
    });
    expect(created.status()).toBe(200);
    const { joinCode } = (await created.json()) as { joinCode: string };

    const child = await app.openPage({ viewport: VIEWPORTS.phone });
    await signInDemoStudent(child);
    const student = await signedInUser(child);
    const settings = await openSettings(child);
    const classCode = settings.getByRole('textbox', { name: 'Class code' });

    await settings.getByRole('button', { name: 'Join class' }).click();
    await settings.getByRole('alert').getByText('Type the code from your teacher first.').waitFor();
    await classCode.fill('QQQ-QQQ');
    await classCode.press('Enter');
    await settings
      .getByRole('alert')
      .getByText(/No class has that code/)
      .waitFor();

    // Enter joins the class and leaves the settings open (it does not press Save).
    await classCode.fill(joinCode.toLowerCase());
    await classCode.press('Enter');
    await settings.getByText(`You joined Room 12 with ${teacherUser.name}!`).waitFor();
    expect(await settings.isVisible()).toBe(true);
    expect(await classCode.inputValue()).toBe('');
    await expectNoSeriousAxeViolations(child, 'Settings after joining a class, on a phone');
    await scrollToTop(settings.getByRole('heading', { name: 'Join a class' }));
    await viewShot(child, 'parent-portal-settings-joined-phone');

    // The grade and toggles still save as before.
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    await settings.waitFor({ state: 'detached' });
    await toasts(child).getByText('Settings saved').waitFor();

    const again = await openSettings(child);
    const code = await readLinkCode(again);
    const parent = await newParent(VIEWPORTS.phone);
    await parent.getByRole('textbox', { name: 'Link code' }).fill(code);
    await parent.getByRole('button', { name: 'Link account' }).click();
    await parent.getByRole('heading', { level: 2, name: student.name }).waitFor();
    await parent.getByText(`Room 12 with ${teacherUser.name}`).waitFor();
    await expectNoConsoleErrors(parent);
  });
});

describe('handing over and other accounts', () => {
  test('a parent creates a child and lets them sign in on this device: the dashboard greets the child', async () => {
    const parent = await newParent(VIEWPORTS.phone);
    await parent.getByRole('textbox', { name: "Your child's first name" }).fill('Maya');
    await parent.getByRole('radio', { name: 'Grade 5' }).check();
    await parent.getByRole('button', { name: 'Create account' }).click();
    await parent.getByRole('heading', { level: 2, name: 'Maya' }).waitFor();
    await parent.getByText('Nothing finished yet.', { exact: false }).waitFor();
    expect(await figureText(parent.getByRole('region', { name: 'This week' }), 'week-score')).toBe('–');

    await parent.getByRole('button', { name: 'Let Maya sign in on this device' }).click();
    const confirm = parent.getByRole('dialog', { name: 'Hand over to Maya?' });
    await confirm.getByText(/you.ll need to sign in again/).waitFor();
    // A guest parent is told that there is no coming back.
    await confirm.getByText(/guest account/).waitFor();
    await expectNoSeriousAxeViolations(parent, 'the hand-over confirmation');
    await viewShot(parent, 'parent-portal-hand-over-phone');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });

    await parent.getByRole('button', { name: 'Let Maya sign in on this device' }).click();
    await confirm.getByRole('button', { name: 'Sign in as Maya' }).click();
    await waitForPath(parent, '/dashboard');
    await parent.getByRole('heading', { level: 1, name: 'Welcome back, Maya!' }).waitFor();
    const user: User = await signedInUser(parent);
    expect(user).toMatchObject({ name: 'Maya', accountType: 'student', grade: 5 });
    await expectNoConsoleErrors(parent);
  });

  test('a student who opens /parent is told the page is for parents', async () => {
    const student = await app.openPage();
    await signInDemoStudent(student);
    await student.goto('/parent');
    await student.getByRole('heading', { name: 'This page is for parents' }).waitFor();
    await student.getByRole('link', { name: 'Go to your home page', exact: true }).click();
    await waitForPath(student, '/');
    await student.getByRole('heading', { level: 1, name: /^Welcome back, / }).waitFor();
    await expectNoSeriousAxeViolations(student, 'the parent portal for a student');
    // The refused data call (403) is logged by the browser as a failed resource: expected here.
  });
});
