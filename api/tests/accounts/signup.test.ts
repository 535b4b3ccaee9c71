// Student sign-up and the teacher application (product-spec §5, issue 3 deliverables 1 and 2).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, authUsers, students, teacherApplications, teachers, users } from '@valik/db/schema';
import { rowsWhere, rowWhere } from '@valik/db/testing';
import { getUserByEmail, listLegalAgreements } from '@valik/db/queries';
import { LEGAL_DOCUMENTS } from '@valik/domain';
import type { SessionReply } from '@valik/domain/contracts';
import { createTestApp, jsonPost, makeAccount, signIn, type TestApp } from '../helpers.ts';
import { STRONG, cookiesOf, follow, json, linkFrom, mailbox, signupBody } from './support.ts';

interface ErrorJson {
  error: { code: string; message: string; issues?: { path: string; message: string }[] };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let seq = 0;
const fresh = () => `person${++seq}.${Date.now()}@example.test`;
const signup = (body: unknown, lang = 'en') => t.app.request('/api/v1/auth/signup', jsonPost(body, { 'accept-language': lang }));
const issuesOf = async (res: Response) => ((await json<ErrorJson>(res)).error.issues ?? []).map((i) => `${i.path}: ${i.message}`);
/** A non-trivial password of exactly n characters. */
// characters without a pattern (a repeated one is easy to guess, ADR 028)
const pw = (n: number) => (createHash('sha512').update('pw-a').digest('base64') + createHash('sha512').update('pw-b').digest('base64')).slice(0, n);

describe('student sign-up', () => {
  it('creates a student account, sends a confirmation link and signs in through it', async () => {
    const email = fresh();
    const res = await signup(signupBody(email, { first_name: 'Laura', last_name: 'Mägi' }));
    expect(res.status).toBe(201);
    const user = await getUserByEmail(t.deps.db, { email });
    expect(user).toMatchObject({ firstName: 'Laura', lastName: 'Mägi', role: 'STUDENT', language: 'en' });
    expect(await rowsWhere(t.deps.db, students, { userId: user?.id ?? 0 })).toHaveLength(1);

    // not before the address is confirmed
    const early = await t.app.request('/api/auth/sign-in/email', jsonPost({ email, password: STRONG }, { 'accept-language': 'en' }));
    expect(early.status).toBe(403);
    expect((await json<ErrorJson>(early)).error.message).toBe('Please confirm your e-mail address first. We have sent you a new link.');

    const mails = await mailbox(t, email);
    expect(mails.map((m) => m.template)).toContain('verifyEmail');
    expect(mails[0]).toMatchObject({ lang: 'en', subject: 'Confirm your e-mail address' });
    const link = await linkFrom(t, email, 'verifyEmail');
    const verified = await follow(t, link);
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('/auth/login?verified=1');
    const session = await t.app.request('/api/v1/auth/session', jsonPost({}, { cookie: cookiesOf(verified) }));
    expect((await json<SessionReply>(session)).user).toMatchObject({ email, role: 'STUDENT', first_name: 'Laura' });
    const identity = await rowWhere(t.deps.db, authUsers, { email });
    expect(identity?.emailVerified).toBe(true);
  });

  it('brings the new student back to the registration they started, and drops an unsafe redirect (issue 18 item 10)', async () => {
    const email = fresh();
    expect((await signup(signupBody(email, { redirect: '/user/courses/7?cohort=12' }))).status).toBe(201);
    const verified = await follow(t, await linkFrom(t, email, 'verifyEmail'));
    expect(verified.headers.get('location')).toBe(`/auth/login?verified=1&redirect=${encodeURIComponent('/user/courses/7?cohort=12')}`);

    const other = fresh();
    expect((await signup(signupBody(other, { redirect: '//evil.example/x' }))).status).toBe(201);
    const plain = await follow(t, await linkFrom(t, other, 'verifyEmail'));
    expect(plain.headers.get('location')).toBe('/auth/login?verified=1');
  });

  it('writes the confirmation e-mail in Estonian by default', async () => {
    const email = fresh();
    await t.app.request('/api/v1/auth/signup', jsonPost(signupBody(email)));
    const [mail] = await mailbox(t, email);
    expect(mail).toMatchObject({ lang: 'et', subject: 'Kinnita oma e-posti aadress' });
  });

  it("refuses a duplicate e-mail, in any case, with 'A user with this email address already exists'", async () => {
    const email = fresh();
    expect((await signup(signupBody(email))).status).toBe(201);
    const upper = email.toUpperCase();
    const again = await signup(signupBody(upper));
    expect(again.status).toBe(409);
    expect((await json<ErrorJson>(again)).error.message).toBe('A user with this email address already exists');
    const existing = await makeAccount(t, 'TEACHER');
    const taken = await signup(signupBody(existing.email));
    expect((await json<ErrorJson>(taken)).error.message).toBe('A user with this email address already exists');
    // and in Estonian
    const et = await signup(signupBody(existing.email), 'et');
    expect((await json<ErrorJson>(et)).error.message).toBe('Selle e-posti aadressiga kasutaja on juba olemas');
  });

  it('needs the terms agreement', async () => {
    const res = await signup(signupBody(fresh(), { terms: false }));
    expect(res.status).toBe(422);
    expect(await issuesOf(res)).toEqual(['terms: You must agree to the terms']);
    const missing = await signup({ ...signupBody(fresh()), terms: undefined });
    expect(await issuesOf(missing)).toEqual(['terms: You must agree to the terms']);
  });

  it('takes passwords of 10 and 128 characters and refuses 9 and 129', async () => {
    for (const [length, expected] of [
      [9, 422],
      [10, 201],
      [128, 201],
      [129, 422],
    ] as const) {
      const res = await signup(signupBody(fresh(), { password: pw(length), password_confirm: pw(length) }));
      expect(res.status, `${length} characters`).toBe(expected);
      if (expected === 422) {
        expect(await issuesOf(res)).toEqual([
          `password: Password must be ${length === 9 ? 'at least 10' : 'at most 128'} characters`,
        ]);
      }
    }
  });

  it('refuses different password or e-mail entries, a bad address and a common password', async () => {
    expect(await issuesOf(await signup(signupBody(fresh(), { password_confirm: `${STRONG}x` })))).toEqual([
      'password_confirm: Passwords do not match',
    ]);
    expect(await issuesOf(await signup(signupBody(fresh(), { email_confirm: 'other@example.test' })))).toEqual([
      'email_confirm: E-mail addresses do not match',
    ]);
    expect(await issuesOf(await signup(signupBody('not-an-address', { email_confirm: 'not-an-address' })))).toEqual([
      'email: Invalid e-mail address',
    ]);
    expect(await issuesOf(await signup(signupBody(fresh(), { password: 'Password123', password_confirm: 'Password123' })))).toEqual([
      'password: This password is too common. Please choose another one.',
    ]);
  });
});

describe('the agreement to the terms and the privacy policy (issue 18 item 5)', () => {
  it('is stored with the document versions and the time, for a sign-up and for a teacher application, and is in the person\'s data', async () => {
    const before = Date.now();
    const student = fresh();
    expect((await signup(signupBody(student))).status).toBe(201);
    const teacher = fresh();
    const applied = await t.app.request(
      '/api/v1/auth/signup-teacher',
      jsonPost({ ...signupBody(teacher), phone_number: '+372 5555 1234', short_description: 'Õpetaja', courses: 'Robootika' }),
    );
    expect(applied.status).toBe(201);
    for (const [email, context] of [[student, 'SIGNUP'], [teacher, 'TEACHER_APPLICATION']] as const) {
      const user = await getUserByEmail(t.deps.db, { email });
      const agreements = await listLegalAgreements(t.deps.db, { userId: user?.id ?? 0 });
      expect(agreements).toHaveLength(1);
      expect(agreements[0]).toMatchObject({ termsVersion: LEGAL_DOCUMENTS.terms.version, privacyVersion: LEGAL_DOCUMENTS.privacy.version, context });
      expect(agreements[0]?.agreedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(agreements[0]?.agreedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
    // no agreement, no account and nothing stored
    const refused = fresh();
    expect((await signup(signupBody(refused, { terms: false }))).status).toBe(422);
    expect(await getUserByEmail(t.deps.db, { email: refused })).toBeNull();

    // the person's own data export carries it
    const link = await linkFrom(t, student, 'verifyEmail');
    const cookie = cookiesOf(await follow(t, link));
    const exported = await t.app.request('/api/v1/me/export', { headers: { cookie } });
    expect(exported.status).toBe(200);
    expect(JSON.stringify(await exported.json())).toContain(LEGAL_DOCUMENTS.terms.version);
  });
});

describe('teacher application', () => {
  const application = (email: string, overrides: Record<string, unknown> = {}) => ({
    ...signupBody(email, { first_name: 'Tiit', last_name: 'Tamm' }),
    phone_number: '+372 5555 1234',
    short_description: 'Füüsikaõpetaja kümme aastat, robootikaringi juhendaja.',
    courses: 'Robootika, astronoomia',
    ...overrides,
  });

  it("says 'Please fill in all fields' when any field is empty", async () => {
    for (const field of ['first_name', 'last_name', 'email', 'phone_number', 'short_description', 'courses', 'password'] as const) {
      const res = await t.app.request('/api/v1/auth/signup-teacher', jsonPost(application(fresh(), { [field]: '' }), { 'accept-language': 'en' }));
      expect(res.status, field).toBe(422);
      expect(await issuesOf(res), field).toContain(`${field}: Please fill in all fields`);
    }
  });

  it('creates an application the admins are told about, and approval makes a teacher', async () => {
    const admin = await makeAccount(t, 'ADMIN');
    const email = fresh();
    const res = await t.app.request('/api/v1/auth/signup-teacher', jsonPost(application(email)));
    expect(res.status).toBe(201);
    const { id } = await json<{ id: number }>(res);
    const applicant = await getUserByEmail(t.deps.db, { email });
    expect(applicant?.role).toBe('STUDENT');
    expect((await mailbox(t, email)).map((m) => m.template).sort()).toEqual(['teacherApplicationReceived', 'verifyEmail']);
    expect((await mailbox(t, admin.email)).map((m) => m.template)).toContain('teacherApplicationSubmitted');
    // its link opens the console's list searched for this applicant (the console has no page per application)
    const link = new URL(await linkFrom(t, admin.email, 'teacherApplicationSubmitted'));
    expect(link.pathname).toBe('/manage/teacher_applications');
    expect(JSON.parse(link.searchParams.get('filter') ?? '{}')).toEqual({ q: email, status: 'PENDING' });

    // admins see it in the console's list
    const adminCookie = await signIn(t, admin.email);
    const list = await t.app.request(`/api/v1/manage/teacher_applications?filter=${encodeURIComponent('{"status":"PENDING"}')}`, { headers: { cookie: adminCookie } });
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toMatch(/^teacher_applications 0-\d+\/\d+$/);
    expect((await json<{ id: number; email: string }[]>(list)).map((a) => a.email)).toContain(email);

    const approved = await t.app.request(`/api/v1/manage/teacher_applications/${id}/approve`, jsonPost({}, { cookie: adminCookie }));
    expect(approved.status).toBe(200);
    expect(await json<{ status: string }>(approved)).toMatchObject({ status: 'APPROVED', decided_by_user_id: admin.id });
    const teacher = await rowWhere(t.deps.db, users, { id: applicant?.id ?? 0 });
    expect(teacher?.role).toBe('TEACHER');
    const profile = await rowWhere(t.deps.db, teachers, { userId: applicant?.id ?? 0 });
    expect(profile?.shortDescription).toBe('Füüsikaõpetaja kümme aastat, robootikaringi juhendaja.');
    expect((await mailbox(t, email)).map((m) => m.template)).toContain('teacherApplicationApproved');
    // decided once
    const again = await t.app.request(`/api/v1/manage/teacher_applications/${id}/reject`, jsonPost({}, { cookie: adminCookie }));
    expect(again.status).toBe(409);
  });

  it('rejection keeps the account a student one and tells the applicant', async () => {
    const admin = await makeAccount(t, 'ADMIN');
    const email = fresh();
    const { id } = await json<{ id: number }>(await t.app.request('/api/v1/auth/signup-teacher', jsonPost(application(email))));
    const adminCookie = await signIn(t, admin.email);
    const rejected = await t.app.request(`/api/v1/manage/teacher_applications/${id}/reject`, jsonPost({}, { cookie: adminCookie }));
    expect(await json<{ status: string }>(rejected)).toMatchObject({ status: 'REJECTED' });
    expect((await getUserByEmail(t.deps.db, { email }))?.role).toBe('STUDENT');
    expect((await mailbox(t, email)).map((m) => m.template)).toContain('teacherApplicationRejected');
    const row = await rowWhere(t.deps.db, teacherApplications, { id });
    expect(row?.status).toBe('REJECTED');
  });

  it('is for admins only', async () => {
    const student = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, student.email);
    expect((await t.app.request('/api/v1/manage/teacher_applications', { headers: { cookie } })).status).toBe(403);
    expect((await t.app.request('/api/v1/manage/teacher_applications/1/approve', jsonPost({}, { cookie }))).status).toBe(403);
  });

  it('logs each e-mail as EMAIL_SENT without its link', async () => {
    const email = fresh();
    await t.app.request('/api/v1/auth/signup', jsonPost(signupBody(email)));
    await mailbox(t, email);
    const user = await getUserByEmail(t.deps.db, { email });
    const rows = await rowsWhere(t.deps.db, activityLog, { userId: user?.id ?? 0 });
    expect(rows).toEqual([expect.objectContaining({ type: 'EMAIL_SENT', metadata: { template: 'verifyEmail', provider: 'dev-mailbox' } })]);
  });
});
