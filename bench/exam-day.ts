/**
 * Exam day (issue 7): N students at once, over real HTTP, each list the mock exams, start a math form of
 * their grade, autosave every question one after another and submit. Then every acknowledged autosave
 * (a 2xx) is looked up in the database and in the submitted results: an answer missing from either is a
 * lost answer (must be 0). Prints throughput, p50/p99 latency per call, errors by status and lost answers,
 * on the embedded database and, when TEST_DATABASE_URL or DATABASE_URL is set, on a fresh PostgreSQL one.
 *
 *   npx tsx bench/exam-day.ts        EXAM_DAY_STUDENTS: 500 on PostgreSQL, 100 on PGlite by default
 *
 * EXAM_DAY_THINK_MS: each student waits a random 0..N ms before every call (0: no think time).
 */
import { inArray } from 'drizzle-orm';
import type { ExamAttempt, MockExam, StartExamResponse } from '../src/contracts/exams';
import type { Database } from '../src/server/db/client';
import { examAttemptAnswers } from '../src/server/db/schema';
import { insertUser } from '../src/server/db/users';
import { normalizeAnswer } from '../src/server/services/answer-format';
import {
  latencySummary,
  onEachDatabase,
  sessionCookie,
  someAnswer,
  sortedLatencies,
  withApp,
} from './http-load';

/** Students at once: EXAM_DAY_STUDENTS for both databases, else 500 on PostgreSQL and fewer on PGlite. */
const STUDENTS = process.env.EXAM_DAY_STUDENTS ? Number(process.env.EXAM_DAY_STUDENTS) : undefined;
const POSTGRES_STUDENTS = STUDENTS ?? 500;
/**
 * PGlite runs every query one at a time inside this process (~40 req/s here), so 500 students
 * (~17,500 requests) take ~8 minutes: `npm run bench` runs 100 there unless EXAM_DAY_STUDENTS says otherwise.
 */
const PGLITE_STUDENTS = STUDENTS ?? 100;
const THINK_MS = Number(process.env.EXAM_DAY_THINK_MS ?? 0);
const KINDS = ['list', 'start', 'save', 'submit'] as const;
type Kind = (typeof KINDS)[number];
const CALLS: Record<Kind, string> = {
  list: 'GET  /api/mock-exams',
  start: 'POST /api/mock-exams/{id}/start',
  save: 'PUT  /api/exam-attempts/{a}/answers/{q}',
  submit: 'POST /api/exam-attempts',
};

/** JSON with sorted keys: jsonb does not keep key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}

const think = () =>
  THINK_MS > 0 ? new Promise((resolve) => setTimeout(resolve, Math.random() * THINK_MS)) : undefined;

interface Acknowledged {
  attemptId: string;
  questionId: string;
  /** The normalised response the server should hold (canonical JSON). */
  expected: string;
}

interface Outcome {
  students: number;
  latencies: Record<Kind, number[]>;
  errors: Map<string, number>;
  requests: number;
  seconds: number;
  acknowledged: number;
  lost: number;
  lostExamples: string[];
  submitted: number;
}

async function examDay(database: Database, dataDir: string, students: number): Promise<Outcome> {
  return withApp(database, dataDir, (address) => examDayOn(address, database, students));
}

async function examDayOn(address: string, database: Database, students: number): Promise<Outcome> {
  const outcome: Outcome = {
    students,
    latencies: { list: [], start: [], save: [], submit: [] },
    errors: new Map(),
    requests: 0,
    seconds: 0,
    acknowledged: 0,
    lost: 0,
    lostExamples: [],
    submitted: 0,
  };
  const fail = (key: string) => outcome.errors.set(key, (outcome.errors.get(key) ?? 0) + 1);

  /** One timed call; the body when 2xx, undefined (and an error counted) otherwise. */
  const call = async <T>(kind: Kind, method: string, url: string, cookie: string, body?: object) => {
    await think();
    outcome.requests += 1;
    const t0 = performance.now();
    try {
      const res = await fetch(`${address}${url}`, {
        method,
        headers: body ? { cookie, 'content-type': 'application/json' } : { cookie },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const text = await res.text();
      outcome.latencies[kind].push(performance.now() - t0);
      if (res.status < 200 || res.status > 299) {
        const key = `${kind} ${res.status}`;
        if (!outcome.errors.has(key)) console.log(`  first ${key}: ${text.slice(0, 200)}`);
        fail(key);
        return undefined;
      }
      return JSON.parse(text) as T;
    } catch (error) {
      outcome.latencies[kind].push(performance.now() - t0);
      fail(`${kind} network (${(error as Error).message})`);
      return undefined;
    }
  };

  // Sign-in is setup, not load: users and sessions go straight into the database.
  const signedIn = await Promise.all(
    Array.from({ length: students }, async (_, index) => {
      const grade = ((index % 3) + 3) as 3 | 4 | 5;
      const user = await insertUser(database.db, {
        name: `Exam Day Student ${index}`,
        grade,
        setupComplete: true,
      });
      return { cookie: await sessionCookie(database, user.id), index, grade };
    }),
  );

  const acknowledged: Acknowledged[] = [];
  const results = new Map<string, ExamAttempt>();
  const started = performance.now();
  await Promise.all(
    signedIn.map(async ({ cookie, index, grade }) => {
      const exams = await call<MockExam[]>('list', 'GET', '/api/mock-exams', cookie);
      const forms = (exams ?? []).filter((exam) => exam.subjectKey === 'math' && exam.grade === grade);
      const exam = forms[Math.floor(index / 3) % Math.max(1, forms.length)];
      if (!exam) {
        fail('no math form listed');
        return;
      }
      const attempt = await call<StartExamResponse>(
        'start',
        'POST',
        `/api/mock-exams/${exam.id}/start`,
        cookie,
      );
      if (!attempt) return;
      const mine = new Map<string, string>();
      for (const question of attempt.questions) {
        const answer = someAnswer(question.item, {
          letter: 'ABCD'[Math.floor(Math.random() * 4)]!,
          number: '7',
        });
        const saved = await call(
          'save',
          'PUT',
          `/api/exam-attempts/${attempt.attemptId}/answers/${question.id}`,
          cookie,
          { answer },
        );
        if (saved) mine.set(question.id, canonical(normalizeAnswer(question.item, answer)));
      }
      for (const [questionId, expected] of mine) {
        acknowledged.push({ attemptId: attempt.attemptId, questionId, expected });
      }
      const result = await call<ExamAttempt>('submit', 'POST', '/api/exam-attempts', cookie, {
        examId: exam.id,
        attemptId: attempt.attemptId,
        answers: {},
        timeSpent: 60,
      });
      if (result) results.set(attempt.attemptId, result);
    }),
  );
  outcome.seconds = (performance.now() - started) / 1000;
  outcome.submitted = results.size;

  // Lost answers: acknowledged, yet not in the database as sent, or not in the submitted results.
  outcome.acknowledged = acknowledged.length;
  const attemptIds = [...new Set(acknowledged.map((a) => a.attemptId))];
  const stored = new Map<string, string>();
  for (let i = 0; i < attemptIds.length; i += 200) {
    const rows = await database.db
      .select({
        attemptId: examAttemptAnswers.attemptId,
        questionId: examAttemptAnswers.questionId,
        answer: examAttemptAnswers.answer,
      })
      .from(examAttemptAnswers)
      .where(inArray(examAttemptAnswers.attemptId, attemptIds.slice(i, i + 200)));
    for (const row of rows) {
      if (row.answer !== null) stored.set(`${row.attemptId}/${row.questionId}`, canonical(row.answer));
    }
  }
  for (const { attemptId, questionId, expected } of acknowledged) {
    const inDatabase = stored.get(`${attemptId}/${questionId}`) === expected;
    const result = results.get(attemptId);
    const review = result?.review.find((r) => r.questionId === questionId);
    // Without a submitted result (submit failed: counted as an error) only the database can tell.
    const inResults = !result || (review !== undefined && review.yourAnswer !== null);
    if (!inDatabase || !inResults) {
      outcome.lost += 1;
      if (outcome.lostExamples.length < 3) {
        outcome.lostExamples.push(
          `${attemptId}/${questionId}: database ${stored.get(`${attemptId}/${questionId}`) ?? 'none'}, expected ${expected}, results ${review?.yourAnswer ?? 'none'}`,
        );
      }
    }
  }
  return outcome;
}

function report(kind: string, outcome: Outcome): void {
  console.log(
    `exam day on ${kind}: ${outcome.students} students at once (think time ${THINK_MS > 0 ? `0–${THINK_MS} ms` : 'none'}), ${outcome.requests} requests in ${outcome.seconds.toFixed(1)} s = ${(outcome.requests / outcome.seconds).toFixed(0)} req/s`,
  );
  for (const call of KINDS) {
    const sorted = sortedLatencies(outcome.latencies[call]);
    console.log(
      `  ${CALLS[call].padEnd(42)} ${String(sorted.length).padStart(6)} calls  ${latencySummary(sorted, [50, 99], { width: 7 })}`,
    );
  }
  const errors = [...outcome.errors].map(([key, n]) => `${key}: ${n}`).join(', ');
  console.log(`  errors (non-2xx): ${errors || 'none'}`);
  console.log(
    `  submitted ${outcome.submitted}/${outcome.students}; acknowledged autosaves ${outcome.acknowledged}; lost answers ${outcome.lost}${outcome.lost > 0 ? '  <-- MUST BE 0' : ''}`,
  );
  for (const example of outcome.lostExamples) console.log(`    lost: ${example}`);
}

export async function run(): Promise<void> {
  await onEachDatabase('exam-day', async (database, dataDir, kind) => {
    if (kind === 'PostgreSQL') {
      report(kind, await examDay(database, dataDir, POSTGRES_STUDENTS));
      return;
    }
    if (STUDENTS === undefined) {
      console.log(
        `  PGlite: ${PGLITE_STUDENTS} students, not 500 (it runs one query at a time, ~40 req/s here: 500 take ~8 min); EXAM_DAY_STUDENTS=500 for the full load`,
      );
    }
    report(kind, await examDay(database, dataDir, PGLITE_STUDENTS));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
