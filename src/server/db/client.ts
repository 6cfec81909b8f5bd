import fs from 'node:fs';
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

/**
 * The embedded database in `dataDir`. PGlite silently loses writes when two processes open one folder,
 * so we hold a lock on it for as long as we run and refuse to start while someone else holds it.
 */
export async function openEmbedded(dataDir: string): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, {
      lockfilePath: `${dataDir}/.starprep.lock`,
      stale: 15_000,
      update: 5_000,
      onCompromised: (error) => {
        throw new DataDirLockedError(`Lost the lock on the database folder ${dataDir}: ${error.message}`);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DataDirLockedError(
        `The database folder ${dataDir} is in use by another StarPrep process. ` +
          'Stop that process, or set DATA_DIR to another folder (or DATABASE_URL to use PostgreSQL).',
      );
    }
    throw error;
  }
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
