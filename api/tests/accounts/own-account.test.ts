// The own account (/user/profile): names, phone, language, avatar, password, sessions, export of all
// my data, and deleting the account (issue 3 deliverables 4, 6 and 8).
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, authFactors, authSessions, authUsers, feedbackSubmissions, invoices, users } from '@valik/db/schema';
import { makeCohort, makeCourse, makeInvoice, makeParticipant, makeSubscription, rowsWhere, rowWhere, tablesReferencingId, updateWhere } from '@valik/db/testing';
import type { OwnAccount, SessionReply } from '@valik/domain/contracts';
import { PASSWORD, createTestApp, jsonPost, makeAccount, signIn, type TestApp } from '../helpers.ts';
import { STRONG, cookiesOf, json, linkFrom, mailbox, send, signupBody } from './support.ts';
import { deliverPending } from '../support/outbox.ts';

let t: TestApp;
const dataDir = mkdtempSync(join(tmpdir(), 'valik-accounts-'));
beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(() => t.close());

interface ErrorJson {
  error: { code: string; message: string; issues?: { path: string; message: string }[] };
}
const me = async (cookie: string) => t.app.request('/api/v1/me', { headers: { cookie } });
const sessionUser = async (cookie: string) => (await json<SessionReply>(await t.app.request('/api/v1/auth/session', jsonPost({}, { cookie })))).user;

describe('profile', () => {
  it('edits names, phone and the saved language', async () => {
    const student = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, student.email);
    const res = await t.app.request('/api/v1/me', send('PATCH', { first_name: ' Kati ', last_name: 'Karu', phone_number: '+372 5123 4567', language: 'en' }, cookie));
    expect(res.status).toBe(200);
    expect((await json<SessionReply>(res)).user).toMatchObject({ first_name: 'Kati', last_name: 'Karu', phone_number: '+372 5123 4567', language: 'en' });
    const account = await json<OwnAccount>(await me(cookie));
    expect(account).toMatchObject({ email: student.email, first_name: 'Kati', language: 'en', has_password: true, email_verified: true });
    const identity = await rowWhere(t.deps.db, authUsers, { id: student.authId ?? '' });
    expect(identity?.name).toBe('Kati Karu');
    const bad = await t.app.request('/api/v1/me', send('PATCH', { first_name: '', phone_number: 'call me' }, cookie));
    expect(bad.status).toBe(422);
    expect(((await json<ErrorJson>(bad)).error.issues ?? []).map((i) => i.path).sort()).toEqual(['first_name', 'phone_number']);
  });

  it("answers in the signed-in user's saved language, over the cookie and the browser", async () => {
    const student = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, student.email);
    await t.app.request('/api/v1/me', send('PATCH', { language: 'en' }, cookie));
    const english = await t.app.request('/api/v1/me', send('PATCH', { first_name: '' }, `${cookie}; valik_lang=et`, { 'accept-language': 'et' }));
    expect((await json<ErrorJson>(english)).error.message).toBe('Invalid request');
    await t.app.request('/api/v1/me', send('PATCH', { language: 'et' }, cookie));
    const estonian = await t.app.request('/api/v1/me', send('PATCH', { first_name: '' }, `${cookie}; valik_lang=en`, { 'accept-language': 'en' }));
    expect((await json<ErrorJson>(estonian)).error.message).toBe('Vigane päring');
  });

  it('saves Russian as the language and answers in it; an unknown language is refused with a clear message', async () => {
    const student = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, student.email);
    const saved = await t.app.request('/api/v1/me', send('PATCH', { language: 'ru' }, cookie));
    expect(saved.status).toBe(200);
    expect((await json<SessionReply>(saved)).user).toMatchObject({ language: 'ru' });
    const russian = await t.app.request('/api/v1/me', send('PATCH', { first_name: '' }, `${cookie}; valik_lang=et`, { 'accept-language': 'et' }));
    expect((await json<ErrorJson>(russian)).error.message).toBe('Неверный запрос');
    const unknown = await t.app.request('/api/v1/me', send('PATCH', { language: 'fi' }, cookie));
    expect(unknown.status).toBe(422);
    expect((await json<ErrorJson>(unknown)).error.issues).toEqual([expect.objectContaining({ path: 'language', message: 'Неизвестный язык' })]);
  });
});

describe('avatar', () => {
  it('checks the image, stores a re-encoded 256×256 WebP and removes the old one', async () => {
    const student = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, student.email);
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#e8590c' } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret camera owner' } } })
      .toBuffer();
    const res = await t.app.request('/api/v1/me/avatar', send('PUT', { image: `data:image/png;base64,${png.toString('base64')}` }, cookie));
    expect(res.status).toBe(200);
    const { avatar } = await json<{ avatar: string }>(res);
    expect(avatar).toMatch(/^\/uploads\/avatars\/\d+-[0-9a-f-]+\.webp$/);
    const file = join(dataDir, avatar.replace(/^\//, ''));
    const meta = await sharp(file).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();

    const second = await json<{ avatar: string }>(await t.app.request('/api/v1/me/avatar', send('PUT', { image: png.toString('base64') }, cookie)));
    // the old file goes after the commit, by the outbox (FILE_DELETE)
    await deliverPending(t.deps);
    expect(existsSync(file)).toBe(false);
    expect(existsSync(join(dataDir, second.avatar.replace(/^\//, '')))).toBe(true);
  });

  it('refuses what is not an image', async () => {
    const student = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, student.email);
    for (const image of [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), Buffer.from('%PDF-1.7 not an image')]) {
      const res = await t.app.request('/api/v1/me/avatar', send('PUT', { image: image.toString('base64') }, cookie, { 'accept-language': 'en' }));
      expect(res.status).toBe(422);
      expect((await json<ErrorJson>(res)).error.message).toBe('The file must be a JPEG, PNG, WebP or GIF image');
    }
  });
});

describe('sessions', () => {
  it('changing the password ends every other session and keeps this one', async () => {
    const student = await makeAccount(t, 'STUDENT');
    const other = await signIn(t, student.email);
    const cookie = await signIn(t, student.email);
    const wrong = await t.app.request('/api/v1/me/password', jsonPost({ current_password: 'not-my-password', password: STRONG, password_confirm: STRONG }, { cookie }));
    expect(wrong.status).toBe(422);
    const res = await t.app.request('/api/v1/me/password', jsonPost({ current_password: PASSWORD, password: STRONG, password_confirm: STRONG }, { cookie }));
    expect(res.status).toBe(200);
    const renewed = cookiesOf(res, cookie);
    expect((await me(other)).status).toBe(401);
    expect((await me(renewed)).status).toBe(200);
    expect((await t.app.request('/api/auth/sign-in/email', jsonPost({ email: student.email, password: STRONG }))).status).toBe(200);
    expect((await mailbox(t, student.email)).map((m) => m.template)).toContain('passwordChanged');
  });

  it('a password reset by e-mail ends every session, and the link works once', async () => {
    const student = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, student.email);
    const asked = await t.app.request('/api/auth/request-password-reset', jsonPost({ email: student.email, redirectTo: '/auth/update-password' }));
    expect(asked.status).toBe(200);
    const link = new URL(await linkFrom(t, student.email, 'resetPassword'));
    expect(link.pathname).toBe('/auth/update-password');
    const token = link.searchParams.get('token') ?? '';
    const common = await t.app.request('/api/auth/reset-password', jsonPost({ token, newPassword: 'qwertyuiop' }, { 'accept-language': 'en' }));
    expect(common.status).toBe(422);
    expect((await json<ErrorJson>(common)).error.message).toBe('This password is too common. Please choose another one.');
    expect((await t.app.request('/api/auth/reset-password', jsonPost({ token, newPassword: STRONG }))).status).toBe(200);
    expect((await me(cookie)).status).toBe(401);
    const again = await t.app.request('/api/auth/reset-password', jsonPost({ token, newPassword: `${STRONG}2` }, { 'accept-language': 'en' }));
    expect(again.status).toBe(400);
    expect((await json<ErrorJson>(again)).error.message).toBe('This link is invalid or has expired. Please ask for a new one.');
    expect((await t.app.request('/api/auth/sign-in/email', jsonPost({ email: student.email, password: STRONG }))).status).toBe(200);
  });

  it('answers a reset request for an unknown address exactly like a known one', async () => {
    const student = await makeAccount(t, 'STUDENT');
    const known = await t.app.request('/api/auth/request-password-reset', jsonPost({ email: student.email, redirectTo: '/auth/update-password' }));
    const unknown = await t.app.request('/api/auth/request-password-reset', jsonPost({ email: 'nobody-at-all@example.test', redirectTo: '/auth/update-password' }));
    expect([known.status, await known.json()]).toEqual([unknown.status, await unknown.json()]);
  });

  it('lists my sessions and signs out everywhere', async () => {
    const student = await makeAccount(t, 'STUDENT');
    const first = await signIn(t, student.email);
    const cookie = await signIn(t, student.email);
    const list = await json<{ data: { current: boolean }[] }>(await t.app.request('/api/v1/me/sessions', { headers: { cookie } }));
    expect(list.data).toHaveLength(2);
    expect(list.data.filter((s) => s.current)).toHaveLength(1);
    const res = await t.app.request('/api/v1/me/sessions/sign-out-everywhere', jsonPost({}, { cookie }));
    expect(await res.json()).toEqual({ ended: 2 });
    expect(res.headers.getSetCookie().some((c) => c.startsWith('valik.session_token=;'))).toBe(true);
    expect((await me(first)).status).toBe(401);
    expect((await me(cookie)).status).toBe(401);
  });
});

/** Foreign keys to users.id or auth_users.id, read from the database itself (not from our code). */
async function tablesPointingAtUsers(): Promise<string[]> {
  return tablesReferencingId(t.deps.db, ['users', 'auth_users']);
}

describe('export of all my data', () => {
  it('contains every table that points at the user, and no secrets', async () => {
    const student = await makeAccount(t, 'STUDENT', { phoneNumber: '+372 5000 0000' });
    const cookie = await signIn(t, student.email);
    const cohort = await makeCohort(t.deps.db);
    const invoice = await makeInvoice(t.deps.db, { userId: student.id });
    await makeParticipant(t.deps.db, { userId: student.id, cohortId: cohort.id, invoiceId: invoice.id });
    await makeSubscription(t.deps.db, { userId: student.id });

    const res = await t.app.request('/api/v1/me/export', { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="valik-data-\d+-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = await json<{ user: Record<string, unknown>; tables: Record<string, Record<string, unknown>[]> }>(res);
    expect(data.user).toMatchObject({ id: student.id, email: student.email, phone_number: '+372 5000 0000' });
    const pointing = await tablesPointingAtUsers();
    expect(pointing.length).toBeGreaterThan(15);
    expect(Object.keys(data.tables)).toEqual(expect.arrayContaining(pointing));
    expect(data.tables.invoices?.map((r) => r.invoice_id)).toEqual([invoice.invoiceId]);
    expect(data.tables.cohort_participants).toHaveLength(1);
    expect(data.tables.subscriptions).toHaveLength(1);
    expect(data.tables.students).toHaveLength(1);
    expect(data.tables.auth_sessions?.length).toBeGreaterThan(0);
    const text = JSON.stringify(data);
    const session = await rowWhere(t.deps.db, authSessions, { userId: student.authId ?? '' });
    expect(text).not.toContain(session?.token ?? 'missing');
    expect(text).not.toMatch(/"password"|"secret"|"access_token"/);
  });
});

describe('deleting my account', () => {
  it('needs my password as confirmation', async () => {
    const student = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, student.email);
    const res = await t.app.request('/api/v1/me', send('DELETE', { password: 'not-my-password' }, cookie));
    expect(res.status).toBe(422);
    expect((await me(cookie)).status).toBe(200);
  });

  it('erases sign-in, profile and contact data at once, ends sessions, logs USER_DELETED and keeps invoices pseudonymously', async () => {
    const student = await makeAccount(t, 'STUDENT', { phoneNumber: '+372 5111 1111', discordUserId: 'discord-42', classroomEmail: 'kati@gmail.com' });
    const other = await signIn(t, student.email);
    const cookie = await signIn(t, student.email);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123456' } }).png().toBuffer();
    const { avatar } = await json<{ avatar: string }>(await t.app.request('/api/v1/me/avatar', send('PUT', { image: png.toString('base64') }, cookie)));
    await t.app.request('/api/v1/auth/factors', jsonPost({ factor_type: 'totp', friendly_name: 'Telefon' }, { cookie }));
    const course = await makeCourse(t.deps.db);
    const cohort = await makeCohort(t.deps.db, { courseId: course.id });
    const invoice = await makeInvoice(t.deps.db, { userId: student.id, status: 'PAID', metadata: { lines: [{ text: 'Robootika' }] } });
    await makeParticipant(t.deps.db, { userId: student.id, cohortId: cohort.id, invoiceId: invoice.id });
    await t.deps.db.insert(feedbackSubmissions).values({ userId: student.id, cohortId: cohort.id, courseId: course.id, answers: {} as never });

    const res = await t.app.request('/api/v1/me', send('DELETE', { password: PASSWORD }, cookie));
    expect(res.status).toBe(200);

    const row = await rowWhere(t.deps.db, users, { id: student.id });
    expect(row).toMatchObject({
      firstName: '',
      lastName: '',
      email: `deleted-${student.id}@deleted.invalid`,
      authId: null,
      phoneNumber: null,
      avatar: null,
      discordUserId: null,
      classroomEmail: null,
      metadata: { deleted: true },
    });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(await rowsWhere(t.deps.db, authUsers, { id: student.authId ?? '' })).toEqual([]);
    expect(await rowsWhere(t.deps.db, authSessions, { userId: student.authId ?? '' })).toEqual([]);
    expect(await rowsWhere(t.deps.db, authFactors, { userId: student.authId ?? '' })).toEqual([]);
    expect((await me(other)).status).toBe(401);
    expect(await sessionUser(cookie)).toBeNull();
    await deliverPending(t.deps);
    expect(existsSync(join(dataDir, avatar.replace(/^\//, '')))).toBe(false);

    const kept = await rowWhere(t.deps.db, invoices, { id: invoice.id });
    expect(kept).toMatchObject({ userId: student.id, status: 'PAID', invoiceId: invoice.invoiceId });
    const feedback = await rowWhere(t.deps.db, feedbackSubmissions, { cohortId: cohort.id });
    expect(feedback?.userId).toBeNull();
    const log = await rowsWhere(t.deps.db, activityLog, { type: 'USER_DELETED' });
    expect(log).toContainEqual(expect.objectContaining({ userId: student.id, actorUserId: student.id, metadata: { by: 'self' } }));
    expect(await mailbox(t, student.email)).toEqual([]);

    // the address is free again
    expect((await t.app.request('/api/v1/auth/signup', jsonPost(signupBody(student.email)))).status).toBe(201);
  });

  it('cannot remove the last administrator', async () => {
    const adminCount = await rowsWhere(t.deps.db, users, { role: 'ADMIN' });
    for (const a of adminCount) await updateWhere(t.deps.db, users, { id: a.id }, { role: 'STUDENT' });
    const admin = await makeAccount(t, 'ADMIN');
    const cookie = await signIn(t, admin.email);
    const res = await t.app.request('/api/v1/me', send('DELETE', { password: PASSWORD }, cookie, { 'accept-language': 'en' }));
    expect(res.status).toBe(409);
    expect((await json<ErrorJson>(res)).error.message).toBe('The last administrator cannot be removed');
  });
});
