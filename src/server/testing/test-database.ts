import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openPostgres, wrapPglite, type Database } from '../db/client';
import { createDatabaseFromTemplate, databaseUrlFor, dropDatabase } from './postgres-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshotPath: string;
    postgresTemplate: { adminUrl: string; template: string };
  }
}

/** A migrated, empty database of the kind this test project runs on, private to the calling file. */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB_KIND === 'postgres') {
    const { adminUrl, template } = inject('postgresTemplate');
    const name = await createDatabaseFromTemplate(adminUrl, template);
    const database = await openPostgres(databaseUrlFor(adminUrl, name), { migrate: false });
    return {
      ...database,
      async close() {
        await database.close();
        await dropDatabase(adminUrl, name);
      },
    };
  }
  const snapshot = await fs.readFile(inject('pgliteSnapshotPath'));
  return wrapPglite(await PGlite.create({ loadDataDir: new Blob([snapshot]) }));
}
