import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migratePgliteClient } from '../../src/server/db/client';

/**
 * A fresh PGlite costs ~2 s and ~700 MB, so we migrate one database once per run, save its data folder
 * as a tarball, and every test file opens its own copy of it (~0.5 s).
 */
export default async function setup(project: TestProject) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'starprep-pglite-'));
  const client = await PGlite.create();
  await migratePgliteClient(client);
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  const snapshotPath = path.join(dir, 'migrated.tar.gz');
  await fs.writeFile(snapshotPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshotPath', snapshotPath);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}
