import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));

export class DataDirLockedError extends Error {}

/** PostgreSQL (production, and API tests when TEST_DATABASE_URL is set). Migrates before returning. */
export async function openPostgres(
  connectionString: string,
  options: { migrate?: boolean } = {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle pooled connection can be cut by the server (a PostgreSQL restart, an administrator, a test
  // dropping its scratch database). The pool discards that client and opens a new one on the next
  // query; without a listener the 'error' event would crash the whole process instead.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  if (options.migrate !== false) {
    await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_FOLDER });
  }
  return { db, kind: 'postgres', close: () => pool.end() };
}

/** Wraps an already open PGlite instance (tests clone one from a saved snapshot). */
export function wrapPglite(client: PGlite, release: () => Promise<void> = async () => {}): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async close() {
      await client.close();
      await release();
    },
  };
}

export async function migratePgliteClient(client: PGlite): Promise<void> {
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
}

interface LockOwner {
  pid: number;
  hostname: string;
}

const lockPathOf = (dataDir: string) => path.join(dataDir, '.starprep.lock');
const ownerPathOf = (dataDir: string) => path.join(dataDir, '.starprep.owner');

function readOwner(dataDir: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(fs.readFileSync(ownerPathOf(dataDir), 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.hostname === 'string'
      ? { pid: owner.pid, hostname: owner.hostname }
      : undefined;
  } catch {
    return undefined;
  }
}

function writeOwner(dataDir: string): void {
  const temporary = `${ownerPathOf(dataDir)}.${process.pid}`;
  fs.writeFileSync(temporary, JSON.stringify({ pid: process.pid, hostname: os.hostname() }));
  fs.renameSync(temporary, ownerPathOf(dataDir));
}

/**
 * True when the process that holds the lock is known to be gone: it ran on this machine and its pid no
 * longer exists (or is our own: a container restarted after a crash often gets the same pid). A process
 * killed with SIGKILL leaves its lock behind; proper-lockfile would only call it stale after 15 s, so a
 * server restarted straight after a crash would refuse to start. Unknown owners wait for that 15 s.
 */
/** Data folders this process holds the lock on (a second opener in the same process must be refused). */
const heldHere = new Set<string>();

function lockOwnerIsGone(dataDir: string): boolean {
  const owner = readOwner(dataDir);
  if (!owner || owner.hostname !== os.hostname()) return false;
  if (owner.pid === process.pid) return !heldHere.has(path.resolve(dataDir));
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  return lockfile.lock(dataDir, {
    lockfilePath: lockPathOf(dataDir),
    stale: 15_000,
    update: 5_000,
    onCompromised: (error) => {
      throw new DataDirLockedError(`Lost the lock on the database folder ${dataDir}: ${error.message}`);
    },
  });
}

async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  let release: () => Promise<void>;
  try {
    release = await lockDataDir(dataDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    if (!lockOwnerIsGone(dataDir)) {
      throw new DataDirLockedError(
        `The database folder ${dataDir} is in use by another StarPrep process. ` +
          'Stop that process, or set DATA_DIR to another folder (or DATABASE_URL to use PostgreSQL).',
      );
    }
    // Left behind by a crashed process: take it over. A second starter racing us gets ELOCKED here.
    fs.rmSync(lockPathOf(dataDir), { recursive: true, force: true });
    try {
      release = await lockDataDir(dataDir);
    } catch (retryError) {
      if ((retryError as NodeJS.ErrnoException).code === 'ELOCKED') {
        throw new DataDirLockedError(`The database folder ${dataDir} is in use by another StarPrep process.`);
      }
      throw retryError;
    }
  }
  writeOwner(dataDir);
  heldHere.add(path.resolve(dataDir));
  return async () => {
    heldHere.delete(path.resolve(dataDir));
    fs.rmSync(ownerPathOf(dataDir), { force: true });
    await release();
  };
}

/**
 * The embedded database in `dataDir`. PGlite silently loses writes when two processes open one folder,
 * so we hold a lock on it for as long as we run and refuse to start while someone else holds it. A lock
 * left by a crashed process (its pid gone) is taken over at once, so a restart after a crash works.
 */
export async function openEmbedded(dataDir: string): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const release = await acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create({ dataDir: `${dataDir}/pglite` });
    await migratePgliteClient(client);
    return wrapPglite(client, release);
  } catch (error) {
    await release();
    throw error;
  }
}

export function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openEmbedded(config.dataDir);
}
