// The e-mails of the teacher's changes (issue 8 item 6): the class-time change notice to every live
// registration of the cohort (not the cancelled), in each student's language with the new times, and the
// result e-mail of a FAILED result (a COMPLETED one goes out as the diploma e-mail, see diplomas).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails } from '@valik/db/schema';
import { daysFromNow, makeCohort, makeCourse, makeParticipant, makeStudent, rowsWhere } from '@valik/db/testing';
import { createTestApp, jsonPost, makeAccount, signIn, type TestApp } from './helpers.ts';

let t: TestApp;
let teacherId: number;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const teacher = await makeAccount(t, 'TEACHER');
  teacherId = teacher.id;
  cookie = await signIn(t, teacher.email);
});
afterAll(() => t.close());

const send = (method: string, url: string, body: unknown) => t.app.request(url, { ...jsonPost(body, { cookie }), method });
const mailsTo = (to: string) => rowsWhere(t.deps.db, emails, { toAddress: to });

describe('class-time change notice', () => {
  it('goes to every live registration in their language with the new times, never to the cancelled', async () => {
    const course = await makeCourse(t.deps.db, { name: 'Robootika alused' });
    const cohort = await makeCohort(t.deps.db, { courseId: course.id, teacherUserIds: [teacherId], name: 'Sügisgrupp', onlineClassTimes: [{ day: 1, hour: 17, minute: 0 }] });
    const { user: mari } = await makeStudent(t.deps.db, { language: 'et' });
    const { user: john } = await makeStudent(t.deps.db, { language: 'en' });
    const { user: gone } = await makeStudent(t.deps.db);
    await makeParticipant(t.deps.db, { cohortId: cohort.id, userId: mari.id });
    await makeParticipant(t.deps.db, { cohortId: cohort.id, userId: john.id, status: 'IN_PROGRESS' });
    await makeParticipant(t.deps.db, { cohortId: cohort.id, userId: gone.id, status: 'CANCELED' });

    // links only: no notice
    await send('PATCH', `/api/v1/teacher/cohorts/${cohort.id}`, { notes: 'Võtke kaasa sülearvuti' });
    // the same times again: no notice either
    await send('PATCH', `/api/v1/teacher/cohorts/${cohort.id}`, { online_class_times: [{ day: 1, hour: 17, minute: 0 }] });
    await t.deps.tasks.idle();
    expect(await mailsTo(mari.email)).toEqual([]);

    const res = await send('PATCH', `/api/v1/teacher/cohorts/${cohort.id}`, { online_class_times: [{ day: 2, hour: 18, minute: 30 }, { day: 4, hour: 9, minute: 5 }] });
    expect(res.status).toBe(200);
    await t.deps.tasks.idle();
    const [et, ...moreEt] = await mailsTo(mari.email);
    expect(moreEt).toEqual([]);
    expect(et).toMatchObject({ template: 'classTimesChanged', lang: 'et', subject: 'Tunniajad muutusid: Robootika alused' });
    expect(et?.text).toContain('Uued ajad (Eesti aeg): T 18:30, N 09:05.');
    const [en] = await mailsTo(john.email);
    expect(en).toMatchObject({ template: 'classTimesChanged', lang: 'en' });
    expect(en?.text).toContain('New times (Estonian time): Tue 18:30, Thu 09:05.');
    expect(await mailsTo(gone.email)).toEqual([]);
  });
});

describe('result e-mail', () => {
  it('tells a student their FAILED result once, and nothing when the result does not change', async () => {
    const course = await makeCourse(t.deps.db, { name: 'Finantskirjaoskus' });
    const cohort = await makeCohort(t.deps.db, { courseId: course.id, teacherUserIds: [teacherId], startDate: daysFromNow(-40), endDate: daysFromNow(-1) });
    const { user } = await makeStudent(t.deps.db, { language: 'et' });
    const p = await makeParticipant(t.deps.db, { cohortId: cohort.id, userId: user.id, status: 'IN_PROGRESS' });
    const url = `/api/v1/cohorts/${cohort.id}/students/results`;
    expect((await send('PUT', url, { participant_ids: [p.id], status: 'FAILED' })).status).toBe(200);
    expect((await send('PUT', url, { participant_ids: [p.id], status: 'FAILED' })).status).toBe(200);
    await t.deps.tasks.idle();
    const mails = await mailsTo(user.email);
    expect(mails.map((m) => m.template)).toEqual(['resultSet']);
    expect(mails[0]?.subject).toBe('Kursuse tulemus: Finantskirjaoskus');
    expect(mails[0]?.text).toContain('jäi sulle seekord arvestamata');
  });
});
