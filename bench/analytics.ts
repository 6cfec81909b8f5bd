/**
 * Analytics for a heavy user (issue 8): one grade 4 student with 20,000 graded answers spread over the
 * last 90 days among four classmates' as many, plus a StarPower ledger, then GET /api/analytics over
 * real HTTP through the real app:
 * warm-up calls, then p50/p95/max of 50 calls. On the embedded database and, when TEST_DATABASE_URL or
 * DATABASE_URL is set, on a fresh PostgreSQL database.
 *
 *   npx tsx bench/analytics.ts   ANALYTICS_ANSWERS=20000 ANALYTICS_CLASSMATES=4 ANALYTICS_CALLS=50 by default
 */
import { count, eq, sql } from 'drizzle-orm';
import { practiceCategories } from '../src/core/teks';
import type { Database } from '../src/server/db/client';
import { answerEvents } from '../src/server/db/schema';
import { insertUser } from '../src/server/db/users';
import { latencySummary, onEachDatabase, sessionCookie, sortedLatencies, withApp } from './http-load';

const ANSWERS = Number(process.env.ANALYTICS_ANSWERS ?? 20_000);
const CALLS = Number(process.env.ANALYTICS_CALLS ?? 50);
/** Other students with as many answers, sharing the table. */
const CLASSMATES = Number(process.env.ANALYTICS_CLASSMATES ?? 4);
const WARM_UP = 5;
const DAYS = 90;

/** Every tested grade 4 code of a subject, so the history touches every card. */
const codesOf = (subject: 'math' | 'reading') =>
  practiceCategories(4, subject).find((category) => category.name === 'Mixed Review')!.teksCodes;

/**
 * The history, written by PostgreSQL itself with generate_series: served questions first (the answers'
 * foreign key), then one answer per served question. Each student answers ANSWERS questions over the
 * last 90 days, their answers interleaved in time with the classmates', as a shared table holds them:
 * one student's rows are scattered across the table, not packed together. About 3 in 4 right, 5 s to
 * 2 min each, one in 50 left open for 10 minutes.
 */
export async function seedHistory(database: Database, userIds: readonly string[]): Promise<void> {
  const math = codesOf('math');
  const all = [...math, ...codesOf('reading')];
  // Catalogue codes and uuids only: safe to write into the statement.
  const codes = sql.raw(`array[${all.map((code) => `'${code}'`).join(',')}]`);
  const users = sql.raw(`array[${userIds.map((id) => `'${id}'::uuid`).join(',')}]`);
  const total = ANSWERS * userIds.length;
  await database.db.execute(sql`
    insert into served_questions (user_id, handle, item_id, item_key, teks_code, subject, grade, difficulty, item_type, source, served_at)
    select (${users})[1 + i % ${userIds.length}], 'bench-' || i, 'bench-item-' || i, 'bench-key-' || i,
      (${codes})[1 + (i / ${userIds.length}) % ${all.length}],
      case when (i / ${userIds.length}) % ${all.length} < ${math.length} then 'math' else 'reading' end,
      4, 'medium', 'multiple-choice', 'generated',
      now() - make_interval(secs => (1 - i::float8 / ${total}) * ${DAYS} * 86400)
    from generate_series(1, ${total}) as i`);
  await database.db.execute(sql`
    insert into answer_events (user_id, served_question_id, item_id, teks_code, subject, grade, difficulty, item_type, correct, time_spent_ms, source, created_at)
    select user_id, id, item_id, teks_code, subject, grade, difficulty, item_type,
      (hashtext(handle) % 100 + 100) % 100 < 75,
      case when hashtext(handle) % 50 = 0 then 600000 else 5000 + abs(hashtext(handle)) % 115000 end,
      'practice', served_at
    from served_questions order by served_at`);
  await database.db.execute(sql`
    insert into star_power_events (user_id, amount, reason, reference, created_at)
    select ${userIds[0]}::uuid, 10, 'bench', 'bench-' || i, now() - make_interval(secs => (i::float8 / 2000) * ${DAYS} * 86400)
    from generate_series(1, 2000) as i`);
  // What autovacuum does to a table after many inserts: fresh statistics and the visibility map that
  // lets index-only scans skip the table.
  await database.db.execute(sql`vacuum analyze`);
}

interface Result {
  rows: number;
  tableRows: number;
  latencies: number[];
}

async function measure(database: Database, dataDir: string): Promise<Result> {
  return withApp(database, dataDir, async (address) => {
    const students = await Promise.all(
      Array.from({ length: 1 + CLASSMATES }, (_, index) =>
        insertUser(database.db, { name: `Bench Student ${index}`, grade: 4, setupComplete: true }),
      ),
    );
    const user = students[0]!;
    await seedHistory(
      database,
      students.map((student) => student.id),
    );
    const [counted] = await database.db
      .select({ n: count() })
      .from(answerEvents)
      .where(eq(answerEvents.userId, user.id));
    const cookie = await sessionCookie(database, user.id);
    const call = async () => {
      const t0 = performance.now();
      const res = await fetch(`${address}/api/analytics`, { headers: { cookie } });
      const body = (await res.json()) as { isEmpty?: boolean };
      const ms = performance.now() - t0;
      if (res.status !== 200 || body.isEmpty !== false) throw new Error(`analytics: ${res.status}`);
      return ms;
    };
    for (let i = 0; i < WARM_UP; i += 1) await call();
    const latencies: number[] = [];
    for (let i = 0; i < CALLS; i += 1) latencies.push(await call());
    const [table] = await database.db.select({ n: count() }).from(answerEvents);
    return { rows: Number(counted?.n ?? 0), tableRows: Number(table?.n ?? 0), latencies };
  });
}

function report(kind: string, { rows, tableRows, latencies }: Result): void {
  const sorted = sortedLatencies(latencies);
  console.log(
    `GET /api/analytics on ${kind}: a student with ${rows} answer events (${tableRows} in the table), ${CALLS} calls one at a time after ${WARM_UP} warm-up`,
  );
  console.log(`  ${latencySummary(sorted, [50, 95])}  max ${sorted.at(-1)?.toFixed(1)} ms`);
}

export async function run(): Promise<void> {
  await onEachDatabase('analytics', async (database, dataDir, kind) =>
    report(kind, await measure(database, dataDir)),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
