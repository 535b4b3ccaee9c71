// Attendance per session (issue 29 item 2): a cohort's sessions come from its Tallinn weekly times (across
// the March change), joining through our link marks the class in progress, the teacher sees and corrects
// the register and skips a holiday, and the student, the school representative and the admin see classes
// attended of classes held, apart from progress.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, sentReminders } from '@valik/db/schema';
import { makeCohort, makeParticipant, makeSchool, rowsWhere } from '@valik/db/testing';
import { at } from '@valik/domain/testing';
import { sendReminders } from '../../src/reminders/send-reminders.ts';
import { BASE_URL, createTestApp, makeAccount, signIn, type TestApp } from '../helpers.ts';

let t: TestApp;
let clock = at('2026-03-20 12:00');
const BASE = BASE_URL;
let cohortId: number;
let teacherCookie: string;
let otherTeacherCookie: string;
let adminCookie: string;
let repCookie: string;
let mari: { cookie: string; participantId: number; userId: number };
let jaan: { cookie: string; participantId: number };

interface SessionJson { id: number; starts_at: string; state: string; skipped: boolean; can_mark: boolean }
interface RegisterJson { session: SessionJson; students: { participant_id: number; present: boolean | null; source: string | null }[] }

const request = async <T>(method: string, path: string, cookie: string, body?: unknown) => {
  const res = await t.app.request(path, {
    method,
    headers: { cookie, origin: BASE, 'accept-language': 'en', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (/^[[{]/.test(text) ? JSON.parse(text) : text) as T };
};
const sessions = async () => (await request<{ data: { sessions: SessionJson[] } }>('GET', `/api/v1/cohorts/${cohortId}/sessions`, teacherCookie)).body.data.sessions;
const register = async (sessionId: number) => (await request<{ data: RegisterJson }>('GET', `/api/v1/cohorts/${cohortId}/sessions/${sessionId}`, teacherCookie)).body.data;
const join = (who: { cookie: string; participantId: number }) => request('GET', `/api/v1/me/registrations/${who.participantId}/join/video`, who.cookie);

beforeAll(async () => {
  t = await createTestApp({ services: { clock: () => clock } });
  const teacher = await makeAccount(t, 'TEACHER');
  teacherCookie = await signIn(t, teacher.email);
  otherTeacherCookie = await signIn(t, (await makeAccount(t, 'TEACHER')).email);
  adminCookie = await signIn(t, (await makeAccount(t, 'ADMIN')).email);
  const school = await makeSchool(t.deps.db);
  repCookie = await signIn(t, (await makeAccount(t, 'SCHOOL_REP', { schoolId: school.id })).email);
  // Tuesdays 18:00 Tallinn, 90 minutes, 24 March – 7 April 2026: before and after the clocks move on 29 March
  const cohort = await makeCohort(t.deps.db, {
    teacherUserIds: [teacher.id],
    startDate: at('2026-03-24 18:00'),
    endDate: at('2026-04-07 20:00'),
    onlineClassTimes: [{ day: 2, hour: 18, minute: 0 }],
    onlineLessonLength: 90,
    status: 'IN_PROGRESS',
  });
  cohortId = cohort.id;
  const student = async (schoolId?: number) => {
    const user = await makeAccount(t, 'STUDENT', schoolId ? { schoolId } : {});
    const p = await makeParticipant(t.deps.db, { userId: user.id, cohortId, status: 'IN_PROGRESS' });
    return { cookie: await signIn(t, user.email), participantId: p.id, userId: user.id };
  };
  mari = await student(school.id);
  jaan = await student();
});
afterAll(() => t.close());

describe('sessions', () => {
  it('are one row per weekly class between the start and end days, at 18:00 Tallinn on both sides of the change', async () => {
    const list = await sessions();
    expect(list.map((s) => s.starts_at)).toEqual(['2026-03-24T16:00:00.000Z', '2026-03-31T15:00:00.000Z', '2026-04-07T15:00:00.000Z']);
    expect(list.map((s) => s.state)).toEqual(['UPCOMING', 'UPCOMING', 'UPCOMING']);
    // a second look adds nothing
    expect(await sessions()).toEqual(list);
  });

  it('keep another teacher and the students out', async () => {
    expect((await request('GET', `/api/v1/cohorts/${cohortId}/sessions`, otherTeacherCookie)).status).toBe(403);
    expect((await request('GET', `/api/v1/cohorts/${cohortId}/sessions`, mari.cookie)).status).toBe(403);
    expect((await request('GET', `/api/v1/cohorts/${cohortId}/sessions`, adminCookie)).status).toBe(200);
  });
});

describe('marking attendance', () => {
  it('marks nothing for a join long before the class, but logs the click', async () => {
    clock = at('2026-03-24 12:00');
    expect((await join(mari)).status).toBe(302);
    const [first] = await sessions();
    expect((await register(first!.id)).students.every((s) => s.present === null)).toBe(true);
    expect(await rowsWhere(t.deps.db, activityLog, { userId: mari.userId, type: 'VIDEO_CALL_JOINED' })).toHaveLength(1);
  });

  it('marks the class about to start (from 30 minutes before) and the class in progress', async () => {
    clock = at('2026-03-24 17:40');
    const res = await join(mari);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://meet.example.test/abc');
    clock = at('2026-03-24 19:10');
    await join(jaan);
    const [first] = await sessions();
    expect(first?.state).toBe('IN_PROGRESS');
    const r = await register(first!.id);
    expect(r.students.map((s) => [s.participant_id, s.present, s.source]).sort()).toEqual(
      [
        [mari.participantId, true, 'JOIN'],
        [jaan.participantId, true, 'JOIN'],
      ].sort(),
    );
  });

  it('lets the teacher correct the register, and a later join does not undo the correction', async () => {
    clock = at('2026-03-25 10:00');
    const [first] = await sessions();
    const corrected = await request<{ data: RegisterJson }>('PUT', `/api/v1/cohorts/${cohortId}/sessions/${first!.id}/attendance`, teacherCookie, {
      marks: [{ participant_id: jaan.participantId, present: false }],
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body.data.students.find((s) => s.participant_id === jaan.participantId)).toMatchObject({ present: false, source: 'TEACHER' });
    clock = at('2026-03-24 19:20');
    await join(jaan);
    expect((await register(first!.id)).students.find((s) => s.participant_id === jaan.participantId)).toMatchObject({ present: false, source: 'TEACHER' });
  });

  it('refuses marks before the class, for a student of another cohort, and from another teacher', async () => {
    clock = at('2026-03-25 10:00');
    const [first, second] = await sessions();
    const early = await request<{ error: { message: string } }>('PUT', `/api/v1/cohorts/${cohortId}/sessions/${second!.id}/attendance`, teacherCookie, { marks: [{ participant_id: mari.participantId, present: true }] });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe('Attendance can be marked once the class has begun');
    const stranger = await makeParticipant(t.deps.db, { status: 'IN_PROGRESS' });
    expect((await request('PUT', `/api/v1/cohorts/${cohortId}/sessions/${first!.id}/attendance`, teacherCookie, { marks: [{ participant_id: stranger.id, present: true }] })).status).toBe(404);
    expect((await request('PUT', `/api/v1/cohorts/${cohortId}/sessions/${first!.id}/attendance`, otherTeacherCookie, { marks: [{ participant_id: mari.participantId, present: true }] })).status).toBe(403);
  });
});

describe('a skipped class (a holiday)', () => {
  it('is not reminded, cannot be marked, and does not count as held', async () => {
    clock = at('2026-03-25 10:00');
    const [first, second] = await sessions();
    // a class with someone present cannot be skipped
    expect((await request('PUT', `/api/v1/cohorts/${cohortId}/sessions/${first!.id}/skipped`, teacherCookie, { skipped: true })).status).toBe(409);
    const skipped = await request<{ data: RegisterJson }>('PUT', `/api/v1/cohorts/${cohortId}/sessions/${second!.id}/skipped`, teacherCookie, { skipped: true });
    expect(skipped.body.data.session).toMatchObject({ skipped: true, state: 'SKIPPED' });
    clock = at('2026-03-30 18:00');
    expect((await sendReminders(t.deps, clock)).classEmails).toBe(0);
    expect(await t.deps.db.select().from(sentReminders)).toEqual([]);
    clock = at('2026-03-31 18:10');
    await join(mari);
    expect((await register(second!.id)).students.every((s) => s.present === null)).toBe(true);
  });
});

describe('attendance per student, apart from progress', () => {
  it('shows the student classes attended of held, class by class', async () => {
    clock = at('2026-04-08 12:00');
    const mine = await request<{ data: { classes_attended: number; classes_held: number; sessions: { starts_at: string; state: string; present: boolean | null }[] } }>(
      'GET',
      `/api/v1/me/registrations/${mari.participantId}/attendance`,
      mari.cookie,
    );
    expect(mine.body.data).toMatchObject({ classes_attended: 1, classes_held: 2 });
    expect(mine.body.data.sessions.map((s) => [s.state, s.present])).toEqual([
      ['HELD', true],
      ['SKIPPED', null],
      ['HELD', false],
    ]);
    expect((await request('GET', `/api/v1/me/registrations/${mari.participantId}/attendance`, jaan.cookie)).status).toBe(404);
  });

  it('shows the same figures to the teacher, the school representative and the admin', async () => {
    clock = at('2026-04-08 12:00');
    const roster = await request<{ data: { students: { participant_id: number; classes_attended: number; classes_held: number; progress_percent: number | null }[] } }>('GET', `/api/v1/cohorts/${cohortId}/students`, teacherCookie);
    expect(roster.body.data.students.find((s) => s.participant_id === mari.participantId)).toMatchObject({ classes_attended: 1, classes_held: 2 });
    expect(roster.body.data.students.find((s) => s.participant_id === jaan.participantId)).toMatchObject({ classes_attended: 0, classes_held: 2 });
    const school = await request<{ data: { students: { registrations: { participant_id: number; classes_attended: number; classes_held: number }[] }[] } }>('GET', '/api/v1/school/students', repCookie);
    expect(school.body.data.students.flatMap((s) => s.registrations)).toEqual([expect.objectContaining({ participant_id: mari.participantId, classes_attended: 1, classes_held: 2 })]);
    const admin = await request<{ id: number; classes_attended: number; classes_held: number }[]>('GET', `/api/v1/manage/participants?filter=${encodeURIComponent(JSON.stringify({ cohort_id: cohortId }))}`, adminCookie);
    expect(admin.body.map((p) => [p.id, p.classes_attended, p.classes_held]).sort()).toEqual([[mari.participantId, 1, 2], [jaan.participantId, 0, 2]].sort());
    const one = await request<{ classes_attended: number }>('GET', `/api/v1/manage/participants/${mari.participantId}`, adminCookie);
    expect(one.body.classes_attended).toBe(1);
  });
});

describe('the class reminder setting', () => {
  it('is on until the student switches it off in the profile, and then no class e-mail is queued for them', async () => {
    expect((await request<{ data: { class_emails: boolean } }>('GET', '/api/v1/me/reminders', mari.cookie)).body.data.class_emails).toBe(true);
    expect((await request<{ data: { class_emails: boolean } }>('PUT', '/api/v1/me/reminders', mari.cookie, { class_emails: false })).body.data.class_emails).toBe(false);
    expect((await request<{ data: { class_emails: boolean } }>('GET', '/api/v1/me/reminders', mari.cookie)).body.data.class_emails).toBe(false);
    expect((await request('PUT', '/api/v1/me/reminders', mari.cookie, { class_emails: 'no' })).status).toBe(422);
    clock = at('2026-04-06 18:00'); // the day before the last class
    expect((await sendReminders(t.deps, clock)).classEmails).toBe(1); // Jaan only
    const keys = (await t.deps.db.select().from(sentReminders)).map((r) => r.reminderKey);
    expect(keys.some((k) => k.endsWith(`participant-${jaan.participantId}`))).toBe(true);
    expect(keys.some((k) => k.endsWith(`participant-${mari.participantId}`))).toBe(false);
  });
});

describe('the calendar feed', () => {
  it('has an alarm an hour before each class and the skipped class cancelled', async () => {
    clock = at('2026-03-25 10:00');
    const { body } = await request<{ data: { url: string } }>('GET', '/api/v1/me/calendar', mari.cookie);
    const feed = (await request<string>('GET', new URL(body.data.url).pathname, '')).body;
    const events = feed.split('BEGIN:VEVENT').slice(1);
    expect(events).toHaveLength(3);
    expect(events[0]).toContain('DTSTART:20260324T160000Z');
    expect(events[0]).toMatch(/BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-PT60M\r\nDESCRIPTION:/);
    // 31 March was skipped above: cancelled, no alarm
    expect(events[1]).toContain('DTSTART:20260331T150000Z');
    expect(events[1]).toContain('STATUS:CANCELLED');
    expect(events[1]).not.toContain('VALARM');
    expect(events[2]).toContain('TRIGGER:-PT60M');
  });
});
