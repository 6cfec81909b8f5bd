/**
 * Shared steps of the progress journeys (dashboard.test.ts, star-power.test.ts): answering one question
 * in the Practice Center, and reading the server's own figures to compare the screen with. Signing in
 * is in accounts.ts.
 */
import { expect } from 'vitest';
import type { Page, Response } from 'playwright-core';
import type { Dashboard, StarPowerPanel } from '../../src/contracts/progress';
import type { AnswerResponse } from '../../src/contracts/practice';
import type { PublicItem } from '../../src/core/items/item-types';
import { waitForPath } from './harness';

export async function apiDashboard(page: Page): Promise<Dashboard> {
  const response = await page.request.get('/api/dashboard');
  expect(response.status()).toBe(200);
  return (await response.json()) as Dashboard;
}

export async function apiStarPower(page: Page): Promise<StarPowerPanel> {
  const response = await page.request.get('/api/star-power');
  expect(response.status()).toBe(200);
  return (await response.json()) as StarPowerPanel;
}

function isPost(path: string) {
  return (response: Response) =>
    response.request().method() === 'POST' && new URL(response.url()).pathname === path;
}

/** Fills the answer area with a guess (the key stays on the server) and sends it. */
async function guess(page: Page, item: PublicItem): Promise<void> {
  const interaction = item.interaction;
  const check = () => page.getByRole('button', { name: 'Check Answer', exact: true }).click();
  switch (interaction.type) {
    case 'multiple-choice':
      // Graded the moment a letter is chosen (spec section 4).
      await page.getByRole('radiogroup', { name: 'Answer choices' }).getByRole('radio').first().click();
      return;
    case 'multiselect':
      for (const choice of interaction.choices.slice(0, interaction.selectCount))
        await page.getByRole('checkbox', { name: new RegExp(`^${choice.label}\\.`) }).check();
      return check();
    case 'numeric-entry':
      await page.getByRole('textbox', { name: 'Your answer' }).fill('2');
      return check();
    case 'inline-choice': {
      const blanks = page.locator('select');
      // Option 0 is the "Choose…" placeholder.
      for (const index of interaction.blanks.keys()) await blanks.nth(index).selectOption({ index: 1 });
      return check();
    }
    case 'short-response':
      await page.getByRole('textbox', { name: /Write your answer/ }).fill('I liked reading it.');
      return check();
  }
}

/**
 * From the dashboard: the Practice Center through the main navigation, the first math card, and one
 * answer. Returns the server's verdict once the screen shows it.
 */
export async function answerOneQuestion(page: Page): Promise<AnswerResponse> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Practice' }).click();
  await waitForPath(page, '/practice');
  const card = page.getByTestId('practice-card').first();
  const served = page.waitForResponse(isPost('/api/practice/get-session-question'));
  await card.getByRole('button', { name: /^Start / }).click();
  const body = (await (await served).json()) as { question: { item: PublicItem } };
  await page.getByTestId('question-stem').waitFor();
  const graded = page.waitForResponse(isPost('/api/practice/answer'));
  await guess(page, body.question.item);
  const response = await graded;
  expect(response.status()).toBe(200);
  await page.getByTestId('answer-feedback').waitFor();
  return (await response.json()) as AnswerResponse;
}
