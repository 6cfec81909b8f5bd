import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { promisify } from 'node:util';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, openEmbedded, type Database } from './client';
import { seedDemoAccounts, DEMO_ACCOUNTS } from './seed';
import { users } from './schema';

// Only meaningful for the embedded database; the PostgreSQL project has no data folder to lock.
describe.runIf(process.env.TEST_DB_KIND === 'pglite')('the embedded database folder', () => {
  let dir: string;
  let first: Database;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'starprep-lock-'));
    first = await openEmbedded(dir);
  }, 60_000);
  afterAll(async () => {
    await first.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('is migrated and seeded idempotently', async () => {
    await seedDemoAccounts(first.db);
    await seedDemoAccounts(first.db);
    const rows = await first.db.select().from(users);
    expect(rows.map((row) => row.id).sort()).toEqual(
      Object.values(DEMO_ACCOUNTS)
        .map((a) => a.id)
        .sort(),
    );
  });

  it('refuses a second opener with a clear message while the first holds it', async () => {
    await expect(openEmbedded(dir)).rejects.toThrow(DataDirLockedError);
    await expect(openEmbedded(dir)).rejects.toThrow(/in use by another StarPrep process/);
  });

  it('stops a second server process on the same folder before it touches the data', async () => {
    const main = new URL('../main.ts', import.meta.url).pathname;
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, DATA_DIR: dir, PORT: '0', NODE_ENV: 'production', DATABASE_URL: '' },
      timeout: 30_000,
    });
    const failure = await run.then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain(`The database folder ${dir} is in use by another StarPrep process`);
  }, 40_000);
});
