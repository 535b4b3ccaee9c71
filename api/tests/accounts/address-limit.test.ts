// Issue 31 item 4 (ADR 028): sign-in attempts are limited per client address across accounts, as well as per
// account. One address spraying one password over 50 accounts gets 30 password checks in 15 minutes, then
// 429; the real user behind that shared address (a browser that signed in to their account before) still
// gets in, and so does anyone from another address. Time is the app's clock, moved on by the test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_LIMIT } from '../../src/accounts/account-locks.ts';
import { KNOWN_DEVICE_COOKIE } from '../../src/accounts/known-devices.ts';
import { PASSWORD, createTestApp, jsonPost, makeAccount, type TestApp } from '../helpers.ts';

let t: TestApp;
let now = new Date();
beforeAll(async () => {
  // one proxy of ours in front: the client address is the last X-Forwarded-For entry
  t = await createTestApp({ env: { TRUST_PROXY: '1' }, services: { clock: () => now } });
});
afterAll(() => t.close());

const SCHOOL = '203.0.113.9';
const ELSEWHERE = '198.51.100.20';

function signIn(email: string, password: string, from: string, cookie = '') {
  return t.app.request('/api/auth/sign-in/email', jsonPost({ email, password }, { 'x-forwarded-for': from, 'accept-language': 'en', ...(cookie ? { cookie } : {}) }));
}
const deviceCookieOf = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith(`${KNOWN_DEVICE_COOKIE}=`))?.split(';')[0] ?? '';

describe('one address spraying one password over 50 accounts', () => {
  it('gets 30 password checks in 15 minutes, then 429, while the real user behind it gets in', async () => {
    now = new Date();
    const accounts = [];
    for (let i = 0; i < 50; i += 1) accounts.push(await makeAccount(t, 'STUDENT'));
    const [pupil, newcomer] = [await makeAccount(t, 'STUDENT'), await makeAccount(t, 'STUDENT')];

    // the pupil signed in from this browser at school before: the browser keeps the mark
    const earlier = await signIn(pupil.email, PASSWORD, SCHOOL);
    expect(earlier.status).toBe(200);
    const pupilDevice = deviceCookieOf(earlier);
    expect(pupilDevice).toMatch(/^valik\.known_device=[A-Za-z0-9_-]{22}$/);

    const statuses: number[] = [];
    for (const account of accounts) {
      const res = await signIn(account.email, 'Summer-2026-spray', SCHOOL);
      statuses.push(res.status);
      if (res.status === 429) {
        expect(await res.json()).toMatchObject({ error: { code: 'RATE_LIMITED', message: 'Too many sign-in attempts from this network. Please try again in 15 minutes or reset your password.' } });
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
      }
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(ADDRESS_LIMIT.maxAttempts);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - ADDRESS_LIMIT.maxAttempts);
    expect(statuses.slice(0, ADDRESS_LIMIT.maxAttempts).every((s) => s === 401)).toBe(true);

    // the real pupil, from the same address and browser: in
    expect((await signIn(pupil.email, PASSWORD, SCHOOL, pupilDevice)).status).toBe(200);
    // the mark of the pupil's account does not open any other account's sign-in from that address
    expect((await signIn(accounts[45]?.email ?? '', PASSWORD, SCHOOL, pupilDevice)).status).toBe(429);
    // a newcomer without a mark waits out the 15 minutes there (or signs in from elsewhere, e.g. mobile data)
    expect((await signIn(newcomer.email, PASSWORD, SCHOOL)).status).toBe(429);
    expect((await signIn(newcomer.email, PASSWORD, ELSEWHERE)).status).toBe(200);
    // the sprayed accounts were not locked for their owners: at most one failure each
    expect((await signIn(accounts[0]?.email ?? '', PASSWORD, ELSEWHERE)).status).toBe(200);

    now = new Date(now.getTime() + ADDRESS_LIMIT.lockSeconds * 1000 + 1000);
    expect((await signIn(newcomer.email, PASSWORD, SCHOOL)).status).toBe(200);
  });

  it('does not count successful sign-ins: a whole class signs in from one address', async () => {
    now = new Date(Date.now() + 3600_000);
    const from = '203.0.113.77';
    const pupils = [];
    for (let i = 0; i < 8; i += 1) pupils.push(await makeAccount(t, 'STUDENT'));
    let ok = 0;
    for (let round = 0; round < 5; round += 1) for (const pupil of pupils) if ((await signIn(pupil.email, PASSWORD, from)).status === 200) ok += 1;
    expect(ok).toBe(40);
  });
});
