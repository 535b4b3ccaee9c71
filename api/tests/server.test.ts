import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '@valik/db/testing';
import { createServer } from '../src/server.ts';
import { createAuth } from '../src/auth.ts';
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
  server = await createServer({ db: testDb.db, env, logger, auth: createAuth(testDb.db, env) });
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
    expect(html).toContain('window.__VALIK__={"environment":"test"}');
    const switched = await get('/auth/login?lang=et', { cookie: 'valik_lang=en' });
    expect(await switched.text()).toContain('<html lang="et">');
    expect(switched.headers.get('set-cookie')).toMatch(/valik_lang=et; Max-Age=31536000; Path=\/; SameSite=Lax/);
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
