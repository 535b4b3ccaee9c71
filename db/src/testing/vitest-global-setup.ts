// Vitest global setup: migrates one PGlite template per test run and leaves its dump in a file that
// createTestDb() (test-db.ts) starts every PGlite test database from, in every worker.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildPgliteTemplate, isRealPostgres, PGLITE_TEMPLATE_ENV } from './test-db.ts';

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (isRealPostgres) return undefined;
  const dir = await mkdtemp(path.join(tmpdir(), 'valik-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  const dump = await buildPgliteTemplate();
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  // The workers are started after global setup, with this process's environment.
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return async () => {
    delete process.env[PGLITE_TEMPLATE_ENV];
    await rm(dir, { recursive: true, force: true });
  };
}
