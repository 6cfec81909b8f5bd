/**
 * Shared machinery for the browser tests: a real StarPrep server on a fresh database, Debian's Chromium
 * driven by playwright-core, a local OpenID Connect issuer standing in for Google, and checks every
 * page must pass (no console errors, no third-party requests, no serious accessibility violations).
 *
 * A typical file:
 *   const app = useBrowserApp();   // a server and a browser for the whole file
 *   test('…', async () => {
 *     const page = await app.openPage({ viewport: VIEWPORTS.phone });
 *     await signInNewStudent(page, 4);   // accounts.ts
 *     …;
 *     await expectNoConsoleErrors(page);
 *   });
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { ItemResponse, PublicItem } from '../../src/core/items/item-types';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** How long a Playwright action or wait may take before it fails with its own message. */
export const ACTION_TIMEOUT_MS = 10_000;
const SERVER_START_TIMEOUT_MS = 60_000;
const SERVER_STOP_TIMEOUT_MS = 10_000;
/** The last this many characters of the server's output are kept for error messages. */
const OUTPUT_LIMIT = 64 * 1024;

// ---------------------------------------------------------------------------------------------------
// The server
// ---------------------------------------------------------------------------------------------------

export interface RunningServer {
  /** e.g. http://127.0.0.1:40123 — no trailing slash. */
  url: string;
  dataDir: string;
  /** What the server printed so far (the last 64 kB). */
  output(): string;
  /** Stops the server (SIGTERM, then SIGKILL after 10 s) and removes its data folder. Safe to call twice. */
  stop(): Promise<void>;
}

export interface StartServerOptions {
  /** Extra or overriding environment variables, e.g. OIDC_ISSUER / OIDC_CLIENT_ID / OIDC_CLIENT_SECRET. */
  env?: Record<string, string>;
}

/** A port nobody is listening on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const running = new Set<ChildProcess>();
// If the test run dies without its afterAll, no server is left behind holding a port.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

function exitDescription(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `was killed by ${signal}` : `exited with code ${code}`;
}

/**
 * Starts `node --import tsx src/server/main.ts` on a free port with a fresh temporary DATA_DIR (so a
 * fresh PGlite database: ~3 s to migrate) and waits until GET /api/auth/user answers. Google sign-in is
 * off unless `env` sets OIDC_CLIENT_ID; nothing is inherited from the caller's OIDC, DATABASE_URL or
 * PUBLIC_URL settings.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'starprep-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_URL: '',
    OIDC_CLIENT_ID: '',
    OIDC_CLIENT_SECRET: '',
    LOG_LEVEL: 'info',
    ...options.env,
  };

  let output = '';
  const record = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.stdout.on('data', record);
  child.stderr.on('data', record);

  let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      running.delete(child);
      resolve();
    });
  });
  const spawnFailure = new Promise<never>((_, reject) => child.once('error', reject));
  spawnFailure.catch(() => {});

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (!exit) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), SERVER_STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(killer);
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  };

  const fail = async (why: string): Promise<never> => {
    await stop();
    throw new Error(`The StarPrep server ${why}. Its output:\n${output || '(nothing)'}`);
  };

  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  for (;;) {
    if (exit) return fail(exitDescription(exit.code, exit.signal) + ' before it answered');
    try {
      await Promise.race([
        fetch(`${url}/api/auth/user`, { signal: AbortSignal.timeout(2_000) }),
        spawnFailure,
      ]);
      break;
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'ENOENT')
        return fail(`could not start: ${error.message}`);
    }
    if (Date.now() > deadline)
      return fail(`did not answer GET /api/auth/user within ${SERVER_START_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return { url, dataDir, output: () => output, stop };
}

// ---------------------------------------------------------------------------------------------------
// The test OpenID Connect issuer (Google's stand-in)
// ---------------------------------------------------------------------------------------------------

// One issuer helper serves the API tests and the browser tests.
export {
  startTestIssuer as startOidcIssuer,
  type TestIssuer as OidcIssuer,
} from '../../src/server/testing/oidc-issuer';

// ---------------------------------------------------------------------------------------------------
// The browser
// ---------------------------------------------------------------------------------------------------

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium (Playwright cannot download its own browsers here). One per test file. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

interface PageProblems {
  allowedOrigins: Set<string>;
  problems: string[];
}

const problemsByContext = new WeakMap<BrowserContext, PageProblems>();

/** Spec section 4: a 401 on the user fetch means "signed out", and Chromium logs it as a console error. */
function isExpectedSignedOutCheck(text: string, resourceUrl: string): boolean {
  if (!text.startsWith('Failed to load resource: the server responded with a status of 401')) return false;
  try {
    return new URL(resourceUrl).pathname === '/api/auth/user';
  } catch {
    return false;
  }
}

function watchPage(page: Page, watched: PageProblems): void {
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    if (isExpectedSignedOutCheck(message.text(), where)) return;
    watched.problems.push(`console error on ${page.url()}: ${message.text()}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (error) => {
    watched.problems.push(`uncaught error on ${page.url()}: ${error.stack ?? error.message}`);
  });
}

/** The screen sizes the browser tests use. */
export const VIEWPORTS = {
  /** A desktop or a large laptop: openPage's default. */
  desktop: { width: 1280, height: 800 },
  /** A 1366×768 laptop, the usual school Chromebook. */
  laptop: { width: 1366, height: 768 },
  /** A 390 px phone. */
  phone: { width: 390, height: 844 },
} as const;

export type Viewport = { width: number; height: number };

export interface OpenPageOptions {
  /** Origins besides the app's that the page may contact, e.g. the test OIDC issuer. */
  allowedOrigins?: string[];
  viewport?: Viewport;
}

/**
 * A page in a fresh browser context (its own cookies), with relative URLs resolved against `baseUrl`.
 * Console errors, uncaught page errors and requests to any other host are collected for
 * `expectNoConsoleErrors`. Close it with `page.context().close()`, or let `browser.close()` do it.
 */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  options: OpenPageOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: options.viewport ?? VIEWPORTS.desktop,
    locale: 'en-US',
    timezoneId: 'America/Chicago',
  });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(ACTION_TIMEOUT_MS);
  const watched: PageProblems = {
    allowedOrigins: new Set([
      new URL(baseUrl).origin,
      ...(options.allowedOrigins ?? []).map((o) => new URL(o).origin),
    ]),
    problems: [],
  };
  problemsByContext.set(context, watched);
  // Children's privacy: the app talks to its own server only (and, for sign-in, the identity provider).
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:' || url.protocol === 'about:') return;
    if (!watched.allowedOrigins.has(url.origin)) {
      watched.problems.push(`request to another host: ${request.method()} ${request.url()}`);
    }
  });
  context.on('page', (page) => watchPage(page, watched));
  return context.newPage();
}

// ---------------------------------------------------------------------------------------------------
// One server and one browser per test file
// ---------------------------------------------------------------------------------------------------

export interface BrowserApp {
  /** The file's StarPrep server (from its beforeAll on). */
  readonly server: RunningServer;
  /** The file's Chromium (from its beforeAll on). */
  readonly browser: Browser;
  /** A page of its own (fresh cookies: signed out) on the file's server; see openPage. */
  openPage(options?: OpenPageOptions): Promise<Page>;
  /**
   * Like openPage, but first closes the page the previous freshPage call opened, for files that keep
   * one current page: every test starts signed out in a new context.
   */
  freshPage(options?: OpenPageOptions): Promise<Page>;
}

function unready(what: string): never {
  throw new Error(`The ${what} is only there from the test file's beforeAll on.`);
}

/**
 * Registers the file's beforeAll (start the server with `options` and launch the browser, side by
 * side) and afterAll (close the browser, stop the server), and returns them through getters.
 */
export function useBrowserApp(options: StartServerOptions = {}): BrowserApp {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let current: Page | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(options), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const app: BrowserApp = {
    get server() {
      return server ?? unready('server');
    },
    get browser() {
      return browser ?? unready('browser');
    },
    openPage: (pageOptions) => openPage(app.browser, app.server.url, pageOptions),
    async freshPage(pageOptions) {
      await current?.context().close();
      current = await app.openPage(pageOptions);
      return current;
    },
  };
  return app;
}

/** The browser alone, for files that start their servers themselves (or need none). */
export function useBrowser(): { readonly browser: Browser } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    get browser() {
      return browser ?? unready('browser');
    },
  };
}

/**
 * Fails on any console error, uncaught page error or third-party request seen in this page's context
 * since it opened (or since the last call), except the 401 of the signed-out user check.
 */
export async function expectNoConsoleErrors(page: Page): Promise<void> {
  const watched = problemsByContext.get(page.context());
  if (!watched) throw new Error('expectNoConsoleErrors needs a page made by openPage().');
  // Let console messages from the last action arrive before judging.
  await page
    .evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))))
    .catch(() => {});
  const problems = watched.problems.splice(0);
  if (problems.length > 0) {
    throw new Error(
      `The page reported ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------------
// Small helpers for the tests
// ---------------------------------------------------------------------------------------------------

/** Waits until the page's path (and, if given, search) is the one expected. */
export async function waitForPath(page: Page, pathname: string, search?: string): Promise<void> {
  await page.waitForURL(
    (url) => url.pathname === pathname && (search === undefined || url.search === search),
  );
}

/** The status GET /api/auth/user answers with this page's cookies: 200 signed in, 401 signed out. */
export async function currentUserStatus(page: Page): Promise<number> {
  const response = await page.request.get('/api/auth/user');
  return response.status();
}

/**
 * Waits for the finite animations running now (entrance fades, dialogs popping in) to end, so axe and
 * screenshots see the settled screen; endless ones (spinners, the background) are not waited for.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Gives an answer of the item's own kind on the question screen (the key stays on the server, which
 * grades it): `variant` changes which choice, number or option is picked, `writing` is a short response.
 */
export async function fillAnswer(
  page: Page,
  item: PublicItem,
  variant: number,
  writing: string,
): Promise<void> {
  const interaction = item.interaction;
  switch (interaction.type) {
    case 'multiple-choice': {
      const choices = page.getByRole('radiogroup', { name: 'Answer choices' }).getByRole('radio');
      await choices.nth(variant % interaction.choices.length).click();
      return;
    }
    case 'multiselect': {
      const boxes = page.getByRole('checkbox');
      for (let index = 0; index < interaction.selectCount; index += 1) await boxes.nth(index).check();
      return;
    }
    case 'numeric-entry':
      await page.getByRole('textbox', { name: 'Your answer' }).fill(String(variant + 1));
      return;
    case 'inline-choice': {
      const blanks = page.locator('select');
      // Option 0 is the "Choose…" placeholder.
      for (let index = 0; index < interaction.blanks.length; index += 1)
        await blanks
          .nth(index)
          .selectOption({ index: 1 + (variant % interaction.blanks[index]!.options.length) });
      return;
    }
    case 'short-response':
      await page.getByRole('textbox', { name: /Write your answer/ }).fill(writing);
      return;
  }
}

/**
 * Gives `response` on the question screen, the way a child would (choices, boxes, drop-downs): for tests
 * that know the key (in-process-app.ts), so they answer right or wrong on purpose.
 */
export async function giveAnswer(page: Page, item: PublicItem, response: ItemResponse): Promise<void> {
  switch (response.type) {
    case 'multiple-choice': {
      const label =
        typeof response.choice === 'number'
          ? item.interaction.type === 'multiple-choice'
            ? item.interaction.choices[response.choice]!.label
            : String(response.choice)
          : response.choice;
      await page
        .getByRole('radiogroup', { name: 'Answer choices' })
        .getByRole('radio', { name: new RegExp(`^${label}\\.`) })
        .click();
      return;
    }
    case 'multiselect':
      for (const label of response.choices)
        await page.getByRole('checkbox', { name: new RegExp(`^${String(label)}\\.`) }).check();
      return;
    case 'numeric-entry':
      await page.getByRole('textbox', { name: 'Your answer' }).fill(response.text);
      return;
    case 'inline-choice': {
      if (item.interaction.type !== 'inline-choice') throw new Error('mismatched item');
      const blanks = page.locator('select');
      // Option 0 is the "Choose…" placeholder.
      for (const [index, blank] of item.interaction.blanks.entries())
        await blanks.nth(index).selectOption({ index: 1 + response.selections[blank.id]! });
      return;
    }
    case 'short-response':
      await page.getByRole('textbox', { name: /Write your answer/ }).fill(response.text);
      return;
  }
}

export const SHOTS_DIR = process.env.E2E_SHOTS_DIR ?? '/tmp/shots';

/** Saves a full-page screenshot as <SHOTS_DIR>/e2e-<name>.png (for people to look at; never compared). */
export async function screenshot(page: Page, name: string): Promise<string> {
  await fs.mkdir(SHOTS_DIR, { recursive: true });
  const file = path.join(SHOTS_DIR, `e2e-${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

// ---------------------------------------------------------------------------------------------------
// Accessibility (axe-core)
// ---------------------------------------------------------------------------------------------------

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  /** CSS selectors of the offending elements. */
  targets: string[];
}

let axeSource: string | undefined;

/**
 * Runs axe-core on the page as it is now and returns its serious and critical violations. The script
 * is evaluated through the DevTools protocol, so the app's Content-Security-Policy stays on.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  axeSource ??= readFileSync(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const { axe: runner } = window as unknown as { axe: typeof axe };
    const results = await runner.run(document, { resultTypes: ['violations'] });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? 'unknown',
        help: violation.help,
        helpUrl: violation.helpUrl,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
  });
}

/** Fails with a readable list when axe finds a serious or critical violation. */
export async function expectNoSeriousAxeViolations(page: Page, screen: string): Promise<void> {
  // A dialog popping in or a colour transition caught half-way reads as low contrast: let finite
  // animations finish first, so axe judges what the child sees once the screen is still.
  await animationsDone(page);
  const violations = await seriousAxeViolations(page);
  if (violations.length === 0) return;
  const lines = violations.map(
    (v) =>
      `  - [${v.impact}] ${v.id}: ${v.help}\n      ${v.targets.slice(0, 5).join('\n      ')}\n      ${v.helpUrl}`,
  );
  throw new Error(`axe found ${violations.length} serious violation(s) on ${screen}:\n${lines.join('\n')}`);
}
