// Issue 31 item 1: no body is answered with a 5xx. Every mutating route of the app's own route table (the
// product API, better-auth's endpoints, the providers' local stand-ins) gets the adversarial bodies of support/body-fuzz.ts (8,000 levels of nesting,
// lists filling the size limit, NUL, lone surrogates, bytes that are not UTF-8, numbers past 2^53, a key
// given twice) and random ones from a fixed seed; every answer is below 500, and every refusal is in the
// one error shape. scripts/fuzz-bodies.mjs runs the same with many more random bodies and a new seed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimitOf } from '../src/lib/body-limits.ts';
import { apiRouteTable } from '../src/middleware/route-table.ts';
import { AUTH_PROVIDER_ENDPOINTS } from '../src/routes/auth-provider/auth-provider.routes.ts';
import { BASE_URL, createTestApp, makeAccount, signIn, type TestApp } from './helpers.ts';
import { adversarialBodies, randomBodies, seededRandom, type FuzzBody } from './support/body-fuzz.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 31);
const RANDOM_PER_ROUTE = Number(process.env.FUZZ_BODIES ?? 6);

let t: TestApp;
let adminEmail: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  adminEmail = (await makeAccount(t, 'ADMIN')).email;
  admin = await signIn(t, adminEmail);
});
afterAll(() => t.close());

async function send(method: string, path: string, body: FuzzBody, cookie: string) {
  const headers: Record<string, string> = { origin: BASE_URL, 'content-type': body.contentType ?? 'application/json' };
  if (cookie) headers.cookie = cookie;
  return t.app.request(path, { method, headers, body: body.body });
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('any body on any route', () => {
  it(`is never answered with a 5xx (seed ${SEED}, ${RANDOM_PER_ROUTE} random bodies a route)`, async () => {
    const random = seededRandom(SEED);
    const targets = [
      ...apiRouteTable(t.app)
        .filter((r) => MUTATING.has(r.method))
        .map((r) => ({ method: r.method, path: r.path.replace(/:(\w+)(\{[^}]*\})?/g, '1').replace(/\*$/, 'x'), anonymous: false, ownShape: true })),
      ...AUTH_PROVIDER_ENDPOINTS.filter((e) => e.startsWith('POST ')).map((e) => ({ method: 'POST', path: `/api/auth${e.slice(5)}`, anonymous: true, ownShape: true })),
      // the rest of the app: the local stand-ins of the providers (never in production), which answer in
      // their provider's shape
      ...[...new Set(t.app.routes.filter((r) => MUTATING.has(r.method) && !r.path.startsWith('/api/')).map((r) => `${r.method} ${r.path}`))].map((key) => {
        const [method = 'POST', path = '/'] = key.split(' ');
        return { method, path: path.replace(/:(\w+)(\{[^}]*\})?/g, '1'), anonymous: false, ownShape: false };
      }),
    ];
    const failures: string[] = [];
    const badShapes: string[] = [];
    let calls = 0;
    for (const target of targets) {
      // the bodies that can be sent: the size limit of the path bounds the lists (a 1 MB list at most)
      const bodies = [...adversarialBodies(Math.min(bodyLimitOf(target.path).maxBytes, 1024 * 1024)), ...randomBodies(random, RANDOM_PER_ROUTE)];
      for (const body of bodies) {
        const res = await send(target.method, target.path, body, target.anonymous ? '' : admin);
        calls += 1;
        const label = `${target.method} ${target.path}, ${body.what}: ${res.status}`;
        if (res.status >= 500) failures.push(label);
        else if (target.ownShape && res.status >= 400 && res.headers.get('content-type')?.startsWith('application/json')) {
          const answer = (await res.json()) as { error?: { code?: unknown; message?: unknown } };
          if (typeof answer.error?.code !== 'string' || typeof answer.error.message !== 'string') badShapes.push(label);
        } else await res.body?.cancel();
      }
      // a random body may have ended the session (a sign-out, a password change): sign in again
      if (!target.anonymous && (await t.app.request('/api/v1/me', { headers: { cookie: admin } })).status === 401) admin = await signIn(t, adminEmail);
    }
    expect(failures).toEqual([]);
    expect(badShapes).toEqual([]);
    expect(calls).toBeGreaterThan(targets.length * 20);
  }, 900_000);
});

describe('a body that cannot be read safely', () => {
  const post = (body: string | Uint8Array, headers: Record<string, string> = {}) =>
    t.app.request('/api/v1/auth/signup', { method: 'POST', headers: { origin: BASE_URL, 'content-type': 'application/json', ...headers }, body });

  it('nested 8,000 deep is a 400 in the one error shape, in the caller’s language, logged once', async () => {
    const res = await post('['.repeat(8000) + ']'.repeat(8000), { 'accept-language': 'ru' });
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { error: { code: string; issues: { message: string }[] }; requestId: string };
    expect(answer.error).toMatchObject({ code: 'BAD_REQUEST', issues: [{ message: 'Запрос слишком глубоко вложен' }] });
    const lines = t.logs.lines.filter((l) => l.requestId === answer.requestId);
    expect(lines).toEqual([expect.objectContaining({ status: 400, msg: 'request' })]);
  });

  it('with a key given twice is a 400 naming the key, so no two parsers read different requests', async () => {
    const res = await post('{"email":"a@b.ee","email":"b@b.ee"}');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'BAD_REQUEST', issues: [{ path: 'email', message: 'Sama väli on antud kaks korda' }] } });
  });

  it('in bytes that are not UTF-8 is a 400, and one declared in another charset a 415', async () => {
    const bad = await post(new Uint8Array([...new TextEncoder().encode('{"first_name":"'), 0xf5, 0x22, 0x7d]));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: 'BAD_REQUEST', message: 'Päring ei ole UTF-8 tekst' } });
    const latin = await post('{"first_name":"x"}', { 'content-type': 'application/json; charset=latin1', 'accept-language': 'en' });
    expect(latin.status).toBe(415);
    expect(await latin.json()).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Request body must be JSON' } });
    // UTF-8 said out loud is UTF-8
    expect((await post('{}', { 'content-type': 'application/json; charset=UTF-8' })).status).toBe(422);
  });

  it('as a filter nested deeper than the limit in the query is a 400 too', async () => {
    const filter = encodeURIComponent('['.repeat(5000) + ']'.repeat(5000));
    const res = await t.app.request(`/api/v1/manage/users?filter=${filter}`, { headers: { cookie: admin } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'BAD_REQUEST', issues: [{ path: expect.stringMatching(/^filter\.0\.0/), message: 'Päring on liiga sügavalt pesastatud' }] } });
  });
});
