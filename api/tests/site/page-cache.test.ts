// The rendered-page cache of the public site (issue 16 item 1, ADR 019): a visitor who is not signed in
// gets a course page rendered once, and a registration, a cancellation or the clock changes it at once.
// One server here (PGlite, and the PostgreSQL server in the database project); two replicas on one
// PostgreSQL database below. The server is the real one (createServer on a real HTTP port) with a
// stand-in site build (stand-in-site.ts); the real Astro pages are checked by e2e/tests/site/page-cache.spec.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, daysFromNow, makeCohort, makeCourse, makeStudent, testDatabaseUrl, type TestDb } from '@valik/db/testing';
import { createCatalog } from '../../src/catalog-service.ts';
import { createServer } from '../../src/server.ts';
import { enrolStudent } from '../../src/registrations/enrol-student.ts';
import { createPageCache } from '../../src/site-pages/page-cache.ts';
import { addTallinnDays, startOfTallinnDay } from '@valik/domain';
import { api, createTestApp, heard, makeAccount, signIn, testEnv, type TestApp } from '../helpers.ts';
import { createServices } from '../../src/services.ts';
import { cohortLines, standInSite } from './stand-in-site.ts';

const siteDir = standInSite();

function listen(fetch: (req: Request) => Response | Promise<Response>): Promise<{ server: ServerType; base: string }> {
  return new Promise((ok) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => ok({ server, base: `http://127.0.0.1:${info.port}` }));
  });
}

describe('the rendered-page cache on one server', () => {
  let t: TestApp;
  let base: string;
  let http: ServerType;
  beforeAll(async () => {
    t = await createTestApp({ env: { SITE_DIST_DIR: siteDir, CATALOG_CACHE_TTL_SECONDS: '3600', PAGE_CACHE_SECONDS: '3600' } });
    const server = await createServer(t.deps);
    ({ server: http, base } = await listen(server.fetch));
  });
  afterAll(async () => {
    await new Promise((r) => http.close(r));
    await t.close();
  });

  const page = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, { headers });
    return { res, html: await res.text(), cache: res.headers.get('x-page-cache') };
  };

  async function courseWithCohort(slug: string, size: number) {
    const course = await makeCourse(t.deps.db, { slug, name: `Kursus ${slug}`, status: 'APPROVED' });
    const cohort = await makeCohort(t.deps.db, { courseId: course.id, size, status: 'REGISTRATION_OPEN', startDate: daysFromNow(30), endDate: daysFromNow(90) });
    await heard(t);
    return { course, cohort };
  }

  it('serves a course page from the cache until a registration or a cancellation changes its seats and badge', async () => {
    const { cohort } = await courseWithCohort('cached-a', 5);
    await courseWithCohort('cached-b', 5);
    const first = await page('/courses/cached-a');
    expect(first.cache).toBe('miss');
    expect(cohortLines(first.html)).toEqual({ [cohort.id]: '5 REGISTRATION_OPEN' });
    const second = await page('/courses/cached-a');
    expect(second.cache).toBe('hit');
    expect(second.html).toBe(first.html);
    expect((await page('/courses/cached-b')).cache).toBe('miss');
    expect((await page('/courses/cached-b')).cache).toBe('hit');

    // a registration through the API: the page shows the seat taken on the next view
    const one = await makeAccount(t, 'STUDENT');
    const registered = await api(t, { cookie: await signIn(t, one.email) }).cohorts[':id'].registrations.$post({ param: { id: String(cohort.id) }, json: { payer: 'STUDENT' } });
    expect(registered.status).toBe(201);
    const body = await registered.json();
    if (!('registration' in body.data)) throw new Error('expected a registration');
    await heard(t);
    const after = await page('/courses/cached-a');
    expect(after.cache).toBe('miss');
    expect(cohortLines(after.html)).toEqual({ [cohort.id]: '4 REGISTRATION_OPEN' });
    // a page that did not show the cohort stays cached
    expect((await page('/courses/cached-b')).cache).toBe('hit');

    // a second seat leaves 3 of 5: the badge turns to LAST_SPOTS
    const two = await makeAccount(t, 'STUDENT');
    expect((await api(t, { cookie: await signIn(t, two.email) }).cohorts[':id'].registrations.$post({ param: { id: String(cohort.id) }, json: { payer: 'STUDENT' } })).status).toBe(201);
    await heard(t);
    expect(cohortLines((await page('/courses/cached-a')).html)).toEqual({ [cohort.id]: '3 LAST_SPOTS' });
    expect((await page('/courses/cached-a')).cache).toBe('hit');

    // the first student unenrols: the seat is free again on the page
    const unenrolled = await api(t, { cookie: await signIn(t, one.email) }).me.registrations[':id'].unenrol.$post({ param: { id: String(body.data.registration.id) } });
    expect(unenrolled.status).toBe(200);
    await heard(t);
    expect(cohortLines((await page('/courses/cached-a')).html)).toEqual({ [cohort.id]: '4 REGISTRATION_OPEN' });
  });

  it('keeps one visitor’s request out of the page another visitor gets; a signed-in visitor gets their own render', async () => {
    await courseWithCohort('cached-private', 10);
    const a = await page('/courses/cached-private', { 'user-agent': 'visitor-a-agent', cookie: 'consent=granted; other=a-secret' });
    expect(a.html).toContain('<p class="headers">||localhost:3999</p>');
    const b = await page('/courses/cached-private', { 'user-agent': 'visitor-b-agent' });
    expect(b.cache).toBe('hit');
    expect(b.html).toBe(a.html);
    expect(a.res.headers.get('x-request-id')).not.toBe(b.res.headers.get('x-request-id'));

    const account = await makeAccount(t, 'STUDENT', { firstName: 'Salajane' });
    const signedIn = await page('/courses/cached-private', { cookie: await signIn(t, account.email) });
    expect(signedIn.cache).toBeNull();
    expect(signedIn.html).toContain('<p class="user">Salajane</p>');
    const anonymous = await page('/courses/cached-private');
    expect(anonymous.cache).toBe('hit');
    expect(anonymous.html).not.toContain('Salajane');
  });

  it('keeps a page per language and for bots, and renders other queries and unknown courses per request', async () => {
    await courseWithCohort('cached-lang', 10);
    expect((await page('/courses/cached-lang')).html).toContain('<p class="lang">et</p>');
    const en = await page('/courses/cached-lang?lang=en');
    expect(en.html).toContain('<p class="lang">en</p>');
    expect(en.res.headers.get('set-cookie')).toMatch(/valik_lang=en/);
    expect((await page('/courses/cached-lang', { cookie: 'valik_lang=en' })).html).toContain('<p class="lang">en</p>');
    expect((await page('/courses/cached-lang', { 'accept-language': 'en' })).html).toContain('<p class="lang">en</p>');
    const ru = await page('/courses/cached-lang?lang=ru');
    expect(ru.html).toContain('<p class="lang">ru</p>');
    expect(ru.res.headers.get('set-cookie')).toMatch(/valik_lang=ru/);
    expect((await page('/courses/cached-lang', { cookie: 'valik_lang=ru' })).html).toContain('<p class="lang">ru</p>');
    expect((await page('/courses/cached-lang', { 'accept-language': 'ru-RU' })).html).toContain('<p class="lang">ru</p>');
    expect((await page('/courses/cached-lang')).html).toContain('<p class="lang">et</p>');
    expect((await page('/courses/cached-lang?utm_source=x')).cache).toBeNull();
    const missing = await page('/courses/no-such-course');
    expect(missing.res.status).toBe(404);
    expect((await page('/courses/no-such-course')).cache).toBe('miss');
  });

  it('sends the Brotli and gzip bytes made once, and 304 to a client that has the page', async () => {
    await courseWithCohort('cached-bytes', 10);
    const plain = await page('/courses/cached-bytes');
    const raw = (encoding: string) => fetch(`${base}/courses/cached-bytes`, { headers: { 'accept-encoding': encoding } });
    // fetch decodes: read the body the server sent through node:http instead
    const bytes = async (encoding: string) => {
      const { request } = await import('node:http');
      return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((ok, fail) => {
        request(`${base}/courses/cached-bytes`, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => ok({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', fail).end();
      });
    };
    const br = await bytes('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.html);
    const gz = await bytes('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(plain.html);
    const etag = (await raw('br')).headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    const again = await fetch(`${base}/courses/cached-bytes`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });
});

describe('the rendered-page cache and the clock', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(() => testDb.close());

  it('expires a page when the clock crosses a badge boundary of a cohort it shows', async () => {
    const start = startOfTallinnDay(daysFromNow(20));
    const course = await makeCourse(testDb.db, { slug: 'clock-course', status: 'APPROVED' });
    const cohort = await makeCohort(testDb.db, { courseId: course.id, size: 20, status: 'REGISTRATION_OPEN', startDate: start, endDate: daysFromNow(90) });
    let now = new Date();
    const clock = () => now;
    const catalog = createCatalog(testDb.db, { ttlMs: 3_600_000, clock });
    const cache = createPageCache({ maxAgeMs: 10 * 86_400_000, clock });
    const key = { path: '/courses/clock-course', langParam: null, lang: 'et' as const, isBot: false };
    let renders = 0;
    const render = async (wrap: Parameters<Parameters<typeof cache.get>[1]>[0]) => {
      renders++;
      const seen = wrap(catalog);
      const c = await seen.getCourse('clock-course');
      const cohorts = await seen.listCohorts(c!.id);
      return { status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from(cohorts.map((x) => `${x.id}:${x.badge}`).join(',')) };
    };
    const body = async () => Buffer.from((await cache.get(key, render)).page.body).toString();

    // STARTING_SOON begins 7 Tallinn days before the start day
    const startingSoon = addTallinnDays(start, -7);
    now = new Date(startingSoon.getTime() - 3 * 86_400_000);
    expect(await body()).toBe(`${cohort.id}:REGISTRATION_OPEN`);
    now = new Date(startingSoon.getTime() - 1);
    expect(await body()).toBe(`${cohort.id}:REGISTRATION_OPEN`);
    // the midnight before the boundary renders once more (relative texts move with the day)
    const rendersBefore = renders;
    now = startingSoon;
    expect(await body()).toBe(`${cohort.id}:STARTING_SOON`);
    expect(renders).toBe(rendersBefore + 1);
    expect(await body()).toBe(`${cohort.id}:STARTING_SOON`);
    expect(renders).toBe(rendersBefore + 1);
  });
});

// Two real server replicas on one PostgreSQL database: this process (replica A, its own server) and
// `api/src/main.ts` in a child process (replica B), both with the page cache on and an hour's maximum age.
describe.skipIf(!testDatabaseUrl)('the rendered-page cache across two replicas on one PostgreSQL database', () => {
  let testDb: TestDb;
  let replicaB: ChildProcess;
  let baseB: string;

  beforeAll(async () => {
    testDb = await createTestDb();
    const port = await freePort();
    baseB = `http://127.0.0.1:${port}`;
    const url = new URL(testDatabaseUrl!);
    url.pathname = `/${testDb.databaseName}`;
    const root = resolve(import.meta.dirname, '../../..');
    replicaB = spawn(resolve(root, 'node_modules/.bin/tsx'), [resolve(root, 'api/src/main.ts')], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: url.toString(),
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_ON_START: 'false',
        LOG_LEVEL: 'silent',
        SITE_DIST_DIR: siteDir,
        CATALOG_CACHE_TTL_SECONDS: '3600',
        PAGE_CACHE_SECONDS: '3600',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    });
    const deadline = Date.now() + 240_000;
    while (!(await fetch(`${baseB}/readyz`).then((r) => r.ok, () => false))) {
      if (Date.now() > deadline) throw new Error('replica B did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 270_000);

  afterAll(async () => {
    if (replicaB?.pid && replicaB.exitCode === null) {
      const exited = new Promise((r) => replicaB.once('exit', r));
      process.kill(-replicaB.pid, 'SIGTERM');
      await exited;
    }
    await testDb.close();
  });

  it('shows a registration committed by replica A on replica B’s cached page', async () => {
    const course = await makeCourse(testDb.db, { slug: 'two-replica-page', status: 'APPROVED' });
    const cohort = await makeCohort(testDb.db, { courseId: course.id, size: 5, status: 'REGISTRATION_OPEN', startDate: daysFromNow(30), endDate: daysFromNow(90) });
    const view = async () => {
      const res = await fetch(`${baseB}/courses/two-replica-page`);
      return { lines: cohortLines(await res.text()), cache: res.headers.get('x-page-cache') };
    };
    // B may still be hearing the cohort's creation: wait for a page that shows it, then for a hit
    const deadline = Date.now() + 30_000;
    let seen = await view();
    while ((seen.cache !== 'hit' || !seen.lines[cohort.id]) && Date.now() < deadline) seen = await view();
    expect(seen).toEqual({ lines: { [cohort.id]: '5 REGISTRATION_OPEN' }, cache: 'hit' });

    // replica A's use case commits two registrations: the seat count and the badge change on B
    const replicaA = createServices(testDb, testEnv({ LOG_LEVEL: 'warn' }), { rateLimit: false });
    for (let i = 0; i < 2; i++) {
      const { user } = await makeStudent(testDb.db);
      expect((await enrolStudent(replicaA, { userId: user.id, cohortId: cohort.id, payer: 'STUDENT' })).kind).toBe('REGISTERED');
    }
    await replicaA.tasks.idle();
    const until = Date.now() + 30_000;
    do seen = await view();
    while (seen.lines[cohort.id] !== '3 LAST_SPOTS' && Date.now() < until);
    expect(seen.lines).toEqual({ [cohort.id]: '3 LAST_SPOTS' });
    expect((await view()).cache).toBe('hit');
  });
});

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => ok(port));
    });
    probe.on('error', fail);
  });
}
