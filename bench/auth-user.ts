/**
 * The signed-in user check over real HTTP: the call every screen makes first. Set DATABASE_URL to
 * measure PostgreSQL instead of the embedded database.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/client';
import { insertUser } from '../src/server/db/users';
import { benchConfig, latencySummary, sessionCookie, withApp } from './http-load';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

export async function run(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'starprep-bench-'));
  const database = await openDatabase(benchConfig(dataDir));
  await withApp(database, dataDir, async (address) => {
    const user = await insertUser(database.db, { name: 'Bench Student', setupComplete: true });
    const cookie = await sessionCookie(database, user.id);

    const latencies: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) {
          next += 1;
          const t0 = performance.now();
          const res = await fetch(`${address}/api/auth/user`, { headers: { cookie } });
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`unexpected ${res.status}`);
          latencies.push(performance.now() - t0);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    console.log(
      `GET /api/auth/user (signed in, ${database.kind}, ${CONCURRENCY} concurrent, ${REQUESTS} requests)`,
    );
    console.log(`  throughput: ${(REQUESTS / seconds).toFixed(0)} req/s`);
    console.log(`  latency ms: ${latencySummary(latencies, [50, 95, 99], { digits: 2, unit: '' })}`);
  });
  await database.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
