import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '@valik/db/testing';
import { createServer } from '../src/server.ts';
import { createServices } from '../src/services.ts';
import { createLogger } from '../src/lib/logger.ts';
import { LogSink, testEnv } from './helpers.ts';

// The whole server's routing with small stand-in builds of the two app shells (the real builds and
// the Astro site are exercised by the Playwright journeys).
let testDb: TestDb;
let server: Awaited<ReturnType<typeof createServer>>;
const dir = mkdtempSync(join(tmpdir(), 'valik-server-'));

function shell(name: string) {
  const d = join(dir, name);
  mkdirSync(join(d, 'assets'), { recursive: true });
  writeFileSync(join(d, 'index.html'), `<!doctype html><html lang="et"><head><title>${name}</title></head><body></body></html>`);
  writeFileSync(join(d, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(d, 'build.json'), JSON.stringify({ id: `${name}-build`, time: '2026-11-26T10:00:00.000Z' }));
  return d;
}

beforeAll(async () => {
  testDb = await createTestDb();
  const uploads = join(dir, 'data', 'uploads', 'courses');
  mkdirSync(uploads, { recursive: true });
  writeFileSync(join(uploads, 'thumb.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'secret.txt'), 'top secret');
  const env = testEnv({
    PORTAL_DIST_DIR: shell('portal'),
    ADMIN_DIST_DIR: shell('admin'),
    SITE_DIST_DIR: join(dir, 'no-site'),
    DATA_DIR: join(dir, 'data'),
  });
  const logger = createLogger('warn', new LogSink());
  server = await createServer(createServices(testDb, env, { logger }));
});
afterAll(async () => testDb.close());

const get = (path: string, headers: Record<string, string> = {}) => server.request(path, { headers });

describe('the one server', () => {
  it('serves the portal shell with the status of the shared route table', async () => {
    const cases: [string, number][] = [
      ['/auth/login', 200],
      ['/user/my-courses', 200],
      ['/user/cohorts/12/students', 200],
      ['/user/cohorts/abc', 404],
      ['/user/cohorts/new/students', 404],
      ['/user/courses/abc', 400],
      ['/user/courses/new', 200],
      ['/user/no-such-page', 404],
    ];
    for (const [path, status] of cases) {
      const res = await get(path);
      expect(res.status, path).toBe(status);
      expect(await res.text(), path).toContain('<title>portal</title>');
    }
  });

  it('serves the admin shell under /manage with its route rules', async () => {
    expect((await get('/manage/cohorts')).status).toBe(200);
    expect((await get('/manage/users/abc')).status).toBe(404);
    expect((await get('/manage/courses/abc')).status).toBe(400);
    expect(await (await get('/manage/schools/3/credits')).text()).toContain('<title>admin</title>');
  });

  it('injects the runtime environment and the language into the shells', async () => {
    const html = await (await get('/user/my-courses', { cookie: 'valik_lang=en' })).text();
    expect(html).toContain('<html lang="en">');
    // error reporting is off in these tests (SENTRY_ENVIRONMENT=local, no DSN)
    expect(html).toContain('window.__VALIK__={"environment":"test","errors":null}');
    const switched = await get('/auth/login?lang=et', { cookie: 'valik_lang=en' });
    expect(await switched.text()).toContain('<html lang="et">');
    expect(switched.headers.get('set-cookie')).toMatch(/valik_lang=et; Max-Age=31536000; Path=\/; SameSite=Lax/);
    const russian = await get('/auth/login?lang=ru', { cookie: 'valik_lang=en' });
    expect(await russian.text()).toContain('<html lang="ru">');
    expect(russian.headers.get('set-cookie')).toMatch(/valik_lang=ru; Max-Age=31536000; Path=\/; SameSite=Lax/);
    expect(await (await get('/user/my-courses', { 'accept-language': 'ru-RU,ru;q=0.9' })).text()).toContain('<html lang="ru">');
    // an unknown language in the address changes nothing
    const unknown = await get('/auth/login?lang=fi', { cookie: 'valik_lang=en' });
    expect(await unknown.text()).toContain('<html lang="en">');
    expect(unknown.headers.get('set-cookie')).toBeNull();
  });

  it('serves hashed assets with a long cache and never a file outside the build', async () => {
    const asset = await get('/user/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect((await get('/manage/assets/app-abc123.js')).status).toBe(200);
    expect((await get('/user/assets/missing.js')).status).toBe(404);
    for (const path of ['/user/assets/..%2F..%2Fsecret.txt', '/user/assets/%2e%2e/%2e%2e/secret.txt', '/uploads/..%2F..%2Fsecret.txt']) {
      // (the URL parser may resolve %2e%2e before routing; either way the file never comes out)
      const res = await get(path);
      expect(res.status, path).not.toBe(200);
      expect(await res.text()).not.toContain('top secret');
    }
  });

  it('serves each app’s latest build manifest, never from a cache', async () => {
    for (const [path, id] of [['/user/build.json?t=1780000000000', 'portal-build'], ['/manage/build.json?t=5', 'admin-build']] as const) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(res.headers.get('content-type'), path).toContain('application/json');
      expect(await res.json(), path).toEqual({ id, time: '2026-11-26T10:00:00.000Z' });
    }
  });

  it('hands the shells where to report errors when reporting is on', async () => {
    const env = testEnv({
      PORTAL_DIST_DIR: join(dir, 'portal'),
      ADMIN_DIST_DIR: join(dir, 'admin'),
      SITE_DIST_DIR: join(dir, 'no-site'),
      DATA_DIR: join(dir, 'data'),
      SENTRY_ENVIRONMENT: 'staging',
      PUBLIC_BASE_URL: 'http://localhost:3205',
      PUBLIC_SENTRY_TRACES_SAMPLE_RATE: '0.25',
    });
    const reporting = await createServer(createServices(testDb, env, { logger: createLogger('warn', new LogSink()) }));
    const res = await reporting.request('/user/profile');
    const errors = { dsn: 'http://valik@localhost:3205/dev/errors/2', environment: 'staging', release: null, tracesSampleRate: 0.25 };
    expect(await res.text()).toContain(`window.__VALIK__=${JSON.stringify({ environment: 'test', errors })}`);
    // the pages may send their reports there, and replay may start its worker
    expect(res.headers.get('content-security-policy')).toMatch(/connect-src 'self' http:\/\/localhost:3205 /);
    expect(res.headers.get('content-security-policy')).toContain("worker-src 'self' blob:");
  });

  it('runs no inline script but the shells’ runtime config, allowed by its hash, and allows no <base> (issue 19 item 8)', async () => {
    const res = await get('/user/profile');
    const html = await res.text();
    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(csp).toContain("base-uri 'none'");
    // every inline script of the page is allowed by its hash, and there is exactly the config one
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(inline).toHaveLength(1);
    expect(inline[0]).toMatch(/^window\.__VALIK__=/);
    const hash = `'sha256-${createHash('sha256').update(inline[0] ?? '').digest('base64')}'`;
    expect(scriptSrc.split(' ')).toContain(hash);
    // the same policy on the API and the console
    expect((await get('/manage/cohorts')).headers.get('content-security-policy')).toBe(csp);
  });

  it('serves uploaded files', async () => {
    const res = await get('/uploads/courses/thumb.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('puts the security headers on every kind of response', async () => {
    for (const path of ['/api/v1/courses', '/user/my-courses', '/manage/cohorts', '/user/assets/app-abc123.js', '/healthz']) {
      const res = await get(path);
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });

  it('answers unknown API paths with the JSON error, not a page', async () => {
    const res = await get('/api/v1/nothing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it('says plainly when the public site is not built', async () => {
    const res = await get('/');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('pnpm build');
  });
});
