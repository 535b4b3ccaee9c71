import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '@valik/db/schema';
import { createTestDb, makeCourse, testDatabaseUrl, type TestDb } from '@valik/db/testing';
import { CATALOG_CHANNEL, configureCatalogCache, connectCatalogInvalidation, invalidateCatalog } from '../src/catalog-cache.ts';
import { createCatalogService } from '../src/catalog-service.ts';
import { createLogger } from '../src/lib/logger.ts';
import { LogSink } from './helpers.ts';

// architecture.md §9: nothing another replica needs is kept in process memory. The catalogue cache is
// only a cache: a write on one replica must drop the caches of the others. Replicas tell each other
// with Postgres NOTIFY on one channel (api/src/catalog-cache.ts).

const logger = createLogger('warn', new LogSink());
const HOUR_MS = 3_600_000;

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('a notification from another replica', () => {
  let testDb: TestDb;
  let leave: () => Promise<void>;
  beforeAll(async () => {
    testDb = await createTestDb();
    leave = await connectCatalogInvalidation(testDb, logger);
  });
  afterAll(async () => {
    await leave();
    await testDb.close();
  });

  it('drops this replica’s cached catalogue (what another replica sends after its write)', async () => {
    // an hour's TTL: only an invalidation can make the new name show
    configureCatalogCache(testDb.db, { ttlMs: HOUR_MS });
    const catalog = createCatalogService(testDb.db);
    const course = await makeCourse(testDb.db, { slug: 'replica-course', name: 'Vana nimi', status: 'APPROVED' });
    expect((await catalog.getCourse('replica-course'))?.name).toBe('Vana nimi');

    // another replica writes (this process is not told) ...
    await testDb.db.update(courses).set({ name: 'Uus nimi' }).where(eq(courses.id, course.id));
    expect((await catalog.getCourse('replica-course'))?.name).toBe('Vana nimi');

    // ... and notifies, as its invalidateCatalog() does, with its own origin
    if (testDb.kind === 'postgres') await testDb.sql!.notify(CATALOG_CHANNEL, 'another-replica');
    else await testDb.pglite!.query('SELECT pg_notify($1, $2)', [CATALOG_CHANNEL, 'another-replica']);
    const seen = await until(() => catalog.getCourse('replica-course'), (c) => c?.name === 'Uus nimi');
    expect(seen?.name).toBe('Uus nimi');
  });
});

// Two real app instances on one PostgreSQL database: this test process (replica A) and the server
// started with `api/src/main.ts` in a child process (replica B). PGlite is one process's database, so
// this part runs against the PostgreSQL server (TEST_DATABASE_URL, as in CI).
describe.skipIf(!testDatabaseUrl)('two server replicas on one PostgreSQL database', () => {
  const PORT = 3917;
  const base = `http://127.0.0.1:${PORT}`;
  let testDb: TestDb;
  let leave: () => Promise<void>;
  let replicaB: ChildProcess;

  beforeAll(async () => {
    testDb = await createTestDb();
    leave = await connectCatalogInvalidation(testDb, logger);
    const url = new URL(testDatabaseUrl!);
    url.pathname = `/${testDb.databaseName}`;
    const root = resolve(import.meta.dirname, '../..');
    replicaB = spawn(resolve(root, 'node_modules/.bin/tsx'), [resolve(root, 'api/src/main.ts')], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: url.toString(),
        PORT: String(PORT),
        HOST: '127.0.0.1',
        SEED_ON_START: 'false',
        LOG_LEVEL: 'silent',
        CATALOG_CACHE_TTL_SECONDS: '3600',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    });
    const ready = await until(
      () => fetch(`${base}/readyz`).then((r) => r.ok, () => false),
      (ok) => ok,
      90_000,
    );
    if (!ready) throw new Error('replica B did not start');
  }, 120_000);

  afterAll(async () => {
    if (replicaB?.pid && replicaB.exitCode === null) {
      const exited = new Promise((r) => replicaB.once('exit', r));
      process.kill(-replicaB.pid, 'SIGTERM');
      await exited;
    }
    await leave();
    await testDb.close();
  });

  const nameOnB = async (slug: string) => {
    const res = await fetch(`${base}/api/v1/courses/${slug}`);
    return ((await res.json()) as { data: { name: string } }).data.name;
  };

  it('shows a course change written on replica A on replica B at once, despite B’s hour-long cache', async () => {
    const course = await makeCourse(testDb.db, { slug: 'two-replicas', name: 'Esimene nimi', status: 'APPROVED' });
    expect(await nameOnB('two-replicas')).toBe('Esimene nimi');

    await testDb.db.update(courses).set({ name: 'Teine nimi' }).where(eq(courses.id, course.id));
    // B's cache holds the old row: without an invalidation it would for an hour
    expect(await nameOnB('two-replicas')).toBe('Esimene nimi');

    // replica A's write path: commit, then invalidateCatalog()
    invalidateCatalog();
    expect(await until(() => nameOnB('two-replicas'), (name) => name === 'Teine nimi')).toBe('Teine nimi');
  });
});
