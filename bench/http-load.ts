/**
 * What the HTTP benchmarks share: the real app on a free local port over a given database, signed-in
 * students straight from the database, a run on PGlite and (when TEST_DATABASE_URL or DATABASE_URL is
 * set) on a fresh PostgreSQL database, answers for any item type, and latency percentiles. Not a benchmark itself: it has no `run`.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PracticeAnswer } from '../src/contracts/practice';
import type { PublicItem } from '../src/core/items/item-types';
import { buildApp } from '../src/server/app';
import { createSession, SESSION_COOKIE } from '../src/server/auth/sessions';
import { parseConfig, type Config } from '../src/server/config';
import { openEmbedded, openPostgres, type Database } from '../src/server/db/client';
import { createEmptyDatabase, databaseUrlFor, dropDatabase } from '../src/server/testing/postgres-databases';

/** The server's settings for a bench: quiet, any free port, its files in `dataDir`. */
export function benchConfig(dataDir: string): Config {
  return parseConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0' });
}

/** Runs `use` against the real app listening on 127.0.0.1 (its base address, e.g. http://127.0.0.1:40123), then closes it. */
export async function withApp<T>(
  database: Database,
  dataDir: string,
  use: (address: string) => Promise<T>,
): Promise<T> {
  const app = await buildApp({ config: benchConfig(dataDir), database, client: 'none', logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await use(address);
  } finally {
    await app.close();
  }
}

/** A session cookie for the user: sign-in is setup, not load, so it goes straight into the database. */
export async function sessionCookie(database: Database, userId: string): Promise<string> {
  return `${SESSION_COOKIE}=${await createSession(database.db, userId)}`;
}

/**
 * A readable answer for any item type, as the API takes it: the benches measure the server, not how
 * well they guess. `letter` is the multiple-choice pick, `number` the numeric entry.
 */
export function someAnswer(item: PublicItem, picks: { letter: string; number: string }): PracticeAnswer {
  const { interaction } = item;
  switch (interaction.type) {
    case 'multiple-choice':
      return picks.letter;
    case 'multiselect':
      return {
        type: 'multiselect',
        choices: interaction.choices.slice(0, interaction.selectCount).map((c) => c.label),
      };
    case 'numeric-entry':
      return picks.number;
    case 'inline-choice':
      return {
        type: 'inline-choice',
        selections: Object.fromEntries(interaction.blanks.map((b) => [b.id, 0])),
      };
    case 'short-response':
      return 'The author shows this with details from the story.';
  }
}

export type DatabaseKind = 'PGlite (embedded)' | 'PostgreSQL';

/**
 * Calls `measure` on a fresh embedded database in a temporary folder (starprep-bench-<name>-…), then,
 * when TEST_DATABASE_URL or DATABASE_URL is set, on a scratch PostgreSQL database it creates and drops.
 */
export async function onEachDatabase(
  name: string,
  measure: (database: Database, dataDir: string, kind: DatabaseKind) => Promise<void>,
): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `starprep-bench-${name}-`));
  try {
    const embedded = await openEmbedded(dataDir);
    try {
      await measure(embedded, dataDir, 'PGlite (embedded)');
    } finally {
      await embedded.close();
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }

  const adminUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!adminUrl) {
    console.log('  (set TEST_DATABASE_URL or DATABASE_URL to measure PostgreSQL too)');
    return;
  }
  let scratch: string;
  try {
    scratch = await createEmptyDatabase(adminUrl, 'starprep_bench');
  } catch (error) {
    console.log(`  (PostgreSQL skipped: could not create a scratch database: ${(error as Error).message})`);
    return;
  }
  try {
    const postgres = await openPostgres(databaseUrlFor(adminUrl, scratch));
    try {
      await measure(postgres, dataDir, 'PostgreSQL');
    } finally {
      await postgres.close();
    }
  } finally {
    await dropDatabase(adminUrl, scratch);
  }
}

/** The p-th percentile of latencies sorted ascending (nearest rank); 0 when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** A sorted copy of the latencies, for `percentile`. */
export function sortedLatencies(latencies: readonly number[]): number[] {
  return [...latencies].sort((a, b) => a - b);
}

/** `p50 12.3 ms  p99 45.6 ms`: each figure with `digits` decimals, right-aligned in `width` characters, then `unit`. */
export function latencySummary(
  sorted: readonly number[],
  percentiles: readonly number[],
  options: { width?: number; digits?: number; unit?: string } = {},
): string {
  const { width = 0, digits = 1, unit = ' ms' } = options;
  return percentiles
    .map((p) => `p${p} ${percentile(sorted, p).toFixed(digits).padStart(width)}${unit}`)
    .join('  ');
}
