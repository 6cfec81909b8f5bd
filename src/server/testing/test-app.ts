import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import { parseConfig } from '../config';
import type { Db } from '../db/client';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The real app on a private, migrated database (PGlite, or PostgreSQL in the api-postgres project). */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    accountCreationPerMinute?: number;
    novaChatPerMinute?: number;
  } & Partial<Pick<AppOptions, 'client' | 'clientDir'>> = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env });
  const app = await buildApp({
    config,
    database,
    client: options.client ?? 'none',
    clientDir: options.clientDir,
    logger: false,
    accountCreationPerMinute: options.accountCreationPerMinute ?? 1000,
    novaChatPerMinute: options.novaChatPerMinute ?? 1000,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    request: (injectOptions) => app.inject(injectOptions),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
