import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import type { ChatResponse } from '../../src/contracts/nova';
import type { StarPowerPanel } from '../../src/contracts/progress';
import type { User } from '../../src/contracts/user';
import { greeting, signInNewStudent, signedInUser, startLearningAs } from './accounts';
import {
  SHOTS_DIR,
  VIEWPORTS,
  animationsDone,
  currentUserStatus,
  expectNoConsoleErrors,
  expectNoSeriousAxeViolations,
  useBrowserApp,
  waitForPath,
  type Viewport,
} from './harness';

// The student shell of spec section 2: the header's buttons and every overlay they open, on a real
// server, at desktop size and on a 390 px phone.

const app = useBrowserApp();
let page: Page;

/** A new guest student through the login screen's Student → Start Learning, on the dashboard. */
async function newStudent(viewport: Viewport = VIEWPORTS.desktop): Promise<Page> {
  page = await app.freshPage({ viewport });
  await signInNewStudent(page);
  return page;
}

const header = () => page.getByRole('banner');
const headerButton = (name: string | RegExp) => header().getByRole('button', { name });
const dialog = (name: string) => page.getByRole('dialog', { name });
const toasts = () => page.getByRole('region', { name: /^Messages/ }).locator('li');

/** Opens an overlay from its header button and waits for it. */
async function openOverlay(button: string | RegExp, title: string): Promise<Locator> {
  await headerButton(button).click();
  const overlay = dialog(title);
  await overlay.waitFor();
  await animationsDone(page);
  return overlay;
}

async function shot(name: string): Promise<void> {
  await fs.mkdir(SHOTS_DIR, { recursive: true });
  await animationsDone(page);
  await page.screenshot({ path: path.join(SHOTS_DIR, `shell-${name}.png`) });
}

async function chooseGrade(overlay: Locator, grade: 3 | 4 | 5): Promise<void> {
  await overlay.getByRole('combobox', { name: 'Grade' }).click();
  await page.getByRole('option', { name: `Grade ${grade}` }).click();
  await expect
    .poll(() => overlay.getByRole('combobox', { name: 'Grade' }).textContent())
    .toBe(`Grade ${grade}`);
}

describe('the header', () => {
  test('shows every action: Nova, the real StarPower, a bell with 3, the avatar, settings and Logout', async () => {
    await newStudent();
    const user = await signedInUser(page);

    expect(
      await header()
        .getByRole('link', { name: /StarPrep/ })
        .getAttribute('href'),
    ).toBe('/dashboard');
    await headerButton('Chat with Nova').waitFor();
    await headerButton(`${user.starPower.toLocaleString('en-US')} StarPower`).waitFor();
    const bell = headerButton('Notifications, 3 unread');
    expect(await bell.getByTestId('notification-badge').textContent()).toBe('3');
    expect(await headerButton('Your profile').textContent()).toContain(user.avatar);
    await headerButton('Settings').waitFor();
    await headerButton('Logout').waitFor();

    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Dashboard', 'StarSpace', 'Practice', 'Mock Exams', 'Analytics', 'AI Study Plan'])
      await nav.getByRole('link', { name }).waitFor();

    await expectNoSeriousAxeViolations(page, 'the student dashboard');
    await shot('dashboard-desktop');
    await expectNoConsoleErrors(page);
  });

  test('on a 390 px phone every header button is an icon of at least 44 px, named, and on screen', async () => {
    await newStudent(VIEWPORTS.phone);
    const buttons = header().getByRole('button');
    expect(await buttons.count()).toBe(6);
    for (const button of await buttons.all()) {
      const box = (await button.boundingBox())!;
      const name = await button.getAttribute('aria-label');
      expect(name, 'every header button is named').toBeTruthy();
      expect(box.width, `${name} is wide enough`).toBeGreaterThanOrEqual(44);
      expect(box.height, `${name} is tall enough`).toBeGreaterThanOrEqual(44);
      expect(box.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${name} ends on screen`).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    }
    // Nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      VIEWPORTS.phone.width,
    );
    await expectNoSeriousAxeViolations(page, 'the student dashboard on a phone');
    await shot('dashboard-phone');
    await expectNoConsoleErrors(page);
  });
});

describe('Settings', () => {
  test('Save sends the new grade and sound setting; the dashboard and a reload show them', async () => {
    await newStudent();
    const settings = await openOverlay('Settings', 'Settings');
    await settings.getByText('Student', { exact: true }).waitFor();
    for (const promise of ['No ads', 'No trackers', 'Your data stays private'])
      await settings.getByText(promise).waitFor();

    // A help button opens its short answer in place.
    const help = settings.getByRole('button', { name: 'How StarPrep works' });
    await help.click();
    expect(await help.getAttribute('aria-expanded')).toBe('true');
    await settings.getByText(/unlocks new chapters in StarSpace/).waitFor();

    await chooseGrade(settings, 5);
    const sound = settings.getByRole('switch', { name: 'Sound effects' });
    expect(await sound.getAttribute('aria-checked')).toBe('true');
    await sound.click();
    expect(await sound.getAttribute('aria-checked')).toBe('false');
    expect(
      await settings.getByRole('switch', { name: 'Practice reminders' }).getAttribute('aria-checked'),
    ).toBe('true');
    const space = settings.getByRole('button', { name: 'Space' });
    await space.click();
    expect(await space.getAttribute('aria-pressed')).toBe('true');
    await expectNoSeriousAxeViolations(page, 'the Settings dialog');

    const saved = page.waitForRequest(
      (request) => request.method() === 'PATCH' && request.url().endsWith('/api/user/settings'),
    );
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).postDataJSON()).toEqual({
      grade: 5,
      preferences: { notifications: true, sound: false, interests: ['space'] },
    });
    await settings.waitFor({ state: 'detached' });
    await toasts().getByText('Settings saved').waitFor();
    await expect.poll(() => greeting(page).locator('..').textContent()).toContain('Grade 5');

    const user = await signedInUser(page);
    expect(user.grade).toBe(5);
    expect(user.preferences).toEqual({ notifications: true, sound: false, interests: ['space'] });

    await page.reload();
    await greeting(page).waitFor();
    expect(await greeting(page).locator('..').textContent()).toContain('Grade 5');

    // Opening again starts from what was saved; Escape closes and focus returns to the button.
    const again = await openOverlay('Settings', 'Settings');
    expect(await again.getByRole('combobox', { name: 'Grade' }).textContent()).toBe('Grade 5');
    expect(await again.getByRole('switch', { name: 'Sound effects' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    await page.keyboard.press('Escape');
    await again.waitFor({ state: 'detached' });
    expect(await headerButton('Settings').evaluate((button) => button === document.activeElement)).toBe(true);
    await expectNoConsoleErrors(page);
  });

  test('Cancel closes without saving', async () => {
    await newStudent();
    const before = await signedInUser(page);
    let patches = 0;
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches += 1;
    });

    const settings = await openOverlay('Settings', 'Settings');
    await chooseGrade(settings, 3);
    await settings.getByRole('switch', { name: 'Practice reminders' }).click();
    await settings.getByRole('button', { name: 'Cancel' }).click();
    await settings.waitFor({ state: 'detached' });

    expect(patches).toBe(0);
    expect(await signedInUser(page)).toEqual(before);
    expect(await greeting(page).locator('..').textContent()).toContain(`Grade ${before.grade}`);
    await expectNoConsoleErrors(page);
  });

  test('a failed save keeps the dialog open and shows why', async () => {
    await newStudent();
    await page.route('**/api/user/settings', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'bad_request', message: 'Grade must be 3, 4 or 5.' } }),
      }),
    );
    const settings = await openOverlay('Settings', 'Settings');
    await chooseGrade(settings, 3);
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    await settings.getByRole('alert').getByText('Grade must be 3, 4 or 5.').waitFor();
    expect(await settings.isVisible()).toBe(true);
    // The browser logs the refused request as a console error; that one is expected here.
  });
});

describe('Profile', () => {
  test('picking 🚀 and Purple and saving changes the header avatar, and a reload keeps it', async () => {
    await newStudent();
    const user = await signedInUser(page);
    const profile = await openOverlay('Your profile', 'Your Profile');

    await profile.getByText(user.name, { exact: true }).waitFor();
    await profile.getByText(`Grade ${user.grade} Champion`).waitFor();
    await profile.getByText(`${user.starPower.toLocaleString('en-US')} Star Power`).waitFor();
    const avatars = profile.getByRole('radiogroup', { name: 'Choose your avatar' }).getByRole('radio');
    expect(await avatars.count()).toBe(30);
    const colors = profile.getByRole('radiogroup', { name: 'Choose your color' }).getByRole('radio');
    expect(await colors.count()).toBe(12);
    // A new student's six badges, in the spec's order, all locked (star-power.test.ts checks earned ones).
    const achievements = profile.getByRole('list', { name: 'Achievements' }).getByRole('listitem');
    await achievements.first().waitFor();
    const badgeTexts = await achievements.allTextContents();
    expect(badgeTexts).toHaveLength(6);
    [
      'Star Collector',
      'Math Rocket',
      'Reading Master',
      'Writing Wizard',
      '7-Day Streak',
      'Practice Pro',
    ].forEach((name, index) => {
      expect(badgeTexts[index]).toMatch(new RegExp(`^${name}`));
      expect(badgeTexts[index]).toContain('Locked');
    });

    await profile.getByRole('radio', { name: '🚀', exact: true }).click();
    await profile.getByRole('radio', { name: 'Purple' }).click();
    expect(await profile.getByRole('radio', { name: 'Purple' }).getAttribute('aria-checked')).toBe('true');
    await expectNoSeriousAxeViolations(page, 'the profile dialog');

    const saved = page.waitForRequest(
      (request) => request.method() === 'PATCH' && request.url().endsWith('/api/user/profile'),
    );
    await profile.getByRole('button', { name: 'Save Changes' }).click();
    expect((await saved).postDataJSON()).toEqual({ avatar: '🚀', profileColor: 'purple' });
    await profile.waitFor({ state: 'detached' });
    await expect.poll(() => headerButton('Your profile').textContent()).toContain('🚀');
    await toasts().getByText('Profile saved').waitFor();

    expect(await signedInUser(page)).toMatchObject({ avatar: '🚀', profileColor: 'purple' });
    await page.reload();
    await greeting(page).waitFor();
    expect(await headerButton('Your profile').textContent()).toContain('🚀');
    expect(await headerButton('Your profile').locator('span').getAttribute('class')).toContain('purple');
    await expectNoConsoleErrors(page);
  });
});

describe('Notifications', () => {
  test('the panel lists 3 messages, and Mark all as read clears the badge', async () => {
    await newStudent();
    const panel = await openOverlay('Notifications, 3 unread', 'Notifications');
    const items = panel.getByRole('listitem');
    expect(await items.count()).toBe(3);
    await panel.getByText('Welcome to StarPrep!').waitFor();
    await expectNoSeriousAxeViolations(page, 'the notifications panel');

    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await panel.getByText('All read').waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    const bell = headerButton('Notifications');
    expect(await bell.getAttribute('aria-label')).toBe('Notifications');
    expect(await bell.getByTestId('notification-badge').count()).toBe(0);
    expect(await bell.evaluate((button) => button === document.activeElement)).toBe(true);

    // Still read on another screen.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Practice' }).click();
    await waitForPath(page, '/practice');
    expect(await headerButton(/^Notifications/).getAttribute('aria-label')).toBe('Notifications');
    await expectNoConsoleErrors(page);
  });
});

describe('StarPower', () => {
  test('the panel shows the real total and honest empty states', async () => {
    await newStudent();
    const user = await signedInUser(page);
    const total = user.starPower.toLocaleString('en-US');
    const panel = await openOverlay(`${total} StarPower`, 'Your StarPower');
    expect(await panel.getByText('StarPower in total').locator('..').textContent()).toBe(
      `${total}StarPower in total`,
    );
    await panel.getByText('Answer questions to earn StarPower today!').waitFor();
    await panel.getByRole('progressbar', { name: 'Progress to your next goal' }).waitFor();
    await expectNoSeriousAxeViolations(page, 'the StarPower panel');
    await expectNoConsoleErrors(page);
  });

  test('a bigger total shows its own figures and the next round goal', async () => {
    await newStudent();
    const user = await signedInUser(page);
    const panel = (await (await page.request.get('/api/star-power')).json()) as StarPowerPanel;
    // The figures of a student with some StarPower, without playing for it (star-power.test.ts and the
    // API tests earn it for real).
    await page.route('**/api/auth/user', (route) =>
      route.fulfill({ json: { ...user, starPower: 1_234 } satisfies User }),
    );
    await page.route('**/api/star-power', (route) =>
      route.fulfill({
        json: {
          ...panel,
          totals: { total: 1_234, today: 40, thisWeek: 310 },
          nextGoal: 2_500,
        } satisfies StarPowerPanel,
      }),
    );
    await page.reload();
    await greeting(page).waitFor();
    const dialog = await openOverlay('1,234 StarPower', 'Your StarPower');
    await dialog.getByText('1,234', { exact: true }).waitFor();
    await dialog.getByText('2,500 StarPower').waitFor();
    await dialog.getByText('1,266 more to go!').waitFor();
    expect(await dialog.getByRole('region', { name: 'Today' }).textContent()).toContain('40');
    expect(await dialog.getByRole('region', { name: 'This week' }).textContent()).toContain('310');
    expect(await dialog.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1234');
    await expectNoConsoleErrors(page);
  });
});

describe('Nova chat', () => {
  // Nova "types" for at least the spec's one second (section 9) before a reply shows.
  const REPLY_WAIT = { timeout: 5_000 };
  const turns = (chat: Locator) => chat.getByTestId('chat-turn');
  const isChatCall = (request: Request) =>
    request.method() === 'POST' && new URL(request.url()).pathname === '/api/nova/chat';

  /** Every line of Nova's text is in the turn (its numbered steps and bullets become list items). */
  async function expectTurnShows(turn: Locator, text: string): Promise<void> {
    const shown = (await turn.textContent()) ?? '';
    const lines = text.split('\n').map((line) => line.trim().replace(/^(\d+\.|•)\s+/, ''));
    for (const line of lines.filter(Boolean)) expect(shown).toContain(line);
  }

  /** Sends `text` with Send and returns what the server answered, once the chat shows Nova's reply. */
  async function sendToNova(chat: Locator, text: string): Promise<ChatResponse> {
    const input = chat.getByRole('textbox', { name: 'Message for Nova' });
    const before = await turns(chat).count();
    await input.fill(text);
    const answered = page.waitForResponse((response) => isChatCall(response.request()));
    await chat.getByRole('button', { name: 'Send' }).click();
    expect(await input.inputValue(), 'the box empties at once').toBe('');
    await chat.getByText('Nova is typing…').waitFor();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({ message: text, questionId: null });
    const exchange = (await response.json()) as ChatResponse;
    await expect.poll(() => turns(chat).count(), REPLY_WAIT).toBe(before + 2);
    expect(await turns(chat).nth(before).getAttribute('data-from')).toBe('student');
    expect(await turns(chat).nth(before).textContent()).toContain(
      `You said: ${exchange.studentMessage.text}`,
    );
    expect(await turns(chat).last().getAttribute('data-from')).toBe('nova');
    await expectTurnShows(turns(chat).last(), exchange.reply.text);
    expect(await chat.getByText('Nova is typing…').count()).toBe(0);
    return exchange;
  }

  test('blank messages are not sent; Nova answers from the server, and the chat survives a reload', async () => {
    await newStudent();
    let chatCalls = 0;
    page.on('request', (request) => {
      if (isChatCall(request)) chatCalls += 1;
    });
    const chat = await openOverlay('Chat with Nova', 'Chat with Nova');
    const input = chat.getByRole('textbox', { name: 'Message for Nova' });
    const send = chat.getByRole('button', { name: 'Send' });
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
    // Spec section 5: an empty or whitespace-only message is not sent.
    expect(await send.isDisabled()).toBe(true);
    await input.fill('    ');
    expect(await send.isDisabled()).toBe(true);
    await input.press('Enter');
    expect(await turns(chat).count(), "only Nova's greeting").toBe(1);
    expect(chatCalls).toBe(0);
    // No question on screen on the dashboard.
    expect(await chat.getByTestId('asking-about').count()).toBe(0);

    const hello = await sendToNova(chat, 'hello');
    expect(hello.studentMessage.text).toBe('hello');
    expect(hello.personalInfoRemoved).toBe(false);
    expect(hello.reply.text).toMatch(/^Hi! I'm Nova/);

    // Personal information is taken out before the message is stored or shown, with a reminder.
    const email = await sendToNova(chat, 'my email is sam.jones@example.com, can you help?');
    expect(email.personalInfoRemoved).toBe(true);
    expect(email.studentMessage.text).not.toContain('sam.jones@example.com');
    expect(email.reply.text).toMatch(/^I took out some personal information/);
    expect(await chat.textContent()).not.toContain('sam.jones@example.com');
    expect(chatCalls).toBe(2);
    expect(await turns(chat).count()).toBe(5);
    await expectNoSeriousAxeViolations(page, 'the Nova chat');
    await shot('nova-chat-conversation');

    await page.keyboard.press('Escape');
    await chat.waitFor({ state: 'detached' });
    expect(await headerButton('Chat with Nova').evaluate((button) => button === document.activeElement)).toBe(
      true,
    );

    // The conversation is the server's: it is all there after a reload.
    await page.reload();
    await greeting(page).waitFor();
    const reopened = await openOverlay('Chat with Nova', 'Chat with Nova');
    await expect.poll(() => turns(reopened).count(), REPLY_WAIT).toBe(5);
    expect(await turns(reopened).nth(1).textContent()).toContain('You said: hello');
    await expectTurnShows(turns(reopened).nth(2), hello.reply.text);
    expect(await turns(reopened).nth(3).textContent()).toContain(`You said: ${email.studentMessage.text}`);
    await expectTurnShows(turns(reopened).nth(4), email.reply.text);
    await expectNoConsoleErrors(page);
  });

  test("a refused message shows the server's kind words in the chat and comes back to the box", async () => {
    await newStudent();
    const refusal =
      "You've chatted with Nova a lot today! Take a break, try some practice questions, and chat again tomorrow.";
    await page.route('**/api/nova/chat', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'rate_limited', message: refusal } }),
      }),
    );
    const chat = await openOverlay('Chat with Nova', 'Chat with Nova');
    const input = chat.getByRole('textbox', { name: 'Message for Nova' });
    await input.fill('What should I practice?');
    await chat.getByRole('button', { name: 'Send' }).click();
    await chat.getByRole('alert').getByText(refusal).waitFor();
    expect(await input.inputValue(), 'the draft is kept to try again').toBe('What should I practice?');
    expect(await turns(chat).count(), 'nothing was stored, so no turn shows').toBe(1);
    await expectNoSeriousAxeViolations(page, 'the Nova chat with a refusal');
    await shot('nova-chat-refused');

    // Once the server takes messages again, the same draft goes through.
    await page.unroute('**/api/nova/chat');
    const answered = page.waitForResponse((response) => isChatCall(response.request()));
    await chat.getByRole('button', { name: 'Send' }).click();
    expect((await answered).status()).toBe(200);
    await expect.poll(() => turns(chat).count(), REPLY_WAIT).toBe(3);
    expect(await chat.getByRole('alert').count()).toBe(0);
    // The browser logs the refused request as a console error; that one is expected here.
    await expect(expectNoConsoleErrors(page)).rejects.toThrow(/status of 429/);
  });
});

describe('Toasts', () => {
  test('only one toast shows at a time, and F8 moves focus to it', async () => {
    await newStudent();
    const settings = await openOverlay('Settings', 'Settings');
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    await toasts().getByText('Settings saved').waitFor();
    expect(await toasts().count()).toBe(1);

    const profile = await openOverlay('Your profile', 'Your Profile');
    await profile.getByRole('radio', { name: '🦉', exact: true }).click();
    await profile.getByRole('button', { name: 'Save Changes' }).click();
    await toasts().getByText('Profile saved').waitFor();
    expect(await toasts().count()).toBe(1);
    expect(await toasts().first().textContent()).not.toContain('Settings saved');

    await page.keyboard.press('F8');
    expect(
      await page.evaluate(() =>
        document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label'),
      ),
    ).toBe('Messages (F8)');
    await shot('toast-desktop');
    await expectNoSeriousAxeViolations(page, 'the dashboard with a toast');
    await expectNoConsoleErrors(page);
  });
});

describe('Logout', () => {
  test('returns to the landing page, signed out', async () => {
    await newStudent();
    await headerButton('Logout').click();
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: 'Get Ready for the STAAR Test!' }).waitFor();
    expect(await currentUserStatus(page)).toBe(401);
    await expectNoConsoleErrors(page);
  });
});

describe("the grown-ups' headers", () => {
  test.for([
    { type: 'Teacher', home: '/classroom', portal: 'Teacher Classroom' },
    { type: 'Parent', home: '/parent', portal: 'Parent Portal' },
  ] as const)('$type: logo, name and Sign Out, on a desktop and a phone', async ({ type, home, portal }) => {
    for (const [size, viewport] of [
      ['desktop', VIEWPORTS.desktop],
      ['phone', VIEWPORTS.phone],
    ] as const) {
      page = await app.freshPage({ viewport });
      await startLearningAs(page, type);
      await waitForPath(page, home);
      const user = await signedInUser(page);
      await header().getByText(user.name, { exact: true }).waitFor();
      await header().getByRole('button', { name: 'Sign Out' }).waitFor();
      expect(
        await header()
          .getByRole('link', { name: /StarPrep/ })
          .getAttribute('href'),
      ).toBe('/');
      if (size === 'desktop') await header().getByText(portal).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await expectNoSeriousAxeViolations(page, `the ${portal} at ${size} size`);
      await shot(`${type.toLowerCase()}-${size}`);
      await expectNoConsoleErrors(page);
    }
  });
});

describe('every overlay, for people to look at', () => {
  test.for([
    { size: 'desktop', viewport: VIEWPORTS.desktop },
    { size: 'phone', viewport: VIEWPORTS.phone },
  ] as const)('at $size size, each overlay passes axe and is photographed', async ({ size, viewport }) => {
    await newStudent(viewport);
    const overlays = [
      { name: 'settings', button: 'Settings', title: 'Settings' },
      { name: 'profile', button: 'Your profile', title: 'Your Profile' },
      { name: 'notifications', button: /^Notifications/, title: 'Notifications' },
      { name: 'star-power', button: /StarPower$/, title: 'Your StarPower' },
      { name: 'nova', button: 'Chat with Nova', title: 'Chat with Nova' },
    ];
    for (const { name, button, title } of overlays) {
      const overlay = await openOverlay(button, title);
      if (name === 'nova') {
        await overlay.getByRole('textbox').fill('Hello Nova!');
        await overlay.getByRole('button', { name: 'Send' }).click();
        // Nova's greeting, the message and the server's reply.
        await expect.poll(() => overlay.getByTestId('chat-turn').count(), { timeout: 5_000 }).toBe(3);
      }
      await expectNoSeriousAxeViolations(page, `the ${name} overlay at ${size} size`);
      await shot(`${name}-${size}`);
      if (name === 'settings') {
        await overlay.getByRole('combobox', { name: 'Grade' }).click();
        await page.getByRole('listbox').waitFor();
        await shot(`settings-grade-${size}`);
        await page.keyboard.press('Escape');
        await page.getByRole('listbox').waitFor({ state: 'detached' });
      }
      await page.keyboard.press('Escape');
      await overlay.waitFor({ state: 'detached' });
    }
    await expectNoConsoleErrors(page);
  });
});
