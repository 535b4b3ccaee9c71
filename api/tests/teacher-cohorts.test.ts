// Teachers: scoping of every teacher endpoint, the editable fields of my cohort, the roster, results with
// diplomas exactly once, AWAITING_RESULT after the end, progress entry and the CSV export.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, cohorts, diplomas } from '@valik/db/schema';
import { daysFromNow, makeCohort, makeParticipant, makeStudent, makeTeacher, rowsWhere, rowWhere } from '@valik/db/testing';
import { api, createTestApp, jsonPost, makeAccount, signIn, type TestApp } from './helpers.ts';

let t: TestApp;
let cookies: { teacher: string; other: string; student: string; admin: string };
let teacherId: number;

beforeAll(async () => {
  t = await createTestApp();
  const teacher = await makeAccount(t, 'TEACHER');
  const other = await makeAccount(t, 'TEACHER');
  const student = await makeAccount(t, 'STUDENT');
  const admin = await makeAccount(t, 'ADMIN');
  teacherId = teacher.id;
  cookies = {
    teacher: await signIn(t, teacher.email),
    other: await signIn(t, other.email),
    student: await signIn(t, student.email),
    admin: await signIn(t, admin.email),
  };
});
afterAll(() => t.close());

const get = (url: string, cookie: string) => t.app.request(url, { headers: { cookie, 'accept-language': 'en' } });
const send = (method: string, url: string, body: unknown, cookie: string) =>
  t.app.request(url, { ...jsonPost(body, { cookie, 'accept-language': 'en' }), method });

async function endedCohort(daysAgo = 2) {
  return makeCohort(t.deps.db, { teacherUserIds: [teacherId], startDate: daysFromNow(-40), endDate: daysFromNow(-daysAgo), status: 'COMPLETED' });
}

describe('scoping', () => {
  it('refuses another teacher and students on every cohort endpoint, and lets the admin in', async () => {
    const cohort = await endedCohort();
    const p = await makeParticipant(t.deps.db, { cohortId: cohort.id });
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/v1/teacher/cohorts/${cohort.id}`],
      ['PATCH', `/api/v1/teacher/cohorts/${cohort.id}`, { notes: 'x' }],
      ['GET', `/api/v1/cohorts/${cohort.id}/students`],
      ['GET', `/api/v1/cohorts/${cohort.id}/students/export`],
      ['PUT', `/api/v1/cohorts/${cohort.id}/students/results`, { participant_ids: [p.id], status: 'FAILED' }],
      ['PUT', `/api/v1/cohorts/${cohort.id}/students/${p.id}/progress`, { progress_percent: 10 }],
    ];
    for (const who of ['other', 'student'] as const) {
      for (const [method, url, body] of calls) {
        const res = method === 'GET' ? await get(url, cookies[who]) : await send(method, url, body, cookies[who]);
        expect(`${who} ${method} ${url} ${res.status}`).toBe(`${who} ${method} ${url} 403`);
      }
    }
    // a cohort that does not exist is not found (issue 30), for a teacher as for the admin; a student is refused first
    for (const url of ['/api/v1/teacher/cohorts/999999', '/api/v1/cohorts/999999/students']) {
      for (const who of ['other', 'admin'] as const) {
        const res = await get(url, cookies[who]);
        expect(`${who} ${url} ${res.status}`).toBe(`${who} ${url} 404`);
        expect(((await res.json()) as { error: { message: string } }).error.message).toBe('The cohort could not be found');
      }
      expect((await get(url, cookies.student)).status).toBe(403);
    }
    for (const url of ['/api/v1/teacher/dashboard', '/api/v1/teacher/cohorts', '/api/v1/teacher/calendar.ics']) {
      expect((await get(url, cookies.student)).status).toBe(403);
    }
    expect((await get(`/api/v1/cohorts/${cohort.id}/students`, cookies.admin)).status).toBe(200);
    expect((await get(`/api/v1/cohorts/${cohort.id}/students`, cookies.teacher)).status).toBe(200);
    // nothing was changed by the refused calls
    const row = await rowWhere(t.deps.db, cohorts, { id: cohort.id });
    expect(row?.notes).toBeNull();
  });

  it('answers 404 for a non-numeric or unknown cohort id', async () => {
    expect((await get('/api/v1/cohorts/new/students', cookies.teacher)).status).toBe(404);
    expect((await get('/api/v1/teacher/cohorts/abc', cookies.teacher)).status).toBe(404);
    expect((await get('/api/v1/cohorts/99999999/students', cookies.admin)).status).toBe(404);
  });

  it('lists only my cohorts', async () => {
    const mine = await endedCohort();
    const theirs = await makeCohort(t.deps.db);
    const body = await (await api(t, { cookie: cookies.teacher }).teacher.cohorts.$get()).json();
    const ids = body.data.map((c) => c.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(body.data.find((c) => c.id === mine.id)?.phase).toBe('ENDED');
  });

  it('names my cohort’s teachers with their photos (issue 30)', async () => {
    const colleague = await makeTeacher(t.deps.db, { firstName: 'Õie', lastName: 'Lepik', avatar: '/uploads/avatars/oie-lepik.svg' });
    const cohort = await makeCohort(t.deps.db, { teacherUserIds: [teacherId, colleague.user.id] });
    const res = await get(`/api/v1/teacher/cohorts/${cohort.id}`, cookies.teacher);
    const body = (await res.json()) as { data: { teachers: { id: number; name: string; avatar: string | null }[] } };
    expect(body.data.teachers).toContainEqual({ id: colleague.user.id, name: 'Õie Lepik', avatar: '/uploads/avatars/oie-lepik.svg' });
    expect(body.data.teachers.find((teacher) => teacher.id === teacherId)).toMatchObject({ avatar: null });
  });
});

describe('editing my cohort', () => {
  it('changes links and notes, refuses other fields, and e-mails the students when class times change', async () => {
    const cohort = await makeCohort(t.deps.db, { teacherUserIds: [teacherId] });
    const { user } = await makeStudent(t.deps.db);
    await makeParticipant(t.deps.db, { cohortId: cohort.id, userId: user.id });
    const url = `/api/v1/teacher/cohorts/${cohort.id}`;
    expect((await send('PATCH', url, { name: 'Renamed' }, cookies.teacher)).status).toBe(422);
    expect((await send('PATCH', url, { video_url: 'javascript:alert(1)' }, cookies.teacher)).status).toBe(422);
    // (the refused bodies above are not what the typed client lets one write; these are)
    const patch = (json: Parameters<ReturnType<typeof api>['teacher']['cohorts'][':id{[0-9]+}']['$patch']>[0]['json']) =>
      api(t, { cookie: cookies.teacher }).teacher.cohorts[':id{[0-9]+}'].$patch({ param: { id: String(cohort.id) }, json });
    const res = await patch({ video_url: 'https://meet.example.test/new', notes: 'Bring a laptop', discord_invite_url: '' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data).toMatchObject({ video_url: 'https://meet.example.test/new', notes: 'Bring a laptop', discord_invite_url: null, class_times_notice_sent: false });

    const moved = await patch({ online_class_times: [{ day: 2, hour: 18, minute: 30 }] });
    expect((await moved.json()).data.class_times_notice_sent).toBe(true);
    await t.deps.tasks.idle();
    const sent = await rowsWhere(t.deps.db, activityLog, { userId: user.id, type: 'EMAIL_SENT' });
    expect(sent.map((s) => (s.metadata as { template: string }).template)).toContain('classTimesChanged');
  });
});

describe('roster and results', () => {
  it('shows progress, attendance of held classes (not join clicks), payer and status', async () => {
    const cohort = await endedCohort();
    const p = await makeParticipant(t.deps.db, { cohortId: cohort.id, defaultPayer: 'SCHOOL', status: 'IN_PROGRESS' });
    // clicks alone are not attendance (issue 29): only sessions marked present count
    await t.deps.db.insert(activityLog).values([{ type: 'VIDEO_CALL_JOINED', userId: p.userId, cohortId: cohort.id }]);
    const sessions = (await (await get(`/api/v1/cohorts/${cohort.id}/sessions`, cookies.teacher)).json()) as { data: { sessions: { id: number; state: string }[] } };
    const held = sessions.data.sessions.filter((s) => s.state === 'HELD');
    expect(held.length).toBeGreaterThan(5);
    for (const session of held.slice(0, 2)) {
      expect((await send('PUT', `/api/v1/cohorts/${cohort.id}/sessions/${session.id}/attendance`, { marks: [{ participant_id: p.id, present: true }] }, cookies.teacher)).status).toBe(200);
    }
    expect((await send('PUT', `/api/v1/cohorts/${cohort.id}/students/${p.id}/progress`, { progress_percent: 101 }, cookies.teacher)).status).toBe(422);
    expect((await send('PUT', `/api/v1/cohorts/${cohort.id}/students/${p.id}/progress`, { progress_percent: 64 }, cookies.teacher)).status).toBe(200);
    const body = await (await api(t, { cookie: cookies.teacher }).cohorts[':id{[0-9]+}'].students.$get({ param: { id: String(cohort.id) } })).json();
    expect(body.data.cohort.has_ended).toBe(true);
    expect(body.data.students).toEqual([
      expect.objectContaining({ participant_id: p.id, classes_attended: 2, classes_held: held.length, progress_percent: 64, default_payer: 'SCHOOL', status: 'IN_PROGRESS', has_diploma: false }),
    ]);
    const csv = await (await get(`/api/v1/cohorts/${cohort.id}/students/export`, cookies.teacher)).text();
    expect(csv.split('\r\n')[0]).toBe('participant_id,first_name,last_name,email,school_name,status,default_payer,invoice_number,invoice_status,registered_at,progress_percent,classes_attended,classes_held,needs_attention');
    expect(csv).toContain(`,64,2,${held.length},false`);
  });

  it('sets COMPLETED in bulk, issues one diploma per student however often it is set, and logs the change with the actor', async () => {
    const cohort = await endedCohort();
    const a = await makeParticipant(t.deps.db, { cohortId: cohort.id, status: 'IN_PROGRESS' });
    const b = await makeParticipant(t.deps.db, { cohortId: cohort.id, status: 'IN_PROGRESS' });
    const url = `/api/v1/cohorts/${cohort.id}/students/results`;
    const results = api(t, { cookie: cookies.teacher }).cohorts[':id{[0-9]+}'].students.results;
    const first = await results.$put({ param: { id: String(cohort.id) }, json: { participant_ids: [a.id, b.id], status: 'COMPLETED' } });
    expect(first.status).toBe(200);
    expect((await first.json()).data.map((d) => d.diploma_issued)).toEqual([true, true]);
    const again = await results.$put({ param: { id: String(cohort.id) }, json: { participant_ids: [a.id], status: 'COMPLETED' } });
    expect((await again.json()).data).toEqual([expect.objectContaining({ diploma_issued: false, changed: false })]);
    // FAILED and back to COMPLETED keeps the one diploma
    await send('PUT', url, { participant_ids: [a.id], status: 'FAILED' }, cookies.teacher);
    await send('PUT', url, { participant_ids: [a.id], status: 'COMPLETED' }, cookies.teacher);
    const rows = await rowsWhere(t.deps.db, diplomas, { participantId: a.id });
    expect(rows).toHaveLength(1);
    const log = await rowsWhere(t.deps.db, activityLog, { cohortId: cohort.id, type: 'COHORT_PARTICIPANT_STATUS_CHANGE' });
    expect(log).toHaveLength(4);
    expect(log.every((l) => l.actorUserId === teacherId)).toBe(true);
    await t.deps.tasks.idle();
    const mails = await rowsWhere(t.deps.db, activityLog, { userId: b.userId, type: 'EMAIL_SENT' });
    // the new diploma's e-mail tells the result, with the download link (one e-mail, not two)
    expect(mails.map((m) => (m.metadata as { template: string }).template)).toEqual(['diplomaIssued']);
  });

  it('refuses a student of another cohort and a cancelled registration, and changes nothing', async () => {
    const cohort = await endedCohort();
    const mine = await makeParticipant(t.deps.db, { cohortId: cohort.id });
    const elsewhere = await makeParticipant(t.deps.db);
    const canceled = await makeParticipant(t.deps.db, { cohortId: cohort.id, status: 'CANCELED' });
    const url = `/api/v1/cohorts/${cohort.id}/students/results`;
    expect((await send('PUT', url, { participant_ids: [mine.id, elsewhere.id], status: 'COMPLETED' }, cookies.teacher)).status).toBe(404);
    expect((await send('PUT', url, { participant_ids: [mine.id, canceled.id], status: 'COMPLETED' }, cookies.teacher)).status).toBe(409);
    expect(await rowsWhere(t.deps.db, diplomas, { participantId: mine.id })).toHaveLength(0);
  });

  it('sets AWAITING_RESULT only once the course has ended', async () => {
    const running = await makeCohort(t.deps.db, { teacherUserIds: [teacherId], startDate: daysFromNow(-5), endDate: daysFromNow(5) });
    const p = await makeParticipant(t.deps.db, { cohortId: running.id, status: 'IN_PROGRESS' });
    const early = await send('PUT', `/api/v1/cohorts/${running.id}/students/results`, { participant_ids: [p.id], status: 'AWAITING_RESULT' }, cookies.teacher);
    expect(early.status).toBe(409);
    const ended = await endedCohort();
    const q = await makeParticipant(t.deps.db, { cohortId: ended.id, status: 'IN_PROGRESS' });
    const late = await send('PUT', `/api/v1/cohorts/${ended.id}/students/results`, { participant_ids: [q.id], status: 'AWAITING_RESULT' }, cookies.teacher);
    expect(late.status).toBe(200);
  });
});

describe('teaching calendar', () => {
  it('is an ICS file of my classes', async () => {
    await makeCohort(t.deps.db, { teacherUserIds: [teacherId], name: 'Kalendrigrupp' });
    const res = await get('/api/v1/teacher/calendar.ics', cookies.teacher);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    const text = await res.text();
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('Kalendrigrupp');
  });

  it('is also behind a secret link a calendar app can subscribe to without signing in, until it is reset', async () => {
    await makeCohort(t.deps.db, { teacherUserIds: [teacherId], name: 'Tellitud grupp' });
    const link = async () => (await (await api(t, { cookie: cookies.teacher }).teacher['calendar-feed'].$get()).json()).data.url;
    const url = await link();
    expect(url).toMatch(/^https?:\/\/[^/]+\/api\/v1\/teacher\/calendar\/[A-Za-z0-9_-]{40,}\.ics$/);
    expect(await link()).toBe(url); // stable until reset
    const path = new URL(url).pathname;
    const feed = await t.app.request(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    expect(await feed.text()).toContain('Tellitud grupp');
    // another teacher's own link shows only their classes
    const otherUrl = (await (await api(t, { cookie: cookies.other }).teacher['calendar-feed'].$get()).json()).data.url;
    expect(await (await t.app.request(new URL(otherUrl).pathname)).text()).not.toContain('Tellitud grupp');
    // reset: a new link, and the old one stops working
    const reset = await send('POST', '/api/v1/teacher/calendar-feed/reset', {}, cookies.teacher);
    const newUrl = ((await reset.json()) as { data: { url: string } }).data.url;
    expect(newUrl).not.toBe(url);
    expect((await t.app.request(path)).status).toBe(404);
    expect((await t.app.request(new URL(newUrl).pathname)).status).toBe(200);
    expect((await t.app.request('/api/v1/teacher/calendar/not-a-real-secret-at-all-x.ics')).status).toBe(404);
    // a student's personal calendar secret does not open a teaching feed
    expect((await get('/api/v1/teacher/calendar-feed', cookies.student)).status).toBe(403);
    const studentUrl = (await (await api(t, { cookie: cookies.student }).me.calendar.$get()).json()).data.url;
    const studentToken = /\/([A-Za-z0-9_-]+)\.ics$/.exec(studentUrl)?.[1] ?? '';
    expect((await t.app.request(`/api/v1/teacher/calendar/${studentToken}.ics`)).status).toBe(404);
  });
});
