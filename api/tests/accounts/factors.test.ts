// Second factors: TOTP enrolment with a QR code and a friendly name, verify, list, remove; the phone
// factor only with an SMS provider; aal1 → aal2 on every sign-in path, the e-mail link included; a
// code works once (issue 3 deliverable 5).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnrolledFactor, FactorChallenge, FactorList, SessionReply } from '@valik/domain/contracts';
import type { SmsSender } from '../../src/sms/sms-sender.ts';
import { PASSWORD, createTestApp, jsonPost, makeAccount, signIn, type TestApp } from '../helpers.ts';
import { codeAt, cookiesOf, follow, json, linkFrom, send } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (app: TestApp, path: string, body: unknown, cookie: string) => app.app.request(path, send('POST', body, cookie, { 'accept-language': 'en' }));
const session = async (cookie: string) => json<SessionReply>(await t.app.request('/api/v1/auth/session', jsonPost({}, { cookie })));

async function enrolTotp(cookie: string, name = 'Telefon') {
  const res = await post(t, '/api/v1/auth/factors', { factor_type: 'totp', friendly_name: name }, cookie);
  expect(res.status).toBe(201);
  return json<EnrolledFactor>(res);
}

async function pass(app: TestApp, cookie: string, factorId: string, code: string) {
  const challenge = await json<FactorChallenge>(await post(app, `/api/v1/auth/factors/${factorId}/challenge`, {}, cookie));
  return post(app, `/api/v1/auth/factors/${factorId}/verify`, { challenge_id: challenge.id, code }, cookie);
}

/** A student with a verified TOTP factor (code of the current step used), and that session's cookie. */
async function studentWithTotp() {
  const student = await makeAccount(t, 'STUDENT');
  const cookie = await signIn(t, student.email);
  const factor = await enrolTotp(cookie);
  const secret = factor.totp?.secret ?? '';
  // kept, not made again later: the 30-second step may roll over in between and give a fresh code
  const enrolmentCode = codeAt(secret, 0);
  expect((await pass(t, cookie, factor.id, enrolmentCode)).status).toBe(200);
  return { student, cookie, factor, secret, enrolmentCode };
}

describe('TOTP enrolment', () => {
  it('answers a QR code and the secret, counts only once verified, and lifts the session to aal2', async () => {
    const student = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, student.email);
    expect(await json<FactorList>(await t.app.request('/api/v1/auth/factors', { headers: { cookie } }))).toEqual({ data: [], phone_available: false });

    const factor = await enrolTotp(cookie, 'Minu telefon');
    expect(factor).toMatchObject({ factor_type: 'totp', status: 'unverified', friendly_name: 'Minu telefon' });
    expect(factor.totp?.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(factor.totp?.qr_code.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
    expect(factor.totp?.uri).toBe(
      `otpauth://totp/Valik:${encodeURIComponent(student.email)}?secret=${factor.totp?.secret}&issuer=Valik&algorithm=SHA1&digits=6&period=30`,
    );
    // an unverified factor asks nothing of the next sign-in
    expect((await session(await signIn(t, student.email))).user?.id).toBe(student.id);

    const wrong = await pass(t, cookie, factor.id, '000000');
    expect(wrong.status).toBe(400);
    expect((await json<{ error: { code: string; message: string } }>(wrong)).error).toEqual({ code: 'INVALID_CODE', message: 'Invalid code' });
    const ok = await pass(t, cookie, factor.id, codeAt(factor.totp?.secret ?? '', 0));
    expect(ok.status).toBe(200);
    expect((await json<{ aal: unknown }>(ok)).aal).toEqual({ current_level: 'aal2', next_level: 'aal2' });
    expect((await session(cookie)).aal).toEqual({ current_level: 'aal2', next_level: 'aal2' });
    const list = await json<FactorList>(await t.app.request('/api/v1/auth/factors', { headers: { cookie } }));
    expect(list.data).toEqual([expect.objectContaining({ id: factor.id, status: 'verified', friendly_name: 'Minu telefon' })]);
    expect(JSON.stringify(list)).not.toContain(factor.totp?.secret ?? '');
  });

  it('refuses a second factor with the same name', async () => {
    const { cookie } = await studentWithTotp();
    const again = await post(t, '/api/v1/auth/factors', { factor_type: 'totp', friendly_name: 'Telefon' }, cookie);
    expect(again.status).toBe(409);
  });

  it('ends the other sessions’ access until they pass the new factor too', async () => {
    const student = await makeAccount(t, 'STUDENT');
    const older = await signIn(t, student.email);
    const cookie = await signIn(t, student.email);
    const factor = await enrolTotp(cookie);
    await pass(t, cookie, factor.id, codeAt(factor.totp?.secret ?? '', 0));
    expect((await t.app.request('/api/v1/me', { headers: { cookie: older } })).status).toBe(401);
    expect((await t.app.request('/api/v1/me', { headers: { cookie } })).status).toBe(200);
  });
});

describe('signing in with a verified factor', () => {
  it('after the password, the session is aal1 and useless until a code is passed', async () => {
    const { student, factor, secret } = await studentWithTotp();
    const cookie = await signIn(t, student.email);
    const pending = await session(cookie);
    expect(pending).toEqual({
      user: null,
      aal: { current_level: 'aal1', next_level: 'aal2' },
      factors: [expect.objectContaining({ id: factor.id, factor_type: 'totp', friendly_name: 'Telefon', status: 'verified' })],
    });
    const hydrate = await t.app.request(`/api/v1/users/${student.id}/hydrate`, { headers: { cookie, 'accept-language': 'en' } });
    expect(hydrate.status).toBe(401);
    expect(await json<{ error: unknown }>(hydrate)).toMatchObject({ error: { code: 'MFA_REQUIRED', message: 'Please enter the code of your second factor' } });
    // nor may it add a factor of its own
    expect((await post(t, '/api/v1/auth/factors', { factor_type: 'totp', friendly_name: 'Another' }, cookie)).status).toBe(401);

    const verified = await pass(t, cookie, factor.id, codeAt(secret, 1));
    expect(verified.status).toBe(200);
    expect((await json<SessionReply>(verified)).user?.id).toBe(student.id);
    expect((await session(cookie)).user?.id).toBe(student.id);
    expect((await t.app.request(`/api/v1/users/${student.id}/hydrate`, { headers: { cookie } })).status).toBe(200);
  });

  it('the one-time e-mail link does not skip the factor', async () => {
    const { student, factor, secret } = await studentWithTotp();
    await t.app.request('/api/auth/sign-in/magic-link', jsonPost({ email: student.email, callbackURL: '/auth/login?link=1' }));
    const followed = await follow(t, await linkFrom(t, student.email, 'magicLink'));
    const cookie = cookiesOf(followed);
    expect(cookie).toMatch(/valik\.session_token=/);
    expect(await session(cookie)).toMatchObject({ user: null, aal: { current_level: 'aal1', next_level: 'aal2' } });
    expect((await t.app.request('/api/v1/me', { headers: { cookie } })).status).toBe(401);
    expect((await pass(t, cookie, factor.id, codeAt(secret, 1))).status).toBe(200);
    expect((await t.app.request('/api/v1/me', { headers: { cookie } })).status).toBe(200);
  });

  it('a code works once', async () => {
    const { student, factor, secret, enrolmentCode } = await studentWithTotp();
    const cookie = await signIn(t, student.email);
    // the code used at enrolment cannot be used again
    const replay = await pass(t, cookie, factor.id, enrolmentCode);
    expect(replay.status).toBe(400);
    expect((await json<{ error: { message: string } }>(replay)).error.message).toBe('This code was already used. Please wait for the next one.');
    const next = codeAt(secret, 1);
    expect((await pass(t, cookie, factor.id, next)).status).toBe(200);
    const other = await signIn(t, student.email);
    expect((await pass(t, other, factor.id, next)).status).toBe(400);
    expect((await session(other)).user).toBeNull();
  });

  it('a challenge is answered once', async () => {
    const { student, factor, secret } = await studentWithTotp();
    const cookie = await signIn(t, student.email);
    const challenge = await json<FactorChallenge>(await post(t, `/api/v1/auth/factors/${factor.id}/challenge`, {}, cookie));
    expect((await post(t, `/api/v1/auth/factors/${factor.id}/verify`, { challenge_id: challenge.id, code: codeAt(secret, 1) }, cookie)).status).toBe(200);
    const again = await post(t, `/api/v1/auth/factors/${factor.id}/verify`, { challenge_id: challenge.id, code: codeAt(secret, -1) }, cookie);
    expect(again.status).toBe(400);
  });

  it('locks factor checks after five wrong codes', async () => {
    const { student, factor, secret } = await studentWithTotp();
    const cookie = await signIn(t, student.email);
    for (let i = 0; i < 5; i++) expect((await pass(t, cookie, factor.id, '000000')).status).toBe(400);
    const locked = await pass(t, cookie, factor.id, codeAt(secret, 1));
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("cannot touch another person's factor", async () => {
    const { factor } = await studentWithTotp();
    const other = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, other.email);
    expect((await post(t, `/api/v1/auth/factors/${factor.id}/challenge`, {}, cookie)).status).toBe(404);
    expect((await t.app.request(`/api/v1/auth/factors/${factor.id}`, send('DELETE', {}, cookie))).status).toBe(404);
  });
});

describe('removing a factor', () => {
  it('needs the aal2 session, and afterwards sign-in asks for no code', async () => {
    const { student, factor, secret } = await studentWithTotp();
    const pending = await signIn(t, student.email);
    expect((await t.app.request(`/api/v1/auth/factors/${factor.id}`, send('DELETE', {}, pending))).status).toBe(401);
    await pass(t, pending, factor.id, codeAt(secret, 1));
    const removed = await t.app.request(`/api/v1/auth/factors/${factor.id}`, send('DELETE', {}, pending));
    expect(removed.status).toBe(200);
    const next = await signIn(t, student.email, PASSWORD);
    expect((await session(next)).user?.id).toBe(student.id);
  });
});

describe('the phone factor', () => {
  it('is not offered without an SMS provider', async () => {
    const student = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, student.email);
    const res = await post(t, '/api/v1/auth/factors', { factor_type: 'phone', friendly_name: 'SMS', phone: '+372 5555 1234' }, cookie);
    expect(res.status).toBe(400);
    expect((await json<{ error: { message: string } }>(res)).error.message).toBe('Phone codes are not available');
  });

  it('with a provider, sends the code by SMS and verifies it once', async () => {
    const sent: { to: string; body: string }[] = [];
    const sms: SmsSender = { kind: 'twilio', send: async (to, body) => void sent.push({ to, body }) };
    const withSms = await createTestApp({ services: { sms } });
    try {
      const student = await makeAccount(withSms, 'STUDENT');
      const cookie = await signIn(withSms, student.email);
      const list = await json<FactorList>(await withSms.app.request('/api/v1/auth/factors', { headers: { cookie } }));
      expect(list.phone_available).toBe(true);
      const enrolled = await json<EnrolledFactor>(await post(withSms, '/api/v1/auth/factors', { factor_type: 'phone', friendly_name: 'SMS', phone: '5555 1234' }, cookie));
      expect(enrolled).toMatchObject({ factor_type: 'phone', phone: '••••••••1234', totp: null });
      const challenge = await json<FactorChallenge>(await post(withSms, `/api/v1/auth/factors/${enrolled.id}/challenge`, { channel: 'sms' }, cookie));
      expect(sent).toHaveLength(1);
      expect(sent[0]?.to).toBe('+37255551234');
      const code = /\d{6}/.exec(sent[0]?.body ?? '')?.[0] ?? '';
      expect((await post(withSms, `/api/v1/auth/factors/${enrolled.id}/verify`, { challenge_id: challenge.id, code: code === '000000' ? '111111' : '000000' }, cookie)).status).toBe(400);
      expect((await post(withSms, `/api/v1/auth/factors/${enrolled.id}/verify`, { challenge_id: challenge.id, code }, cookie)).status).toBe(200);
      expect((await post(withSms, `/api/v1/auth/factors/${enrolled.id}/verify`, { challenge_id: challenge.id, code }, cookie)).status).toBe(400);
      expect(JSON.stringify(withSms.logs.lines)).not.toContain(code);
    } finally {
      await withSms.close();
    }
  });
});
