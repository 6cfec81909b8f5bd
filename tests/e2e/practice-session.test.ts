import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page, Response } from 'playwright-core';
import type {
  AnswerResponse,
  PracticeHistoryEntry,
  PracticeSetQuestion,
  StartPracticeResponse,
  SubmitPracticeResponse,
} from '../../src/contracts/practice';
import type { User } from '../../src/contracts/user';
import { signInNewStudent, signedInUser, type Grade } from './accounts';
import {
  SHOTS_DIR,
  VIEWPORTS,
  animationsDone,
  expectNoConsoleErrors,
  expectNoSeriousAxeViolations,
  fillAnswer,
  screenshot,
  useBrowserApp,
  type Viewport,
} from './harness';

// The practice set of spec sections 2 and 4 (/practice-session) on a real server: settings, the
// question flow graded by the server, the completion screen, Practice Again and the history, for a
// grade 3 and a grade 5 student, on a laptop and on a phone.

const app = useBrowserApp();
let page: Page;

/** A new guest student (login screen: Student → Start Learning) in the given grade, on /practice-session. */
async function newStudent(grade: Grade, viewport: Viewport = VIEWPORTS.laptop): Promise<User> {
  page = await app.freshPage({ viewport });
  await signInNewStudent(page, grade);
  await page.goto('/practice-session');
  await settingsHeading().waitFor();
  const user = await signedInUser(page);
  expect(user.grade).toBe(grade);
  return user;
}

const settingsHeading = () => page.getByRole('heading', { level: 1, name: 'Practice Session' });
const startButton = () => page.getByRole('button', { name: 'Start Practice' });
const submitButton = () => page.getByRole('button', { name: 'Submit Answer' });
const toasts = () => page.getByRole('region', { name: /^Messages/ }).locator('li');
const historyEntries = () => page.getByTestId('practice-history-entry');

function isCall(path: string) {
  return (response: Response) =>
    response.request().method() !== 'GET' && new URL(response.url()).pathname === path;
}

async function shot(name: string): Promise<void> {
  await animationsDone(page);
  await screenshot(page, `practice-session-${name}`);
}

/** Gives an answer of the item's own kind; `variant` changes which choice is picked. */
async function answer(question: PracticeSetQuestion, variant: number): Promise<void> {
  await fillAnswer(
    page,
    question.item,
    variant,
    'The text says she kept trying because she wanted to help her friends.',
  );
}

interface RunResult {
  session: StartPracticeResponse;
  submitted: SubmitPracticeResponse;
  correctAnswers: number;
}

/**
 * Presses Start and answers every question to the completion screen, checking the progress line,
 * that Submit Answer waits for an answer, the server's feedback, and what Finish sends.
 */
async function runSet(
  length: { exactly: number } | { atMost: number },
  shotPrefix: string,
): Promise<RunResult> {
  const started = page.waitForResponse(isCall('/api/practice/start'));
  await startButton().click();
  const startResponse = await started;
  expect(startResponse.status()).toBe(200);
  const session = (await startResponse.json()) as StartPracticeResponse;
  // A skill with little written content may give a shorter set; the screen counts what was served.
  const expectedCount = session.questions.length;
  if ('exactly' in length) {
    expect(expectedCount).toBe(length.exactly);
  } else {
    expect(expectedCount).toBeGreaterThanOrEqual(1);
    expect(expectedCount).toBeLessThanOrEqual(length.atMost);
  }

  await toasts().getByText('Practice Session Started!').waitFor();
  expect(await toasts().textContent()).toContain(`Ready to practice ${expectedCount} questions.`);

  let correctAnswers = 0;
  for (const [index, question] of session.questions.entries()) {
    const progress = page.getByTestId('question-progress');
    await expect.poll(() => progress.textContent()).toBe(`Question ${index + 1} of ${expectedCount}`);
    expect(
      await page.getByRole('progressbar', { name: 'Practice progress' }).getAttribute('aria-valuenow'),
    ).toBe(String(index + 1));
    expect(await page.getByTestId('question-stem').textContent()).toBe(question.item.stem);
    expect(await submitButton().isDisabled(), 'Submit Answer waits for an answer').toBe(true);

    await answer(question, index);
    expect(await submitButton().isEnabled()).toBe(true);
    if (index === 0) await shot(`${shotPrefix}-question`);

    const graded = page.waitForResponse(isCall('/api/practice/answer'));
    await submitButton().click();
    const gradedResponse = await graded;
    expect(gradedResponse.status()).toBe(200);
    const sent = gradedResponse.request().postDataJSON() as {
      sessionId: string;
      questionId: string;
      timeSpentMs: number;
    };
    expect(sent).toMatchObject({ sessionId: session.id, questionId: question.id });
    expect(sent.timeSpentMs).toBeGreaterThanOrEqual(0);
    const result = (await gradedResponse.json()) as AnswerResponse;
    if (result.correct) correctAnswers += 1;

    const feedback = page.getByTestId('answer-feedback');
    await feedback.waitFor();
    expect(await feedback.getAttribute('data-correct')).toBe(String(result.correct));
    expect(await submitButton().count(), 'the answer is locked once graded').toBe(0);

    const last = index === expectedCount - 1;
    if (index === 0) {
      await expectNoSeriousAxeViolations(page, `a ${shotPrefix} question with its feedback`);
      await shot(`${shotPrefix}-feedback`);
    }
    if (!last) {
      expect(await page.getByRole('button', { name: 'Finish' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Next Question' }).click();
    }
  }

  expect(await page.getByRole('button', { name: 'Next Question' }).count()).toBe(0);
  const finished = page.waitForResponse(isCall('/api/practice/submit'));
  await page.getByRole('button', { name: 'Finish' }).click();
  const submitResponse = await finished;
  expect(submitResponse.status()).toBe(200);
  const body = submitResponse.request().postDataJSON() as {
    sessionId: string;
    answers: Record<string, unknown>;
    timeSpent: number;
  };
  expect(body.sessionId).toBe(session.id);
  expect(Object.keys(body.answers).sort()).toEqual(session.questions.map((q) => q.id).sort());
  expect(body.timeSpent).toBeGreaterThan(0);
  expect(body.timeSpent).toBeLessThan(10);

  const submitted = (await submitResponse.json()) as SubmitPracticeResponse;
  return { session, submitted, correctAnswers };
}

/** The completion screen shows the server's numbers; Practice Again goes back to the settings and history. */
async function checkCompletionAndHistory(run: RunResult, shotPrefix: string): Promise<void> {
  const { session, submitted, correctAnswers } = run;
  const total = session.questions.length;
  // The server's verdict agrees with the answers it graded one by one.
  expect(submitted).toMatchObject({ totalQuestions: total, correctCount: correctAnswers });
  expect(submitted.score).toBe(Math.round((correctAnswers / total) * 100));
  expect(submitted.starsEarned).toBe(Math.round(submitted.score / 2));

  await page.getByRole('heading', { level: 1, name: 'Practice Complete!' }).waitFor();
  expect(await page.getByTestId('practice-score').textContent()).toContain(`${submitted.score}%`);
  expect(await page.getByTestId('practice-stars').textContent()).toContain(`${submitted.starsEarned}`);
  expect(await page.getByTestId('practice-correct').textContent()).toContain(
    `${submitted.correctCount} of ${total}`,
  );
  const band =
    submitted.score >= 90
      ? 'green'
      : submitted.score >= 80
        ? 'blue'
        : submitted.score >= 70
          ? 'yellow'
          : 'red';
  expect(await page.getByTestId('practice-score').getAttribute('data-band')).toBe(band);

  await toasts().getByText('Practice Complete!').waitFor();
  const toastText = await toasts().textContent();
  expect(toastText).toContain(`${submitted.score}%`);
  expect(toastText).toContain(`${submitted.starsEarned} star`);
  expect(await toasts().count(), 'at most one toast').toBe(1);

  await expectNoSeriousAxeViolations(page, 'the completion screen');
  await shot(`${shotPrefix}-complete`);

  await page.getByRole('button', { name: 'Practice Again' }).click();
  await settingsHeading().waitFor();
  const entry = page.locator(`[data-testid="practice-history-entry"][data-session-id="${session.id}"]`);
  await entry.waitFor();
  const entryText = await entry.textContent();
  expect(entryText).toContain(`${submitted.score}%`);
  expect(entryText).toContain(`${submitted.correctCount} of ${total} right`);

  const history = (await (await page.request.get('/api/practice/history')).json()) as {
    sessions: PracticeHistoryEntry[];
  };
  expect(history.sessions[0]).toMatchObject({
    id: session.id,
    score: submitted.score,
    starsEarned: submitted.starsEarned,
  });
  expect(await historyEntries().first().getAttribute('data-session-id')).toBe(session.id);
  await expectNoSeriousAxeViolations(page, 'the settings with history');
  await shot(`${shotPrefix}-history`);
}

describe('a grade 3 student', () => {
  test(
    'runs mixed math practice of 15 questions to Practice Again, and sees it in the history',
    { timeout: 120_000 },
    async () => {
      const before = await newStudent(3);
      await page.getByText('No practice yet.').waitFor();
      await page.getByRole('radio', { name: 'Math' }).check();
      await page.getByRole('radio', { name: 'Mixed Practice (15 questions)' }).check();
      expect(await startButton().isEnabled()).toBe(true);
      await expectNoSeriousAxeViolations(page, 'the practice settings');
      await shot('grade3-settings');

      const run = await runSet({ exactly: 15 }, 'grade3-math');
      expect(run.session).toMatchObject({ grade: 3, subject: 'math', practiceMode: 'mixed' });
      for (const question of run.session.questions) expect(question.teksStandard).toMatch(/^3\./);

      await checkCompletionAndHistory(run, 'grade3-math');
      expect(await historyEntries().first().textContent()).toContain('Math · Mixed Practice');

      // StarPower is refreshed from the server, not counted in the browser.
      const after = (await (await page.request.get('/api/auth/user')).json()) as User;
      expect(after.starPower).toBeGreaterThanOrEqual(before.starPower);
      await page
        .getByRole('banner')
        .getByRole('button', { name: `${after.starPower.toLocaleString('en-US')} StarPower` })
        .waitFor();
      await expectNoConsoleErrors(page);
    },
  );

  test('sees the spec error toast when the practice set cannot start', async () => {
    await newStudent(3);
    await page.route('**/api/practice/start', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'unavailable', message: 'Try again soon.' } }),
      }),
    );
    await startButton().click();
    const toast = toasts().filter({ hasText: 'Failed to start practice session. Please try again.' });
    await toast.waitFor();
    expect(await toast.getByText('Error', { exact: true }).count()).toBe(1);
    expect(await toasts().count()).toBe(1);
    // Still on the settings, ready to try again.
    await settingsHeading().waitFor();
    expect(await startButton().isEnabled()).toBe(true);
    await shot('start-error');
    // The only problem on the page is the failure this test made.
    await expect(expectNoConsoleErrors(page)).rejects.toThrow(/status of 503/);
  });
});

describe('with a keyboard alone', () => {
  /** The text of the element that has focus now. */
  const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

  /** Answers with keys only, starting from the question heading. */
  async function answerWithKeys(question: PracticeSetQuestion): Promise<void> {
    const interaction = question.item.interaction;
    // Tab past the passage (a reading question's scrolling panel) to the answer area.
    for (let presses = 0; presses < 4; presses += 1) {
      await page.keyboard.press('Tab');
      const inAnswer = await page.evaluate(
        () => document.activeElement?.matches('[role="radio"], input, select, textarea') ?? false,
      );
      if (inAnswer) break;
    }
    switch (interaction.type) {
      case 'multiple-choice':
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Space');
        return;
      case 'multiselect':
        for (let index = 0; index < interaction.selectCount; index += 1) {
          if (index > 0) await page.keyboard.press('Tab');
          await page.keyboard.press('Space');
        }
        return;
      case 'numeric-entry':
        await page.keyboard.type('12');
        return;
      case 'inline-choice':
        for (let index = 0; index < interaction.blanks.length; index += 1) {
          if (index > 0) await page.keyboard.press('Tab');
          await page.keyboard.press('ArrowDown');
        }
        return;
      case 'short-response':
        await page.keyboard.type('The author shows it with details from the text.');
        return;
    }
  }

  test('chooses a skill, starts, answers and moves on, with focus always somewhere useful', async () => {
    await newStudent(4);
    const math = page.getByRole('radio', { name: 'Math' });
    await math.focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: 'Reading' }).isChecked()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    expect(await math.isChecked()).toBe(true);

    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: 'One TEKS Skill (10 questions)' }).isChecked()).toBe(true);
    expect(await startButton().isDisabled()).toBe(true);

    const picker = page.getByRole('combobox', { name: 'Pick a TEKS skill' });
    await picker.waitFor();
    await page.keyboard.press('Tab');
    expect(await picker.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('option').first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => picker.textContent()).toMatch(/^4\.\S+ · /);

    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Start Practice');
    await shot('keyboard-focus-start');
    const started = page.waitForResponse(isCall('/api/practice/start'));
    await page.keyboard.press('Enter');
    const session = (await (await started).json()) as StartPracticeResponse;
    const first = session.questions[0]!;

    // Start is gone, so the first question's heading takes focus.
    await expect.poll(focused).toBe(`Question 1 of ${session.questions.length}`);
    await answerWithKeys(first);
    expect(await submitButton().isEnabled()).toBe(true);
    await submitButton().focus();
    const graded = page.waitForResponse(isCall('/api/practice/answer'));
    await page.keyboard.press('Enter');
    await graded;
    // The verdict takes focus, and Next Question is the next stop.
    await expect.poll(focused).toMatch(/^(Correct!|Not quite)$/);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Next Question');
    await shot('keyboard-focus-next');
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe(`Question 2 of ${session.questions.length}`);
    await expectNoConsoleErrors(page);
  });
});

describe('a grade 5 student', () => {
  test(
    'on a phone, picks one reading TEKS skill (Start waits for it) and runs 10 questions',
    { timeout: 120_000 },
    async () => {
      await newStudent(5, VIEWPORTS.phone);
      await page.getByRole('radio', { name: 'Reading' }).check();
      await page.getByRole('radio', { name: 'One TEKS Skill (10 questions)' }).check();

      // Spec section 5: the one-skill mode needs a skill before it can start.
      expect(await startButton().isDisabled()).toBe(true);
      await page.getByText('Choose a skill first, then press Start.').waitFor();
      const picker = page.getByRole('combobox', { name: 'Pick a TEKS skill' });
      await picker.waitFor();
      await expectNoSeriousAxeViolations(page, 'the settings waiting for a skill');
      await shot('grade5-settings-phone');

      await picker.click();
      const firstSkill = page.getByRole('option').first();
      const skillText = (await firstSkill.textContent())!;
      const code = skillText.split(' · ')[0]!;
      expect(code).toMatch(/^5\./);
      await animationsDone(page);
      // Not a full-page shot: resizing the window closes the list.
      await page.screenshot({
        path: path.join(SHOTS_DIR, 'e2e-practice-session-grade5-skill-picker-phone.png'),
      });
      await firstSkill.click();
      await expect.poll(() => picker.textContent()).toContain(code);
      expect(await startButton().isEnabled()).toBe(true);

      const run = await runSet({ atMost: 10 }, 'grade5-reading-phone');
      expect(run.session).toMatchObject({
        grade: 5,
        subject: 'reading',
        practiceMode: 'specific-teks',
        teksStandard: code,
      });
      for (const question of run.session.questions) expect(question.teksStandard).toBe(code);
      // Nothing scrolls sideways on the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        VIEWPORTS.phone.width,
      );

      await checkCompletionAndHistory(run, 'grade5-reading-phone');
      expect(await historyEntries().first().textContent()).toContain(`Reading · One TEKS Skill · ${code}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        VIEWPORTS.phone.width,
      );
      await expectNoConsoleErrors(page);
    },
  );

  test(
    'runs math practice of their weak skills at grade 5, with both runs in the history',
    { timeout: 180_000 },
    async () => {
      await newStudent(5);
      await page.getByRole('radio', { name: 'Math' }).check();
      await page.getByRole('radio', { name: 'My Weak Skills (10 questions)' }).check();
      const run = await runSet({ exactly: 10 }, 'grade5-math');
      expect(run.session).toMatchObject({ grade: 5, subject: 'math', practiceMode: 'weak-skills' });
      for (const question of run.session.questions) expect(question.teksStandard).toMatch(/^5\./);
      await checkCompletionAndHistory(run, 'grade5-math');

      // Practice Again keeps the last choices and starts a second set; both show, newest first.
      expect(await page.getByRole('radio', { name: 'My Weak Skills (10 questions)' }).isChecked()).toBe(true);
      const second = await runSet({ exactly: 10 }, 'grade5-math-again');
      await checkCompletionAndHistory(second, 'grade5-math-again');
      expect(await historyEntries().count()).toBe(2);
      expect(await historyEntries().nth(1).getAttribute('data-session-id')).toBe(run.session.id);
      await expectNoConsoleErrors(page);
    },
  );
});
