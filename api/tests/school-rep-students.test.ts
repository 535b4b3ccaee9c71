// School representatives: my school's students only (with registrations, payer, invoice, progress,
// results, attention flags), school-year filter boundaries at 1 August, CSV export, registering a
// student of my school on the school's account; and the feedback dashboard's scoping for every role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, cohortParticipants, feedbackSubmissions } from '@valik/db/schema';
import type { FeedbackAnswers } from '@valik/db/schema';
import { daysFromNow, makeCohort, makeCourse, makeParticipant, makeSchool, makeStudent, rowsWhere, rowWhere } from '@valik/db/testing';
import { getSchoolYear } from '@valik/domain';
import { startCheckout } from '../src/payments/start-checkout.ts';
import { createTestApp, jsonPost, makeAccount, signIn, type TestApp } from './helpers.ts';

let t: TestApp;
let schoolA: number;
let schoolB: number;
const cookies: Record<'rep' | 'otherRep' | 'student' | 'teacher' | 'admin', string> = { rep: '', otherRep: '', student: '', teacher: '', admin: '' };
let teacherId: number;
let repId: number;

beforeAll(async () => {
  t = await createTestApp();
  schoolA = (await makeSchool(t.deps.db, { prepaidStudentSeats: 5, defaultPayer: 'SCHOOL' })).id;
  schoolB = (await makeSchool(t.deps.db)).id;
  const rep = await makeAccount(t, 'SCHOOL_REP', { schoolId: schoolA });
  const otherRep = await makeAccount(t, 'SCHOOL_REP', { schoolId: schoolB });
  const student = await makeAccount(t, 'STUDENT', { schoolId: schoolA });
  const teacher = await makeAccount(t, 'TEACHER');
  const admin = await makeAccount(t, 'ADMIN');
  teacherId = teacher.id;
  repId = rep.id;
  cookies.rep = await signIn(t, rep.email);
  cookies.otherRep = await signIn(t, otherRep.email);
  cookies.student = await signIn(t, student.email);
  cookies.teacher = await signIn(t, teacher.email);
  cookies.admin = await signIn(t, admin.email);
});
afterAll(() => t.close());

const get = (url: string, cookie: string) => t.app.request(url, { headers: { cookie, 'accept-language': 'en' } });

interface StudentsBody {
  data: { students: { user_id: number; needs_attention: boolean; registrations: { participant_id: number; status: string; default_payer: string; progress_percent: number | null }[] }[] };
}
const studentsOf = async (query: string, cookie = cookies.rep) => ((await (await get(`/api/v1/school/students${query}`, cookie)).json()) as StudentsBody).data.students;

describe('my students', () => {
  it("lists every student of my school, never another school's, and refuses others", async () => {
    const { user: mine } = await makeStudent(t.deps.db, { schoolId: schoolA });
    const { user: idle } = await makeStudent(t.deps.db, { schoolId: schoolA });
    const { user: theirs } = await makeStudent(t.deps.db, { schoolId: schoolB });
    const p = await makeParticipant(t.deps.db, { userId: mine.id, defaultPayer: 'SCHOOL' });
    await makeParticipant(t.deps.db, { userId: theirs.id });
    const list = await studentsOf('');
    const ids = list.map((s) => s.user_id);
    expect(ids).toEqual(expect.arrayContaining([mine.id, idle.id]));
    expect(ids).not.toContain(theirs.id);
    expect(list.find((s) => s.user_id === mine.id)?.registrations).toEqual([expect.objectContaining({ participant_id: p.id, default_payer: 'SCHOOL', status: 'REGISTERED' })]);

    expect((await get(`/api/v1/school/students?school_id=${schoolB}`, cookies.rep)).status).toBe(403);
    for (const who of ['student', 'teacher'] as const) {
      expect((await get('/api/v1/school/students', cookies[who])).status).toBe(403);
      expect((await get('/api/v1/school/students/export', cookies[who])).status).toBe(403);
    }
    expect((await get('/api/v1/school/students', cookies.admin)).status).toBe(400);
    const asAdmin = ((await (await get(`/api/v1/school/students?school_id=${schoolB}`, cookies.admin)).json()) as StudentsBody).data.students;
    expect(asAdmin.map((s) => s.user_id)).toContain(theirs.id);
  });

  it('filters by school year with the boundary at 1 August 00:00 Tallinn, and by course and status', async () => {
    const start = getSchoolYear(new Date()).start;
    const course = await makeCourse(t.deps.db);
    const current = await makeCohort(t.deps.db, { courseId: course.id, startDate: start, endDate: new Date(start.getTime() + 86_400_000) });
    const previous = await makeCohort(t.deps.db, { startDate: new Date(start.getTime() - 60_000), endDate: new Date(start.getTime() + 86_400_000) });
    const { user } = await makeStudent(t.deps.db, { schoolId: schoolA });
    const inCurrent = await makeParticipant(t.deps.db, { userId: user.id, cohortId: current.id, status: 'COMPLETED' });
    const inPrevious = await makeParticipant(t.deps.db, { userId: user.id, cohortId: previous.id, status: 'IN_PROGRESS' });
    const regs = async (q: string) => (await studentsOf(q)).find((s) => s.user_id === user.id)?.registrations.map((r) => r.participant_id) ?? [];
    expect(await regs('?school_year=CURRENT')).toEqual([inCurrent.id]);
    expect(await regs('?school_year=LAST_PREVIOUS')).toEqual([inPrevious.id]);
    expect(await regs('?school_year=ALL_PREVIOUS')).toEqual([inPrevious.id]);
    expect(await regs('?school_year=NEXT')).toEqual([]);
    expect((await regs('?school_year=ALL')).sort()).toEqual([inCurrent.id, inPrevious.id].sort());
    expect(await regs(`?course_id=${course.id}`)).toEqual([inCurrent.id]);
    expect(await regs('?status=IN_PROGRESS')).toEqual([inPrevious.id]);
    // the previous year's course ended long ago without a result: flagged
    expect((await studentsOf('')).find((s) => s.user_id === user.id)?.needs_attention).toBe(true);
    expect((await get('/api/v1/school/students?school_year=SOMETIME', cookies.rep)).status).toBe(400);
  });

  it('shows a student the rep put on a full group\'s waitlist, with the place in line, under the default filter (issue 30)', async () => {
    const cohort = await makeCohort(t.deps.db, { size: 1, startDate: daysFromNow(10), endDate: daysFromNow(40) });
    await makeParticipant(t.deps.db, { cohortId: cohort.id });
    const { user } = await makeStudent(t.deps.db, { schoolId: schoolA });
    const res = await t.app.request('/api/v1/school/registrations', jsonPost({ user_id: user.id, cohort_id: cohort.id }, { cookie: cookies.rep }));
    expect(res.status).toBe(202);
    type Waiting = { user_id: number; registrations: unknown[]; waitlist: { cohort_id: number; status: string; position: number | null }[] };
    const find = async (q: string) => ((await studentsOf(q)) as unknown as Waiting[]).find((s) => s.user_id === user.id);
    const shown = await find('?school_year=CURRENT');
    expect(shown?.registrations).toEqual([]);
    expect(shown?.waitlist).toEqual([expect.objectContaining({ cohort_id: cohort.id, status: 'WAITING', position: 1 })]);
    expect((await find('?status=WAITLISTED'))?.waitlist).toHaveLength(1);
    expect(await find('?status=REGISTERED')).toBeUndefined();
    expect((await find(`?course_id=${cohort.courseId}`))?.waitlist).toHaveLength(1);
  });

  it('exports the list as CSV', async () => {
    const { user } = await makeStudent(t.deps.db, { schoolId: schoolA, firstName: 'Eksport' });
    await makeParticipant(t.deps.db, { userId: user.id });
    const csv = await (await get('/api/v1/school/students/export', cookies.rep)).text();
    expect(csv.split('\r\n')[0]).toBe('first_name,last_name,email,course_name,cohort_name,start_date,status,default_payer,invoice_number,invoice_status,progress_percent,needs_attention');
    expect(csv).toContain(`Eksport,${user.lastName},${user.email}`);
  });
});

describe('registering a student of my school', () => {
  it("puts my school's student on the school's account and refuses another school's student", async () => {
    const cohort = await makeCohort(t.deps.db);
    const { user: mine } = await makeStudent(t.deps.db, { schoolId: schoolA });
    const { user: theirs } = await makeStudent(t.deps.db, { schoolId: schoolB });
    const refused = await t.app.request('/api/v1/school/registrations', jsonPost({ user_id: theirs.id, cohort_id: cohort.id }, { cookie: cookies.rep }));
    expect(refused.status).toBe(403);
    const res = await t.app.request('/api/v1/school/registrations', jsonPost({ user_id: mine.id, cohort_id: cohort.id }, { cookie: cookies.rep }));
    expect(res.status).toBe(201);
    const rows = await rowsWhere(t.deps.db, cohortParticipants, { userId: mine.id });
    expect(rows).toEqual([expect.objectContaining({ cohortId: cohort.id, defaultPayer: 'SCHOOL' })]);
    const byStudent = await t.app.request('/api/v1/school/registrations', jsonPost({ user_id: mine.id, cohort_id: cohort.id }, { cookie: cookies.student }));
    expect(byStudent.status).toBe(403);
  });

  it('offers the cohorts that take registrations (open, running or full), never drafts, cancelled or ended ones', async () => {
    const open = await makeCohort(t.deps.db, { status: 'REGISTRATION_OPEN', startDate: daysFromNow(10), endDate: daysFromNow(40) });
    const full = await makeCohort(t.deps.db, { status: 'GROUP_FULL', startDate: daysFromNow(10), endDate: daysFromNow(40) });
    const draft = await makeCohort(t.deps.db, { status: 'DRAFT', startDate: daysFromNow(10), endDate: daysFromNow(40) });
    const canceled = await makeCohort(t.deps.db, { status: 'CANCELED', startDate: daysFromNow(10), endDate: daysFromNow(40) });
    const ended = await makeCohort(t.deps.db, { status: 'IN_PROGRESS', startDate: daysFromNow(-40), endDate: daysFromNow(-1) });
    const res = await get('/api/v1/school/cohorts', cookies.rep);
    expect(res.status).toBe(200);
    const list = ((await res.json()) as { data: { id: number; is_full: boolean }[] }).data;
    const ids = list.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([open.id, full.id]));
    for (const hidden of [draft.id, canceled.id, ended.id]) expect(ids).not.toContain(hidden);
    expect(list.find((c) => c.id === full.id)?.is_full).toBe(true);
    expect(list.find((c) => c.id === open.id)?.is_full).toBe(false);
  });

  it("offers only the cohorts the school's conditions cover, the ones the registration would not refuse (issue 30)", async () => {
    const school = await makeSchool(t.deps.db, { prepaidStudentSeats: 5, defaultPayer: 'SCHOOL', paymentLimitations: { inLanguage: ['et'] } });
    const rep = await makeAccount(t, 'SCHOOL_REP', { schoolId: school.id });
    const cookie = await signIn(t, rep.email);
    const estonian = await makeCohort(t.deps.db, { courseId: (await makeCourse(t.deps.db, { language: 'et' })).id, startDate: daysFromNow(10), endDate: daysFromNow(40) });
    const russian = await makeCohort(t.deps.db, { courseId: (await makeCourse(t.deps.db, { language: 'ru' })).id, startDate: daysFromNow(10), endDate: daysFromNow(40) });
    const offered = (((await (await get('/api/v1/school/cohorts', cookie)).json()) as { data: { id: number }[] }).data).map((c) => c.id);
    expect(offered).toContain(estonian.id);
    expect(offered).not.toContain(russian.id);
    // what is left out is what the registration refuses
    const { user } = await makeStudent(t.deps.db, { schoolId: school.id });
    const refused = await t.app.request('/api/v1/school/registrations', jsonPost({ user_id: user.id, cohort_id: russian.id }, { cookie }));
    expect(refused.status).toBe(422);
    // a running group whose late joining is over is closed: not offered, as the registration refuses it
    const lateJoinOver = await makeCohort(t.deps.db, { status: 'IN_PROGRESS', courseId: estonian.courseId, startDate: daysFromNow(-20), endDate: daysFromNow(40) });
    const again = (((await (await get('/api/v1/school/cohorts', cookie)).json()) as { data: { id: number }[] }).data).map((c) => c.id);
    expect(again).not.toContain(lateJoinOver.id);
    expect((await t.app.request('/api/v1/school/registrations', jsonPost({ user_id: user.id, cohort_id: lateJoinOver.id }, { cookie }))).status).toBe(409);
    // a school without limitations (A) is offered both
    const all = (((await (await get('/api/v1/school/cohorts', cookies.rep)).json()) as { data: { id: number }[] }).data).map((c) => c.id);
    expect(all).toEqual(expect.arrayContaining([estonian.id, russian.id]));
  });

  it('counts a seat a student is paying for as taken', async () => {
    const cohort = await makeCohort(t.deps.db, { size: 1, startDate: daysFromNow(10), endDate: daysFromNow(40) });
    const isFull = async () => (((await (await get('/api/v1/school/cohorts', cookies.rep)).json()) as { data: { id: number; is_full: boolean }[] }).data.find((c) => c.id === cohort.id)?.is_full);
    expect(await isFull()).toBe(false);
    const { user: payer } = await makeStudent(t.deps.db);
    await startCheckout(t.deps, { userId: payer.id, cohortId: cohort.id, method: 'card', lang: 'et' });
    expect(await isFull()).toBe(true);
    expect((await get('/api/v1/school/cohorts', cookies.student)).status).toBe(403);
    expect((await get('/api/v1/school/cohorts', cookies.teacher)).status).toBe(403);
  });

  it("registers with the rep as the actor, and refuses a student of no school", async () => {
    const cohort = await makeCohort(t.deps.db);
    const { user: mine } = await makeStudent(t.deps.db, { schoolId: schoolA });
    const { user: loner } = await makeStudent(t.deps.db, { schoolId: null });
    expect((await t.app.request('/api/v1/school/registrations', jsonPost({ user_id: loner.id, cohort_id: cohort.id }, { cookie: cookies.rep }))).status).toBe(403);
    expect((await t.app.request('/api/v1/school/registrations', jsonPost({ user_id: mine.id, cohort_id: cohort.id }, { cookie: cookies.otherRep }))).status).toBe(403);
    const res = await t.app.request('/api/v1/school/registrations', jsonPost({ user_id: mine.id, cohort_id: cohort.id }, { cookie: cookies.rep }));
    expect(res.status).toBe(201);
    const logged = await rowWhere(t.deps.db, activityLog, { userId: mine.id, type: 'COHORT_REGISTRATION' });
    expect(logged?.actorUserId).toBe(repId);
  });
});

interface FeedbackBody {
  data: { aggregate: { answers: number; participants: number; withheld: boolean; satisfaction: { average: number; positive_share: number } | null; texts: { highlights: string[] } | null } };
}
const feedbackOf = async (query: string, cookie: string) => {
  const res = await get(`/api/v1/feedback-dashboard${query}`, cookie);
  return { status: res.status, body: res.status === 200 ? ((await res.json()) as FeedbackBody).data.aggregate : null };
};

describe('feedback dashboard', () => {
  async function cohortWithAnswers(schoolId: number, satisfaction: number[]) {
    const cohort = await makeCohort(t.deps.db, { teacherUserIds: [teacherId], startDate: daysFromNow(-60), endDate: daysFromNow(-10) });
    for (const value of satisfaction) {
      const { user } = await makeStudent(t.deps.db, { schoolId });
      await makeParticipant(t.deps.db, { userId: user.id, cohortId: cohort.id, status: 'COMPLETED' });
      const answers: FeedbackAnswers = { course_satisfaction: value, course_highlights: `hea ${value}` };
      await t.deps.db.insert(feedbackSubmissions).values({ userId: user.id, cohortId: cohort.id, courseId: cohort.courseId, answers });
    }
    return cohort;
  }

  it('withholds everything but the counts from a rep when fewer than 3 answers exist; the teacher sees them', async () => {
    const small = await cohortWithAnswers(schoolA, [9, 4]);
    const rep = await feedbackOf(`?cohort_id=${small.id}`, cookies.rep);
    expect(rep.body).toMatchObject({ answers: 2, participants: 2, withheld: true, satisfaction: null, texts: null });
    const teacher = await feedbackOf(`?cohort_id=${small.id}`, cookies.teacher);
    expect(teacher.body).toMatchObject({ answers: 2, withheld: false, satisfaction: { average: 6.5, positive_share: 0.5 } });
  });

  it("shows a rep 3 or more answers of their own school's students only", async () => {
    const cohort = await cohortWithAnswers(schoolA, [10, 8, 6]);
    // two answers from another school in the same cohort: never in school A's numbers
    const { user } = await makeStudent(t.deps.db, { schoolId: schoolB });
    await makeParticipant(t.deps.db, { userId: user.id, cohortId: cohort.id, status: 'COMPLETED' });
    await t.deps.db.insert(feedbackSubmissions).values({ userId: user.id, cohortId: cohort.id, courseId: cohort.courseId, answers: { course_satisfaction: 1, course_highlights: 'salajane' } });
    const rep = await feedbackOf(`?cohort_id=${cohort.id}`, cookies.rep);
    expect(rep.body).toMatchObject({ answers: 3, participants: 3, withheld: false, satisfaction: { average: 8, positive_share: 0.6667 } });
    expect(rep.body?.texts?.highlights).not.toContain('salajane');
    const other = await feedbackOf(`?cohort_id=${cohort.id}`, cookies.otherRep);
    expect(other.body).toMatchObject({ answers: 1, withheld: true, texts: null });
    expect((await feedbackOf(`?school_id=${schoolB}`, cookies.rep)).status).toBe(403);
    // admin: everything in the cohort
    expect((await feedbackOf(`?cohort_id=${cohort.id}`, cookies.admin)).body).toMatchObject({ answers: 4, participants: 4 });
  });

  it("keeps a teacher to their own cohorts and a student out", async () => {
    const foreign = await makeCohort(t.deps.db, { startDate: daysFromNow(-60), endDate: daysFromNow(-10) });
    const { user } = await makeStudent(t.deps.db);
    await makeParticipant(t.deps.db, { userId: user.id, cohortId: foreign.id });
    await t.deps.db.insert(feedbackSubmissions).values({ userId: user.id, cohortId: foreign.id, courseId: foreign.courseId, answers: { course_satisfaction: 3 } });
    expect((await feedbackOf(`?cohort_id=${foreign.id}`, cookies.teacher)).body).toMatchObject({ answers: 0, participants: 0 });
    expect((await feedbackOf('', cookies.student)).status).toBe(403);
  });
});
