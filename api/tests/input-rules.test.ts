// Issue 19 item 5: bad input is a 4xx, never a 500. Generated from the app's own route table: every
// /api/v1 route (and better-auth's endpoints behind /api/auth) is called as an admin (who passes every
// guard but the webhooks' signatures) with an id beyond PostgreSQL's integer in its path, with NUL
// characters, unpaired surrogates and too large ids in the query and in the JSON body, and no answer is a
// 5xx. The refusals come in the one error shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PROVIDER_ENDPOINTS } from '../src/routes/auth-provider/auth-provider.routes.ts';
import { apiRouteTable, type ApiRoute } from '../src/middleware/route-table.ts';
import { BASE_URL, createTestApp, makeAccount, signIn, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: string;
let student: string;
let routes: ApiRoute[];

beforeAll(async () => {
  t = await createTestApp();
  routes = apiRouteTable(t.app);
  admin = await signIn(t, (await makeAccount(t, 'ADMIN')).email);
  student = await signIn(t, (await makeAccount(t, 'STUDENT')).email);
});
afterAll(() => t.close());

const TOO_LARGE = 2_147_483_648;
const NUL = 'Mari\u0000Maasikas';
const LONE = 'Mari\ud800Maasikas';

/** Every query key the API's query schemas read (routes/*.schemas.ts, list-query.ts). */
const QUERY_KEYS = ['id', 'cohort', 'school', 'course', 'user_id', 'cohort_id', 'school_id', 'course_id', 'school_year', 'status', 'payer', 'q', 'category', 'language', 'limit', 'offset', 'token', 'email', 'lang', 'to', 'w'];
/** Body fields the API's forms read, filled with one bad value each (plus a nested list). */
const BODY_KEYS = ['email', 'password', 'new_password', 'newPassword', 'first_name', 'last_name', 'firstName', 'lastName', 'name', 'phone_number', 'code', 'token', 'title', 'slug', 'description', 'notes', 'message', 'reason', 'friendly_name', 'school_name', 'link', 'url', 'text', 'comment', 'user_id', 'cohort_id', 'school_id', 'course_id', 'id', 'ids', 'participant_ids', 'amount'];

/** encodeURIComponent, with a lone surrogate sent the only way it can be: as its (invalid) UTF-8 bytes */
const enc = (value: string) => value.split(/([\ud800-\udfff])/).map((part) => (/^[\ud800-\udfff]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part))).join('');

function pathOf(route: ApiRoute, value: string): string {
  return route.path.replace(/:(\w+)(\{[^}]*\})?/g, value).replace(/\*$/, 'x');
}

function bodyWith(value: unknown): string {
  return JSON.stringify({ ...Object.fromEntries(BODY_KEYS.map((k) => [k, value])), answers: [{ question: value, value }], list: [value] });
}

async function call(method: string, url: string, cookie: string, body?: string) {
  const headers: Record<string, string> = { origin: BASE_URL, 'content-type': 'application/json', cookie };
  const hasBody = !['GET', 'HEAD'].includes(method);
  return t.app.request(url, { method, headers, ...(hasBody ? { body: body ?? '{}' } : {}) });
}

/** The calls for one route: its path with a too large id, its query and its body with each bad value. */
function probesOf(method: string, path: (value: string) => string) {
  const query = (value: string) => `?${QUERY_KEYS.map((k) => `${k}=${enc(value)}`).join('&')}`;
  const listQuery = (value: unknown) => `?filter=${encodeURIComponent(JSON.stringify({ id: [value], q: value, cohort_id: value }))}&range=${encodeURIComponent(JSON.stringify([0, 24]))}`;
  const probes: { what: string; url: string; body?: string }[] = [
    { what: `id ${TOO_LARGE} in the path`, url: path(String(TOO_LARGE)) },
    { what: 'NUL in the path', url: path('%00') },
    { what: 'a lone surrogate in the path', url: path('%ED%A0%80') },
    { what: 'too large ids in the query', url: path('1') + query(String(TOO_LARGE)) },
    { what: 'NUL in the query', url: path('1') + query(NUL) },
    { what: 'a lone surrogate in the query', url: path('1') + query(LONE) },
    { what: 'too large ids in a list filter', url: path('1') + listQuery(TOO_LARGE) },
    { what: 'NUL in a list filter', url: path('1') + listQuery(NUL) },
    { what: 'a lone surrogate in a list filter', url: path('1') + listQuery(LONE) },
  ];
  if (!['GET', 'HEAD'].includes(method)) {
    // a mutating call never runs with an empty body here (it would change the admin's account)
    for (const probe of probes) probe.body = bodyWith(NUL);
    probes.push(
      { what: 'NUL in the body', url: path('1'), body: bodyWith(NUL) },
      { what: 'a lone surrogate in the body', url: path('1'), body: bodyWith(LONE) },
      { what: 'too large ids in the body', url: path('1'), body: bodyWith(TOO_LARGE) },
    );
  }
  return probes;
}

describe('bad input on every route', () => {
  it('is never answered with a 5xx (every /api/v1 route, as an admin and as a student)', async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const route of routes) {
      // the account deletion as the admin would end the session the other probes use: a student does it
      const cookies = route.path === '/api/v1/me' && route.method === 'DELETE' ? [student] : [admin, student];
      for (const cookie of cookies) {
        for (const probe of probesOf(route.method, (v) => pathOf(route, v))) {
          const res = await call(route.method, probe.url, cookie, probe.body);
          calls += 1;
          if (res.status >= 500) failures.push(`${route.method} ${route.path}, ${probe.what}: ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(routes.length * 8);
    // the probes reached past the guards: both sessions still stand
    expect((await call('GET', '/api/v1/me', admin)).status).toBe(200);
    expect((await call('GET', '/api/v1/me', student)).status).toBe(200);
  }, 600_000);

  it('is never answered with a 5xx by better-auth’s endpoints', async () => {
    const failures: string[] = [];
    for (const endpoint of AUTH_PROVIDER_ENDPOINTS) {
      const [method = 'GET', path = '/'] = endpoint.split(' ');
      for (const probe of probesOf(method, (v) => `/api/auth${path}${path === '/reset-password' ? `/${v}` : ''}`)) {
        const res = await call(method, probe.url, '', probe.body);
        if (res.status >= 500) failures.push(`${endpoint}, ${probe.what}: ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});

describe('the refusals', () => {
  it('answer an id beyond PostgreSQL integer in the path with 400, e.g. an invoice PDF', async () => {
    const res = await call('GET', `/api/v1/invoices/${TOO_LARGE}/pdf`, admin);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'BAD_REQUEST', issues: [{ path: 'path', message: 'Number on liiga suur' }] } });
    // the largest integer is still an id (of no invoice)
    expect((await call('GET', '/api/v1/invoices/2147483647/pdf', admin)).status).toBe(404);
  });

  it('answer a NUL in a sign-in, a profile or a console form with 422 on its field', async () => {
    const signInRes = await call('POST', '/api/auth/sign-in/email', '', JSON.stringify({ email: 'mari\u0000@example.com', password: 'x'.repeat(12) }));
    expect(signInRes.status).toBe(422);
    expect(await signInRes.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', issues: [{ path: 'email', message: 'Tekstis on lubamatuid märke' }] } });
    const profile = await call('PATCH', '/api/v1/me', student, JSON.stringify({ first_name: LONE }));
    expect(profile.status).toBe(422);
    expect(await profile.json()).toMatchObject({ error: { issues: [{ path: 'first_name' }] } });
  });

  it('answer NUL in the query with 400, and keep ordinary text (Estonian, emoji) working', async () => {
    expect((await call('GET', `/api/v1/courses?q=${encodeURIComponent(NUL)}`, admin)).status).toBe(400);
    expect((await call('GET', `/api/v1/courses?q=${encodeURIComponent('Õunapuu 🍎')}`, admin)).status).toBe(200);
    const profile = await call('PATCH', '/api/v1/me', student, JSON.stringify({ first_name: 'Jüri 🍎' }));
    expect(profile.status).toBe(200);
  });
});
