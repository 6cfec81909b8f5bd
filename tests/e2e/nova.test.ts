import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Locator, Page, Response } from 'playwright-core';
import type { ChatResponse, ExplainResponse } from '../../src/contracts/nova';
import type { AnswerResponse, StartPracticeResponse } from '../../src/contracts/practice';
import type { PublicItem } from '../../src/core/items/item-types';
import { servedByHandle, wrongAnswer } from '../../src/server/testing/practice-helpers';
import { signInNewStudent } from './accounts';
import {
  SHOTS_DIR,
  VIEWPORTS,
  animationsDone,
  expectNoConsoleErrors,
  expectNoSeriousAxeViolations,
  giveAnswer,
  screenshot,
  type Viewport,
} from './harness';
import { useInProcessBrowserApp } from './in-process-app';

// Nova and the question on screen (spec sections 2, 4 and 7): the chat opened beside a practice
// question asks about it, so "can I have a hint?" gets that question's own hint ladder, rung by rung,
// and after a wrong answer "why?" gets its worked steps. The test reads each served question's hints
// and key from the server's database, since they never reach the browser before an answer.

const app = useInProcessBrowserApp();
let page: Page;

// Nova "types" for at least the spec's one second (section 9) before a reply shows.
const REPLY_WAIT = { timeout: 5_000 };

async function newStudent(viewport: Viewport = VIEWPORTS.laptop): Promise<void> {
  page = await app.freshPage({ viewport });
  await signInNewStudent(page, 3);
}

const chat = () => page.getByRole('dialog', { name: 'Chat with Nova' });
const turns = () => chat().getByTestId('chat-turn');
const button = (name: string) => page.getByRole('button', { name, exact: true });

function isPost(path: string) {
  return (response: Response) =>
    response.request().method() === 'POST' && new URL(response.url()).pathname === path;
}

async function shot(name: string): Promise<void> {
  await animationsDone(page);
  await screenshot(page, `nova-${name}`);
}

/** What the screen shows now: the chat is fixed to the screen, so a full-page photo would misplace it. */
async function screenShot(name: string): Promise<void> {
  await animationsDone(page);
  await page.screenshot({ path: path.join(SHOTS_DIR, `e2e-nova-${name}.png`) });
}

/** Waits for the chat to open (from any button) and settle. */
async function chatOpened(): Promise<Locator> {
  await chat().waitFor();
  await animationsDone(page);
  return chat();
}

/** Sends `text` and returns the exchange, once Nova's reply is on screen. */
async function ask(text: string, questionId: string | null): Promise<ChatResponse> {
  const before = await turns().count();
  await chat().getByRole('textbox', { name: 'Message for Nova' }).fill(text);
  const answered = page.waitForResponse(isPost('/api/nova/chat'));
  await chat().getByRole('button', { name: 'Send' }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({ message: text, questionId });
  const exchange = (await response.json()) as ChatResponse;
  await expect.poll(() => turns().count(), REPLY_WAIT).toBe(before + 2);
  return exchange;
}

/** Nova's last turn shows `text` (every line; numbered steps become list items). */
async function expectLastReply(text: string): Promise<void> {
  const shown = (await turns().last().textContent()) ?? '';
  expect(shown.startsWith('Nova said: ')).toBe(true);
  for (const line of text.split('\n').map((entry) => entry.trim().replace(/^\d+\.\s+/, '')))
    if (line) expect(shown).toContain(line);
}

/** Starts the first card of the Math tab and returns the question the session served. */
async function practiceQuestion(): Promise<PublicItem> {
  await page.goto('/practice');
  await page.getByRole('heading', { level: 1, name: 'Practice Center' }).waitFor();
  const served = page.waitForResponse(isPost('/api/practice/get-session-question'));
  await button('Start Number and Operations').click();
  const body = (await (await served).json()) as { question: { item: PublicItem } };
  await expect.poll(() => page.getByTestId('question-stem').textContent()).toBe(body.question.item.stem);
  return body.question.item;
}

describe('Nova and the question on screen', () => {
  test('Ask Nova gives the practice question its own hints rung by rung, then why a wrong answer was wrong', async () => {
    await newStudent();
    const item = await practiceQuestion();
    const { item: full } = await servedByHandle(app.db, item.id);
    expect(full.hints.length, 'every question has a hint ladder').toBeGreaterThanOrEqual(2);

    const askNova = button('Ask Nova');
    expect(await askNova.getAttribute('aria-haspopup')).toBe('dialog');
    await askNova.click();
    await chatOpened();
    expect(await chat().getByTestId('asking-about').textContent()).toBe(
      `Asking about: Question 1 (TEKS ${item.teksCode})`,
    );
    const input = chat().getByRole('textbox', { name: 'Message for Nova' });
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await input.getAttribute('aria-describedby')).toBe(
      await chat().getByTestId('asking-about').getAttribute('id'),
    );

    // Spec section 5: an empty message is not sent.
    await input.fill('   ');
    await input.press('Enter');
    expect(await turns().count()).toBe(1);

    const first = await ask('can I have a hint?', item.id);
    expect(first.reply.text.startsWith(`Hint 1: ${full.hints[0]}`)).toBe(true);
    await expectLastReply(first.reply.text);
    const second = await ask('can I have another hint?', item.id);
    expect(second.reply.text.startsWith(`Hint 2: ${full.hints[1]}`)).toBe(true);
    await expectLastReply(second.reply.text);
    await expectNoSeriousAxeViolations(page, 'the Nova chat about a practice question');
    await screenShot('hints-laptop');

    // Closing hands focus back to the button that opened the chat.
    await page.keyboard.press('Escape');
    await chat().waitFor({ state: 'detached' });
    expect(await askNova.evaluate((element) => element === document.activeElement)).toBe(true);

    // A wrong answer, then "why?" from the header's button: the question's worked steps and its answer.
    const graded = page.waitForResponse(isPost('/api/practice/answer'));
    await giveAnswer(page, item, wrongAnswer(full));
    if (item.interaction.type !== 'multiple-choice') await button('Check Answer').click();
    const result = (await (await graded).json()) as AnswerResponse;
    expect(result.correct).toBe(false);
    await page.getByRole('banner').getByRole('button', { name: 'Chat with Nova' }).click();
    await chatOpened();
    const why = await ask('why is my answer wrong?', item.id);
    for (const step of result.explanation) expect(why.reply.text).toContain(step);
    expect(why.reply.text).toContain('So the answer is');
    await expectLastReply(why.reply.text);
    // The steps are a real list for screen readers.
    expect(await turns().last().getByRole('listitem').count()).toBe(result.explanation.length);
    await screenShot('why-wrong-laptop');
    await expectNoConsoleErrors(page);
  });

  test("on a phone, the chat over a practice set asks about the set's question", async () => {
    await newStudent(VIEWPORTS.phone);
    await page.goto('/practice-session');
    const started = page.waitForResponse(isPost('/api/practice/start'));
    await page.getByRole('button', { name: 'Start Practice' }).click();
    const session = (await (await started).json()) as StartPracticeResponse;
    const question = session.questions[0]!;
    await expect.poll(() => page.getByTestId('question-stem').textContent()).toBe(question.item.stem);
    const { item: full } = await servedByHandle(app.db, question.id);
    // The "Practice Session Started!" toast would cover the chat's message box on a phone.
    const toast = page.getByRole('region', { name: /^Messages/ }).locator('li');
    await toast.getByRole('button', { name: 'Dismiss' }).click();
    await toast.waitFor({ state: 'detached' });

    await page.getByRole('banner').getByRole('button', { name: 'Chat with Nova' }).click();
    await chatOpened();
    expect(await chat().getByTestId('asking-about').textContent()).toBe(
      `Asking about: Question 1 (TEKS ${question.teksStandard})`,
    );
    const hint = await ask('hint please', question.id);
    expect(hint.reply.text.startsWith(`Hint 1: ${full.hints[0]}`)).toBe(true);
    await expectNoSeriousAxeViolations(page, 'the Nova chat on a phone');
    await screenShot('practice-set-phone');

    // Away from the question, the chat is about nothing in particular again.
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Chat with Nova' }).click();
    await chatOpened();
    expect(await chat().getByTestId('asking-about').count()).toBe(0);
    await expect.poll(() => turns().count(), REPLY_WAIT).toBe(3);
    await expectNoConsoleErrors(page);
  });
});

describe('Ask NovaBot', () => {
  test("says the spec's trouble message when the explanation fails, and explains on Try Again", async () => {
    await newStudent();
    const item = await practiceQuestion();
    const { item: full } = await servedByHandle(app.db, item.id);
    await giveAnswer(page, item, wrongAnswer(full));
    if (item.interaction.type !== 'multiple-choice') await button('Check Answer').click();
    await page.getByTestId('answer-feedback').waitFor();

    await page.route('**/api/nova/explain', (route) =>
      route.fulfill({ json: { success: false, explanation: '', hints: [], steps: [], source: 'tutor' } }),
    );
    await button('Ask NovaBot').click();
    const help = page.getByTestId('novabot-help');
    await help.getByText('NovaBot is thinking…').waitFor();
    await help
      .getByText("I'm having trouble connecting right now. Please try again in a moment!", { exact: true })
      .waitFor(REPLY_WAIT);
    await expectNoSeriousAxeViolations(page, "NovaBot's trouble message");
    await shot('novabot-trouble');

    await page.unroute('**/api/nova/explain');
    const explained = page.waitForResponse(isPost('/api/nova/explain'));
    await help.getByRole('button', { name: 'Try Again' }).click();
    const body = (await (await explained).json()) as ExplainResponse;
    expect(body.hints).toEqual(full.hints);
    await help.getByTestId('novabot-explanation').waitFor(REPLY_WAIT);
    expect(await help.getByTestId('novabot-explanation').textContent()).toContain(`Hint 1: ${full.hints[0]}`);
    await expectNoConsoleErrors(page);
  });
});
