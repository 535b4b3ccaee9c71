// Rate limits on sign-in, sign-up, reset and factor checks, keyed by the real client address: the TCP
// peer, or the last X-Forwarded-For hop when TRUST_PROXY says a proxy of ours is in front.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '@valik/db/schema';
import { rowsWhere } from '@valik/db/testing';
import { PASSWORD, createTestApp, jsonPost, makeAccount, type TestApp } from '../helpers.ts';

/** What @hono/node-server gives a handler: the socket the request came in on. */
const peer = (address: string) => ({ incoming: { socket: { remoteAddress: address, remotePort: 50000, remoteFamily: 'IPv4' } } }) as never;

let direct: TestApp;
let proxied: TestApp;
// The limits' windows are reckoned by this clock, not the machine's: a slow run (a busy machine) cannot
// cross a window and reset a count in the middle of a test.
const now = new Date();
beforeAll(async () => {
  direct = await createTestApp({ rateLimit: true, services: { clock: () => now } });
  proxied = await createTestApp({ rateLimit: true, env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

const resetRequest = (t: TestApp, address: string, forwardedFor?: string) =>
  t.app.request(
    '/api/auth/request-password-reset',
    jsonPost({ email: 'someone@example.test', redirectTo: '/auth/update-password' }, forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    peer(address),
  );

describe('rate limits', () => {
  it('answer 429 with Retry-After once an address has asked for five resets in a minute', async () => {
    for (let i = 0; i < 5; i++) expect((await resetRequest(direct, '192.0.2.10')).status).toBe(200);
    const limited = await resetRequest(direct, '192.0.2.10');
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await limited.json()) as unknown).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    // another address has its own count
    expect((await resetRequest(direct, '192.0.2.11')).status).toBe(200);
  });

  it('ignore a spoofed X-Forwarded-For from a peer that is not our proxy', async () => {
    for (let i = 0; i < 5; i++) expect((await resetRequest(direct, '192.0.2.20', `198.51.100.${i}`)).status).toBe(200);
    expect((await resetRequest(direct, '192.0.2.20', '198.51.100.99')).status).toBe(429);
  });

  it('behind a trusted proxy, count by the address the proxy saw (the last hop)', async () => {
    for (let i = 0; i < 5; i++) expect((await resetRequest(proxied, '10.0.0.2', `6.6.6.6, 203.0.113.${i}`)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await resetRequest(proxied, '10.0.0.2', '6.6.6.6, 203.0.113.50')).status).toBe(200);
    expect((await resetRequest(proxied, '10.0.0.2', '7.7.7.7, 203.0.113.50')).status).toBe(429);
  });

  it('limit password sign-ins per address (60 a minute)', { timeout: 240_000 }, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const res = await direct.app.request('/api/auth/sign-in/email', jsonPost({ email: `guess${i}@example.test`, password: 'short' }), peer('192.0.2.30'));
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 60).every((s) => s === 401)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('limit sign-ups per address, before the body is even read', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await direct.app.request('/api/v1/auth/signup', jsonPost({}), peer('192.0.2.40'))).status);
    expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('record the real client address on the session, not a header the client chose', async () => {
    const student = await makeAccount(direct, 'STUDENT');
    const res = await direct.app.request(
      '/api/auth/sign-in/email',
      jsonPost({ email: student.email, password: PASSWORD }, { 'x-forwarded-for': '6.6.6.6', 'x-valik-client-address': '6.6.6.6' }),
      peer('::ffff:192.0.2.50'),
    );
    expect(res.status).toBe(200);
    const sessions = await rowsWhere(direct.deps.db, authSessions, { userId: student.authId ?? '' });
    expect(sessions.map((s) => s.ipAddress)).toEqual(['192.0.2.50']);
  });
});
