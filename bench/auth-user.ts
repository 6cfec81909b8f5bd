/**
 * The signed-in user check over real HTTP: the call every screen makes first. Set DATABASE_URL to
 * measure PostgreSQL instead of the embedded database.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { parseConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { createSession, SESSION_COOKIE } from '../src/server/auth/sessions';
import { insertUser } from '../src/server/db/users';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function run(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'starprep-bench-'));
  const config = parseConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0' });
  const database = await openDatabase(config);
  const app = await buildApp({ config, database, client: 'none', logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const user = await insertUser(database.db, { name: 'Bench Student', setupComplete: true });
  const cookie = `${SESSION_COOKIE}=${await createSession(database.db, user.id)}`;

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
  console.log(
    `  latency ms: p50 ${percentile(latencies, 50).toFixed(2)}  p95 ${percentile(latencies, 95).toFixed(2)}  p99 ${percentile(latencies, 99).toFixed(2)}`,
  );
  await app.close();
  await database.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
