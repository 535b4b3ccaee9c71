// Sensitive changes ask again (issue 19 item 11, ADR 017): changing the e-mail address or the password,
// adding or removing a second factor, new recovery codes and deleting the account need a sign-in within
// the last ten minutes or a re-authentication (the password, and a second-factor code when one is on).
// While the second factor is pending, get-session reveals nothing. A confirmed e-mail change tells the
// old address, with a link that takes the change back and ends every session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnrolledFactor, FactorChallenge } from '@valik/domain/contracts';
import { BASE_URL, PASSWORD, createTestApp, jsonPost, makeAccount, signIn, type TestApp } from '../helpers.ts';
import { STRONG, codeAt, cookiesOf, follow, json, linkFrom, mailbox, send, totpFor } from './support.ts';

let t: TestApp;
let now = new Date();
beforeAll(async () => {
  t = await createTestApp({ services: { clock: () => now } });
});
afterAll(() => t.close());

const DAY = 24 * 3600_000;
interface ErrorJson {
  error: { code: string; message: string; issues?: { path: string; message: string }[] };
}
const call = (method: string, path: string, body: unknown, cookie: string) => t.app.request(path, send(method, body, cookie, { 'accept-language': 'en' }));
const reauth = (cookie: string, body: Record<string, unknown>) => call('POST', '/api/v1/auth/reauthenticate', body, cookie);

async function withTotp(cookie: string) {
  const factor = await json<EnrolledFactor>(await call('POST', '/api/v1/auth/factors', { factor_type: 'totp', friendly_name: 'Telefon' }, cookie));
  const secret = factor.totp?.secret ?? '';
  const challenge = await json<FactorChallenge>(await call('POST', `/api/v1/auth/factors/${factor.id}/challenge`, {}, cookie));
  expect((await call('POST', `/api/v1/auth/factors/${factor.id}/verify`, { challenge_id: challenge.id, code: codeAt(secret, 0) }, cookie)).status).toBe(200);
  return { factorId: factor.id, secret };
}

describe('sensitive changes on an old session', () => {
  it('are refused two days after sign-in without the password: factor removal, e-mail, password, new factor, recovery codes, deletion', async () => {
    now = new Date();
    const student = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, student.email);
    const { factorId } = await withTotp(cookie);
    now = new Date(Date.now() + 2 * DAY);
    const attempts: [string, string, unknown][] = [
      ['DELETE', `/api/v1/auth/factors/${factorId}`, {}],
      ['POST', '/api/v1/me/email', { email: 'elsewhere@example.test', email_confirm: 'elsewhere@example.test' }],
      ['POST', '/api/v1/me/password', { current_password: PASSWORD, password: STRONG, password_confirm: STRONG }],
      ['POST', '/api/v1/auth/factors', { factor_type: 'totp', friendly_name: 'Teine' }],
      ['POST', '/api/v1/auth/recovery-codes', {}],
      ['DELETE', '/api/v1/me', { password: PASSWORD }],
    ];
    for (const [method, path, body] of attempts) {
      const res = await call(method, path, body, cookie);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await json<ErrorJson>(res)).error).toEqual({ code: 'REAUTH_REQUIRED', message: 'Please confirm it is you: enter your password.' });
    }
    // nothing changed: the factor is still there and the address is the old one
    const me = await json<{ email: string }>(await t.app.request('/api/v1/me', { headers: { cookie } }));
    expect(me.email).toBe(student.email);
  });

  it('pass after re-authenticating with the password (no factor) for ten minutes', async () => {
    now = new Date();
    const student = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, student.email);
    now = new Date(Date.now() + 2 * DAY);
    const wrong = await reauth(cookie, { password: 'not-my-password' });
    expect(wrong.status).toBe(422);
    expect((await json<ErrorJson>(wrong)).error.issues).toEqual([{ path: 'password', message: 'The password is not correct' }]);
    expect((await reauth(cookie, { password: PASSWORD })).status).toBe(200);
    const address = `moved.${Date.now()}@example.test`;
    expect((await call('POST', '/api/v1/me/email', { email: address, email_confirm: address }, cookie)).status).toBe(202);
    now = new Date(now.getTime() + 11 * 60_000);
    expect((await call('POST', '/api/v1/me/email', { email: address, email_confirm: address }, cookie)).status).toBe(403);
  });

  it('with a second factor on, need its code too', async () => {
    now = new Date();
    const student = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, student.email);
    const { factorId, secret } = await withTotp(cookie);
    now = new Date(Date.now() + 2 * DAY);
    const passwordOnly = await reauth(cookie, { password: PASSWORD });
    expect(passwordOnly.status).toBe(422);
    expect((await json<ErrorJson>(passwordOnly)).error.message).toBe('Enter the code of your second factor too');
    const challenge = await json<FactorChallenge>(await call('POST', `/api/v1/auth/factors/${factorId}/challenge`, {}, cookie));
    // the code of the app's time (deps.clock, two days on), which the check reads since the one clock
    const code = totpFor(secret).generate({ timestamp: now.getTime() + 30_000 });
    expect((await reauth(cookie, { password: PASSWORD, factor_id: factorId, challenge_id: challenge.id, code })).status).toBe(200);
    expect((await call('DELETE', `/api/v1/auth/factors/${factorId}`, {}, cookie)).status).toBe(200);
  });

  it('a fresh session changes without asking again', async () => {
    now = new Date();
    const student = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, student.email);
    const res = await call('POST', '/api/v1/me/password', { current_password: PASSWORD, password: STRONG, password_confirm: STRONG }, cookie);
    expect(res.status).toBe(200);
  });
});

describe('a session waiting for its second factor', () => {
  it('gets nothing from get-session', async () => {
    now = new Date();
    const student = await makeAccount(t, 'STUDENT');
    await withTotp(await signIn(t, student.email));
    const pending = await t.app.request('/api/auth/sign-in/email', jsonPost({ email: student.email, password: PASSWORD }));
    expect(pending.status).toBe(200);
    const res = await t.app.request('/api/auth/get-session', { headers: { cookie: cookiesOf(pending), origin: BASE_URL } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toBeNull();
    expect(text).not.toContain(student.email);
  });
});

describe('a confirmed e-mail change', () => {
  it('tells the old address with a link that takes it back and ends every session', async () => {
    now = new Date();
    const student = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, student.email);
    const address = `taken.${Date.now()}@example.test`;
    expect((await call('POST', '/api/v1/me/email', { email: address, email_confirm: address }, cookie)).status).toBe(202);
    expect((await follow(t, await linkFrom(t, address, 'emailChangeRequested'), cookie)).status).toBe(302);
    expect((await t.app.request('/api/v1/me', { headers: { cookie } })).status).toBe(200);

    const [notice] = await mailbox(t, student.email);
    expect(notice).toMatchObject({ template: 'emailChanged', subject: 'Sinu e-posti aadress muudeti' });
    expect(notice?.text).toContain(address);
    const undo = await linkFrom(t, student.email, 'emailChanged');
    const followed = await follow(t, undo);
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('/auth/login?email_restored=1');
    // the account has its address back, and whoever changed it is signed out
    expect((await t.app.request('/api/v1/me', { headers: { cookie } })).status).toBe(401);
    expect(await signIn(t, student.email)).toMatch(/valik\.session_token=/);
    // no new undo link goes to the address that was taken back
    expect((await mailbox(t, address)).map((m) => m.template)).not.toContain('emailChanged');
    // the undo link works once
    expect((await follow(t, undo)).headers.get('location')).toMatch(/error=/);
  });
});
