// The fast path of the page cache (issue 32, ADR 029): a hit is answered on the raw node:http request,
// before the middleware chain, with what the chain would send. One app, two ports on it: `listenHttp` (the
// fast path first, as main.ts runs) and the same HTTP server without a fast path (the full chain only). The same
// request to both must give the same status, the same headers (but Date and a fresh request id) and the
// same bytes; the requests the fast path leaves alone must reach the chain.
import { request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import type { Server } from 'node:http';
import { listenWith } from '../../src/lib/http-server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, makeCohort, makeCourse, makeParticipant } from '@valik/db/testing';
import { createServer, listenHttp } from '../../src/server.ts';
import { createTestApp, heard, makeAccount, signIn, type TestApp } from '../helpers.ts';
import { cohortLines, standInSite } from './stand-in-site.ts';

const siteDir = standInSite();

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function raw(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((ok, fail) => {
    request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', fail)
      .end();
  });
}

/** The headers that differ per answer by nature: the time, and a request id made for each request. */
const PER_ANSWER = ['date', 'x-request-id'];
const comparable = (headers: IncomingHttpHeaders) => Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.includes(name)).sort(([a], [b]) => a.localeCompare(b)));

describe('the page cache’s fast path', () => {
  let t: TestApp;
  let fastBase: string;
  let chainBase: string;
  let fast: ReturnType<typeof listenHttp>;
  let chain: Server;
  let answered = 0;

  beforeAll(async () => {
    t = await createTestApp({ env: { SITE_DIST_DIR: siteDir, CATALOG_CACHE_TTL_SECONDS: '3600', PAGE_CACHE_SECONDS: '3600' } });
    const server = await createServer(t.deps);
    // the fast path as main.ts runs it, counting what it answers itself
    const counted = {
      fetch: server.fetch,
      fastPath: (req: Parameters<typeof server.fastPath>[0], res: Parameters<typeof server.fastPath>[1]) => {
        const done = server.fastPath(req, res);
        if (done) answered++;
        return done;
      },
    };
    fastBase = await new Promise<string>((ok) => {
      fast = listenHttp(counted, { port: 0, hostname: '127.0.0.1' }, (info) => ok(`http://127.0.0.1:${info.port}`));
    });
    chainBase = await new Promise<string>((ok) => {
      chain = listenWith({ fetch: server.fetch }, { port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => ok(`http://127.0.0.1:${info.port}`));
    });
    // a summary long enough that the course list's JSON is compressed too
    const course = await makeCourse(t.deps.db, { slug: 'fast-a', name: 'Kiire kursus', status: 'APPROVED', summary: 'Kiire kursuse kokkuvõte. '.repeat(60) });
    await makeCohort(t.deps.db, { courseId: course.id, size: 8, status: 'REGISTRATION_OPEN', startDate: daysFromNow(30), endDate: daysFromNow(90) });
    await heard(t);
  });
  afterAll(async () => {
    await new Promise((r) => fast.close(r));
    await new Promise((r) => chain.close(r));
    await t.close();
  });

  /** The same request through the chain (a hit there too, after a first miss) and through the fast path. */
  async function both(path: string, headers: Record<string, string> = {}, method = 'GET') {
    await raw(chainBase, path, headers, method);
    const before = answered;
    const viaChain = await raw(chainBase, path, headers, method);
    const viaFast = await raw(fastBase, path, headers, method);
    return { viaChain, viaFast, fastAnswered: answered - before === 1 };
  }

  const cases: [string, string, Record<string, string>, string?][] = [
    ['plain', '/courses/fast-a', {}],
    ['Brotli', '/courses/fast-a', { 'accept-encoding': 'gzip, deflate, br' }],
    ['gzip', '/courses/fast-a', { 'accept-encoding': 'gzip' }],
    ['?lang=en, which sets the cookie', '/courses/fast-a?lang=en', { 'accept-encoding': 'br' }],
    ['?lang=ru', '/courses/fast-a?lang=ru', {}],
    ['the language cookie and the consent cookie', '/courses/fast-a', { cookie: 'valik_lang=ru; consent=granted' }],
    ['Accept-Language', '/courses/fast-a', { 'accept-language': 'en-GB,en;q=0.9' }],
    ['a bot', '/courses/fast-a', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
    ['the caller’s request id', '/courses/fast-a', { 'x-request-id': 'proxy-given-id-0001' }],
    ['HEAD', '/courses/fast-a', { 'accept-encoding': 'br' }, 'HEAD'],
    // the catalogue answers of the API, kept in the same cache (courses/catalogue-answers.ts)
    ['the course list API', '/api/v1/courses', {}],
    ['the course list API, Brotli', '/api/v1/courses', { 'accept-encoding': 'gzip, deflate, br' }],
    ['the course list API by category', '/api/v1/courses?category=TECHNOLOGY', { 'accept-encoding': 'gzip' }],
    ['a course of the API', '/api/v1/courses/fast-a', { 'accept-language': 'ru' }],
    ['the cohorts of a course', '/api/v1/cohorts?course=fast-a', { cookie: 'valik_lang=en' }],
    // under 1 KB: sent as it is whatever the client takes, by both
    ['the cohorts of a course (a small answer)', '/api/v1/cohorts?course=fast-a', { 'accept-encoding': 'br, gzip' }],
    ['the cohorts of a course, HEAD', '/api/v1/cohorts?course=fast-a', {}, 'HEAD'],
  ];
  for (const [name, path, headers, method] of cases) {
    it(`answers a hit as the chain does: ${name}`, async () => {
      const { viaChain, viaFast, fastAnswered } = await both(path, headers, method);
      expect(fastAnswered).toBe(true);
      expect(viaChain.headers['x-page-cache']).toBe('hit');
      expect(viaFast.status).toBe(viaChain.status);
      expect(comparable(viaFast.headers)).toEqual(comparable(viaChain.headers));
      expect(viaFast.body.equals(viaChain.body)).toBe(true);
      expect(viaFast.headers['x-request-id']).toMatch(/^[A-Za-z0-9._-]{8,128}$/);
      const accepts = headers['accept-encoding'] ?? '';
      const small = viaChain.body.length < 1024 && !viaChain.headers['content-encoding'];
      if (method !== 'HEAD' && !small) expect(viaFast.headers['content-encoding'] ?? null).toBe(/br/.test(accepts) ? 'br' : /gzip/.test(accepts) ? 'gzip' : null);
      if (headers['x-request-id']) expect(viaFast.headers['x-request-id']).toBe(headers['x-request-id']);
      else expect(viaFast.headers['x-request-id']).not.toBe(viaChain.headers['x-request-id']);
    });
  }

  for (const path of ['/courses/fast-a', '/api/v1/courses']) {
    it(`answers 304 to the ETag the client has, as the chain does: ${path}`, async () => {
      const first = await raw(fastBase, path, { 'accept-encoding': 'br' });
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"/);
      const { viaChain, viaFast, fastAnswered } = await both(path, { 'if-none-match': etag });
      expect(fastAnswered).toBe(true);
      expect(viaFast.status).toBe(304);
      expect(comparable(viaFast.headers)).toEqual(comparable(viaChain.headers));
      expect(viaFast.body.length).toBe(0);
    });
  }

  it('sends the page in the language, and with the content, of its key', async () => {
    const en = await raw(fastBase, '/courses/fast-a', { cookie: 'valik_lang=en', 'accept-encoding': 'br' });
    expect(brotliDecompressSync(en.body).toString()).toContain('<p class="lang">en</p>');
    const et = await raw(fastBase, '/courses/fast-a');
    expect(et.body.toString()).toContain('<p class="lang">et</p>');
    expect(Object.keys(cohortLines(et.body.toString()))).toHaveLength(1);
  });

  it('stops answering a page the moment a committed seat change drops it', async () => {
    const course = await makeCourse(t.deps.db, { slug: 'fast-seats', status: 'APPROVED' });
    const cohort = await makeCohort(t.deps.db, { courseId: course.id, size: 8, status: 'REGISTRATION_OPEN', startDate: daysFromNow(30), endDate: daysFromNow(90) });
    await heard(t);
    expect(cohortLines((await raw(fastBase, '/courses/fast-seats')).body.toString())).toEqual({ [cohort.id]: '8 REGISTRATION_OPEN' });
    const before = answered;
    expect((await raw(fastBase, '/courses/fast-seats')).headers['x-page-cache']).toBe('hit');
    expect(answered).toBe(before + 1);
    await makeParticipant(t.deps.db, { cohortId: cohort.id });
    await heard(t);
    const after = await raw(fastBase, '/courses/fast-seats');
    expect(answered).toBe(before + 1);
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(cohortLines(after.body.toString())).toEqual({ [cohort.id]: '7 REGISTRATION_OPEN' });
  });

  it('leaves to the chain what it cannot answer as the chain would', async () => {
    await raw(fastBase, '/courses/fast-a');
    const account = await makeAccount(t, 'STUDENT', { firstName: 'Sisseloginu' });
    const session = await signIn(t, account.email);
    const left: [string, Record<string, string>, string?][] = [
      ['/courses/fast-a', { cookie: session }],
      ['/courses/fast-a?utm_source=x', {}],
      ['/courses/fast-a?lang=xx', {}],
      ['/courses/fast-a', { 'accept-encoding': 'deflate' }],
      ['/courses/fast%2Da', {}],
      ['/courses/no-such-course', {}],
      ['/courses/fast-a', {}, 'POST'],
      ['/api/v1/courses?q=kiire', {}],
      ['/api/v1/courses?lang=en', {}],
      ['/api/v1/courses', { cookie: session }],
      ['/api/v1/courses/no-such-course', {}],
    ];
    for (const [path, headers, method] of left) {
      const before = answered;
      const res = await raw(fastBase, path, headers, method);
      expect({ path, headers, answered: answered - before }).toEqual({ path, headers, answered: 0 });
      expect(res.status).toBeGreaterThanOrEqual(200);
    }
    const signedIn = await raw(fastBase, '/courses/fast-a', { cookie: session });
    expect(signedIn.body.toString()).toContain('<p class="user">Sisseloginu</p>');
    expect(signedIn.headers['x-page-cache']).toBeUndefined();
  });

  it('reads the request headers whatever case their names are sent in, and leaves a repeated one to the chain', async () => {
    const etag = String((await raw(fastBase, '/courses/fast-a')).headers.etag);
    const capitalHeaders = { 'Accept-Encoding': 'br', 'Accept-Language': 'en', 'X-Request-Id': 'Capital-Names-0001' };
    await raw(fastBase, '/courses/fast-a', capitalHeaders); // the English page kept (a miss the first time)
    let before = answered;
    const capitals = await raw(fastBase, '/courses/fast-a', capitalHeaders);
    expect(answered).toBe(before + 1);
    expect(capitals.headers['content-encoding']).toBe('br');
    expect(capitals.headers['x-request-id']).toBe('Capital-Names-0001');
    expect(brotliDecompressSync(capitals.body).toString()).toContain('<p class="lang">en</p>');
    before = answered;
    expect((await raw(fastBase, '/courses/fast-a', { 'IF-NONE-MATCH': etag })).status).toBe(304);
    expect(answered).toBe(before + 1);
    // Node joins a repeated Accept-Language, and keeps the first of some others: the chain reads them
    // (a repeated Cookie cannot be sent from here: Node's client joins it into one line)
    for (const [name, values] of [['accept-language', ['ru', 'en']], ['x-request-id', ['first-id-00001', 'second-id-0001']], ['accept-encoding', ['br', 'gzip']]] as const) {
      before = answered;
      const res = await new Promise<Raw>((ok, fail) => {
        request(`${fastBase}/courses/fast-a`, { headers: { [name]: [...values] } }, (r) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => ok({ status: r.statusCode ?? 0, headers: r.headers, body: Buffer.concat(chunks) }));
        })
          .on('error', fail)
          .end();
      });
      expect({ name, answered: answered - before }).toEqual({ name, answered: 0 });
      expect(res.status).toBe(200);
    }
  });

  it('logs each answer with its request id and counts it in /metrics as a page-cache hit and a site request', async () => {
    const metric = async (pattern: RegExp) => Number(pattern.exec(await t.deps.metrics.render())?.[1] ?? 0);
    const courses = /valik_http_requests_total\{group="api\/v1\/courses",method="GET",status="2xx"\} (\d+)/;
    await raw(fastBase, '/api/v1/courses');
    const coursesBefore = await metric(courses);
    await raw(fastBase, '/api/v1/courses');
    expect(await metric(courses)).toBe(coursesBefore + 1);
    const hits = /valik_page_cache_requests_total\{result="hit"\} (\d+)/;
    const site = /valik_http_requests_total\{group="site",method="GET",status="2xx"\} (\d+)/;
    await raw(fastBase, '/courses/fast-a');
    const [hitsBefore, siteBefore] = [await metric(hits), await metric(site)];
    const before = answered;
    const res = await raw(fastBase, '/courses/fast-a', { 'x-request-id': 'fast-path-log-0001' });
    expect(answered).toBe(before + 1);
    expect(res.status).toBe(200);
    expect(await metric(hits)).toBe(hitsBefore + 1);
    expect(await metric(site)).toBe(siteBefore + 1);
    const line = t.logs.lines.find((l) => l.requestId === 'fast-path-log-0001');
    expect(line).toMatchObject({ msg: 'request', method: 'GET', path: '/courses/fast-a', status: 200 });
    // the chain's line of the same request: the same fields in the same order (lib/logger.ts accessLineOf)
    await raw(chainBase, '/courses/fast-a', { 'x-request-id': 'fast-path-log-0002' });
    const chainLine = t.logs.lines.find((l) => l.requestId === 'fast-path-log-0002');
    const shape = (l: Record<string, unknown> | undefined) => ({ ...l, time: 'T', requestId: 'R', ms: 0 });
    expect(Object.keys(line!)).toEqual(Object.keys(chainLine!));
    expect(shape(line)).toEqual(shape(chainLine));
  });
});
