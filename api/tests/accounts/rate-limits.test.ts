// Rate limits on sign-in, sign-up, reset and factor checks, keyed by the real client address: the TCP
// peer, or the X-Forwarded-For entry as many hops from the right as TRUST_PROXY says proxies of ours
// stand in front (true = 1: a load balancer; 2: a CDN and a load balancer).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '@valik/db/schema';
import { rowsWhere } from '@valik/db/testing';
import { PASSWORD, createTestApp, jsonPost, makeAccount, type TestApp } from '../helpers.ts';

/** What @hono/node-server gives a handler: the socket the request came in on. */
const peer = (address: string) => ({ incoming: { socket: { remoteAddress: address, remotePort: 50000, remoteFamily: 'IPv4' } } }) as never;

let direct: TestApp;
let proxied: TestApp;
let cdnAndBalancer: TestApp;
// The limits' windows are reckoned by this clock, not the machine's: a slow run (a busy machine) cannot
// cross a window and reset a count in the middle of a test.
const now = new Date();
beforeAll(async () => {
  direct = await createTestApp({ rateLimit: true, services: { clock: () => now } });
  proxied = await createTestApp({ rateLimit: true, env: { TRUST_PROXY: 'true' } });
  cdnAndBalancer = await createTestApp({ rateLimit: true, env: { TRUST_PROXY: '2' } });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
  await cdnAndBalancer.close();
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

  it('behind a CDN and a load balancer (TRUST_PROXY=2), count by the address the CDN saw, whatever the client wrote before it', async () => {
    // client-written "spoof", the CDN appended the visitor 203.0.113.70, the load balancer the CDN edge 192.0.2.200
    for (let i = 0; i < 5; i++) expect((await resetRequest(cdnAndBalancer, '10.0.0.2', `6.6.6.${i}, 203.0.113.70, 192.0.2.200`)).status).toBe(200);
    expect((await resetRequest(cdnAndBalancer, '10.0.0.2', '8.8.8.8, 203.0.113.70, 192.0.2.200')).status).toBe(429);
    // another visitor of the same CDN edge has a count of their own (with one trusted hop they would share the edge's)
    expect((await resetRequest(cdnAndBalancer, '10.0.0.2', '203.0.113.71, 192.0.2.200')).status).toBe(200);
    // with one trusted hop, every visitor of one edge is one address
    for (let i = 0; i < 5; i++) expect((await resetRequest(proxied, '10.0.0.3', `203.0.113.${80 + i}, 192.0.2.201`)).status).toBe(200);
    expect((await resetRequest(proxied, '10.0.0.3', '203.0.113.90, 192.0.2.201')).status).toBe(429);
  });

  it('with two trusted hops, a chain of one (a request around the CDN) counts by what the load balancer saw, a garbled entry stops the walk', async () => {
    for (let i = 0; i < 5; i++) expect((await resetRequest(cdnAndBalancer, '10.0.0.4', '192.0.2.210')).status).toBe(200);
    expect((await resetRequest(cdnAndBalancer, '10.0.0.4', '192.0.2.210')).status).toBe(429);
    // "not-an-address" two hops out: the load balancer's entry is the last one to trust
    expect((await resetRequest(cdnAndBalancer, '10.0.0.4', 'not-an-address, 192.0.2.210')).status).toBe(429);
    expect((await resetRequest(cdnAndBalancer, '10.0.0.4', 'not-an-address, 192.0.2.211')).status).toBe(200);
  });

  it('limit password sign-ins per address (60 a minute, successful ones too)', { timeout: 240_000 }, async () => {
    // failed ones meet the stricter limit of 30 in 15 minutes first (ADR 028, address-limit.test.ts)
    const student = await makeAccount(direct, 'STUDENT');
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const res = await direct.app.request('/api/auth/sign-in/email', jsonPost({ email: student.email, password: PASSWORD }), peer('192.0.2.30'));
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
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
