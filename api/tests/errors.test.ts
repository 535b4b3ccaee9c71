import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // a route that fails the way a bug would, to see what the client and the log get
  t.app.get('/api/v1/__boom', () => {
    throw new Error('database password is hunter2');
  });
  // a route that answers with a Response whose headers cannot be changed
  t.app.get('/api/v1/__moved', () => Response.redirect('https://example.org/elsewhere', 302));
});
afterAll(async () => t.close());

describe('errors', () => {
  it('render one JSON shape with a request id, in Estonian by default', async () => {
    const res = await t.app.request('/api/v1/no-such-thing');
    expect(res.status).toBe(404);
    const body = (await res.json()) as { error: { code: string; message: string }; requestId: string };
    expect(body).toEqual({ error: { code: 'NOT_FOUND', message: 'Lehte ei leitud' }, requestId: expect.any(String) });
    expect(res.headers.get('x-request-id')).toBe(body.requestId);
  });

  it('carry the request id on every answer, a route\'s own immutable Response too (a redirect)', async () => {
    const res = await t.app.request('/api/v1/__moved', { headers: { 'x-request-id': 'req-moved-12345' } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://example.org/elsewhere');
    expect(res.headers.get('x-request-id')).toBe('req-moved-12345');
    // and the /api default of no-store (middleware/no-store.ts), which once answered 500 here
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('speak English when the browser or the language cookie asks for it', async () => {
    const byHeader = await t.app.request('/api/v1/no-such-thing', { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(((await byHeader.json()) as { error: { message: string } }).error.message).toBe('Page not found');
    const byCookie = await t.app.request('/api/v1/no-such-thing', {
      headers: { cookie: 'valik_lang=en', 'accept-language': 'et' },
    });
    expect(((await byCookie.json()) as { error: { message: string } }).error.message).toBe('Page not found');
  });

  it('speak Russian when the browser or the language cookie asks for it', async () => {
    const byHeader = await t.app.request('/api/v1/no-such-thing', { headers: { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' } });
    expect(((await byHeader.json()) as { error: { message: string } }).error.message).toBe('Страница не найдена');
    const byCookie = await t.app.request('/api/v1/no-such-thing', { headers: { cookie: 'valik_lang=ru', 'accept-language': 'et' } });
    expect(((await byCookie.json()) as { error: { message: string } }).error.message).toBe('Страница не найдена');
  });

  it('hide an unexpected failure from the client and log it with the request id', async () => {
    const res = await t.app.request('/api/v1/__boom', { headers: { 'x-request-id': 'req-test-12345' } });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('hunter2');
    expect(JSON.parse(text)).toEqual({
      error: { code: 'INTERNAL', message: 'Tekkis ootamatu viga' },
      requestId: 'req-test-12345',
    });
    const logged = t.logs.lines.find((l) => l.msg === 'unhandled error');
    expect(logged).toMatchObject({ requestId: 'req-test-12345', path: '/api/v1/__boom', level: 50 });
  });

  it('never log credentials', async () => {
    t.deps.logger.info({ password: 'p4ss', headers: { cookie: 'valik.session_token=abc' }, user: { token: 't0k' } }, 'probe');
    const line = JSON.stringify(t.logs.lines.find((l) => l.msg === 'probe'));
    expect(line).not.toContain('p4ss');
    expect(line).not.toContain('session_token=abc');
    expect(line).not.toContain('t0k');
  });
});

describe('health checks', () => {
  it('answer liveness and readiness', async () => {
    expect(await (await t.app.request('/healthz')).json()).toEqual({ status: 'ok' });
    expect(await (await t.app.request('/readyz')).json()).toEqual({ status: 'ready' });
  });
});
