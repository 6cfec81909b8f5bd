/**
 * `npm run bench`: every speed benchmark, one after another. Each prints numbers, never pass/fail.
 * Run one alone with `npx tsx bench/<name>.ts`.
 */
import { readdir } from 'node:fs/promises';

const only = process.argv[2];
const files = (await readdir(new URL('.', import.meta.url)))
  .filter((file) => file.endsWith('.ts') && file !== 'run.ts' && !file.endsWith('.test.ts'))
  .filter((file) => !only || file.startsWith(only))
  .sort();

for (const file of files) {
  const bench = (await import(new URL(file, import.meta.url).href)) as { run?: () => Promise<void> };
  if (typeof bench.run !== 'function') continue;
  console.log(`\n== ${file.replace(/\.ts$/, '')}`);
  await bench.run();
}
