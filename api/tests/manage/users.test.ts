// Users: the tabs (role filter), search, one user with school links, and the profile update.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, schoolReps, students, teachers } from '@valik/db/schema';
import { makeSchool, makeStudent, makeTeacher, makeUser, rowsWhere, rowWhere } from '@valik/db/testing';
import { createTestApp, type TestApp } from '../helpers.ts';
import { getJson, issueAt, listUrl, sendJson, signedIn, type ErrorJson, type Session } from './manage-helpers.ts';

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t);
});
afterAll(() => t.close());

describe('the user list', () => {
  it('filters by the tab roles and searches name and e-mail', async () => {
    const rep = await makeUser(t.deps.db, { role: 'SCHOOL_REP', firstName: 'Reet', lastName: 'Otsingutest', email: 'reet.otsing@example.test' });
    await makeUser(t.deps.db, { role: 'STUDENT', firstName: 'Sass', lastName: 'Otsingutest' });
    const reps = await getJson<Array<{ id: number }>>(t, admin, listUrl('users', { filter: { q: 'otsingutest', role: ['SCHOOL_REP'] } }));
    expect(reps.body.map((u) => u.id)).toEqual([rep.id]);
    const others = await getJson<Array<{ role: string }>>(t, admin, listUrl('users', { filter: { q: 'otsingutest', role: ['STUDENT', 'TEACHER', 'ADMIN'] } }));
    expect(others.body.map((u) => u.role)).toEqual(['STUDENT']);
    const byMail = await getJson<unknown[]>(t, admin, listUrl('users', { filter: { q: 'REET.OTSING@' } }));
    expect(byMail.body).toHaveLength(1);
    // a search with LIKE wildcards is taken literally
    expect((await getJson<unknown[]>(t, admin, listUrl('users', { filter: { q: '%_%' } }))).body).toHaveLength(0);
  });

  it('answers 404 "Kasutajat ei leitud" for a bad id', async () => {
    for (const id of ['abc', '2000000000']) {
      const { status, body } = await getJson<ErrorJson>(t, admin, `/api/v1/manage/users/${id}`);
      expect(status).toBe(404);
      expect(body.error.message).toBe('Kasutajat ei leitud');
    }
  });
});

describe('editing a user', () => {
  it('saves the profile and the school links (school_reps, students, teachers rows)', async () => {
    const [a, b, c] = [await makeSchool(t.deps.db), await makeSchool(t.deps.db), await makeSchool(t.deps.db)];
    const { user } = await makeTeacher(t.deps.db);
    const { status, body } = await sendJson<Record<string, unknown>>(t, admin, 'PUT', `/api/v1/manage/users/${user.id}`, {
      first_name: 'Tiina',
      last_name: 'Tamm',
      phone_number: '+3725551234',
      classroom_email: 'tiina.tamm@gmail.com',
      language: 'en',
      rep_school_ids: [a.id, b.id],
      student_school_id: null,
      teacher_school_id: c.id,
      teacher_short_description: 'Matemaatikaõpetaja.',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      first_name: 'Tiina',
      role: 'TEACHER',
      rep_school_ids: [a.id, b.id],
      teacher_school_id: c.id,
      teacher_short_description: 'Matemaatikaõpetaja.',
      language: 'en',
    });
    expect(await rowsWhere(t.deps.db, schoolReps, { userId: user.id })).toHaveLength(2);
    const teacher = await rowWhere(t.deps.db, teachers, { userId: user.id });
    expect(teacher?.schoolId).toBe(c.id);
    // dropping one rep link keeps the other
    await sendJson(t, admin, 'PUT', `/api/v1/manage/users/${user.id}`, { first_name: 'Tiina', last_name: 'Tamm', rep_school_ids: [b.id], teacher_school_id: c.id });
    const reps = await rowsWhere(t.deps.db, schoolReps, { userId: user.id });
    expect(reps.map((r) => r.schoolId)).toEqual([b.id]);
  });

  it("moves a student to another school and back to none (students row kept)", async () => {
    const school = await makeSchool(t.deps.db);
    const { user } = await makeStudent(t.deps.db);
    await sendJson(t, admin, 'PUT', `/api/v1/manage/users/${user.id}`, { first_name: 'A', last_name: 'B', student_school_id: school.id });
    expect((await rowWhere(t.deps.db, students, { userId: user.id }))?.schoolId).toBe(school.id);
    await sendJson(t, admin, 'PUT', `/api/v1/manage/users/${user.id}`, { first_name: 'A', last_name: 'B', student_school_id: null });
    expect((await rowWhere(t.deps.db, students, { userId: user.id }))?.schoolId).toBeNull();
  });

  it('refuses a classroom e-mail that is not Gmail, a missing name and an unknown school', async () => {
    const { user } = await makeStudent(t.deps.db);
    const bad = await sendJson<ErrorJson>(t, admin, 'PUT', `/api/v1/manage/users/${user.id}`, { first_name: '', last_name: 'B', classroom_email: 'a@school.ee' });
    expect(bad.status).toBe(422);
    expect(issueAt(bad.body, 'first_name')).toBe('See väli on kohustuslik');
    expect(issueAt(bad.body, 'classroom_email')).toBe('Classroomi e-posti aadress peab olema Gmaili aadress');
    const school = await sendJson<ErrorJson>(t, admin, 'PUT', `/api/v1/manage/users/${user.id}`, { first_name: 'A', last_name: 'B', rep_school_ids: [2_000_000_000] });
    expect(school.status).toBe(422);
    expect(school.body.error.message).toBe('Kooli ei leitud');
  });
});

describe('the account functions from the console', () => {
  it('creates a user of any role with an invitation e-mail', async () => {
    const school = await makeSchool(t.deps.db);
    const { status, body } = await sendJson<Record<string, unknown>>(t, admin, 'POST', '/api/v1/manage/users', {
      first_name: 'Kalle',
      last_name: 'Kool',
      email: 'kalle.kool@example.test',
      role: 'SCHOOL_REP',
      school_id: school.id,
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ email: 'kalle.kool@example.test', role: 'SCHOOL_REP', rep_school_ids: [school.id] });
    const again = await sendJson<ErrorJson>(t, admin, 'POST', '/api/v1/manage/users', {
      first_name: 'K',
      last_name: 'K',
      email: 'KALLE.kool@example.test',
      role: 'STUDENT',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Selle e-posti aadressiga kasutaja on juba olemas');
  });

  it('refuses a representative without a school and a bad e-mail, in Estonian', async () => {
    const { status, body } = await sendJson<ErrorJson>(t, admin, 'POST', '/api/v1/manage/users', {
      first_name: 'A',
      last_name: 'B',
      email: 'not-an-email',
      role: 'SCHOOL_REP',
    });
    expect(status).toBe(422);
    expect(issueAt(body, 'email')).toBe('Vigane e-posti aadress');
  });

  it('changes the role through the accounts rule (the profile row follows)', async () => {
    const { user } = await makeStudent(t.deps.db);
    const { status, body } = await sendJson<Record<string, unknown>>(t, admin, 'PUT', `/api/v1/manage/users/${user.id}`, {
      first_name: 'Uus',
      last_name: 'Õpetaja',
      role: 'TEACHER',
      teacher_short_description: 'Füüsika.',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ role: 'TEACHER', is_teacher: true, teacher_short_description: 'Füüsika.' });
  });

  it('deletes a user with the same erasure as self-deletion and logs USER_DELETED', async () => {
    const { user } = await makeStudent(t.deps.db, { lastName: 'Kustutatav' });
    const { status } = await sendJson(t, admin, 'DELETE', `/api/v1/manage/users/${user.id}`);
    expect(status).toBe(200);
    const list = await getJson<unknown[]>(t, admin, listUrl('users', { filter: { q: 'Kustutatav' } }));
    expect(list.body).toHaveLength(0);
    const log = await rowsWhere(t.deps.db, activityLog, { userId: user.id });
    expect(log).toEqual([expect.objectContaining({ type: 'USER_DELETED', actorUserId: admin.userId })]);
  });
});
