import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoConsoleErrors, openPage, seriousAxeViolations, useBrowser } from './harness';

// The page checks guard every browser test, so they are tested too: each must catch what it is for.
// No StarPrep server is needed: the pages are written in place.

const APP = 'http://127.0.0.1:9';
const ISSUER = 'http://127.0.0.1:10';

const shared = useBrowser();
let page: Page;

async function freshPage(): Promise<Page> {
  await page?.context().close();
  page = await openPage(shared.browser, APP, { allowedOrigins: [ISSUER] });
  await page.setContent('<!doctype html><html lang="en"><title>t</title><main><h1>Hello</h1></main></html>');
  return page;
}

/** Fires a request and waits until the browser has sent it (it fails: nothing listens there). */
async function requestFrom(target: Page, url: string): Promise<void> {
  await Promise.all([
    target.waitForEvent('request', (request) => request.url() === url),
    target.evaluate((address) => void fetch(address, { mode: 'no-cors' }).catch(() => {}), url),
  ]);
}

describe('expectNoConsoleErrors', () => {
  test('passes on a quiet page', async () => {
    await freshPage();
    await expectNoConsoleErrors(page);
  });

  test('fails on a console error, and on an uncaught error', async () => {
    await freshPage();
    await page.evaluate(() => console.error('boom from the page'));
    await expect(expectNoConsoleErrors(page)).rejects.toThrow(/boom from the page/);

    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('thrown later');
      }),
    );
    await page.waitForTimeout(50);
    await expect(expectNoConsoleErrors(page)).rejects.toThrow(/thrown later/);
  });

  test('fails on a request to another host, but allows the app and the issuer', async () => {
    await freshPage();
    await requestFrom(page, `${APP}/api/ping`);
    await requestFrom(page, `${ISSUER}/authorize`);
    await page.waitForTimeout(50);
    // The failed loads above may log "Failed to load resource"; only the host matters here.
    const outcome = await expectNoConsoleErrors(page).then(
      () => 'no problems',
      (error: Error) => error.message,
    );
    expect(outcome).not.toMatch(/request to another host/);

    await requestFrom(page, 'http://tracker.example/pixel.gif');
    await expect(expectNoConsoleErrors(page)).rejects.toThrow(
      /request to another host: GET http:\/\/tracker\.example\/pixel\.gif/,
    );
  });
});

describe('seriousAxeViolations', () => {
  test('reports an unlabelled button, and nothing on a clean page', async () => {
    await freshPage();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setContent(
      '<!doctype html><html lang="en"><title>t</title><main><button></button></main></html>',
    );
    const violations = await seriousAxeViolations(page);
    expect(violations.map((violation) => violation.id)).toContain('button-name');
  });
});
