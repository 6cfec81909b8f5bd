import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicItem } from '../core/items/item-types';
import { startExamResponseSchema, type StartExamResponse } from '../contracts/exams';
import { CLIENT_DIST } from './http/client-assets';
import { createEmptyDatabase, databaseUrlFor, dropDatabase } from './testing/postgres-databases';

/**
 * "Nothing lost": the real server (src/server/main.ts) in a child process, a mock exam with autosaved
 * answers, SIGKILL, a restart on the same data, and every acknowledged answer must still be there. Runs
 * on PGlite in the api-pglite project and on PostgreSQL in api-postgres. main.ts serves the built
 * client, so the test needs `npm run build` first (`npm test` does it); without a build it is skipped.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MAIN = path.join(ROOT, 'src/server/main.ts');
const onPostgres = process.env.TEST_DB_KIND === 'postgres';
const hasBuiltClient = fs.existsSync(path.join(CLIENT_DIST, 'index.html'));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Server {
  child: ChildProcess;
  base: string;
  output: () => string;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 45_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${base}/api/mock-exams`);
      if (res.status === 401) return { child, base, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not start in time:\n${output}`);
}

async function kill(server: Server, signal: NodeJS.Signals): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill(signal);
  await exited;
}

async function call(server: Server, method: string, url: string, cookie: string, body?: unknown) {
  const res = await fetch(`${server.base}${url}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: (await res.json()) as unknown };
}

/** Some answer the item can read, from its public shape alone. */
function someAnswer(item: PublicItem, variant: number): unknown {
  const { interaction } = item;
  switch (interaction.type) {
    case 'multiple-choice':
      return interaction.choices[variant % interaction.choices.length]!.label;
    case 'multiselect':
      return {
        type: 'multiselect',
        choices: interaction.choices.slice(0, interaction.selectCount).map((choice) => choice.label),
      };
    case 'numeric-entry':
      return { type: 'numeric-entry', text: String(10 + variant) };
    case 'inline-choice':
      return {
        type: 'inline-choice',
        selections: Object.fromEntries(
          interaction.blanks.map((blank) => [blank.id, variant % blank.options.length]),
        ),
      };
    case 'short-response':
      return { type: 'short-response', text: `My answer number ${variant}, because the text says so.` };
  }
}

/** How the server keeps an answer: a letter becomes the item's own multiple-choice shape. */
function stored(answer: unknown): StartExamResponse['answers'][string]['answer'] {
  return (
    typeof answer === 'string' ? { type: 'multiple-choice', choice: answer } : answer
  ) as StartExamResponse['answers'][string]['answer'];
}

describe.skipIf(!hasBuiltClient)(
  `crash recovery on ${onPostgres ? 'PostgreSQL' : 'PGlite'}: SIGKILL mid-exam loses no saved answer`,
  () => {
    let env: Record<string, string>;
    let cleanup: () => Promise<void>;
    let server: Server | undefined;

    beforeAll(async () => {
      if (onPostgres) {
        const adminUrl = process.env.TEST_DATABASE_URL!;
        const name = await createEmptyDatabase(adminUrl, 'starprep_crash');
        env = { DATABASE_URL: databaseUrlFor(adminUrl, name) };
        cleanup = () => dropDatabase(adminUrl, name);
      } else {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'starprep-crash-'));
        env = { DATA_DIR: dir };
        cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
      }
    });

    afterAll(async () => {
      if (server) await kill(server, 'SIGKILL');
      await cleanup();
    });

    it('keeps every acknowledged answer and flag through SIGKILL and restart', async () => {
      server = await startServer(env);
      const login = await fetch(`${server.base}/api/auth/dev-login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ accountType: 'student' }),
      });
      expect(login.status).toBe(200);
      const cookie = login.headers
        .getSetCookie()
        .map((header) => header.split(';')[0])
        .join('; ');

      const started = await call(server, 'POST', '/api/mock-exams/g4-math-form-1/start', cookie);
      expect(started.status).toBe(200);
      const exam: StartExamResponse = startExamResponseSchema.parse(started.json);

      const acknowledged: StartExamResponse['answers'] = {};
      for (const [index, question] of exam.questions.slice(0, 12).entries()) {
        const answer = someAnswer(question.item, index);
        const flagged = index % 3 === 0;
        const saved = await call(
          server,
          'PUT',
          `/api/exam-attempts/${exam.attemptId}/answers/${question.id}`,
          cookie,
          { answer, flagged },
        );
        expect(saved.status, JSON.stringify(saved.json)).toBe(200);
        acknowledged[question.id] = { answer: stored(answer), flagged };
      }
      // The last one changes an earlier answer; the kill follows its acknowledgement at once.
      const changed = exam.questions[1]!;
      const changedAnswer = someAnswer(changed.item, 7);
      const last = await call(
        server,
        'PUT',
        `/api/exam-attempts/${exam.attemptId}/answers/${changed.id}`,
        cookie,
        {
          answer: changedAnswer,
          flagged: true,
        },
      );
      expect(last.status).toBe(200);
      acknowledged[changed.id] = { answer: stored(changedAnswer), flagged: true };
      await kill(server, 'SIGKILL');

      server = await startServer(env);
      const resumed = await call(server, 'POST', '/api/mock-exams/g4-math-form-1/start', cookie);
      expect(resumed.status, JSON.stringify(resumed.json)).toBe(200);
      const after = startExamResponseSchema.parse(resumed.json);
      expect(after).toMatchObject({ attemptId: exam.attemptId, resumed: true });
      expect(Object.keys(after.answers).sort()).toEqual(Object.keys(acknowledged).sort());
      expect(after.answers).toEqual(acknowledged);
      // And the exam can be finished on the restarted server.
      const submitted = await call(server, 'POST', '/api/exam-attempts', cookie, {
        examId: 'g4-math-form-1',
        answers: {},
        timeSpent: 120,
      });
      expect(submitted.status).toBe(200);
      expect(submitted.json).toMatchObject({ id: exam.attemptId, status: 'submitted' });
      await kill(server, 'SIGTERM');
    }, 120_000);
  },
);
