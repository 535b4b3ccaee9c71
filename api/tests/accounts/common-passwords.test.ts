// Common passwords are refused (issue 19 item 4): the maintained list of zxcvbn-ts (tens of thousands of
// the most common passwords), at sign-up, at a change of password and at a reset by e-mail link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_COUNT, isCommonPassword, passwordWeakness } from '../../src/accounts/common-passwords.ts';
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

// Issue 31 item 5: strength by zxcvbn-ts on top of the list, with the person's own details as context,
// the reason in the answer (et/en/ru).
describe('passwords easy to guess', () => {
  // entries of a common cracking word list the list alone let through (issue 31)
  const WEAK = ['winniethepooh', '0123456789', '0987654321', 'bestfriends', 'iloveyou2026', 'liverpool123', 'Parool2026!'];

  it('are found with a reason, and strong ones (three words, ten random characters) pass', () => {
    for (const password of WEAK) expect(passwordWeakness(password), password).not.toBeNull();
    expect(passwordWeakness('0123456789')).toBe('Sequences such as abc or 6543 are easy to guess. Choose another password.');
    expect(passwordWeakness('qwertyuiop[]')).toMatch(/keyboard|common/);
    for (const password of [STRONG, PASSWORD, 'kollane-kass-jookseb', 'a8F!kq2@Lm', 'valik-demo-2026']) expect(passwordWeakness(password), password).toBeNull();
  });

  it('count the person’s own names and address as words an attacker tries first', () => {
    const mari = { firstName: 'Mari', lastName: 'Maasikas', email: 'mari.maasikas@kool.ee' };
    expect(passwordWeakness('mari.maasikas2026', mari)).toBe('The password must not be built from your name or e-mail address.');
    expect(passwordWeakness('Maasikas-Mari-1', mari)).toBe('The password must not be built from your name or e-mail address.');
  });

  it('are refused at sign-up with the reason, in Russian and Estonian', async () => {
    const ru = await api(t, { 'accept-language': 'ru' }).auth.signup.$post({ json: signupBody('weak-ru@example.test', { password: '0123456789', password_confirm: '0123456789' }) as never });
    expect(ru.status).toBe(422);
    expect((await json<ErrorJson>(ru)).error.issues).toEqual([{ path: 'password', message: 'Последовательности вроде abc или 6543 легко угадать. Выберите другой пароль.' }]);
    const et = await api(t).auth.signup.$post({ json: signupBody('weak-et@example.test', { password: 'winniethepooh', password_confirm: 'winniethepooh' }) as never });
    expect(et.status).toBe(422);
    expect((await json<ErrorJson>(et)).error.issues?.[0]?.path).toBe('password');
  });

  it('are refused at a change with the person’s own details as context, in English', async () => {
    const student = await makeAccount(t, 'STUDENT', { firstName: 'Juhan', lastName: 'Liivakivi' });
    const cookie = await signIn(t, student.email);
    const own = 'juhanliivakivi1';
    const res = await api(t, { cookie, 'accept-language': 'en' }).me.password.$post({ json: { current_password: PASSWORD, password: own, password_confirm: own } });
    expect(res.status).toBe(422);
    expect((await json<ErrorJson>(res)).error.issues).toEqual([{ path: 'password', message: 'The password must not be built from your name or e-mail address.' }]);
  });

  it('are refused at a reset, the token’s owner giving the context', async () => {
    const student = await makeAccount(t, 'STUDENT', { firstName: 'Kadri', lastName: 'Kuusemets' });
    await t.app.request('/api/auth/request-password-reset', jsonPost({ email: student.email, redirectTo: '/auth/update-password' }));
    const token = new URL(await linkFrom(t, student.email, 'resetPassword')).searchParams.get('token') ?? '';
    const weak = await t.app.request('/api/auth/reset-password', jsonPost({ token, newPassword: 'kuusemets.kadri1' }, { 'accept-language': 'et' }));
    expect(weak.status).toBe(422);
    expect((await json<ErrorJson>(weak)).error.issues).toEqual([{ path: 'newPassword', message: 'Parool ei tohi koosneda sinu nimest ega e-posti aadressist.' }]);
    expect((await t.app.request('/api/auth/reset-password', jsonPost({ token, newPassword: STRONG }))).status).toBe(200);
  });
});
