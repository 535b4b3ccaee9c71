// Issue 18 item 3: a teacher drafts a course with the spec's course form, changes it while it is a draft,
// sends it for review (DRAFT → IN_REVIEW); the admin approves it in the console (APPROVED); the teacher
// proposes a cohort of the approved course (DRAFT). Teachers reach only their own courses; students none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getManageCohort, getManageCourse } from '@valik/db/queries/manage';
import { daysFromNow } from '@valik/db/testing';
import { api, createTestApp, errorOf, makeAccount, signIn, type TestApp } from './helpers.ts';

let t: TestApp;
let cookies: { teacher: string; other: string; student: string; admin: string };
let teacherId: number;

beforeAll(async () => {
  t = await createTestApp();
  const teacher = await makeAccount(t, 'TEACHER');
  teacherId = teacher.id;
  const other = await makeAccount(t, 'TEACHER');
  const student = await makeAccount(t, 'STUDENT');
  const admin = await makeAccount(t, 'ADMIN');
  cookies = {
    teacher: await signIn(t, teacher.email),
    other: await signIn(t, other.email),
    student: await signIn(t, student.email),
    admin: await signIn(t, admin.email),
  };
});
afterAll(() => t.close());

let seq = 0;
function courseForm(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    name: `Linnalinnud ${seq}`,
    slug: `linnalinnud-${Date.now().toString(36)}-${seq}`,
    summary: 'Õpime tundma linnas elavaid linde.',
    learning_outcomes: ['Tunneb ära kümme linnulindu', 'Oskab pidada vaatluspäevikut', 'Oskab linde loendada'],
    grading_criteria: 'Vaatluspäevik kuue nädala kohta.',
    categories: ['SUSTAINABILITY'] as ('SUSTAINABILITY' | 'TECHNOLOGY')[],
    thumbnail: '/uploads/thumbnails/lind.webp',
    language: 'et' as const,
    short_description: 'Linnud meie ümber.',
    description: 'Kuus nädalat vaatlusi ja arutelusid.',
    ...overrides,
  };
}

const day = (n: number) => daysFromNow(n).toISOString().slice(0, 10);

describe("a teacher's course", () => {
  it('is drafted, changed, sent for review, approved by the admin, and gets a proposed cohort', async () => {
    const teacher = api(t, { cookie: cookies.teacher, 'accept-language': 'en' });
    const created = await teacher.teacher.courses.$post({ json: courseForm() });
    expect(created.status).toBe(201);
    const course = (await created.json()).data;
    expect(course).toMatchObject({ status: 'DRAFT', user_creator_id: teacherId });

    const param = { id: String(course.id) };
    const changed = await teacher.teacher.courses[':id{[0-9]+}'].$put({ param, json: courseForm({ slug: course.slug, name: 'Linnalinnud ja nende laulud' }) });
    expect((await changed.json()).data).toMatchObject({ name: 'Linnalinnud ja nende laulud', status: 'DRAFT' });

    // a cohort of a course still in draft is refused
    const early = await teacher.teacher.cohorts.$post({
      json: { course_id: course.id, name: 'Kevad', start_date: day(40), end_date: day(82), online_class_times: [{ day: 2, hour: 17, minute: 0 }], online_lesson_length: 60, min_size: 4, size: 16, notes: null },
    });
    expect(early.status).toBe(422);
    expect((await errorOf(early)).error.issues).toEqual([{ path: 'course_id', message: 'A cohort can be proposed only for an approved course you created or teach' }]);

    const sent = await teacher.teacher.courses[':id{[0-9]+}'].submit.$post({ param });
    expect((await sent.json()).data.status).toBe('IN_REVIEW');
    // in review it is no longer the teacher's to change
    const locked = await teacher.teacher.courses[':id{[0-9]+}'].$put({ param, json: courseForm({ slug: course.slug }) });
    expect(locked.status).toBe(409);
    expect((await errorOf(locked)).error.message).toBe('A course can be changed only while it is a draft');

    // the admin finds it in the console and approves it with the console's course form
    const admin = api(t, { cookie: cookies.admin });
    const inConsole = await (await admin.manage.courses[':id'].$get({ param })).json();
    const approved = await admin.manage.courses[':id'].$put({ param, json: { ...inConsole, thumbnail: inConsole.thumbnail ?? '', user_creator_id: inConsole.user_creator_id ?? 0, status: 'APPROVED' } });
    expect(approved.status).toBe(200);
    expect((await getManageCourse(t.deps.db, { id: course.id }))?.status).toBe('APPROVED');

    const proposed = await teacher.teacher.cohorts.$post({
      json: { course_id: course.id, name: 'Kevad', start_date: day(40), end_date: day(82), online_class_times: [{ day: 2, hour: 17, minute: 0 }], online_lesson_length: 60, min_size: 4, size: 16, notes: 'Sobib 7.–9. klassile' },
    });
    expect(proposed.status).toBe(201);
    const cohort = await getManageCohort(t.deps.db, { id: (await proposed.json()).data.id });
    expect(cohort).toMatchObject({ status: 'DRAFT', courseId: course.id, teacherIds: [teacherId], userCreatorId: teacherId, size: 16, minSize: 4 });

    const mine = await (await teacher.teacher.courses.$get()).json();
    expect(mine.data.map((c) => c.id)).toContain(course.id);
  });

  it('refuses a summary over 250 words and fewer than 3 or more than 6 learning outcomes', async () => {
    const teacher = api(t, { cookie: cookies.teacher, 'accept-language': 'en' });
    const long = await teacher.teacher.courses.$post({ json: courseForm({ summary: Array.from({ length: 251 }, () => 'sõna').join(' ') }) });
    expect(long.status).toBe(422);
    expect((await errorOf(long)).error.issues?.map((i) => i.path)).toEqual(['summary']);
    for (const n of [2, 7]) {
      const res = await teacher.teacher.courses.$post({ json: courseForm({ learning_outcomes: Array.from({ length: n }, (_, i) => `Väljund ${i + 1}`) }) });
      expect(res.status).toBe(422);
      expect((await errorOf(res)).error.issues?.map((i) => i.path)).toEqual(['learning_outcomes']);
    }
  });

  it("keeps another teacher and students out of a teacher's courses", async () => {
    const created = await (await api(t, { cookie: cookies.teacher }).teacher.courses.$post({ json: courseForm() })).json();
    const param = { id: String(created.data.id) };
    const other = api(t, { cookie: cookies.other });
    expect((await other.teacher.courses[':id{[0-9]+}'].$get({ param })).status).toBe(404);
    expect((await other.teacher.courses[':id{[0-9]+}'].submit.$post({ param })).status).toBe(404);
    expect((await other.teacher.courses.$get()).status).toBe(200);
    expect((await (await other.teacher.courses.$get()).json()).data.map((c) => c.id)).not.toContain(created.data.id);
    const student = api(t, { cookie: cookies.student });
    expect((await student.teacher.courses.$get()).status).toBe(403);
    expect((await student.teacher.courses.$post({ json: courseForm() })).status).toBe(403);
    expect((await getManageCourse(t.deps.db, { id: created.data.id }))?.status).toBe('DRAFT');
  });
});
