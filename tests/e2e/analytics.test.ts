import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { Analytics } from '../../src/contracts/progress';
import type {
  AnswerResponse,
  PracticeSetQuestion,
  StartPracticeResponse,
} from '../../src/contracts/practice';
import { signInDemoStudent, signInNewStudent } from './accounts';
import {
  SHOTS_DIR,
  VIEWPORTS,
  animationsDone,
  expectNoConsoleErrors,
  expectNoSeriousAxeViolations,
  screenshot,
  useBrowserApp,
  waitForPath,
} from './harness';

// The Analytics screen (spec section 2, issue 8) on a real server: a brand-new student's empty state,
// then figures that match the answers they gave; and the demo student's full screen after Try Demo,
// on a laptop and on a phone.

const app = useBrowserApp();

const title = (page: Page) => page.getByRole('heading', { level: 1, name: 'Analytics Dashboard' });

/** The figures the screen was drawn from: the GET /api/analytics answer of this load. */
async function openAnalytics(page: Page): Promise<Analytics> {
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/analytics' && response.status() === 200,
  );
  await page.goto('/analytics');
  const analytics = (await (await answered).json()) as Analytics;
  await title(page).waitFor();
  return analytics;
}

/** An answer of the item's own kind; which choice is picked does not matter, the server grades it. */
function someAnswer(question: PracticeSetQuestion, variant: number) {
  const interaction = question.item.interaction;
  switch (interaction.type) {
    case 'multiple-choice':
      return {
        type: 'multiple-choice',
        choice: interaction.choices[variant % interaction.choices.length]!.label,
      };
    case 'multiselect':
      return {
        type: 'multiselect',
        choices: interaction.choices.slice(0, interaction.selectCount).map((choice) => choice.label),
      };
    case 'numeric-entry':
      return { type: 'numeric-entry', text: String(variant + 1) };
    case 'inline-choice':
      return {
        type: 'inline-choice',
        selections: Object.fromEntries(
          interaction.blanks.map((blank) => [blank.id, variant % blank.options.length]),
        ),
      };
    case 'short-response':
      return { type: 'short-response', text: 'She kept trying because she wanted to help her friends.' };
  }
}

/** Answers the first `count` questions of a new practice set through the API; returns how many were right. */
async function answerQuestions(
  page: Page,
  body: {
    subject: 'math' | 'reading';
    practiceMode: 'mixed' | 'weak-skills' | 'specific-teks';
    teksStandard?: string;
  },
  count: number,
): Promise<{ answered: number; correct: number }> {
  const started = await page.request.post('/api/practice/start', { data: body });
  expect(started.status()).toBe(200);
  const session = (await started.json()) as StartPracticeResponse;
  let correct = 0;
  const questions = session.questions.slice(0, count);
  for (const [index, question] of questions.entries()) {
    const graded = await page.request.post('/api/practice/answer', {
      data: {
        sessionId: session.id,
        questionId: question.id,
        answer: someAnswer(question, index),
        timeSpentMs: 300_000,
      },
    });
    expect(graded.status()).toBe(200);
    if (((await graded.json()) as AnswerResponse).correct) correct += 1;
  }
  return { answered: questions.length, correct };
}

describe('a brand-new student', () => {
  test('sees how to start, then figures that match the answers they gave', async () => {
    const page = await app.openPage({ viewport: VIEWPORTS.laptop });
    await signInNewStudent(page);

    // Through the student shell's navigation, as a child would get there.
    await page.getByRole('link', { name: 'Analytics' }).first().click();
    await waitForPath(page, '/analytics');
    await title(page).waitFor();
    const empty = page.getByTestId('analytics-empty');
    await empty.waitFor();
    expect(await empty.textContent()).toContain(
      'Answer a few questions in Practice and your progress shows up here.',
    );
    const main = (await page.locator('main').textContent()) ?? '';
    expect(main).not.toMatch(/null|NaN|undefined|0%/);
    expect(await page.getByTestId('tile-accuracy').count(), 'no page of zeros').toBe(0);
    await animationsDone(page);
    await expectNoSeriousAxeViolations(page, 'the empty analytics screen');
    await screenshot(page, 'analytics-new-student-empty');

    // The empty state's button leads to Practice.
    await page.getByRole('link', { name: 'Start Practicing' }).click();
    await waitForPath(page, '/practice');

    const done = await answerQuestions(page, { subject: 'math', practiceMode: 'mixed' }, 3);
    expect(done.answered).toBe(3);
    const percent = Math.round((100 * done.correct) / done.answered);

    const analytics = await openAnalytics(page);
    expect(analytics.isEmpty).toBe(false);
    expect(await empty.count()).toBe(0);

    const accuracyTile = page.getByTestId('tile-accuracy');
    expect(await accuracyTile.getByTestId('tile-value').textContent()).toBe(`${percent}%`);
    // Nothing before this week to compare with: said in words, not "+0%".
    expect(await accuracyTile.getByTestId('tile-change').getAttribute('data-direction')).toBe('none');
    // Three answers of 5 minutes each: a quarter of an hour, which the server gives to one decimal.
    expect(Math.abs(analytics.tiles.studyTimeHours.value - 0.25)).toBeLessThanOrEqual(0.05);
    expect(await page.getByTestId('tile-study-time').getByTestId('tile-value').textContent()).toContain(
      `${analytics.tiles.studyTimeHours.value}h`,
    );
    expect(await page.getByTestId('tile-streak').getByTestId('tile-value').textContent()).toMatch(/^1/);
    expect(await page.getByTestId('streak-caption').textContent()).toBe('Personal best');

    const cards = page.getByTestId('subject-card');
    expect(await cards.count()).toBe(analytics.subjects.length);
    const maths = cards.filter({ has: page.getByRole('heading', { name: 'Mathematics' }) });
    expect(await maths.getByTestId('subject-accuracy').textContent()).toBe(`${percent}%`);
    expect(await maths.textContent()).toContain('3 questions answered');
    const reading = cards.filter({ has: page.getByRole('heading', { name: 'Reading' }) });
    expect(await reading.textContent()).toContain('No Reading questions yet');

    // Today has its bar; the table for screen readers says the same; the other days have none.
    const practised = analytics.weeklyProgress.filter((day) => day.accuracy !== null);
    expect(practised).toHaveLength(1);
    expect(practised[0]).toMatchObject({ accuracy: percent, answered: 3 });
    const table = page.getByTestId('weekly-table');
    expect(await table.textContent()).toContain(`${percent}% of 3 questions`);
    expect((await table.textContent())?.match(/No practice/g)).toHaveLength(6);
    const bars = page.locator('.recharts-bar-rectangle path');
    await bars.first().waitFor({ state: 'attached' });
    expect(await bars.count()).toBe(1);
    // Even 0% draws a sliver, so a day of wrong answers never looks like a day off.
    expect((await bars.first().boundingBox())?.height).toBeGreaterThan(0);

    // Three answers are too few to judge any skill, so no area is named, and the screen says why.
    expect(analytics.improvementAreas).toEqual([]);
    expect(await page.getByRole('region', { name: 'Areas for Improvement' }).textContent()).toContain(
      percent >= 80 ? 'No skill needs extra practice right now' : 'Answer a few more questions in each skill',
    );

    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toMatch(/null|NaN|undefined/);
    await animationsDone(page);
    await expectNoSeriousAxeViolations(page, 'a new student analytics screen after three answers');
    await screenshot(page, 'analytics-new-student-figures');

    // More answers, sent straight to the server (as from another tab): the figures cached here stay
    // fresh for five minutes (spec section 9), so the next load of the screen shows them. Answers given
    // in this tab mark the figures stale at once (query-client.ts; the dashboard test walks that path).
    const more = await answerQuestions(page, { subject: 'reading', practiceMode: 'mixed' }, 2);
    const after = (await (await page.request.get('/api/analytics')).json()) as Analytics;
    await page.reload();
    await title(page).waitFor();
    // Reading and Writing share the reading subject: between them they hold the new answers.
    const readingSide = after.subjects.filter((card) => card.subject === 'reading');
    expect(readingSide.reduce((sum, card) => sum + card.answered, 0)).toBe(more.answered);
    for (const card of readingSide.filter((entry) => entry.answered > 0)) {
      const shown = cards.filter({ has: page.getByRole('heading', { name: card.name }) });
      const words = `${card.answered} ${card.answered === 1 ? 'question' : 'questions'} answered`;
      await expect.poll(() => shown.textContent()).toContain(words);
    }
    await expectNoConsoleErrors(page);
    await page.context().close();
  });
});

describe('the demo student', () => {
  test.each([
    ['laptop', VIEWPORTS.laptop],
    ['phone', VIEWPORTS.phone],
  ] as const)('sees every tile, subject, bar and area to practise on a %s', async (name, viewport) => {
    const page = await app.openPage({ viewport });
    await signInDemoStudent(page);

    const analytics = await openAnalytics(page);
    expect(analytics.isEmpty, 'the demo student has a history').toBe(false);

    for (const tile of ['tile-accuracy', 'tile-study-time', 'tile-stars', 'tile-streak']) {
      const value = (await page.getByTestId(tile).getByTestId('tile-value').textContent()) ?? '';
      expect(value, tile).toMatch(/\d/);
    }
    expect(await page.getByTestId('tile-accuracy').getByTestId('tile-value').textContent()).toBe(
      `${analytics.tiles.overallAccuracy.value}%`,
    );

    const cards = page.getByTestId('subject-card');
    expect(await cards.count()).toBe(3);
    for (const subject of ['Mathematics', 'Reading', 'Writing'])
      await cards.getByRole('heading', { name: subject }).waitFor();
    for (const card of analytics.subjects.filter((subject) => subject.accuracy !== null)) {
      const shown = cards.filter({ has: page.getByRole('heading', { name: card.name }) });
      expect(await shown.getByTestId('subject-accuracy').textContent()).toBe(`${card.accuracy}%`);
    }

    const bars = analytics.weeklyProgress.filter((day) => day.accuracy !== null).length;
    expect(bars, 'the demo student practised this week').toBeGreaterThan(0);
    const drawn = page.locator('.recharts-bar-rectangle path');
    await drawn.first().waitFor({ state: 'attached' });
    expect(await drawn.count()).toBe(bars);

    // Seven day names and the bar labels all fit side by side, even on a phone.
    for (const selector of ['.recharts-xAxis-tick-labels text', '.recharts-label-list text']) {
      const boxes = await page
        .locator(selector)
        .evaluateAll((texts) =>
          texts.map((text) => text.getBoundingClientRect()).map(({ left, right }) => ({ left, right })),
        );
      expect(boxes.length, selector).toBe(selector.includes('xAxis') ? 7 : bars);
      for (let index = 1; index < boxes.length; index += 1)
        expect(boxes[index]!.left, `${selector} ${index}`).toBeGreaterThanOrEqual(boxes[index - 1]!.right);
    }

    const areas = page.getByTestId('improvement-area');
    expect(analytics.improvementAreas.length).toBeGreaterThan(0);
    expect(await areas.count()).toBe(analytics.improvementAreas.length);
    for (const [index, area] of analytics.improvementAreas.entries()) {
      const row = areas.nth(index);
      expect(await row.textContent()).toContain(area.name);
      expect(await row.getByTestId('improvement-accuracy').textContent()).toBe(`${area.accuracy}%`);
      expect(await row.textContent()).toContain(area.label);
      expect(await row.getByRole('link', { name: `Practice ${area.name}` }).getAttribute('href')).toBe(
        area.href,
      );
    }

    await animationsDone(page);
    await expectNoSeriousAxeViolations(page, `the demo student analytics on a ${name}`);
    await screenshot(page, `analytics-demo-${name}`);
    await page
      .getByRole('region', { name: 'Weekly Progress' })
      .screenshot({ path: path.join(SHOTS_DIR, `e2e-analytics-demo-${name}-chart.png`) });

    // Each area's link opens practice for it.
    const first = analytics.improvementAreas[0]!;
    await areas.first().getByRole('link').click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === first.href);
    await expectNoConsoleErrors(page);
    await page.context().close();
  });
});
