// createDb: one PGlite instance per data directory per process, shared and reference-counted.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, migrateDb, resolveDataDir } from '../src/client.ts';
import { schools } from '../src/schema/index.ts';
import { testDatabaseUrl } from '../src/testing/index.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'valik-pglite-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// (the PGlite lane of every run has these; the PostgreSQL lane, which runs this file again with
// TEST_DATABASE_URL set, leaves them: two initdbs and a migration for nothing the server changes)
describe.skipIf(testDatabaseUrl)('createDb (PGlite)', () => {
  it('resolves the default data directory to <repo>/.data/pglite, not the working directory', () => {
    expect(resolveDataDir()).toBe(path.resolve(import.meta.dirname, '../../.data/pglite'));
    expect(resolveDataDir(':memory:')).toBe(':memory:');
  });

  it('shares one instance per data directory and closes it with its last handle', async () => {
    const first = await createDb({ dataDir: dir });
    const second = await createDb({ dataDir: dir });
    expect(first.kind).toBe('pglite');
    expect(second.pglite).toBe(first.pglite);

    const migrations = (JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;
    expect(await migrateDb(first)).toEqual({ applied: migrations, total: migrations });
    expect((await migrateDb(second)).applied).toBe(0);
    await first.db.insert(schools).values({ name: 'Tallinna Kool' });

    await first.close();
    await first.close(); // a handle closes once; the shared instance stays open for `second`
    const [row] = await second.db.select({ n: count() }).from(schools);
    expect(row?.n).toBe(1);
    await second.close();
    expect(second.pglite?.closed).toBe(true);

    const reopened = await createDb({ dataDir: dir });
    expect(reopened.pglite).not.toBe(first.pglite);
    const [persisted] = await reopened.db.select({ n: count() }).from(schools);
    expect(persisted?.n).toBe(1);
    await reopened.close();
  });

  it('gives a separate throwaway database for :memory:', async () => {
    const a = await createDb({ dataDir: ':memory:' });
    const b = await createDb({ dataDir: ':memory:' });
    expect(a.pglite).not.toBe(b.pglite);
    await a.close();
    await b.close();
  });
});

describe.runIf(testDatabaseUrl)('createDb (PostgreSQL server)', () => {
  it('connects with postgres.js when given a URL', async () => {
    const handle = await createDb({ url: testDatabaseUrl, max: 2 });
    expect(handle.kind).toBe('postgres');
    const rows = await handle.sql!`SELECT 1 AS one`;
    expect(rows[0]?.one).toBe(1);
    await handle.close();
  });
});
