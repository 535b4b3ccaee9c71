// A signed-in person's cookie choice is recorded on the server with its time and the policy version
// (issue 19 item 12, ADR 017), and goes with the account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCookieConsents } from '@valik/db/queries';
import { COOKIE_POLICY_VERSION } from '@valik/domain';
import { PASSWORD, api, createTestApp, makeAccount, signIn, type TestApp } from '../helpers.ts';

let t: TestApp;
const now = new Date('2026-11-26T09:30:00Z');
beforeAll(async () => {
  t = await createTestApp({ services: { clock: () => now } });
});
afterAll(() => t.close());

describe('cookie consent of a signed-in person', () => {
  it('records each choice with its time and policy version; the latest counts', async () => {
    const student = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, student.email);
    const client = api(t, { cookie });
    expect((await client.me['cookie-consent'].$post({ json: { choice: 'accepted', policy_version: COOKIE_POLICY_VERSION } })).status).toBe(201);
    expect((await client.me['cookie-consent'].$post({ json: { choice: 'rejected', policy_version: COOKIE_POLICY_VERSION } })).status).toBe(201);
    const rows = await listCookieConsents(t.deps.db, { userId: student.id });
    expect(rows.map((r) => [r.choice, r.policyVersion, r.createdAt.toISOString()])).toEqual([
      ['rejected', COOKIE_POLICY_VERSION, now.toISOString()],
      ['accepted', COOKIE_POLICY_VERSION, now.toISOString()],
    ]);
    expect((await client.me['cookie-consent'].$post({ json: { choice: 'maybe' as never, policy_version: COOKIE_POLICY_VERSION } })).status).toBe(422);
  });

  it('is refused without a session, and erased with the account', async () => {
    expect((await api(t).me['cookie-consent'].$post({ json: { choice: 'accepted', policy_version: COOKIE_POLICY_VERSION } })).status).toBe(401);
    const student = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, student.email);
    await api(t, { cookie }).me['cookie-consent'].$post({ json: { choice: 'accepted', policy_version: COOKIE_POLICY_VERSION } });
    expect((await api(t, { cookie }).me.$delete({ json: { password: PASSWORD } })).status).toBe(200);
    expect(await listCookieConsents(t.deps.db, { userId: student.id })).toEqual([]);
  });
});
