/**
 * A StarPrep server inside the test process, for browser journeys that must answer on purpose: answer
 * keys never reach the browser, so such a test reads the served question's full item from the same
 * database the server uses (`servedByHandle`, as the API tests do). Otherwise it is the real app as
 * `npm start` runs it: the built client, the demo accounts seeded, production settings, a real port.
 *
 *   const app = useInProcessBrowserApp();
 *   const { item } = await servedByHandle(app.db, question.id);
 */
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/server/app';
import { parseConfig } from '../../src/server/config';
import { migratePgliteClient, wrapPglite, type Db } from '../../src/server/db/client';
import { seedDemoData } from '../../src/server/db/seed';
import { launchBrowser, openPage, type OpenPageOptions } from './harness';

export interface InProcessServer {
  /** e.g. http://127.0.0.1:40123 — no trailing slash. */
  url: string;
  /** The server's own database: for reading what only the server may know (answer keys). */
  db: Db;
  stop(): Promise<void>;
}

/** The app on an in-memory PGlite database (migrated and seeded), listening on a free local port. */
export async function startInProcessServer(): Promise<InProcessServer> {
  const config = parseConfig({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: './data-unused',
    DATABASE_URL: '',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'true',
  });
  const client = await PGlite.create();
  await migratePgliteClient(client);
  const database = wrapPglite(client);
  await seedDemoData(database.db, { timeZone: config.schoolTimeZone });
  const app = await buildApp({ config, database, client: 'built', logger: false });
  await app.listen({ port: 0, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  let stopped = false;
  return {
    url: `http://127.0.0.1:${port}`,
    db: database.db,
    async stop() {
      if (stopped) return;
      stopped = true;
      await app.close();
      await database.close();
    },
  };
}

export interface InProcessBrowserApp {
  readonly server: InProcessServer;
  readonly db: Db;
  readonly browser: Browser;
  /** Closes the page the previous call opened and opens a new one, signed out (see harness.openPage). */
  freshPage(options?: OpenPageOptions): Promise<Page>;
}

function unready(what: string): never {
  throw new Error(`The ${what} is only there from the test file's beforeAll on.`);
}

/** Like harness.useBrowserApp, with the server in this process: one server and one browser per file. */
export function useInProcessBrowserApp(): InProcessBrowserApp {
  let server: InProcessServer | undefined;
  let browser: Browser | undefined;
  let current: Page | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startInProcessServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const app: InProcessBrowserApp = {
    get server() {
      return server ?? unready('server');
    },
    get db() {
      return app.server.db;
    },
    get browser() {
      return browser ?? unready('browser');
    },
    async freshPage(options) {
      await current?.context().close();
      current = await openPage(app.browser, app.server.url, options);
      return current;
    },
  };
  return app;
}
