// Changing one's own e-mail address from the profile: a link to the new address confirms the change
// (nothing changes before), the old address gets a notice, sessions stay, a taken address is refused
// with the sign-up message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsers, users } from '@valik/db/schema';
import { rowWhere } from '@valik/db/testing';
import type { OwnAccount } from '@valik/domain/contracts';
import { createTestApp, makeAccount, signIn, type TestApp } from '../helpers.ts';
import { cookiesOf, follow, json, linkFrom, mailbox, send } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface ErrorJson {
  error: { code: string; message: string; issues?: { path: string; message: string }[] };
}
let n = 0;
const newAddress = () => `uus${++n}.${Date.now()}@example.test`;
const change = (cookie: string, email: string, confirm = email, lang = 'en') =>
  t.app.request('/api/v1/me/email', send('POST', { email, email_confirm: confirm }, cookie, { 'accept-language': lang }));
const emailsOf = async (authId: string | null, userId: number) => ({
  identity: (await rowWhere(t.deps.db, authUsers, { id: authId ?? '' }))?.email,
  product: (await rowWhere(t.deps.db, users, { id: userId }))?.email,
});

describe('changing the own e-mail address', () => {
  it('changes nothing until the link sent to the new address is followed; then both records move and sessions stay', async () => {
    const student = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, student.email);
    const other = await signIn(t, student.email);
    const address = newAddress();
    const res = await change(cookie, `  ${address.toUpperCase()} `, address);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ pending_email: address });
    expect(await emailsOf(student.authId, student.id)).toEqual({ identity: student.email, product: student.email });

    const [notice] = await mailbox(t, student.email);
    expect(notice).toMatchObject({ template: 'emailChangeNotice', subject: 'Sinu e-posti aadressi muutmine' });
    expect(notice?.text).toContain(address);
    expect(notice?.text).not.toMatch(/https?:\/\/\S*verify-email/); // the old inbox never gets the link
    const link = await linkFrom(t, address, 'emailChangeRequested');
    expect(link).toContain('/api/auth/verify-email?token=');

    const followed = await follow(t, link, cookie);
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('/user/profile?email_changed=1');
    expect(await emailsOf(student.authId, student.id)).toEqual({ identity: address, product: address });
    // both sessions go on, and see the new address
    for (const session of [cookiesOf(followed, cookie), other]) {
      const me = await t.app.request('/api/v1/me', { headers: { cookie: session } });
      expect(me.status).toBe(200);
      expect((await json<OwnAccount>(me)).email).toBe(address);
    }
    // signing in now takes the new address
    await expect(signIn(t, student.email)).rejects.toThrow();
    expect(await signIn(t, address)).toMatch(/valik\.session_token=/);
    // the link works once
    const again = await follow(t, link);
    expect(again.headers.get('location')).toMatch(/^\/user\/profile\?email_changed=1&error=/);
  });

  it('works from a browser that is not signed in', async () => {
    const student = await makeAccount(t, 'STUDENT');
    const address = newAddress();
    expect((await change(await signIn(t, student.email), address)).status).toBe(202);
    const followed = await follow(t, await linkFrom(t, address, 'emailChangeRequested'));
    expect(followed.headers.get('location')).toBe('/user/profile?email_changed=1');
    expect(await emailsOf(student.authId, student.id)).toEqual({ identity: address, product: address });
  });

  it('refuses an address another account has, with the sign-up message, and sends nothing', async () => {
    const student = await makeAccount(t, 'STUDENT');
    const taken = await makeAccount(t, 'TEACHER');
    const cookie = await signIn(t, student.email);
    const res = await change(cookie, taken.email.toUpperCase(), taken.email);
    expect(res.status).toBe(409);
    expect((await json<ErrorJson>(res)).error.message).toBe('A user with this email address already exists');
    const et = await change(cookie, taken.email, taken.email, 'et');
    expect((await json<ErrorJson>(et)).error.message).toBe('Selle e-posti aadressiga kasutaja on juba olemas');
    expect(await mailbox(t, student.email)).toEqual([]);
  });

  it('validates the two entries and refuses the current address', async () => {
    const student = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, student.email);
    const differ = await change(cookie, 'a@example.test', 'b@example.test');
    expect(differ.status).toBe(422);
    expect((await json<ErrorJson>(differ)).error.issues).toEqual([{ path: 'email_confirm', message: 'E-mail addresses do not match' }]);
    const invalid = await change(cookie, 'not-an-address', 'not-an-address');
    expect((await json<ErrorJson>(invalid)).error.issues).toContainEqual({ path: 'email', message: 'Invalid e-mail address' });
    const same = await change(cookie, student.email, student.email);
    expect(same.status).toBe(422);
    expect((await json<ErrorJson>(same)).error.message).toBe('This is already your e-mail address');
  });

  it('does not apply when the address was taken before the link was followed', async () => {
    const student = await makeAccount(t, 'STUDENT');
    const address = newAddress();
    expect((await change(await signIn(t, student.email), address)).status).toBe(202);
    const link = await linkFrom(t, address, 'emailChangeRequested');
    const quicker = await makeAccount(t, 'STUDENT', { email: address });
    const followed = await follow(t, link);
    expect(followed.status).toBeLessThan(500);
    expect(followed.headers.get('location') ?? '').toContain('error=');
    expect(await emailsOf(student.authId, student.id)).toEqual({ identity: student.email, product: student.email });
    expect((await emailsOf(quicker.authId, quicker.id)).product).toBe(address);
  });

  it('needs a signed-in session', async () => {
    const res = await t.app.request('/api/v1/me/email', send('POST', { email: 'x@example.test', email_confirm: 'x@example.test' }));
    expect(res.status).toBe(401);
  });
});
