import { createServer as createNetServer } from 'node:net';
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cohorts, courses } from '@valik/db/schema';
import { createTestDb, daysFromNow, makeCohort, makeCourse, makeParticipant, testDatabaseUrl, type TestDb, updateWhere } from '@valik/db/testing';
import { createCatalog, type Catalog } from '../src/catalog-service.ts';
import { createLogger } from '../src/lib/logger.ts';
import { createPublicChanges, type PublicChange, type PublicChanges } from '../src/lib/public-changes.ts';
import { LogSink } from './helpers.ts';

// architecture.md §9: nothing another replica needs is kept in process memory. The catalogue cache is
// only a cache: a write on one replica must drop the caches of all of them. The database tells every
// replica what a committed write changed (triggers + NOTIFY, api/src/lib/public-changes.ts).

const logger = createLogger('warn', new LogSink());
const HOUR_MS = 3_600_000;

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('what a committed write changed', () => {
  let testDb: TestDb;
  let leave: () => Promise<void>;
  let changes: PublicChanges;
  const heard: PublicChange[] = [];
  // an hour's TTL: only a change heard can make the new name show
  let catalog: Catalog;
  beforeAll(async () => {
    testDb = await createTestDb();
    changes = createPublicChanges(logger);
    catalog = createCatalog(testDb.db, { ttlMs: HOUR_MS, clock: () => new Date() });
    changes.subscribe((change) => catalog.forget(change));
    changes.subscribe((change) => heard.push(change));
    leave = await changes.listen(testDb);
  });
  afterAll(async () => {
    await leave();
    await testDb.close();
  });

  it('reaches the listener once per commit, naming the course or cohort, and drops the cached catalogue', async () => {
    const course = await makeCourse(testDb.db, { slug: 'replica-course', name: 'Vana nimi', status: 'APPROVED' });
    const cohort = await makeCohort(testDb.db, { courseId: course.id });
    await changes.caughtUp();
    expect((await catalog.getCourse('replica-course'))?.name).toBe('Vana nimi');

    heard.length = 0;
    // one transaction writing the course twice and a seat: one change per distinct thing, after the commit
    await testDb.db.transaction(async (tx) => {
      await updateWhere(tx, courses, { id: course.id }, { name: 'Uus nimi' });
      await updateWhere(tx, courses, { id: course.id }, { name: 'Uus nimi' });
      await makeParticipant(tx, { cohortId: cohort.id });
      expect(heard).toEqual([]);
    });
    await changes.caughtUp();
    expect(heard.filter((c) => c.t !== 'mark')).toEqual([
      { t: 'course', id: course.id },
      { t: 'seats', id: cohort.id },
    ]);
    expect((await catalog.getCourse('replica-course'))?.name).toBe('Uus nimi');

    heard.length = 0;
    await updateWhere(testDb.db, cohorts, { id: cohort.id }, { name: 'Teine grupp' });
    await changes.caughtUp();
    expect(heard.filter((c) => c.t !== 'mark')).toEqual([{ t: 'cohort', id: cohort.id, course: course.id }]);
  });

  it('stays silent when a write changes only what no public page shows (the community sync\'s ids, notes)', async () => {
    const course = await makeCourse(testDb.db, { slug: 'replica-quiet', status: 'APPROVED' });
    const cohort = await makeCohort(testDb.db, { courseId: course.id });
    await changes.caughtUp();
    heard.length = 0;
    await updateWhere(testDb.db, cohorts, { id: cohort.id }, { discordRoleId: 'r-1', discordChannelId: 'c-1', discordInviteUrl: 'https://discord.gg/x', lmsId: 'lms-1', lwCourseId: 'lw-1', externalLmsLink: 'https://classroom.example/c', videoUrl: 'https://meet.example/x', notes: 'sisemine märkus', updatedAt: new Date() });
    await changes.caughtUp();
    expect(heard.filter((c) => c.t !== 'mark')).toEqual([]);
    // a shown column in the same kind of write still says so
    await updateWhere(testDb.db, cohorts, { id: cohort.id }, { discordRoleId: 'r-2', size: 31 });
    await changes.caughtUp();
    expect(heard.filter((c) => c.t !== 'mark')).toEqual([{ t: 'cohort', id: cohort.id, course: course.id }]);
  });
});

// Two real app instances on one PostgreSQL database: this test process (replica A) and the server
// started with `api/src/main.ts` in a child process (replica B). PGlite is one process's database, so
// this part runs against the PostgreSQL server (TEST_DATABASE_URL, as in CI).
describe.skipIf(!testDatabaseUrl)('two server replicas on one PostgreSQL database', () => {
  // a free port, so runs of the suite in several checkouts at once never meet
  let PORT: number;
  let base: string;
  let testDb: TestDb;
  let leave: () => Promise<void>;
  let replicaB: ChildProcess;
  let catalogA: Catalog;
  let changesA: PublicChanges;

  beforeAll(async () => {
    PORT = await freePort();
    base = `http://127.0.0.1:${PORT}`;
    testDb = await createTestDb();
    catalogA = createCatalog(testDb.db, { ttlMs: HOUR_MS, clock: () => new Date() });
    changesA = createPublicChanges(logger);
    changesA.subscribe((change) => catalogA.forget(change));
    leave = await changesA.listen(testDb);
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
      240_000,
    );
    if (!ready) throw new Error('replica B did not start');
  }, 270_000);

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

  it('drops both replicas’ hour-long caches when replica A commits a course change, with nobody invalidating by hand', async () => {
    const course = await makeCourse(testDb.db, { slug: 'two-replicas', name: 'Esimene nimi', status: 'APPROVED' });
    expect(await nameOnB('two-replicas')).toBe('Esimene nimi');
    expect((await catalogA.getCourse('two-replicas'))?.name).toBe('Esimene nimi');
    const missesOnA = catalogA.cache?.misses ?? 0;

    // replica A writes: the commit is all it does
    await updateWhere(testDb.db, courses, { id: course.id }, { name: 'Teine nimi' });
    expect(await until(() => nameOnB('two-replicas'), (name) => name === 'Teine nimi')).toBe('Teine nimi');
    await changesA.caughtUp();
    expect((await catalogA.getCourse('two-replicas'))?.name).toBe('Teine nimi');
    expect(catalogA.cache?.misses).toBe(missesOnA + 1);
  });

  it('drops replica B’s kept catalogue answers (answered before its middleware chain) when replica A commits a seat or a course change', async () => {
    const course = await makeCourse(testDb.db, { slug: 'two-replicas-answers', name: 'Vastus A', status: 'APPROVED' });
    const cohort = await makeCohort(testDb.db, { courseId: course.id, size: 5, status: 'REGISTRATION_OPEN', startDate: daysFromNow(30), endDate: daysFromNow(90) });
    const cohortsOnB = async () => {
      const res = await fetch(`${base}/api/v1/cohorts?course=${course.id}`);
      const body = (await res.json()) as { data?: { id: number; seats_taken: number }[] };
      return { cache: res.headers.get('x-page-cache'), seats: body.data?.find((c) => c.id === cohort.id)?.seats_taken ?? null };
    };
    // B may still be hearing the cohort's creation: wait until it answers it from its cache
    expect(await until(cohortsOnB, (v) => v.cache === 'hit' && v.seats === 0)).toEqual({ cache: 'hit', seats: 0 });

    // replica A commits a seat: B's kept answer goes, the next one shows it and is kept again
    await makeParticipant(testDb.db, { cohortId: cohort.id });
    expect(await until(cohortsOnB, (v) => v.seats === 1)).toMatchObject({ seats: 1 });
    expect(await until(cohortsOnB, (v) => v.cache === 'hit')).toEqual({ cache: 'hit', seats: 1 });

    // and a course change: the course list and the course answer of B show the new name
    const listOnB = async () => {
      const res = await fetch(`${base}/api/v1/courses`, { headers: { 'accept-encoding': 'br' } });
      const { data } = (await res.json()) as { data: { slug: string; name: string }[] };
      return { cache: res.headers.get('x-page-cache'), name: data.find((c) => c.slug === 'two-replicas-answers')?.name ?? null };
    };
    expect(await until(listOnB, (v) => v.cache === 'hit' && v.name === 'Vastus A')).toEqual({ cache: 'hit', name: 'Vastus A' });
    await updateWhere(testDb.db, courses, { id: course.id }, { name: 'Vastus B' });
    expect(await until(listOnB, (v) => v.name === 'Vastus B')).toMatchObject({ name: 'Vastus B' });
    expect(await until(() => nameOnB('two-replicas-answers'), (name) => name === 'Vastus B')).toBe('Vastus B');
  });
});

function freePort(): Promise<number> {
  return new Promise((resolvePort, fail) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolvePort(port));
    });
    probe.on('error', fail);
  });
}
