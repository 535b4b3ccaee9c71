// Issue 19 item 1: every request body has a size limit, anonymous callers' included, and a body past it is
// refused with 413 in the one error shape before it is read: at once when its Content-Length says so, at
// the limit when it is streamed without one. Over real HTTP (the Node server reads the socket), and for
// every route of the API's own route table.
import { request as httpRequest, type ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMITS, announcesBody, bodyLimitOf } from '../src/lib/body-limits.ts';
import { apiRouteTable } from '../src/middleware/route-table.ts';
import { createServer } from '../src/server.ts';
import { BASE_URL, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let http: ServerType;
let server: Awaited<ReturnType<typeof createServer>>;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  server = await createServer(t.deps);
  http = serve({ fetch: server.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => http.once('listening', resolve));
  port = (http.address() as AddressInfo).port;
});
afterAll(async () => {
  if ('closeAllConnections' in http) http.closeAllConnections();
  await new Promise<void>((resolve) => http.close(() => resolve()));
  await t.close();
});

interface Answer {
  status: number;
  body: string;
  connection: string | undefined;
  /** bytes of the request body written when the answer came */
  sent: number;
}

/**
 * Posts to `path`, writing the body in 64 kB chunks (with backpressure) until the server answers or
 * `total` bytes are written; never ends the body unless all of it was written. `declared`: the
 * Content-Length to send (none: chunked).
 */
function post(path: string, opts: { declared?: number; total: number; method?: string }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    // a server that waits for the whole body never answers: fail in time instead of hanging
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer after ${sent} bytes`));
    }, 15_000);
    const headers: Record<string, string | number> = { 'content-type': 'application/json', origin: BASE_URL };
    if (opts.declared !== undefined) headers['content-length'] = opts.declared;
    const req: ClientRequest = httpRequest({ host: '127.0.0.1', port, path, method: opts.method ?? 'POST', headers }, (res) => {
      answered = true;
      clearTimeout(timer);
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection, sent });
        req.destroy();
      });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.from(`{"email":"${'a'.repeat(64 * 1024 - 12)}"}`.slice(0, 64 * 1024));
    const pump = () => {
      while (!answered && sent < opts.total) {
        const piece = chunk.subarray(0, Math.min(chunk.length, opts.total - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      if (!answered && sent >= opts.total && opts.declared === undefined) req.end();
    };
    pump();
  });
}

const MB = 1024 * 1024;

describe('a body past its limit, over HTTP', () => {
  it('is refused at once when its Content-Length is too large: 128 MB to sign-up is not read', async () => {
    // only 256 kB of the declared 128 MB are ever written: the answer must not wait for the rest
    const res = await post('/api/v1/auth/signup', { declared: 128 * MB, total: 256 * 1024 });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'Päring on liiga suur' }, requestId: expect.any(String) });
    expect(res.connection).toBe('close');
  });

  it('is refused the same way on better-auth’s endpoints', async () => {
    const res = await post('/api/auth/sign-in/email', { declared: 128 * MB, total: 256 * 1024 });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('is refused at the limit when streamed without a Content-Length, long before the stream ends', async () => {
    for (const path of ['/api/v1/auth/signup', '/api/auth/sign-in/email']) {
      const res = await post(path, { total: 512 * MB });
      expect(res.status, path).toBe(413);
      expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
      // the limit plus what the sockets' buffers took in before the answer came back
      expect(res.sent, path).toBeLessThan(32 * MB);
    }
  });

  it('is refused on a page too', async () => {
    for (const [method, path] of [['POST', '/courses'], ['PUT', '/']] as const) {
      const declared = await post(path, { method, declared: 128 * MB, total: 256 * 1024 });
      expect(declared.status, `${method} ${path} with a Content-Length`).toBe(413);
      const streamed = await post(path, { method, total: 64 * MB });
      expect(streamed.status, `${method} ${path} streamed`).toBe(413);
      expect(streamed.sent).toBeLessThan(32 * MB);
    }
  });

  it('still reads a body within the limit', async () => {
    const res = await post('/api/v1/auth/signup', { total: 20 * 1024 });
    // read and parsed: refused by validation (not JSON of a sign-up), not by its size
    expect(res.status).not.toBe(413);
    expect(res.status).toBeLessThan(500);
  });
});

describe('which requests carry a body (RFC 9112 §6.3)', () => {
  it('is told by Transfer-Encoding or a Content-Length other than 0 (a GET need not be asked for its body)', () => {
    expect(announcesBody(undefined, undefined)).toBe(false);
    expect(announcesBody('0', undefined)).toBe(false);
    expect(announcesBody(' 0 ', undefined)).toBe(false);
    expect(announcesBody('12', undefined)).toBe(true);
    // not a number: still a body, refused by the limiter like a too large one
    expect(announcesBody('12abc', undefined)).toBe(true);
    expect(announcesBody(undefined, 'chunked')).toBe(true);
    expect(announcesBody('0', 'chunked')).toBe(true);
  });
});

describe('a GET without a body', () => {
  it('is not asked for its body stream (on @hono/node-server that would build a whole fetch Request)', async () => {
    // an API call, and a page (answered 503 where the site is not built, as in a fresh clone's unit run)
    for (const path of ['/api/v1/courses', '/courses']) {
      let asked = 0;
      const request = new Request(`${BASE_URL}${path}`);
      // where `body` is defined (Request, or @hono/node-server's own Request once its server runs)
      let proto: object | null = Object.getPrototypeOf(request) as object;
      while (proto && !Object.getOwnPropertyDescriptor(proto, 'body')) proto = Object.getPrototypeOf(proto) as object | null;
      const body = Object.getOwnPropertyDescriptor(proto, 'body') as PropertyDescriptor;
      Object.defineProperty(request, 'body', {
        get() {
          asked += 1;
          return body.get?.call(request) as unknown;
        },
      });
      const res = await server.fetch(request, { incoming: undefined, outgoing: undefined });
      if (path.startsWith('/api/')) expect(res.status, path).toBe(200);
      expect(asked, path).toBe(0);
    }
  });
});

describe('every route has a limit that fits it', () => {
  it('answers 413 to one byte past each /api/v1 route’s limit, before its guard and validation', async () => {
    const routes = apiRouteTable(t.app).filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method));
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const route of routes) {
      const path = route.path.replace(/:(\w+)(\{[^}]*\})?/g, '1').replace(/\*$/, 'x');
      const limit = bodyLimitOf(path);
      expect(limit.byRoute, path).toBeFalsy();
      const res = await t.app.request(path, {
        method: route.method,
        headers: { 'content-type': 'application/json', origin: BASE_URL },
        body: `"${'x'.repeat(limit.maxBytes - 1)}"`,
      });
      if (res.status !== 413) failures.push(`${route.method} ${route.path}: ${res.status}`);
      else expect(((await res.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it('gives JSON calls a small limit and the file uploads their documented size', () => {
    expect(bodyLimitOf('/api/v1/auth/signup').maxBytes).toBeLessThanOrEqual(100 * 1024);
    expect(bodyLimitOf('/api/auth/sign-in/email').maxBytes).toBeLessThanOrEqual(100 * 1024);
    expect(bodyLimitOf('/api/v1/me').maxBytes).toBe(100 * 1024);
    expect(bodyLimitOf('/api/v1/me/avatar').maxBytes).toBe(8 * MB);
    expect(bodyLimitOf('/api/v1/manage/uploads/thumbnails').maxBytes).toBe(8 * MB);
    expect(BODY_LIMITS.every((l) => l.maxBytes <= 20 * MB)).toBe(true);
  });
});
