// Common passwords are refused (issue 19 item 4): the maintained list of zxcvbn-ts (tens of thousands of
// the most common passwords), at sign-up, at a change of password and at a reset by e-mail link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from '../../src/accounts/common-passwords.ts';
import { PASSWORD, api, createTestApp, jsonPost, makeAccount, signIn, type TestApp } from '../helpers.ts';
import { STRONG, json, linkFrom, signupBody } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Common passwords of allowed length (10..128) that the old hand-typed list of about 130 let through.
const COMMON = ['basketball', 'strawberry', 'california', 'harrypotter'];
const TOO_COMMON = 'This password is too common. Please choose another one.';
interface ErrorJson {
  error: { code: string; message: string; issues?: { path: string; message: string }[] };
}

describe('common passwords', () => {
  it('the list holds at least the 10,000 most common passwords', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(10_000);
    for (const password of ['basketball', 'strawberry', 'california', 'harrypotter', 'PAROOL1234', 'a'.repeat(12), 'qwertyuiop']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    expect(isCommonPassword(STRONG)).toBe(false);
  });

  it('are refused at sign-up', async () => {
    for (const password of COMMON) {
      const res = await api(t, { 'accept-language': 'en' }).auth.signup.$post({ json: signupBody(`signup-${password}@example.test`, { password, password_confirm: password }) as never });
      expect(res.status, password).toBe(422);
      expect((await json<ErrorJson>(res)).error.issues).toEqual([{ path: 'password', message: TOO_COMMON }]);
    }
  });

  it('are refused at a change of password, in Estonian by default', async () => {
    const student = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, student.email);
    const res = await api(t, { cookie }).me.password.$post({ json: { current_password: PASSWORD, password: 'strawberry', password_confirm: 'strawberry' } });
    expect(res.status).toBe(422);
    expect((await json<ErrorJson>(res)).error.issues).toEqual([{ path: 'password', message: 'See parool on liiga levinud. Palun vali mõni teine.' }]);
  });

  it('are refused at a reset by e-mail link', async () => {
    const student = await makeAccount(t, 'STUDENT');
    await t.app.request('/api/auth/request-password-reset', jsonPost({ email: student.email, redirectTo: '/auth/update-password' }));
    const token = new URL(await linkFrom(t, student.email, 'resetPassword')).searchParams.get('token') ?? '';
    const common = await t.app.request('/api/auth/reset-password', jsonPost({ token, newPassword: 'harrypotter' }, { 'accept-language': 'en' }));
    expect(common.status).toBe(422);
    expect((await json<ErrorJson>(common)).error.issues).toEqual([{ path: 'newPassword', message: TOO_COMMON }]);
    expect((await t.app.request('/api/auth/reset-password', jsonPost({ token, newPassword: STRONG }))).status).toBe(200);
  });
});
