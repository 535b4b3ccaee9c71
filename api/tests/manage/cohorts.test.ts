// The cohort form's rules (product-spec §5, messages in Estonian), the list order and the delete refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cohorts, cohortTeachers, emails, waitlistEntries } from '@valik/db/schema';
import { daysFromNow, makeCohort, makeCourse, makeParticipant, makeStudent, makeTeacher, rowsWhere } from '@valik/db/testing';
import { enrolStudent } from '../../src/registrations/enrol-student.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { getJson, issueAt, listUrl, sendJson, signedIn, type ErrorJson, type Session } from './manage-helpers.ts';

let t: TestApp;
let admin: Session;
let courseId: number;
let teacherId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t);
  courseId = (await makeCourse(t.deps.db)).id;
  teacherId = (await makeTeacher(t.deps.db)).user.id;
});
afterAll(() => t.close());

const validCohort = () => ({
  name: 'Kevadgrupp',
  status: 'REGISTRATION_OPEN',
  course_id: courseId,
  start_date: '2030-02-02',
  end_date: '2030-03-30',
  online_class_times: [{ day: 2, hour: 18, minute: 30 }],
  online_lesson_length: 90,
  min_size: 4,
  size: 16,
  teacher_ids: [teacherId],
  user_creator_id: admin.userId,
  external_lms_link: 'https://classroom.google.com/c/abc',
  video_url: 'https://meet.google.com/abc-defg-hij',
  discord_channel_id: '123456789',
  lms_id: 'LMS-1',
  notes: 'Märkmed',
});

describe('the cohort form', () => {
  it('creates a cohort with its class times and teachers', async () => {
    const { status, body } = await sendJson<Record<string, unknown>>(t, admin, 'POST', '/api/v1/manage/cohorts', validCohort());
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: 'Kevadgrupp',
      course_id: courseId,
      online_class_times: [{ day: 2, hour: 18, minute: 30 }],
      teacher_ids: [teacherId],
      start_date: '2030-02-01T22:00:00.000Z', // Tallinn midnight (UTC+2 in winter)
      seats_taken: 0,
    });
    const teachers = await rowsWhere(t.deps.db, cohortTeachers, { cohortId: body.id as number });
    expect(teachers.map((r) => r.teacherUserId)).toEqual([teacherId]);
  });

  it.each([
    ['status', { status: undefined }, 'Vali staatus'],
    ['course_id', { course_id: undefined }, 'Vali kursus'],
    ['online_class_times', { online_class_times: [] }, 'Lisa vähemalt üks veebitunni aeg'],
    ['online_class_times.0.day', { online_class_times: [{ day: 8, hour: 10, minute: 0 }] }, 'Vigane tunniaeg'],
    ['online_class_times.0.hour', { online_class_times: [{ day: 1, hour: 24, minute: 0 }] }, 'Vigane tunniaeg'],
    ['online_class_times.0.minute', { online_class_times: [{ day: 1, hour: 10, minute: 60 }] }, 'Vigane tunniaeg'],
    ['name', { name: '  ' }, 'Sisesta nimi'],
    ['start_date', { start_date: '' }, 'Sisesta alguskuupäev'],
    ['end_date', { end_date: undefined }, 'Sisesta lõppkuupäev'],
    ['end_date', { end_date: '2030-02-31' }, 'Vigane kuupäev'],
    ['end_date', { start_date: '2030-03-01', end_date: '2030-03-01' }, 'Alguskuupäev peab olema enne lõppkuupäeva'],
    ['end_date', { start_date: '2030-03-02', end_date: '2030-03-01' }, 'Alguskuupäev peab olema enne lõppkuupäeva'],
    ['online_lesson_length', { online_lesson_length: null }, 'Sisesta veebitunni pikkus'],
    ['min_size', { min_size: null }, 'Sisesta grupi minimaalne suurus'],
    ['size', { size: undefined }, 'Sisesta grupi maksimaalne suurus'],
    ['min_size', { min_size: 20, size: 10 }, 'Minimaalne suurus ei saa olla suurem kui maksimaalne suurus'],
    ['teacher_ids', { teacher_ids: [] }, 'Lisa vähemalt üks õpetaja'],
    ['external_lms_link', { external_lms_link: '' }, 'Sisesta Classroomi link'],
    ['external_lms_link', { external_lms_link: 'classroom' }, 'Sisesta täielik link, mis algab https://'],
    ['video_url', { video_url: undefined }, 'Sisesta videokohtumise link'],
    ['user_creator_id', { user_creator_id: null }, 'Vali omanik'],
  ])('refuses a cohort without a valid %s in Estonian', async (path, change, message) => {
    const { status, body } = await sendJson<ErrorJson>(t, admin, 'POST', '/api/v1/manage/cohorts', { ...validCohort(), ...change });
    expect(status).toBe(422);
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(issueAt(body, path)).toBe(message);
  });

  it('gives the messages in English when asked', async () => {
    const { body } = await sendJson<ErrorJson>(t, admin, 'POST', '/api/v1/manage/cohorts', { ...validCohort(), teacher_ids: [] }, 'en');
    expect(issueAt(body, 'teacher_ids')).toBe('Add at least one teacher');
  });

  it('refuses a course, teacher or owner that does not exist', async () => {
    const student = await signedIn(t, 'STUDENT');
    const { status, body } = await sendJson<ErrorJson>(t, admin, 'POST', '/api/v1/manage/cohorts', {
      ...validCohort(),
      course_id: 2_000_000_000,
      teacher_ids: [student.userId],
      user_creator_id: 2_000_000_000,
    });
    expect(status).toBe(422);
    expect(issueAt(body, 'course_id')).toBe('Kursust ei leitud');
    expect(issueAt(body, 'teacher_ids')).toBe('Gruppi saavad õpetada ainult õpetajad');
    expect(issueAt(body, 'user_creator_id')).toBe('Kasutajat ei leitud');
  });

  it('updates a cohort and replaces its teachers', async () => {
    const cohort = await makeCohort(t.deps.db, { courseId });
    const other = (await makeTeacher(t.deps.db)).user.id;
    const { status, body } = await sendJson<Record<string, unknown>>(t, admin, 'PUT', `/api/v1/manage/cohorts/${cohort.id}`, {
      ...validCohort(),
      name: 'Uus nimi',
      teacher_ids: [other, teacherId],
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: cohort.id, name: 'Uus nimi' });
    expect((body.teacher_ids as number[]).sort()).toEqual([other, teacherId].sort());
  });

  it('offers the seats a raised size frees to the first in line, by e-mail, never past the size', async () => {
    const cohort = await makeCohort(t.deps.db, { courseId, size: 1, startDate: daysFromNow(30), endDate: daysFromNow(80) });
    const first = await makeStudent(t.deps.db);
    expect((await enrolStudent(t.deps, { userId: first.user.id, cohortId: cohort.id, payer: 'STUDENT' })).kind).toBe('REGISTERED');
    const waiting = [];
    for (let i = 0; i < 4; i++) {
      const w = await makeStudent(t.deps.db);
      expect((await enrolStudent(t.deps, { userId: w.user.id, cohortId: cohort.id, payer: 'STUDENT' })).kind).toBe('WAITLISTED');
      waiting.push(w.user);
    }
    const form = { ...validCohort(), min_size: 1, start_date: daysFromNow(30).toISOString().slice(0, 10), end_date: daysFromNow(80).toISOString().slice(0, 10) };
    // the same size frees nothing
    expect((await sendJson(t, admin, 'PUT', `/api/v1/manage/cohorts/${cohort.id}`, { ...form, size: 1 })).status).toBe(200);
    const offered = async () =>
      (await rowsWhere(t.deps.db, waitlistEntries, { cohortId: cohort.id, status: 'OFFERED' })).map((e) => e.userId);
    expect(await offered()).toEqual([]);
    // 1 → 3: two seats, to the first two in line
    expect((await sendJson(t, admin, 'PUT', `/api/v1/manage/cohorts/${cohort.id}`, { ...form, size: 3 })).status).toBe(200);
    expect((await offered()).sort()).toEqual([waiting[0]?.id, waiting[1]?.id].sort());
    // saving again offers no third seat while the two offers hold theirs
    expect((await sendJson(t, admin, 'PUT', `/api/v1/manage/cohorts/${cohort.id}`, { ...form, size: 3 })).status).toBe(200);
    expect(await offered()).toHaveLength(2);
    await t.deps.tasks.idle();
    const offerMails = await rowsWhere(t.deps.db, emails, { template: 'waitlistOffer' });
    expect(offerMails.map((m) => m.userId).sort()).toEqual([waiting[0]?.id, waiting[1]?.id].sort());
  });

  it('answers 404 "Gruppi ei leitud" for an unknown or non-numeric id', async () => {
    for (const id of ['2000000000', 'abc', 'new']) {
      const { status, body } = await getJson<ErrorJson>(t, admin, `/api/v1/manage/cohorts/${id}`);
      expect(status).toBe(404);
      expect(body.error.message).toBe('Gruppi ei leitud');
    }
  });
});

describe('deleting a cohort', () => {
  it('is refused with "Currently, it is not possible to delete a cohort" and nothing is deleted', async () => {
    const cohort = await makeCohort(t.deps.db, { courseId });
    const { status, body } = await sendJson<ErrorJson>(t, admin, 'DELETE', `/api/v1/manage/cohorts/${cohort.id}`);
    expect(status).toBe(409);
    expect(body.error.message).toBe('Gruppi ei ole praegu võimalik kustutada');
    const en = await sendJson<ErrorJson>(t, admin, 'DELETE', `/api/v1/manage/cohorts/${cohort.id}`, undefined, 'en');
    expect(en.body.error.message).toBe('Currently, it is not possible to delete a cohort');
    expect(await rowsWhere(t.deps.db, cohorts, { id: cohort.id })).toHaveLength(1);
  });
});

describe('the cohort list', () => {
  it('is sorted by next start time: running and upcoming first, ended last; with teachers, seats and badge', async () => {
    const course = await makeCourse(t.deps.db, { name: 'Järjestuse kursus' });
    const ended = await makeCohort(t.deps.db, { courseId: course.id, name: 'J ended', startDate: daysFromNow(-60), endDate: daysFromNow(-10) });
    const later = await makeCohort(t.deps.db, { courseId: course.id, name: 'J later', startDate: daysFromNow(30), endDate: daysFromNow(60) });
    // running, with a class every day: its next class is within a day, before "soon"'s start in 3 days
    const running = await makeCohort(t.deps.db, {
      courseId: course.id,
      name: 'J running',
      startDate: daysFromNow(-5),
      endDate: daysFromNow(30),
      onlineClassTimes: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, hour: 12, minute: 0 })),
    });
    // a teacher with a photo: the list shows it beside the name (issue 30)
    const photographed = await makeTeacher(t.deps.db, { firstName: 'Kadri', lastName: 'Tamm', avatar: '/uploads/avatars/kadri-tamm.svg' });
    const soon = await makeCohort(t.deps.db, { courseId: course.id, name: 'J soon', startDate: daysFromNow(3), endDate: daysFromNow(40), size: 2, teacherUserIds: [photographed.user.id] });
    await makeParticipant(t.deps.db, { cohortId: soon.id });
    const { body, res } = await getJson<Array<Record<string, unknown>>>(t, admin, listUrl('cohorts', { filter: { course_id: course.id }, sort: ['next_start', 'ASC'] }));
    expect(res.headers.get('content-range')).toBe('cohorts 0-3/4');
    expect(body.map((c) => c.id)).toEqual([running.id, soon.id, later.id, ended.id]);
    const soonRow = body[1] as Record<string, unknown>;
    expect(soonRow).toMatchObject({ seats_taken: 1, size: 2, badge: 'LAST_SPOTS', course_name: 'Järjestuse kursus' });
    expect(soonRow.teacher_names).toEqual(['Kadri Tamm']);
    expect(soonRow.teachers).toEqual([{ id: photographed.user.id, name: 'Kadri Tamm', avatar: '/uploads/avatars/kadri-tamm.svg' }]);
    const running0 = body[0] as Record<string, unknown>;
    expect(new Date(running0.next_start as string).getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600 * 1000);
  });

  it('filters by status and searches by cohort or course name', async () => {
    const course = await makeCourse(t.deps.db, { name: 'Otsitav Õunakursus' });
    const draft = await makeCohort(t.deps.db, { courseId: course.id, status: 'DRAFT', name: 'Mustand' });
    await makeCohort(t.deps.db, { courseId: course.id, status: 'REGISTRATION_OPEN' });
    const byStatus = await getJson<Array<{ id: number }>>(t, admin, listUrl('cohorts', { filter: { course_id: course.id, status: ['DRAFT'] } }));
    expect(byStatus.body.map((c) => c.id)).toEqual([draft.id]);
    const byCourse = await getJson<unknown[]>(t, admin, listUrl('cohorts', { filter: { q: 'õunakursus' } }));
    expect(byCourse.body).toHaveLength(2);
  });
});
