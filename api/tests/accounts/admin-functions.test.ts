// The account functions the admin console's API calls (api/src/accounts): create a user of any role
// with an invitation, change a role, delete a user (issue 3 deliverable 9).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, authUsers, schoolReps, students, teachers, users } from '@valik/db/schema';
import { makeSchool, rowsWhere, rowWhere, updateWhere } from '@valik/db/testing';
import { createUserWithInvitation } from '../../src/accounts/create-user-with-invitation.ts';
import { changeRole } from '../../src/accounts/change-role.ts';
import { deleteUser } from '../../src/accounts/delete-user.ts';
import { SECOND_FACTORS_REMOVED_NOTE, countSecondFactors, removeSecondFactors } from '../../src/accounts/remove-second-factors.ts';
import { insertFactor } from '@valik/db/queries';
import { ApiError } from '../../src/lib/errors.ts';
import { createTestApp, jsonPost, makeAccount, signIn, switchableMailer, type TestApp } from '../helpers.ts';
import { afterAllRetries, deliverPending } from '../support/outbox.ts';
import { STRONG, linkFrom, mailbox } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const email = () => `invited${++n}.${Date.now()}@example.test`;

describe('createUserWithInvitation', () => {
  it('creates a user of any role without a password and e-mails a set-your-password link', async () => {
    const admin = await makeAccount(t, 'ADMIN');
    const school = await makeSchool(t.deps.db);
    for (const role of ['STUDENT', 'TEACHER', 'SCHOOL_REP', 'ADMIN'] as const) {
      const address = email();
      const user = await createUserWithInvitation(t.deps, {
        firstName: 'Uus',
        lastName: role,
        email: address,
        role,
        schoolId: role === 'SCHOOL_REP' ? school.id : null,
        actorUserId: admin.id,
        language: 'en',
      });
      expect(user).toMatchObject({ role, email: address, metadata: { provider: 'invitation', invited_by: admin.id } });
      const [mail] = await mailbox(t, address);
      expect(mail).toMatchObject({ template: 'invitation', lang: 'en', subject: 'You have been invited to Valik' });
    }
  });

  it('adds the role profile: a rep gets their school, and needs one', async () => {
    const admin = await makeAccount(t, 'ADMIN');
    const school = await makeSchool(t.deps.db);
    const rep = await createUserWithInvitation(t.deps, { firstName: 'K', lastName: 'R', email: email(), role: 'SCHOOL_REP', schoolId: school.id, actorUserId: admin.id });
    expect((await rowsWhere(t.deps.db, schoolReps, { userId: rep.id })).map((r) => ({ schoolId: r.schoolId }))).toEqual([{ schoolId: school.id }]);
    const teacher = await createUserWithInvitation(t.deps, { firstName: 'T', lastName: 'T', email: email(), role: 'TEACHER', actorUserId: admin.id });
    expect(await rowsWhere(t.deps.db, teachers, { userId: teacher.id })).toHaveLength(1);
    await expect(createUserWithInvitation(t.deps, { firstName: 'K', lastName: 'R', email: email(), role: 'SCHOOL_REP', actorUserId: admin.id })).rejects.toThrow(
      'A school representative needs a school',
    );
  });

  it('refuses an address that is taken', async () => {
    const admin = await makeAccount(t, 'ADMIN');
    const existing = await makeAccount(t, 'STUDENT');
    await expect(
      createUserWithInvitation(t.deps, { firstName: 'A', lastName: 'B', email: existing.email.toUpperCase(), role: 'STUDENT', actorUserId: admin.id }),
    ).rejects.toThrow('A user with this email address already exists');
  });

  it('the invitation link sets the first password once, confirms the address, and the person can sign in', async () => {
    const admin = await makeAccount(t, 'ADMIN');
    const address = email();
    await createUserWithInvitation(t.deps, { firstName: 'Mati', lastName: 'Kask', email: address, role: 'TEACHER', actorUserId: admin.id });
    const link = new URL(await linkFrom(t, address, 'invitation'));
    expect(link.pathname).toBe('/auth/update-password');
    expect(link.searchParams.get('invite')).toBe('1');
    const token = link.searchParams.get('token') ?? '';
    expect((await t.app.request('/api/auth/reset-password', jsonPost({ token, newPassword: STRONG }))).status).toBe(200);
    expect((await t.app.request('/api/auth/reset-password', jsonPost({ token, newPassword: `${STRONG}!` }))).status).toBe(400);
    const identity = await rowWhere(t.deps.db, authUsers, { email: address });
    expect(identity?.emailVerified).toBe(true);
    expect(await signIn(t, address, STRONG)).toMatch(/valik\.session_token=/);
  });
});

describe('changeRole', () => {
  it('moves a student to teacher with a teachers row, and a rep back to student without their school links', async () => {
    const admin = await makeAccount(t, 'ADMIN');
    const student = await makeAccount(t, 'STUDENT');
    const teacher = await changeRole(t.deps, { userId: student.id, role: 'TEACHER', actorUserId: admin.id });
    expect(teacher.role).toBe('TEACHER');
    expect(await rowsWhere(t.deps.db, teachers, { userId: student.id })).toHaveLength(1);

    const school = await makeSchool(t.deps.db);
    const rep = await makeAccount(t, 'SCHOOL_REP', { schoolId: school.id });
    await changeRole(t.deps, { userId: rep.id, role: 'STUDENT', actorUserId: admin.id });
    expect(await rowsWhere(t.deps.db, schoolReps, { userId: rep.id })).toEqual([]);
    expect(await rowsWhere(t.deps.db, students, { userId: rep.id })).toHaveLength(1);
  });

  it('takes effect on the next request: the guard reads the role each time', async () => {
    const admin = await makeAccount(t, 'ADMIN');
    const student = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, student.email);
    expect((await t.app.request('/api/v1/manage/teacher_applications', { headers: { cookie } })).status).toBe(403);
    await changeRole(t.deps, { userId: student.id, role: 'ADMIN', actorUserId: admin.id });
    expect((await t.app.request('/api/v1/manage/teacher_applications', { headers: { cookie } })).status).toBe(200);
  });

  it('keeps at least one admin', async () => {
    for (const a of await rowsWhere(t.deps.db, users, { role: 'ADMIN' })) {
      await updateWhere(t.deps.db, users, { id: a.id }, { role: 'STUDENT' });
    }
    const only = await makeAccount(t, 'ADMIN');
    const error = await changeRole(t.deps, { userId: only.id, role: 'STUDENT', actorUserId: only.id }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('The last administrator cannot be removed');
  });
});

describe('deleteUser by an admin', () => {
  it('erases the person, logs USER_DELETED with the admin as actor', async () => {
    const admin = await makeAccount(t, 'ADMIN');
    await makeAccount(t, 'ADMIN');
    const student = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, student.email);
    await deleteUser(t.deps, { userId: student.id, actorUserId: admin.id });
    expect((await t.app.request('/api/v1/me', { headers: { cookie } })).status).toBe(401);
    const row = await rowWhere(t.deps.db, users, { id: student.id });
    expect(row?.email).toBe(`deleted-${student.id}@deleted.invalid`);
    const log = await rowsWhere(t.deps.db, activityLog, { userId: student.id });
    expect(log).toContainEqual(expect.objectContaining({ type: 'USER_DELETED', actorUserId: admin.id, metadata: { by: 'admin' } }));
    await expect(deleteUser(t.deps, { userId: student.id, actorUserId: admin.id })).rejects.toThrow('The user could not be found');
  });
});

describe('removing the second factors of a person who lost their device', () => {
  async function studentWithFactor() {
    const student = await makeAccount(t, 'STUDENT');
    await insertFactor(t.deps.db, { id: crypto.randomUUID(), authUserId: student.authId ?? '', factorType: 'totp', friendlyName: 'Lost', secret: 'x' });
    await t.deps.db.execute(`UPDATE auth_factors SET status = 'verified' WHERE user_id = '${student.authId}'`);
    return student;
  }

  it('lets them sign in with the password alone again and ends every session, the pending one too', async () => {
    const admin = await makeAccount(t, 'ADMIN');
    const student = await studentWithFactor();
    const pending = await signIn(t, student.email);
    expect((await t.app.request('/api/v1/me', { headers: { cookie: pending } })).status).toBe(401);
    expect(await countSecondFactors(t.deps.db, { userId: student.id })).toBe(1);
    expect(await removeSecondFactors(t.deps, { userId: student.id, actorUserId: admin.id })).toEqual({ removed: 1, notified: true });
    expect(await countSecondFactors(t.deps.db, { userId: student.id })).toBe(0);
    // the session that waited for the lost factor never becomes a signed-in one
    expect(await (await t.app.request('/api/v1/auth/session', jsonPost({}, { cookie: pending }))).json()).toMatchObject({ user: null, aal: null });
    expect((await t.app.request('/api/v1/me', { headers: { cookie: pending } })).status).toBe(401);
    expect((await t.app.request('/api/v1/me', { headers: { cookie: await signIn(t, student.email) } })).status).toBe(200);
  });

  it('is an admin route that e-mails the person and logs it with the admin as actor', async () => {
    const admin = await makeAccount(t, 'ADMIN');
    const adminCookie = await signIn(t, admin.email);
    const student = await studentWithFactor();
    const detail = await t.app.request(`/api/v1/manage/users/${student.id}`, { headers: { cookie: adminCookie } });
    expect(await detail.json()).toMatchObject({ id: student.id, second_factor_count: 1 });

    const studentCookie = await signIn(t, student.email);
    const refused = await t.app.request(`/api/v1/manage/users/${student.id}/reset_second_factors`, jsonPost({}, { cookie: studentCookie }));
    expect(refused.status).toBe(401); // still waiting for the factor
    const other = await makeAccount(t, 'TEACHER');
    const forbidden = await t.app.request(`/api/v1/manage/users/${student.id}/reset_second_factors`, jsonPost({}, { cookie: await signIn(t, other.email) }));
    expect(forbidden.status).toBe(403);
    expect(await countSecondFactors(t.deps.db, { userId: student.id })).toBe(1);

    const res = await t.app.request(`/api/v1/manage/users/${student.id}/reset_second_factors`, jsonPost({}, { cookie: adminCookie }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: student.id, removed: 1, notified: true });
    const [mail] = await mailbox(t, student.email);
    expect(mail).toMatchObject({ template: 'secondFactorsRemoved', lang: 'et', subject: 'Sinu kaheastmeline kinnitus eemaldati' });
    const log = await rowsWhere(t.deps.db, activityLog, { userId: student.id });
    expect(log).toContainEqual(
      expect.objectContaining({ type: 'EMAIL_SENT', actorUserId: admin.id, notes: SECOND_FACTORS_REMOVED_NOTE, metadata: expect.objectContaining({ template: 'secondFactorsRemoved', lang: 'et' }) }),
    );
    // nothing left to remove: no second e-mail
    const again = await t.app.request(`/api/v1/manage/users/${student.id}/reset_second_factors`, jsonPost({}, { cookie: adminCookie }));
    expect(await again.json()).toEqual({ id: student.id, removed: 0, notified: false });
    expect((await mailbox(t, student.email)).filter((m) => m.template === 'secondFactorsRemoved')).toHaveLength(1);
    const missing = await t.app.request('/api/v1/manage/users/99999999/reset_second_factors', jsonPost({}, { cookie: adminCookie, 'accept-language': 'en' }));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { message: 'The user could not be found' } });
  });

  it('still removes the factors while the mailer is down, and the notice goes once it is back (the outbox)', async () => {
    const { mailer, mail } = switchableMailer();
    const failing = await createTestApp({ services: { mailer } });
    try {
      const admin = await makeAccount(failing, 'ADMIN');
      const student = await makeAccount(failing, 'STUDENT');
      await insertFactor(failing.deps.db, { id: crypto.randomUUID(), authUserId: student.authId ?? '', factorType: 'totp', friendlyName: 'Lost', secret: 'x' });
      expect(await removeSecondFactors(failing.deps, { userId: student.id, actorUserId: admin.id })).toEqual({ removed: 1, notified: true });
      expect(await countSecondFactors(failing.deps.db, { userId: student.id })).toBe(0);
      await deliverPending(failing.deps);
      expect(mail.sent.filter((m) => m.template === 'secondFactorsRemoved')).toEqual([]);
      mail.down = false;
      await deliverPending(failing.deps, afterAllRetries());
      expect(mail.sent.filter((m) => m.template === 'secondFactorsRemoved').map((m) => m.to)).toEqual([student.email]);
    } finally {
      await failing.close();
    }
  });
});
