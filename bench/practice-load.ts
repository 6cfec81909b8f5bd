/**
 * Practice under load (issue 6): 100 students each start a fresh session, then all of them at once
 * fetch a question and answer it, round after round, over real HTTP. Prints p50/p99 latency and
 * throughput of get-session-question and answer, on the embedded database and, when TEST_DATABASE_URL
 * or DATABASE_URL is set, on a fresh PostgreSQL database.
 *
 *   npx tsx bench/practice-load.ts          BENCH_STUDENTS=100 BENCH_ROUNDS=5 by default
 */
import type { PublicItem } from '../src/core/items/item-types';
import type { Database } from '../src/server/db/client';
import { insertUser } from '../src/server/db/users';
import {
  latencySummary,
  onEachDatabase,
  sessionCookie,
  someAnswer,
  sortedLatencies,
  withApp,
} from './http-load';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CATEGORIES = ['Number and Operations', 'Geometry and Measurement', 'Algebraic Reasoning'];

interface Timings {
  question: number[];
  answer: number[];
  seconds: number;
}

async function load(database: Database, dataDir: string): Promise<Timings> {
  return withApp(database, dataDir, async (address) => {
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
        return { cookie: await sessionCookie(database, user.id), index };
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
            {
              sessionId,
              questionId: question.id,
              answer: someAnswer(question.item, { letter: 'A', number: '12' }),
              timeSpentMs: 5000,
            },
            cookie,
          );
          timings.answer.push(performance.now() - t0);
        }
      }),
    );
    timings.seconds = (performance.now() - started) / 1000;
    return timings;
  });
}

function report(kind: string, timings: Timings): void {
  console.log(
    `practice load on ${kind}: ${STUDENTS} students at once, ${ROUNDS} rounds of question + answer (${timings.seconds.toFixed(1)} s)`,
  );
  for (const [call, latencies] of [
    ['POST /api/practice/get-session-question', timings.question],
    ['POST /api/practice/answer', timings.answer],
  ] as const) {
    const sorted = sortedLatencies(latencies);
    console.log(
      `  ${call.padEnd(40)} ${latencySummary(sorted, [50, 99], { width: 7 })}  ${(sorted.length / timings.seconds).toFixed(0).padStart(5)} req/s`,
    );
  }
  const all = timings.question.length + timings.answer.length;
  console.log(`  ${'both calls together'.padEnd(40)} ${(all / timings.seconds).toFixed(0)} req/s`);
}

export async function run(): Promise<void> {
  await onEachDatabase('practice', async (database, dataDir, kind) =>
    report(kind, await load(database, dataDir)),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
