/**
 * Practice under load (issue 6): 100 students each start a fresh session, then all of them at once
 * fetch a question and answer it, round after round, over real HTTP. Prints p50/p99 latency and
 * throughput of get-session-question and answer, on the embedded database and, when TEST_DATABASE_URL
 * or DATABASE_URL is set, on a fresh PostgreSQL database.
 *
 *   npx tsx bench/practice-load.ts          BENCH_STUDENTS=100 BENCH_ROUNDS=5 by default
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PublicItem } from '../src/core/items/item-types';
import { buildApp } from '../src/server/app';
import { createSession, SESSION_COOKIE } from '../src/server/auth/sessions';
import { parseConfig } from '../src/server/config';
import { openEmbedded, openPostgres, type Database } from '../src/server/db/client';
import { insertUser } from '../src/server/db/users';
import { createEmptyDatabase, databaseUrlFor, dropDatabase } from '../src/server/testing/postgres-databases';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CATEGORIES = ['Number and Operations', 'Geometry and Measurement', 'Algebraic Reasoning'];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Some readable answer for any item type: the bench measures grading, not how well it guesses. */
function someAnswer(item: PublicItem): unknown {
  const { interaction } = item;
  switch (interaction.type) {
    case 'multiple-choice':
      return 'A';
    case 'multiselect':
      return {
        type: 'multiselect',
        choices: interaction.choices.slice(0, interaction.selectCount).map((c) => c.label),
      };
    case 'numeric-entry':
      return '12';
    case 'inline-choice':
      return {
        type: 'inline-choice',
        selections: Object.fromEntries(interaction.blanks.map((b) => [b.id, 0])),
      };
    case 'short-response':
      return 'The author shows this with details from the story.';
  }
}

interface Timings {
  question: number[];
  answer: number[];
  seconds: number;
}

async function load(database: Database, dataDir: string): Promise<Timings> {
  const config = parseConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0' });
  const app = await buildApp({ config, database, client: 'none', logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const post = async (url: string, body: object, cookie: string) => {
      const res = await fetch(`${address}${url}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as Record<string, unknown>;
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(json)}`);
      return json;
    };

    const students = await Promise.all(
      Array.from({ length: STUDENTS }, async (_, index) => {
        const grade = ((index % 3) + 3) as 3 | 4 | 5;
        const user = await insertUser(database.db, {
          name: `Bench Student ${index}`,
          grade,
          setupComplete: true,
        });
        return { cookie: `${SESSION_COOKIE}=${await createSession(database.db, user.id)}`, index };
      }),
    );
    const sessions = await Promise.all(
      students.map(async ({ cookie, index }) => {
        const started = await post(
          '/api/practice/start-fresh-session',
          { subject: 'math', category: CATEGORIES[index % CATEGORIES.length] },
          cookie,
        );
        return { cookie, sessionId: started.sessionId as string };
      }),
    );

    const timings: Timings = { question: [], answer: [], seconds: 0 };
    const started = performance.now();
    await Promise.all(
      sessions.map(async ({ cookie, sessionId }) => {
        for (let round = 0; round < ROUNDS; round += 1) {
          let t0 = performance.now();
          const next = await post('/api/practice/get-session-question', { sessionId }, cookie);
          timings.question.push(performance.now() - t0);
          const question = next.question as { id: string; item: PublicItem };
          t0 = performance.now();
          await post(
            '/api/practice/answer',
            { sessionId, questionId: question.id, answer: someAnswer(question.item), timeSpentMs: 5000 },
            cookie,
          );
          timings.answer.push(performance.now() - t0);
        }
      }),
    );
    timings.seconds = (performance.now() - started) / 1000;
    return timings;
  } finally {
    await app.close();
  }
}

function report(kind: string, timings: Timings): void {
  console.log(
    `practice load on ${kind}: ${STUDENTS} students at once, ${ROUNDS} rounds of question + answer (${timings.seconds.toFixed(1)} s)`,
  );
  for (const [call, latencies] of [
    ['POST /api/practice/get-session-question', timings.question],
    ['POST /api/practice/answer', timings.answer],
  ] as const) {
    const sorted = [...latencies].sort((a, b) => a - b);
    console.log(
      `  ${call.padEnd(40)} p50 ${percentile(sorted, 50).toFixed(1).padStart(7)} ms  p99 ${percentile(sorted, 99).toFixed(1).padStart(7)} ms  ${(sorted.length / timings.seconds).toFixed(0).padStart(5)} req/s`,
    );
  }
  const all = timings.question.length + timings.answer.length;
  console.log(`  ${'both calls together'.padEnd(40)} ${(all / timings.seconds).toFixed(0)} req/s`);
}

export async function run(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'starprep-bench-practice-'));
  try {
    const embedded = await openEmbedded(dataDir);
    try {
      report('PGlite (embedded)', await load(embedded, dataDir));
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
  let name: string;
  try {
    name = await createEmptyDatabase(adminUrl, 'starprep_bench');
  } catch (error) {
    console.log(`  (PostgreSQL skipped: could not create a scratch database: ${(error as Error).message})`);
    return;
  }
  try {
    const postgres = await openPostgres(databaseUrlFor(adminUrl, name));
    try {
      report('PostgreSQL', await load(postgres, dataDir));
    } finally {
      await postgres.close();
    }
  } finally {
    await dropDatabase(adminUrl, name);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
