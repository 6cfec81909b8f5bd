import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BUILT_INDEX = path.join(ROOT, 'dist/client/index.html');

/** What `vite build` reads: a change to any of these makes dist/client stale. */
const CLIENT_SOURCES = ['src/client', 'src/core', 'src/contracts', 'vite.config.ts'];

function newestChange(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, child)));
  return newest;
}

/** Why the client must be built before the browser tests, or undefined when dist/client is current. */
function reasonToBuild(): string | undefined {
  const built = fs.statSync(BUILT_INDEX, { throwIfNoEntry: false });
  if (!built) return 'dist/client/index.html is missing';
  const sources = Math.max(...CLIENT_SOURCES.map((entry) => newestChange(path.join(ROOT, entry))));
  if (sources > built.mtimeMs) return 'the client sources changed since the last build';
  return undefined;
}

/**
 * The browser tests run against the built client, as served in production. `npm test` builds first;
 * this covers `vitest run --project e2e` on its own, so nobody tests a missing or stale build.
 */
export default function setup(): void {
  const reason = reasonToBuild();
  if (!reason) return;
  console.log(`e2e: building the client (${reason})…`);
  // Vitest sets NODE_ENV=test, which would make Vite build React's development bundle.
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    throw new Error(
      `\`npx vite build\` failed (exit ${result.status ?? result.signal}); see its output above.`,
    );
  }
}
