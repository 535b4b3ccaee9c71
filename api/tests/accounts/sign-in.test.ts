// Sign-in: the spec §8 messages, the one-time e-mail link, per-account locks, rate limits keyed by
// the real client address, and logs without secrets (issue 3 deliverables 3 and 11).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionReply } from '@valik/domain/contracts';
import { BASE_URL, PASSWORD, createTestApp, jsonPost, makeAccount, type TestApp } from '../helpers.ts';
import { cookiesOf, follow, json, linkFrom, mailbox } from './support.ts';

interface ErrorJson {
  error: { code: string; message: string };
  requestId: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signInRequest = (email: string, password: string, lang = 'en') =>
  t.app.request('/api/auth/sign-in/email', jsonPost({ email, password }, { 'accept-language': lang }));
const errorOf = async (res: Response) => {
  const { error } = await json<ErrorJson>(res);
  return { status: res.status, code: error.code, message: error.message };
};

describe('sign-in with a password', () => {
  it('signs in and never hands the session token to page script', async () => {
    const student = await makeAccount(t, 'STUDENT');
    const res = await signInRequest(student.email, PASSWORD);
    expect(res.status).toBe(200);
    const body = await json<Record<string, unknown>>(res);
    expect(body).not.toHaveProperty('token');
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('valik.session_token='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const refreshed = await t.app.request('/api/auth/get-session', { headers: { cookie: cookiesOf(res) } });
    const session = await json<{ session: Record<string, unknown> }>(refreshed);
    expect(session.session).not.toHaveProperty('token');
  });

  it('answers an unknown e-mail and a wrong password identically', async () => {
    const student = await makeAccount(t, 'STUDENT');
    const unknown = await errorOf(await signInRequest('nobody-here@example.test', 'some-long-password'));
    const wrong = await errorOf(await signInRequest(student.email, 'some-long-password'));
    expect(unknown).toEqual(wrong);
    expect(wrong).toEqual({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: "Sorry, we couldn't find an account with that email or password",
    });
  });

  it('tells to reset a password no account can have (outside 10..128 characters), account or not', async () => {
    const student = await makeAccount(t, 'STUDENT');
    for (const [email, password] of [
      [student.email, 'short'],
      ['nobody-there@example.test', 'short'],
      [student.email, 'x'.repeat(129)],
    ] as const) {
      expect(await errorOf(await signInRequest(email, password))).toEqual({
        status: 401,
        code: 'PASSWORD_RESET_REQUIRED',
        message: 'Invalid password. Please reset your password through the link',
      });
    }
  });

  it('says the messages in Estonian by default', async () => {
    const res = await t.app.request('/api/auth/sign-in/email', jsonPost({ email: 'nobody@example.test', password: 'long-enough-password' }));
    expect((await errorOf(res)).message).toBe('Vabandust, me ei leidnud selle e-posti või parooliga kontot');
  });

  it('locks an address after five failures, also with the right password, and also an address without an account', async () => {
    const student = await makeAccount(t, 'STUDENT');
    for (const email of [student.email, 'nobody-locked@example.test']) {
      for (let i = 0; i < 5; i++) expect((await signInRequest(email, `wrong-password-${i}`)).status).toBe(401);
      const locked = await signInRequest(email, PASSWORD);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
      expect((await errorOf(locked)).message).toBe('Too many failed attempts. Please try again later or reset your password.');
    }
  });

  it('forgets failures after a successful sign-in', async () => {
    const student = await makeAccount(t, 'STUDENT');
    for (let i = 0; i < 4; i++) await signInRequest(student.email, `wrong-password-${i}`);
    expect((await signInRequest(student.email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signInRequest(student.email, `wrong-password-${i}`)).status).toBe(401);
    expect((await signInRequest(student.email, PASSWORD)).status).toBe(200);
  });

  it('offers only the better-auth endpoints the product uses', async () => {
    for (const [method, path] of [
      ['POST', '/api/auth/sign-up/email'],
      ['POST', '/api/auth/change-email'],
      ['POST', '/api/auth/delete-user'],
      ['GET', '/api/auth/list-sessions'],
      ['GET', '/api/auth/reset-password/some-token'],
    ] as const) {
      const res = await t.app.request(path, method === 'POST' ? jsonPost({ email: 'x@example.test', password: 'long-enough-password', name: 'x' }) : {});
      expect(res.status, path).toBe(404);
    }
  });

  it('refuses a sign-in form post from another site', async () => {
    const form = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: BASE_URL },
      body: 'email=a%40b.ee&password=long-enough-pw',
    });
    expect(form.status).toBe(415);
    const foreign = await t.app.request('/api/auth/sign-in/email', jsonPost({ email: 'a@b.ee', password: 'x' }, { origin: 'https://evil.example' }));
    expect(foreign.status).toBe(403);
  });
});

describe('session cookies in production', () => {
  it('are Secure, http-only and __Secure- prefixed', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production', ALLOW_EMBEDDED_DATABASE: 'true', ALLOW_LOCAL_UPLOADS: 'true', TOTP_ENCRYPTION_KEY: 't'.repeat(40), BETTER_AUTH_SECRET: 'p'.repeat(40), RESEND_API_KEY: 're_test_123' } });
    try {
      const student = await makeAccount(prod, 'STUDENT');
      const res = await prod.app.request('/api/auth/sign-in/email', jsonPost({ email: student.email, password: PASSWORD }));
      expect(res.status).toBe(200);
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Secure-valik.session_token='));
      expect(cookie).toBeDefined();
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; HttpOnly/);
    } finally {
      await prod.close();
    }
  });
});

describe('sign-in with a one-time e-mail link', () => {
  const requestLink = (email: string) =>
    t.app.request(
      '/api/auth/sign-in/magic-link',
      jsonPost({ email, callbackURL: '/auth/login?link=1', errorCallbackURL: '/auth/login?link=1' }),
    );

  it('signs in once; the second use of the link fails', async () => {
    const student = await makeAccount(t, 'STUDENT');
    expect((await requestLink(student.email)).status).toBe(200);
    const link = await linkFrom(t, student.email, 'magicLink');
    const first = await follow(t, link);
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe(`${BASE_URL}/auth/login?link=1`);
    const session = await t.app.request('/api/v1/auth/session', jsonPost({}, { cookie: cookiesOf(first) }));
    expect((await json<SessionReply>(session)).user?.email).toBe(student.email);

    const second = await follow(t, link);
    expect(second.status).toBe(302);
    expect(second.headers.get('location')).toBe(`${BASE_URL}/auth/login?link=1&error=INVALID_TOKEN`);
    expect(second.headers.getSetCookie().some((c) => c.startsWith('valik.session_token='))).toBe(false);
  });

  it('answers the same for an address without an account, and sends nothing', async () => {
    const res = await requestLink('no-account-here@example.test');
    expect(res.status).toBe(200);
    expect(await mailbox(t, 'no-account-here@example.test')).toEqual([]);
  });
});

describe('logs', () => {
  it('never contain passwords, session tokens, link tokens or codes', async () => {
    const student = await makeAccount(t, 'STUDENT');
    await signInRequest(student.email, PASSWORD);
    await signInRequest(student.email, 'a-wrong-password-123');
    await t.app.request('/api/auth/sign-in/magic-link', jsonPost({ email: student.email, callbackURL: '/auth/login' }));
    const link = await linkFrom(t, student.email, 'magicLink');
    const token = new URL(link).searchParams.get('token') ?? '';
    await follow(t, link);
    const text = JSON.stringify(t.logs.lines);
    expect(token.length).toBeGreaterThan(10);
    for (const secret of [PASSWORD, 'a-wrong-password-123', token]) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/session_token=/);
  });
});
