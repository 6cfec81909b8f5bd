import { describe, expect, test } from 'vitest';
import type { Page, Response } from 'playwright-core';
import type { ExamAttempt, ExamQuestion, MockExam, StartExamResponse } from '../../src/contracts/exams';
import { signInNewStudent } from './accounts';
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

// Mock exams (spec sections 2, 4 and 9; issue 7) on a real server: the list and its start
// confirmation, the timed exam with autosave, flags and the number grid, a reload that resumes the
// same attempt, the confirmation listing unanswered questions, results, and history reopening them.

const app = useBrowserApp();
let page: Page;

/** A new guest student in grade 4 on /mock-exams. */
async function newStudent(
  viewport: Viewport = VIEWPORTS.laptop,
  options: { fakeClock?: boolean } = {},
): Promise<void> {
  page = await app.freshPage({ viewport });
  // The page's own clock, so a test can jump ahead to the end of an 80-minute exam.
  if (options.fakeClock) await page.clock.install();
  await signInNewStudent(page, 4);
  await page.goto('/mock-exams');
  await page.getByRole('heading', { level: 1, name: 'Mock Exams' }).waitFor();
}

function isCall(method: string, path: string | RegExp) {
  return (response: Response) => {
    if (response.request().method() !== method) return false;
    const pathname = new URL(response.url()).pathname;
    return typeof path === 'string' ? pathname === path : path.test(pathname);
  };
}

async function shot(name: string): Promise<void> {
  await animationsDone(page);
  await screenshot(page, `mock-exams-${name}`);
}

const heading = () => page.getByTestId('exam-question-heading');
const timer = () => page.getByTestId('exam-timer');
const gridButton = (number: number) => page.getByTestId('grid-question').nth(number - 1);
const saveStatus = () => page.getByTestId('save-status');

/** mm:ss on the timer, in seconds. */
async function timerSeconds(): Promise<number> {
  const text = (await timer().textContent()) ?? '';
  const match = /(\d+):(\d\d)/.exec(text);
  expect(match, `the timer reads mm:ss, not "${text}"`).not.toBeNull();
  return Number(match![1]) * 60 + Number(match![2]);
}

/** Gives an answer of the item's own kind and waits for its autosave. */
async function answer(question: ExamQuestion, variant: number): Promise<void> {
  const saved = page.waitForResponse(isCall('PUT', `/api/exam-attempts/${attemptId}/answers/${question.id}`));
  await fillAnswer(page, question.item, variant, 'She kept trying because she wanted to help her friends.');
  expect((await saved).status()).toBe(200);
  await expect.poll(() => saveStatus().getAttribute('data-state')).toBe('saved');
}

let attemptId = '';

describe('a grade 4 student on a laptop', () => {
  test(
    'takes a math exam from the confirmation to results and history, through a reload mid-exam',
    { timeout: 180_000 },
    async () => {
      await newStudent();
      const exams = (await (await page.request.get('/api/mock-exams?grade=4')).json()) as MockExam[];
      expect(exams.length).toBeGreaterThanOrEqual(4);

      // Available Exams: one card per exam with its facts.
      await page.getByRole('tab', { name: 'Available Exams', selected: true }).waitFor();
      await expect.poll(() => page.getByTestId('exam-card').count()).toBe(exams.length);
      const exam = exams.find((e) => e.subjectKey === 'math')!;
      const card = page.locator(`[data-testid="exam-card"][data-exam-id="${exam.id}"]`);
      const cardText = await card.textContent();
      expect(cardText).toContain(exam.title);
      expect(cardText).toContain(`${exam.totalQuestions} questions`);
      expect(cardText).toContain(`${exam.timeLimit} min`);
      await expectNoSeriousAxeViolations(page, 'the exam list');
      await shot('list');

      // The start confirmation: what to expect; Start is disabled while the call is out.
      await card.getByRole('button', { name: /^Start Exam/ }).click();
      const dialog = page.getByRole('dialog', { name: exam.title });
      await dialog.waitFor();
      const expectations = await page.getByTestId('start-expectations').textContent();
      expect(expectations).toContain(`${exam.totalQuestions} questions`);
      expect(expectations).toContain(`${exam.timeLimit} minutes`);
      expect(expectations).toContain('save by themselves');
      await expectNoSeriousAxeViolations(page, 'the start confirmation');
      await shot('start-dialog');

      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/mock-exams/*/start', async (route) => {
        await held;
        await route.continue();
      });
      const started = page.waitForResponse(isCall('POST', `/api/mock-exams/${exam.id}/start`));
      await dialog.getByRole('button', { name: 'Start Exam' }).click();
      const pendingButton = dialog.getByRole('button', { name: 'Starting…' });
      await pendingButton.waitFor();
      expect(await pendingButton.isDisabled()).toBe(true);
      release();
      const startResponse = await started;
      await page.unroute('**/api/mock-exams/*/start');
      expect(startResponse.status()).toBe(200);
      const session = (await startResponse.json()) as StartExamResponse;
      attemptId = session.attemptId;
      const questions = session.questions;
      expect(questions).toHaveLength(exam.totalQuestions);
      await page.waitForURL((url) => url.searchParams.get('attempt') === attemptId);

      // The exam view: Question 1, the timer counting down from the time limit.
      await expect.poll(() => heading().textContent()).toBe(`Question 1 of ${questions.length}`);
      const firstReading = await timerSeconds();
      expect(firstReading).toBeLessThanOrEqual(exam.timeLimit * 60);
      expect(firstReading).toBeGreaterThan(exam.timeLimit * 60 - 10);
      await expect.poll(timerSeconds, { timeout: 4_000 }).toBeLessThan(firstReading);
      expect(await page.getByTestId('grid-question').count()).toBe(questions.length);

      // Answer 1, flag it, answer 2, jump with the grid to 4 and answer it; 3 stays empty.
      await answer(questions[0]!, 0);
      const flagSaved = page.waitForResponse(
        isCall('PUT', `/api/exam-attempts/${attemptId}/answers/${questions[0]!.id}`),
      );
      await page.getByRole('button', { name: 'Flag for review' }).click();
      expect((await flagSaved).request().postDataJSON()).toEqual({ flagged: true });
      expect(await page.getByRole('button', { name: 'Flag for review' }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      expect(await gridButton(1).getAttribute('aria-label')).toBe('Question 1: answered, flagged for review');

      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect.poll(() => heading().textContent()).toBe(`Question 2 of ${questions.length}`);
      await answer(questions[1]!, 1);
      await page.getByRole('button', { name: 'Question 4: not answered' }).click();
      await expect.poll(() => heading().textContent()).toBe(`Question 4 of ${questions.length}`);
      expect(await gridButton(4).getAttribute('aria-current')).toBe('step');
      await answer(questions[3]!, 2);
      await page.getByRole('button', { name: 'Previous' }).click();
      await expect.poll(() => heading().textContent()).toBe(`Question 3 of ${questions.length}`);
      expect(await page.getByTestId('answered-count').textContent()).toBe(
        `3 of ${questions.length} answered`,
      );
      await expectNoSeriousAxeViolations(page, 'the exam view');
      await shot('exam');
      await page.screenshot({ path: `${SHOTS_DIR}/e2e-mock-exams-exam-viewport.png` });

      // Reload: the same attempt, its answers, its flag and about the same time left.
      const beforeReload = await timerSeconds();
      await page.reload();
      await expect.poll(() => heading().textContent()).toBe(`Question 1 of ${questions.length}`);
      expect(new URL(page.url()).searchParams.get('attempt')).toBe(attemptId);
      const afterReload = await timerSeconds();
      expect(afterReload).toBeLessThanOrEqual(beforeReload);
      expect(afterReload).toBeGreaterThan(beforeReload - 15);
      expect(await page.getByTestId('answered-count').textContent()).toBe(
        `3 of ${questions.length} answered`,
      );
      for (const number of [1, 2, 4])
        expect(await gridButton(number).getAttribute('data-status')).toBe('answered');
      expect(await gridButton(3).getAttribute('data-status')).toBe('unanswered');
      expect(await gridButton(1).getAttribute('data-flagged')).toBe('true');
      expect(await page.getByRole('button', { name: 'Flag for review' }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      if (questions[0]!.item.interaction.type === 'multiple-choice') {
        const chosen = page
          .getByRole('radiogroup', { name: 'Answer choices' })
          .getByRole('radio', { checked: true });
        expect(await chosen.count()).toBe(1);
      }

      // Submit Exam: the confirmation lists 3 among the unanswered and 1 as flagged; jump back to 3.
      await page.getByRole('button', { name: 'Submit Exam' }).click();
      const confirm = page.getByRole('dialog', { name: 'Submit your exam?' });
      await confirm.waitFor();
      expect(await confirm.textContent()).toContain(`You answered 3 of ${questions.length} questions`);
      const unanswered = page.getByTestId('unanswered-list');
      expect(await unanswered.getByRole('button').count()).toBe(questions.length - 3);
      await unanswered.getByRole('button', { name: 'Go to question 3', exact: true }).waitFor();
      await page
        .getByTestId('flagged-list')
        .getByRole('button', { name: 'Go to question 1', exact: true })
        .waitFor();
      await expectNoSeriousAxeViolations(page, 'the submit confirmation');
      await shot('submit-dialog');
      await unanswered.getByRole('button', { name: 'Go to question 3', exact: true }).click();
      await confirm.waitFor({ state: 'detached' });
      await expect.poll(() => heading().textContent()).toBe(`Question 3 of ${questions.length}`);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
        .toBe('exam-question-heading');
      await answer(questions[2]!, 3);

      await page.getByRole('button', { name: 'Submit Exam' }).click();
      await confirm.waitFor();
      expect(await confirm.textContent()).toContain(`You answered 4 of ${questions.length} questions`);
      expect(await unanswered.getByRole('button', { name: 'Go to question 3', exact: true }).count()).toBe(0);
      const submitted = page.waitForResponse(isCall('POST', '/api/exam-attempts'));
      await confirm.getByRole('button', { name: 'Submit Exam' }).click();
      const submitResponse = await submitted;
      expect(submitResponse.status()).toBe(200);
      const sent = submitResponse.request().postDataJSON() as {
        examId: string;
        attemptId: string;
        answers: Record<string, unknown>;
        timeSpent: number;
      };
      expect(sent).toMatchObject({ examId: exam.id, attemptId });
      expect(Object.keys(sent.answers)).toHaveLength(questions.length);
      expect(Object.values(sent.answers).filter((value) => value !== null)).toHaveLength(4);
      expect(sent.timeSpent).toBeGreaterThan(0);
      const attempt = (await submitResponse.json()) as ExamAttempt;

      // Results: the server's numbers, the band, the estimate, the breakdown and the review.
      await page.waitForURL((url) => url.searchParams.get('results') === attemptId);
      await page.getByRole('heading', { level: 1, name: `${exam.title}: Results` }).waitFor();
      expect(await page.getByTestId('exam-score').textContent()).toContain(
        `${attempt.score} of ${questions.length}`,
      );
      const accuracy = page.getByTestId('exam-accuracy');
      expect(await accuracy.textContent()).toContain(`${attempt.accuracy}%`);
      const band =
        attempt.accuracy >= 90
          ? 'green'
          : attempt.accuracy >= 80
            ? 'blue'
            : attempt.accuracy >= 70
              ? 'yellow'
              : 'red';
      expect(await accuracy.getAttribute('data-band')).toBe(band);
      const level = await page.getByTestId('performance-level').textContent();
      expect(level).toContain('Estimated');
      expect(level).toContain(attempt.performanceLevel.label);
      expect(await page.getByTestId('breakdown-row').count()).toBeGreaterThanOrEqual(
        attempt.categories.length,
      );
      const weakest = page.getByTestId('weakest-categories').getByRole('listitem');
      expect(await weakest.count()).toBe(Math.min(3, attempt.weakestCategories.length));
      await page.getByRole('link', { name: 'Go to Practice' }).waitFor();
      expect(await page.getByTestId('review-entry').count()).toBe(questions.length);
      await page.getByTestId('review-entry').first().locator('summary').click();
      await page.getByText('Your answer', { exact: true }).first().waitFor();
      await expectNoSeriousAxeViolations(page, 'the results');
      await shot('results');
      await page.evaluate(() => window.scrollTo({ top: 0 }));
      await page.screenshot({ path: `${SHOTS_DIR}/e2e-mock-exams-results-viewport.png` });

      // History lists the attempt; choosing it reopens the same results.
      await page.getByRole('button', { name: 'Exam History' }).click();
      await page.getByRole('tab', { name: 'Exam History', selected: true }).waitFor();
      const entry = page.locator(`[data-testid="history-entry"][data-attempt-id="${attemptId}"]`);
      await entry.waitFor();
      const entryText = await entry.textContent();
      expect(entryText).toContain(exam.title);
      expect(entryText).toContain(`${attempt.accuracy}%`);
      expect(entryText).toContain(`${attempt.score} of ${questions.length} right`);
      await expectNoSeriousAxeViolations(page, 'the exam history');
      await shot('history');
      await entry.click();
      await page.waitForURL((url) => url.searchParams.get('results') === attemptId);
      await page.getByRole('heading', { level: 1, name: `${exam.title}: Results` }).waitFor();

      // The finished exam's card offers Start again, not Resume.
      await page.goto('/mock-exams');
      await expect.poll(() => card.getByRole('button', { name: /^Start Exam/ }).count()).toBe(1);
      await expectNoConsoleErrors(page);
    },
  );
});

describe('a grade 4 student on a phone', () => {
  test('reads a passage beside its questions in a reading exam, and can resume it', async () => {
    await newStudent(VIEWPORTS.phone);
    const exams = (await (await page.request.get('/api/mock-exams?grade=4')).json()) as MockExam[];
    const exam = exams.find((e) => e.subjectKey === 'reading')!;
    const card = page.locator(`[data-testid="exam-card"][data-exam-id="${exam.id}"]`);
    await card.getByRole('button', { name: /^Start Exam/ }).click();
    const started = page.waitForResponse(isCall('POST', `/api/mock-exams/${exam.id}/start`));
    await page.getByRole('dialog', { name: exam.title }).getByRole('button', { name: 'Start Exam' }).click();
    const session = (await (await started).json()) as StartExamResponse;
    attemptId = session.attemptId;
    await expect.poll(() => heading().textContent()).toBe(`Question 1 of ${session.questions.length}`);
    const passage = page.getByTestId('passage-panel');
    await expect.poll(async () => ((await passage.textContent()) ?? '').length).toBeGreaterThan(200);
    await answer(session.questions[0]!, 0);
    await expectNoSeriousAxeViolations(page, 'a reading exam question on a phone');
    await shot('phone-reading');
    // What the child sees while scrolled down to the choices: the exam bar stays on top.
    await page.getByRole('button', { name: 'Next', exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS_DIR}/e2e-mock-exams-phone-scrolled.png` });
    // The same question on a Chromebook: the passage beside the question.
    await page.setViewportSize(VIEWPORTS.laptop);
    await page.evaluate(() => window.scrollTo({ top: 0 }));
    const [passageBox, stemBox] = await Promise.all([
      passage.boundingBox(),
      page.getByTestId('question-stem').boundingBox(),
    ]);
    expect(stemBox!.x).toBeGreaterThan(passageBox!.x + passageBox!.width - 1);
    await page.screenshot({ path: `${SHOTS_DIR}/e2e-mock-exams-laptop-reading.png` });
    await expectNoSeriousAxeViolations(page, 'a reading exam question on a laptop');
    await page.setViewportSize(VIEWPORTS.phone);

    // Leaving and coming back: the card offers Resume, and the answer is still there.
    await page.goto('/mock-exams');
    await card.getByRole('button', { name: /^Resume/ }).click();
    const resumed = page.waitForResponse(isCall('POST', `/api/mock-exams/${exam.id}/start`));
    await page.getByRole('dialog', { name: exam.title }).getByRole('button', { name: 'Resume Exam' }).click();
    const again = (await (await resumed).json()) as StartExamResponse;
    expect(again).toMatchObject({ attemptId, resumed: true });
    await expect.poll(() => page.getByTestId('answered-count').textContent()).toContain('1 of');
    await expectNoConsoleErrors(page);
  });
});

describe('the exam clock', () => {
  test('turns amber at 5 minutes and red at 1, says so politely, and hands the exam in at the end; a failed save can be tried again', async () => {
    await newStudent(VIEWPORTS.laptop, { fakeClock: true });
    const exams = (await (await page.request.get('/api/mock-exams?grade=4')).json()) as MockExam[];
    const exam = exams.filter((e) => e.subjectKey === 'math')[1]!;
    const card = page.locator(`[data-testid="exam-card"][data-exam-id="${exam.id}"]`);
    await card.getByRole('button', { name: /^Start Exam/ }).click();
    const started = page.waitForResponse(isCall('POST', `/api/mock-exams/${exam.id}/start`));
    await page.getByRole('dialog', { name: exam.title }).getByRole('button', { name: 'Start Exam' }).click();
    const session = (await (await started).json()) as StartExamResponse;
    attemptId = session.attemptId;
    await expect.poll(() => heading().textContent()).toBe(`Question 1 of ${session.questions.length}`);
    await answer(session.questions[0]!, 0);

    // A save that fails: a note with Try again, and the answer stays on screen until it is saved.
    await page.route('**/api/exam-attempts/*/answers/*', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'unavailable', message: 'Try again soon.' } }),
      }),
    );
    const flag = page.getByRole('button', { name: 'Flag for review' });
    await flag.click();
    await expect.poll(() => saveStatus().getAttribute('data-state')).toBe('error');
    expect(await page.getByRole('alert').filter({ hasText: 'Not saved yet' }).count()).toBe(1);
    expect(await flag.getAttribute('aria-pressed')).toBe('true');
    await page.screenshot({ path: `${SHOTS_DIR}/e2e-mock-exams-save-failed.png` });
    await expect(expectNoConsoleErrors(page)).rejects.toThrow(/status of 503/);
    await page.unroute('**/api/exam-attempts/*/answers/*');
    const retried = page.waitForResponse(
      isCall('PUT', `/api/exam-attempts/${attemptId}/answers/${session.questions[0]!.id}`),
    );
    await page.getByRole('button', { name: 'Try again' }).click();
    expect((await retried).request().postDataJSON()).toEqual({ flagged: true });
    await expect.poll(() => saveStatus().getAttribute('data-state')).toBe('saved');

    expect(await timer().getAttribute('data-tone')).toBe('calm');
    const announcement = page.getByTestId('timer-announcement');
    expect(await announcement.textContent()).toBe('');

    const left = await timerSeconds();
    await page.clock.fastForward((left - 299) * 1000);
    await expect.poll(() => timer().getAttribute('data-tone')).toBe('warning');
    await expect.poll(() => announcement.textContent()).toBe('5 minutes left.');
    expect(await announcement.getAttribute('aria-live')).toBe('polite');
    await expectNoSeriousAxeViolations(page, 'the exam with 5 minutes left');

    await page.clock.fastForward(240 * 1000);
    await expect.poll(() => timer().getAttribute('data-tone')).toBe('urgent');
    await expect.poll(() => announcement.textContent()).toMatch(/^1 minute left/);
    await page.screenshot({ path: `${SHOTS_DIR}/e2e-mock-exams-last-minute.png` });

    // At 1 second or less the exam hands itself in, with what is on screen.
    const submitted = page.waitForResponse(isCall('POST', '/api/exam-attempts'));
    await page.clock.fastForward(59 * 1000);
    const response = await submitted;
    expect(response.status()).toBe(200);
    const sent = response.request().postDataJSON() as { attemptId: string; timeSpent: number };
    expect(sent.attemptId).toBe(attemptId);
    expect(sent.timeSpent).toBeGreaterThanOrEqual(exam.timeLimit * 60 - 2);
    await page.waitForURL((url) => url.searchParams.get('results') === attemptId);
    await page.getByRole('heading', { level: 1, name: `${exam.title}: Results` }).waitFor();
    await expectNoConsoleErrors(page);
  });
});
