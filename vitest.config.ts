import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const failOnConsoleError = './tests/setup/fail-on-console-error.ts';
const apiTests = ['src/server/**/*.test.ts'];

const projects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: 'unit',
      include: ['src/core/**/*.test.ts', 'src/contracts/**/*.test.ts', 'src/client/**/*.test.{ts,tsx}'],
      setupFiles: [failOnConsoleError, './tests/setup/fast-check-seed.ts'],
    },
  },
  {
    test: {
      name: 'api-pglite',
      include: apiTests,
      globalSetup: ['./tests/setup/pglite-snapshot.ts'],
      setupFiles: [failOnConsoleError],
      env: { TEST_DB_KIND: 'pglite' },
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  },
];

// The same API tests run again on real PostgreSQL when a server is given (CI sets this).
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    test: {
      name: 'api-postgres',
      include: apiTests,
      globalSetup: ['./tests/setup/postgres-template.ts'],
      setupFiles: [failOnConsoleError],
      env: { TEST_DB_KIND: 'postgres' },
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  });
}

projects.push({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['./tests/setup/e2e-build.ts'],
    // Each file starts its own server and Chromium; one at a time keeps a 2-core machine responsive.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // On CI a browser test gets one more try, as Playwright's own CI default does: a shared machine
    // can stall Chromium. A real defect fails both tries; the JSON report still records the retry.
    retry: process.env.CI ? 1 : 0,
  },
});

export default defineConfig({
  test: {
    projects,
    // CI reads the counts from this file to print its "N passed, N failed" line.
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: '.test-results/vitest.json' }]]
      : ['default'],
  },
});
