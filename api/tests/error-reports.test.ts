// Server errors through the real Sentry Node SDK into the real local ingest: the app's reporter sends its
// envelopes over HTTP to /dev/errors of a server listening on this machine (its DSN points there), which
// stores them. Asserted through the ingest's own JSON listing, as a person would look them up.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync, gzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '@valik/db/testing';
import { createApp } from '../src/app.ts';
import { createLogger } from '../src/lib/logger.ts';
import type { AppDeps } from '../src/lib/context.ts';
import { createServer } from '../src/server.ts';
import { createServices } from '../src/services.ts';
import { allow } from '../src/middleware/allow.ts';
import { BASE_URL, LogSink, PASSWORD, makeAccount, signIn, testEnv, type TestApp } from './helpers.ts';

interface Report {
  id: number;
  project: number;
  app: string | null;
  type: string;
  event_id: string | null;
  title: string | null;
  user_id: string | null;
  request_id: string | null;
  replay_id: string | null;
  environment: string | null;
  payload: Record<string, unknown>;
}

let testDb: TestDb;
let listener: ServerType;
let deps: AppDeps;
let server: Awaited<ReturnType<typeof createServer>>;
let app: ReturnType<typeof createApp>;
let ingestUrl: string;

beforeAll(async () => {
  testDb = await createTestDb();
  // The ingest must listen before the app exists (its DSN names the port): bind first, route later.
  let handle: (req: Request, env: unknown) => Response | Promise<Response> = () => new Response('starting', { status: 503 });
  listener = serve({ fetch: (req, env) => handle(req, env), port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => listener.once('listening', () => resolve()));
  const port = (listener.address() as AddressInfo).port;
  ingestUrl = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(join(tmpdir(), 'valik-errors-'));
  mkdirSync(join(dir, 'portal'), { recursive: true });
  writeFileSync(join(dir, 'portal', 'index.html'), '<!doctype html><html lang="et"><head></head><body></body></html>');
  writeFileSync(join(dir, 'portal', 'build.json'), JSON.stringify({ id: 'portal-build-1', time: '2026-11-26T10:00:00.000Z' }));
  // a stand-in for the site's build whose page throws: Astro then renders 500.astro, which reports the
  // error through locals.reportError, as this handler does
  mkdirSync(join(dir, 'site', 'server'), { recursive: true });
  writeFileSync(
    join(dir, 'site', 'server', 'entry.mjs'),
    `export async function handler(req, res, next, locals) {
      if (req.url.startsWith('/courses/unavailable')) {
        res.statusCode = 503;
        res.end('Hooldus');
        return;
      }
      locals.reportError(new Error('the course page broke'));
      res.statusCode = 500;
      res.end('Tekkis viga');
    }\n`,
  );
  const env = testEnv({
    SENTRY_DSN: `http://valik@127.0.0.1:${port}/dev/errors/1`,
    SENTRY_ENVIRONMENT: 'test',
    PORTAL_DIST_DIR: join(dir, 'portal'),
    ADMIN_DIST_DIR: join(dir, 'no-admin'),
    SITE_DIST_DIR: join(dir, 'site'),
    DATA_DIR: join(dir, 'data'),
  });
  deps = createServices(testDb, env, { logger: createLogger('warn', new LogSink()), rateLimit: false });
  server = await createServer(deps);
  handle = (req, bindings) => server.fetch(req, bindings as never);
  app = createApp(deps);
  // routes that fail the way a bug would
  app.get('/api/v1/__boom', () => {
    throw new Error('the cohort list broke');
  });
  app.post('/api/v1/__boom-with-body', allow('auth'), async (c) => {
    await c.req.json();
    throw new TypeError('cannot read the payer of undefined');
  });
  app.get('/api/v1/__unavailable', (c) => c.json({ status: 'down' }, 503));
});

afterAll(async () => {
  await deps.tasks.idle();
  await new Promise<void>((resolve) => listener.close(() => resolve()));
  await testDb.close();
});

async function reports(query: string): Promise<Report[]> {
  await deps.errors.flush(10_000);
  const res = await fetch(`${ingestUrl}/dev/errors/reports?${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Report[] }).data;
}

describe('server errors reach the error reports', () => {
  it('reports a 500 through the Sentry SDK with the request id its body shows', async () => {
    const res = await app.request('/api/v1/__boom');
    expect(res.status).toBe(500);
    const { requestId } = (await res.json()) as { requestId: string };
    const found = await reports(`request_id=${requestId}`);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      project: 1,
      app: 'server',
      type: 'event',
      title: 'Error: the cohort list broke',
      request_id: requestId,
      environment: 'test',
    });
    // release: the build id of the portal build the server serves
    expect(found[0]?.payload).toMatchObject({ release: 'portal-build-1', tags: { status: '500' }, sdk: { name: 'sentry.javascript.node' } });
  });

  it('attaches the signed-in user by id and the request body without the password', async () => {
    const t = { app, deps } as unknown as TestApp;
    const student = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, student.email);
    // made at run time, so the report's source-code context (the lines of this test) cannot contain them
    const newPassword = `new-${crypto.randomUUID()}`;
    const code = String(100_000 + Math.floor(Math.random() * 900_000));
    const res = await app.request('/api/v1/__boom-with-body', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: BASE_URL, cookie },
      body: JSON.stringify({ email: student.email, password: PASSWORD, new_password: newPassword, code }),
    });
    expect(res.status).toBe(500);
    const { requestId } = (await res.json()) as { requestId: string };
    const [report] = await reports(`request_id=${requestId}`);
    const text = JSON.stringify(report);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain(newPassword);
    expect(text).not.toContain(`"${code}"`);
    expect(report?.user_id).toBe(String(student.id));
    expect(report?.payload.user).toEqual({ id: String(student.id) });
    expect(report?.payload).toMatchObject({ request: { method: 'POST', url: '/api/v1/__boom-with-body', data: { email: student.email } } });
  });

  it('reports a 5xx that a handler answered without throwing', async () => {
    const res = await app.request('/api/v1/__unavailable', { headers: { 'x-request-id': 'req-unavailable-1' } });
    expect(res.status).toBe(503);
    const [report] = await reports('request_id=req-unavailable-1');
    expect(report).toMatchObject({ type: 'event', title: 'GET /api/v1/__unavailable answered 503', request_id: 'req-unavailable-1' });
  });

  it('reports the dev stand-in’s test failure like any other 500 (GET /dev/errors/throw)', async () => {
    const res = await fetch(`${ingestUrl}/dev/errors/throw`);
    expect(res.status).toBe(500);
    const body = (await res.json()) as { error: { code: string }; requestId: string };
    expect(body.error.code).toBe('INTERNAL');
    const [report] = await reports(`request_id=${body.requestId}`);
    expect(report).toMatchObject({ app: 'server', title: 'Error: A test error from /dev/errors/throw', request_id: body.requestId });
  });

  it('reports a site page that threw, with the request id of the page', async () => {
    const res = await fetch(`${ingestUrl}/courses/some-course`);
    expect(res.status).toBe(500);
    const requestId = res.headers.get('x-request-id') ?? '';
    // once, by the page, with its error: not again by the server as a bare answer
    const found = await reports(`request_id=${requestId}`);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ app: 'site', title: 'Error: the course page broke', request_id: requestId });
    expect(found[0]?.payload).toMatchObject({ request: { method: 'GET', url: '/courses/some-course' } });
  });

  it('reports a site page answered with a 5xx it did not report itself, with the status the client got', async () => {
    const res = await fetch(`${ingestUrl}/courses/unavailable`);
    expect(res.status).toBe(503);
    const requestId = res.headers.get('x-request-id') ?? '';
    const found = await reports(`request_id=${requestId}`);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ app: 'server', title: 'GET /courses/unavailable answered 503', request_id: requestId });
  });

  it('does not report what the client got wrong (4xx)', async () => {
    const res = await app.request('/api/v1/no-such-thing', { headers: { 'x-request-id': 'req-not-found-1' } });
    expect(res.status).toBe(404);
    expect(await reports('request_id=req-not-found-1')).toEqual([]);
  });
});

describe('the local ingest (/dev/errors)', () => {
  const post = (body: Buffer | string, headers: Record<string, string> = {}) =>
    fetch(`${ingestUrl}/dev/errors/api/2/envelope/?sentry_key=valik&sentry_version=7`, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers }, body });

  it('stores a session replay: its event, and its recording decompressed', async () => {
    const replayId = 'a'.repeat(32);
    const recording = deflateSync(Buffer.from(JSON.stringify([{ type: 4, data: { href: 'http://localhost/user/profile' } }])));
    const header = Buffer.from('{"segment_id":0}\n');
    const envelope = Buffer.concat([
      Buffer.from(`${JSON.stringify({ event_id: replayId, sent_at: new Date().toISOString() })}\n`),
      Buffer.from(`${JSON.stringify({ type: 'replay_event' })}\n`),
      Buffer.from(`${JSON.stringify({ type: 'replay_event', replay_id: replayId, replay_type: 'buffer', segment_id: 0, user: { id: '7' }, tags: { app: 'portal' } })}\n`),
      Buffer.from(`${JSON.stringify({ type: 'replay_recording', length: header.length + recording.length })}\n`),
      header,
      recording,
    ]);
    const res = await post(envelope);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const found = await reports(`replay_id=${replayId}`);
    expect(found.map((r) => r.type).sort()).toEqual(['replay_event', 'replay_recording']);
    expect(found.find((r) => r.type === 'replay_event')).toMatchObject({ project: 2, app: 'portal', user_id: '7' });
    expect(found.find((r) => r.type === 'replay_recording')?.payload).toEqual({ segment_id: 0, events: [{ type: 4, data: { href: 'http://localhost/user/profile' } }] });
  });

  it('reads gzip-encoded envelopes, as the Node SDK sends large ones', async () => {
    const envelope = `{"event_id":"${'b'.repeat(32)}"}\n{"type":"event"}\n${JSON.stringify({ event_id: 'b'.repeat(32), message: 'zipped', level: 'warning', tags: { request_id: 'req-zipped-1' } })}\n`;
    const res = await post(gzipSync(Buffer.from(envelope)), { 'content-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(await reports('request_id=req-zipped-1')).toMatchObject([{ title: 'zipped', type: 'event' }]);
  });

  it('refuses what is not an envelope', async () => {
    expect((await post('not json\n{}')).status).toBe(400);
    expect((await post(`{}\n{"type":"event","length":999}\n{}`)).status).toBe(400);
  });

  it('lists the reports at /dev/errors, never stored in a cache', async () => {
    await app.request('/api/v1/__boom', { headers: { 'x-request-id': 'req-listed-12345' } });
    await deps.errors.flush(10_000);
    const res = await fetch(`${ingestUrl}/dev/errors?request_id=req-listed-12345`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('Error: the cohort list broke');
    expect(html).toContain('req-listed-12345');
  });
});

describe('where reports go', () => {
  it('sends to the local ingest outside production when no DSN is configured', async () => {
    const services = createServices(testDb, testEnv({ SENTRY_ENVIRONMENT: 'development', PUBLIC_BASE_URL: 'http://localhost:3205' }), { rateLimit: false });
    expect(services.errors.dsn).toBe('http://valik@localhost:3205/dev/errors/1');
  });

  it('sends nothing in the local environment without a DSN', async () => {
    const services = createServices(testDb, testEnv({ SENTRY_ENVIRONMENT: 'local' }), { rateLimit: false });
    expect(services.errors.dsn).toBeNull();
  });

  it('never serves the ingest in production', async () => {
    const env = testEnv({
      NODE_ENV: 'production',
      ALLOW_EMBEDDED_DATABASE: 'true',
      ALLOW_LOCAL_UPLOADS: 'true',
      TOTP_ENCRYPTION_KEY: 't'.repeat(40),
      BETTER_AUTH_SECRET: 'p'.repeat(40),
      RESEND_API_KEY: 're_test_123',
      SENTRY_DSN: 'https://abc@o1.ingest.sentry.io/42',
      SITE_DIST_DIR: '/nonexistent',
    });
    const prod = await createServer(createServices(testDb, env, { logger: createLogger('silent'), rateLimit: false }));
    const list = await prod.request('/dev/errors');
    expect(list.status).not.toBe(200);
    expect(await list.text()).not.toContain('Error reports');
    expect((await prod.request('/dev/errors/api/2/envelope/', { method: 'POST', body: '{}\n' })).status).not.toBe(200);
  });
});
