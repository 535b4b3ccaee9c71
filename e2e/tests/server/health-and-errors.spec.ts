import { test, expect } from '../../fixtures/index.ts';

test('the health and readiness checks answer', async ({ request }) => {
  expect((await request.get('/healthz')).status()).toBe(200);
  const ready = await request.get('/readyz');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ready' });
});

test('an unknown API path answers the JSON error shape with a request id', async ({ request }) => {
  const res = await request.get('/api/v1/nothing-here');
  expect(res.status()).toBe(404);
  const body = await res.json();
  expect(body.error.code).toBe('NOT_FOUND');
  expect(body.error.message).toBe('Lehte ei leitud');
  expect(body.requestId).toEqual(expect.any(String));
  expect(res.headers()['x-request-id']).toBe(body.requestId);
});

test('security headers are on API responses, app shells and site pages', async ({ request }) => {
  for (const path of ['/api/v1/courses', '/user/my-courses', '/manage/cohorts', '/', '/courses']) {
    const res = await request.get(path);
    const h = res.headers();
    expect(h['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(h['x-content-type-options'], path).toBe('nosniff');
    expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  }
});

test('a cross-site or non-JSON write to the API is refused', async ({ request }) => {
  const foreign = await request.post('/api/v1/auth/session', {
    headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
    data: '{}',
  });
  expect(foreign.status()).toBe(403);
  const form = await request.post('/api/v1/auth/session', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'a=1',
  });
  expect(form.status()).toBe(415);
});
