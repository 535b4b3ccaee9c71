// Issue 19 item 8: answers for a signed-in user are never cached. Generated from the route table: every
// GET of /api/v1, called by an admin (who passes every guard), answers with `Cache-Control: no-store` or a
// private cache the route chose itself; better-auth's session answer too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouteTable } from '../src/middleware/route-table.ts';
import { api, BASE_URL, createTestApp, makeAccount, signIn, type TestApp } from './helpers.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t, (await makeAccount(t, 'ADMIN')).email);
});
afterAll(() => t.close());

describe('Cache-Control of the answers for a signed-in user', () => {
  it('is no-store on /me, /me/registrations, /me/invoices and get-session', async () => {
    const me = api(t, { cookie });
    for (const res of [await me.me.$get(), await me.me.registrations.$get({ query: {} }), await me.me.invoices.$get()]) {
      expect(res.status, res.url).toBe(200);
      expect(res.headers.get('cache-control'), res.url).toBe('no-store');
    }
    const session = await t.app.request('/api/auth/get-session', { headers: { cookie, origin: BASE_URL } });
    expect(session.headers.get('cache-control')).toBe('no-store');
  });

  it('is no-store (or private, chosen by the route) on every GET of the API, errors included', async () => {
    const failures: string[] = [];
    for (const route of apiRouteTable(t.app).filter((r) => r.method === 'GET')) {
      const path = route.path.replace(/:(\w+)(\{[^}]*\})?/g, '1').replace(/\*$/, 'x');
      const res = await t.app.request(path, { headers: { cookie, origin: BASE_URL } });
      const value = res.headers.get('cache-control') ?? '';
      if (value !== 'no-store' && !/^private\b/.test(value)) failures.push(`GET ${route.path} (${res.status}): ${value || 'none'}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
