import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../src/server/db/client';
import { databaseUrlFor } from '../../src/server/testing/postgres-databases';

/**
 * Migrates one template database per run; each test file then gets its own database copied from it
 * (CREATE DATABASE … TEMPLATE), which is how we keep files isolated on a shared server.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const template = `starprep_tpl_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const database = await openPostgres(databaseUrlFor(adminUrl, template));
  await database.close();
  project.provide('postgresTemplate', { adminUrl, template });
  return async () => {
    const dbs = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1`,
      [`${template.replace('_tpl_', '_t_')}%`],
    );
    for (const { datname } of dbs.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  };
}
