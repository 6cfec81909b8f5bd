import { buildApp } from './app';
import { ConfigError, parseConfig } from './config';
import { DataDirLockedError, openDatabase } from './db/client';
import { seedDemoData } from './db/seed';
import { deleteExpiredSessions } from './auth/sessions';

async function main(): Promise<void> {
  const config = parseConfig();
  const database = await openDatabase(config);
  if (config.seedDemoData) await seedDemoData(database.db, { timeZone: config.schoolTimeZone });
  await deleteExpiredSessions(database.db);
  const app = await buildApp({
    config,
    database,
    client: config.nodeEnv === 'development' ? 'vite' : 'built',
  });
  app.addHook('onClose', async () => database.close());

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: shutting down`);
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`StarPrep is ready at http://localhost:${config.port} (${database.kind} database)`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('StarPrep could not start:', error);
  }
  process.exit(1);
});
