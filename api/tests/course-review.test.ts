// Issue 29 item 6: teachers propose, admins review. A teacher proposes cohorts of any approved course they
// created or teach; the proposal and a course sent for review wait for an admin, who approves or sends
// them back with a reason; every step e-mails the other side through the outbox, in their language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getManageCohort, getManageCourse } from '@valik/db/queries/manage';
import { daysFromNow, makeCohort, makeCourse } from '@valik/db/testing';
import type { User } from '@valik/db/schema';
import { api, createTestApp, errorOf, makeAccount, signIn, type TestApp } from './helpers.ts';
import { mailbox } from './accounts/support.ts';
import { deliverPending } from './support/outbox.ts';

let t: TestApp;
let teacher: User;
let stranger: User;
let admin: User;
let cookies: { teacher: string; stranger: string; admin: string; student: string };

beforeAll(async () => {
  t = await createTestApp();
  teacher = await makeAccount(t, 'TEACHER', { language: 'et' });
  stranger = await makeAccount(t, 'TEACHER');
  admin = await makeAccount(t, 'ADMIN', { language: 'ru' });
  const student = await makeAccount(t, 'STUDENT');
  cookies = {
    teacher: await signIn(t, teacher.email),
    stranger: await signIn(t, stranger.email),
    admin: await signIn(t, admin.email),
    student: await signIn(t, student.email),
  };
});
afterAll(() => t.close());

const day = (n: number) => daysFromNow(n).toISOString().slice(0, 10);
const proposal = (courseId: number, name = 'Kevad') => ({
  course_id: courseId,
  name,
  start_date: day(40),
  end_date: day(82),
  online_class_times: [{ day: 2, hour: 17, minute: 0 }],
  online_lesson_length: 60,
  min_size: 4,
  size: 16,
  notes: null,
});

async function mails(user: User, template: string) {
  await deliverPending(t.deps);
  return (await mailbox(t, user.email)).filter((m) => m.template === template);
}

describe('who may propose a cohort', () => {
  it('a teacher of any cohort of an approved course, not only its author; nobody else', async () => {
    // an approved course somebody else wrote, which the teacher teaches a cohort of
    const taught = await makeCourse(t.deps.db, { status: 'APPROVED', name: 'Linnalinnud' });
    await makeCohort(t.deps.db, { courseId: taught.id, teacherUserIds: [teacher.id] });
    const notTaught = await makeCourse(t.deps.db, { status: 'APPROVED' });
    const inReview = await makeCourse(t.deps.db, { status: 'IN_REVIEW', userCreatorId: teacher.id });

    const asTeacher = api(t, { cookie: cookies.teacher });
    const choices = (await (await asTeacher.teacher['proposable-courses'].$get()).json()).data.map((c) => c.id);
    expect(choices).toContain(taught.id);
    expect(choices).not.toContain(notTaught.id);
    expect(choices).not.toContain(inReview.id);

    const made = await asTeacher.teacher.cohorts.$post({ json: proposal(taught.id) });
    expect(made.status).toBe(201);
    expect((await made.json()).data).toMatchObject({ status: 'DRAFT', review_status: 'IN_REVIEW' });

    for (const courseId of [notTaught.id, inReview.id]) {
      const refused = await asTeacher.teacher.cohorts.$post({ json: proposal(courseId) });
      expect(refused.status).toBe(422);
      // in the teacher's own language (Estonian)
      expect((await errorOf(refused)).error.issues).toEqual([{ path: 'course_id', message: 'Gruppi saab pakkuda ainult kinnitatud kursusele, mille oled loonud või mida õpetad' }]);
    }
    const asStranger = api(t, { cookie: cookies.stranger });
    expect((await asStranger.teacher.cohorts.$post({ json: proposal(taught.id) })).status).toBe(422);
    expect((await api(t, { cookie: cookies.student }).teacher.cohorts.$post({ json: proposal(taught.id) })).status).toBe(403);
  });
});

describe('a cohort proposal under review', () => {
  it('waits for approval, is sent back with a reason, sent again and approved, with an e-mail at each step', async () => {
    const course = await makeCourse(t.deps.db, { status: 'APPROVED', name: 'Robootika', userCreatorId: teacher.id });
    const asTeacher = api(t, { cookie: cookies.teacher });
    const id = (await (await asTeacher.teacher.cohorts.$post({ json: proposal(course.id, 'Sügis') })).json()).data.id;
    const param = { id: String(id) };

    // the teacher sees it awaiting approval; every admin is told, in their own language (Russian here)
    const mine = (await (await asTeacher.teacher.cohorts.$get()).json()).data.find((c) => c.id === id);
    expect(mine).toMatchObject({ review_status: 'IN_REVIEW', review_note: null, status: 'DRAFT' });
    const proposed = await mails(admin, 'cohortProposed');
    expect(proposed.map((m) => m.subject)).toContain('Предложение группы: Robootika – Sügis');
    expect(proposed.find((m) => m.subject.includes('Sügis'))?.text).toContain(`/manage/cohorts/${id}`);

    // the console lists proposals awaiting review
    const asAdmin = api(t, { cookie: cookies.admin, 'accept-language': 'en' });
    const listed = await t.app.request(`/api/v1/manage/cohorts?filter=${encodeURIComponent(JSON.stringify({ review_status: 'IN_REVIEW' }))}`, { headers: { cookie: cookies.admin } });
    expect(((await listed.json()) as { id: number }[]).map((c) => c.id)).toContain(id);

    // sending back needs a reason
    const bare = await asAdmin.manage.cohorts[':id'].review.$post({ param, json: { approve: false, reason: '  ' } });
    expect(bare.status).toBe(422);
    const back = await asAdmin.manage.cohorts[':id'].review.$post({ param, json: { approve: false, reason: 'Alusta pärast koolivaheaega.' } });
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ review_status: 'SENT_BACK', review_note: 'Alusta pärast koolivaheaega.' });
    const sentBack = await mails(teacher, 'cohortSentBack');
    expect(sentBack).toHaveLength(1);
    expect(sentBack[0]?.subject).toBe('Sinu grupi ettepanek saadeti tagasi: Sügis');
    expect(sentBack[0]?.text).toContain('Alusta pärast koolivaheaega.');
    const shown = (await (await asTeacher.teacher.cohorts[':id{[0-9]+}'].$get({ param })).json()).data;
    expect(shown).toMatchObject({ review_status: 'SENT_BACK', review_note: 'Alusta pärast koolivaheaega.' });

    // a decision on what is not in review is refused
    expect((await asAdmin.manage.cohorts[':id'].review.$post({ param, json: { approve: true } })).status).toBe(409);

    // another teacher cannot send it again; its teacher can
    expect((await api(t, { cookie: cookies.stranger }).teacher.cohorts[':id{[0-9]+}'].submit.$post({ param })).status).toBe(403);
    const again = await asTeacher.teacher.cohorts[':id{[0-9]+}'].submit.$post({ param });
    expect(again.status).toBe(200);
    expect((await mails(admin, 'cohortProposed')).filter((m) => m.subject.includes('Sügis'))).toHaveLength(2);

    const ok = await asAdmin.manage.cohorts[':id'].review.$post({ param, json: { approve: true } });
    expect(await ok.json()).toMatchObject({ review_status: 'APPROVED', review_note: null, status: 'DRAFT' });
    const approved = await mails(teacher, 'cohortApproved');
    expect(approved.map((m) => m.subject)).toEqual(['Sinu grupi ettepanek kinnitati: Sügis']);
    expect((await getManageCohort(t.deps.db, { id }))?.reviewStatus).toBe('APPROVED');
  });

  it('an admin-made cohort and an admin’s own proposal need no review', async () => {
    const course = await makeCourse(t.deps.db, { status: 'APPROVED' });
    const res = await api(t, { cookie: cookies.admin }).teacher.cohorts.$post({ json: proposal(course.id) });
    expect((await res.json()).data.review_status).toBeNull();
    const plain = await makeCohort(t.deps.db, { courseId: course.id });
    const refused = await api(t, { cookie: cookies.admin }).manage.cohorts[':id'].review.$post({ param: { id: String(plain.id) }, json: { approve: true } });
    expect(refused.status).toBe(409);
  });
});

describe('a course under review', () => {
  it('is sent for review, sent back with a reason, sent again and approved, with an e-mail at each step', async () => {
    const course = await makeCourse(t.deps.db, { status: 'DRAFT', name: 'Linnamesindus', userCreatorId: teacher.id });
    const param = { id: String(course.id) };
    const asTeacher = api(t, { cookie: cookies.teacher });
    const asAdmin = api(t, { cookie: cookies.admin });

    expect((await (await asTeacher.teacher.courses[':id{[0-9]+}'].submit.$post({ param })).json()).data.status).toBe('IN_REVIEW');
    const submitted = await mails(admin, 'courseSubmitted');
    expect(submitted.map((m) => m.subject)).toContain('Курс на проверку: Linnamesindus');

    const back = await asAdmin.manage.courses[':id'].review.$post({ param, json: { approve: false, reason: 'Lisa hindamiskriteeriumid.' } });
    expect(await back.json()).toMatchObject({ status: 'DRAFT', review_note: 'Lisa hindamiskriteeriumid.' });
    const sentBack = await mails(teacher, 'courseSentBack');
    expect(sentBack.map((m) => m.subject)).toEqual(['Sinu kursus saadeti tagasi: Linnamesindus']);
    expect(sentBack[0]?.text).toContain('Lisa hindamiskriteeriumid.');
    // the teacher reads the reason with the course, and sending it again clears it
    expect((await (await asTeacher.teacher.courses[':id{[0-9]+}'].$get({ param })).json()).data.review_note).toBe('Lisa hindamiskriteeriumid.');
    expect((await (await asTeacher.teacher.courses[':id{[0-9]+}'].submit.$post({ param })).json()).data).toMatchObject({ status: 'IN_REVIEW', review_note: null });
    expect((await mails(admin, 'courseSubmitted')).filter((m) => m.subject.includes('Linnamesindus'))).toHaveLength(2);

    const ok = await asAdmin.manage.courses[':id'].review.$post({ param, json: { approve: true } });
    expect((await ok.json()).status).toBe('APPROVED');
    expect((await mails(teacher, 'courseApproved')).map((m) => m.subject)).toEqual(['Sinu kursus kinnitati: Linnamesindus']);
    expect((await getManageCourse(t.deps.db, { id: course.id }))?.status).toBe('APPROVED');
    expect((await asAdmin.manage.courses[':id'].review.$post({ param, json: { approve: true } })).status).toBe(409);
  });

  it('only admins decide', async () => {
    const course = await makeCourse(t.deps.db, { status: 'IN_REVIEW', userCreatorId: teacher.id });
    const res = await api(t, { cookie: cookies.teacher }).manage.courses[':id'].review.$post({ param: { id: String(course.id) }, json: { approve: true } });
    expect(res.status).toBe(403);
  });
});
