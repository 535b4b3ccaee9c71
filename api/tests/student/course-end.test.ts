// After the course: feedback step by step, diploma PDF and its public verification; my calendar feed,
// favourites, classroom e-mail; the jobs through pg-boss on PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgBoss, fromPglite } from 'pg-boss';
import { activityLog, cohortParticipants, cohortTeachers, diplomas, emails, feedbackSubmissions, users, waitlistEntries } from '@valik/db/schema';
import { daysFromNow, isRealPostgres, makeCohort, makeCourse, makeStudent, rowsWhere, rowWhere, updateWhere } from '@valik/db/testing';
import { enrolStudent } from '../../src/registrations/enrol-student.ts';
import { cancelRegistration } from '../../src/registrations/cancel-registration.ts';
import { jobHandlers } from '../../src/jobs/index.ts';
import { JOB_NAMES } from '../../src/jobs/queue.ts';
import { createTestApp, jsonPost, makeAccount, signIn, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (body: unknown, cookie: string, lang = 'en') => ({ ...jsonPost(body, { cookie, 'accept-language': lang }), method: 'PUT' });

async function finishedCohort(userId: number, status: 'COMPLETED' | 'FAILED' | 'AWAITING_RESULT' = 'COMPLETED') {
  const course = await makeCourse(t.deps.db, { learningOutcomes: ['Plan', 'Build', 'Present'], academicHours: 24 });
  const cohort = await makeCohort(t.deps.db, { courseId: course.id, startDate: daysFromNow(-50), endDate: daysFromNow(-1), status: 'COMPLETED' });
  const [p] = await t.deps.db.insert(cohortParticipants).values({ userId, cohortId: cohort.id, status }).returning();
  return { cohort, participantId: p?.id ?? 0 };
}

describe('feedback form', () => {
  it('saves per step with validation and branching, reloads, and submits once complete', async () => {
    const account = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, account.email);
    const { cohort } = await finishedCohort(account.id);
    const url = `/api/v1/me/cohorts/${cohort.id}/feedback`;
    const first = (await (await t.app.request(url, { headers: { cookie } })).json()) as { data: { open: boolean; next_step: string; learning_outcomes: string[] } };
    expect(first.data).toMatchObject({ open: true, next_step: 'course', learning_outcomes: ['Plan', 'Build', 'Present'] });

    const missing = await t.app.request(url, put({ step: 'course', answers: { course_satisfaction: 6 } }, cookie));
    expect(missing.status).toBe(422);
    const outRange = await t.app.request(url, put({ step: 'course', answers: { course_satisfaction: 11 } }, cookie));
    expect(outRange.status).toBe(422);
    expect((await t.app.request(url, put({ step: 'course', answers: { course_satisfaction: 6, course_highlights: 'Too fast', course_learnings: 'Robots' } }, cookie))).status).toBe(200);
    const partial = await t.app.request(url, put({ step: 'outcomes', answers: { learning_outcomes: { Plan: 8 } } }, cookie));
    expect(partial.status).toBe(422);
    expect(((await partial.json()) as { error: { message: string } }).error.message).toBe('Please rate all learning outcomes');
    for (const [step, answers] of [
      ['outcomes', { learning_outcomes: { Plan: 8, Build: 7, Present: 9 } }],
      ['workload', { course_difficulty: 5, time_spent: 3 }],
      ['teacher', { teacher_competence: 5, teacher_feedback: 'Clear' }],
      ['self', { self_performance: 2, improvement_feedback: '' }],
    ] as const) {
      expect((await t.app.request(url, put({ step, answers }, cookie))).status, step).toBe(200);
    }
    const early = await t.app.request(`${url}/submit`, jsonPost({}, { cookie }));
    expect(early.status).toBe(422);
    const reload = (await (await t.app.request(url, { headers: { cookie } })).json()) as { data: { next_step: string; answers: Record<string, unknown> } };
    expect(reload.data.next_step).toBe('future');
    expect(reload.data.answers.course_highlights).toBe('Too fast');
    expect(reload.data.answers.improvement_feedback).toBeNull();
    expect((await t.app.request(url, put({ step: 'future', answers: { future_courses: 'AI' } }, cookie))).status).toBe(200);
    expect((await t.app.request(`${url}/submit`, jsonPost({}, { cookie }))).status).toBe(201);
    expect(await rowsWhere(t.deps.db, feedbackSubmissions, { cohortId: cohort.id })).toHaveLength(1);
    expect((await t.app.request(`${url}/submit`, jsonPost({}, { cookie }))).status).toBe(409);
  });

  it('is not open before the cohort ends', async () => {
    const account = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, account.email);
    const cohort = await makeCohort(t.deps.db);
    await enrolStudent(t.deps, { userId: account.id, cohortId: cohort.id, payer: 'STUDENT' });
    const res = await t.app.request(`/api/v1/me/cohorts/${cohort.id}/feedback`, put({ step: 'future', answers: { future_courses: 'x' } }, account.email && (await signIn(t, account.email))));
    expect(res.status).toBe(409);
    void cookie;
  });
});

describe('diploma', () => {
  it('downloads my PDF once COMPLETED, not someone else’s, and the code verifies publicly', async () => {
    const account = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, account.email);
    const { participantId } = await finishedCohort(account.id);
    const res = await t.app.request(`/api/v1/me/registrations/${participantId}/diploma`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    const code = /valik-(VLK-[A-Z0-9-]+)\.pdf/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? '';
    const ok = (await (await t.app.request(`/api/v1/diplomas/verify/${code.toLowerCase()}`)).json()) as { data: { valid: boolean; course_name: string } };
    expect(ok.data.valid).toBe(true);
    const bad = (await (await t.app.request('/api/v1/diplomas/verify/VLK-22222-22222')).json()) as { data: { valid: boolean } };
    expect(bad.data.valid).toBe(false);

    const other = await makeAccount(t, 'STUDENT');
    expect((await t.app.request(`/api/v1/me/registrations/${participantId}/diploma`, { headers: { cookie: await signIn(t, other.email) } })).status).toBe(404);
    const failed = await finishedCohort(account.id, 'FAILED');
    expect((await t.app.request(`/api/v1/me/registrations/${failed.participantId}/diploma`, { headers: { cookie } })).status).toBe(404);
  });

  it('verifies a code with what the diploma shows: name, course, academic hours, dates, teachers, issue date', async () => {
    const account = await makeAccount(t, 'STUDENT', { firstName: 'Mari', lastName: 'Maasikas' });
    const cookie = await signIn(t, account.email);
    const { cohort, participantId } = await finishedCohort(account.id);
    const teacher = await makeAccount(t, 'TEACHER', { firstName: 'Kadri', lastName: 'Tamm' });
    await t.deps.db.insert(cohortTeachers).values({ cohortId: cohort.id, teacherUserId: teacher.id });
    const res = await t.app.request(`/api/v1/me/registrations/${participantId}/diploma`, { headers: { cookie } });
    const code = /valik-(VLK-[A-Z0-9-]+)\.pdf/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? '';
    const body = (await (await t.app.request(`/api/v1/diplomas/verify/${code}`)).json()) as { data: Record<string, unknown> };
    expect(body.data).toEqual({
      valid: true,
      code,
      student_name: 'Mari Maasikas',
      course_name: expect.any(String),
      academic_hours: 24,
      start_date: cohort.startDate.toISOString(),
      end_date: cohort.endDate.toISOString(),
      teacher_names: expect.arrayContaining(['Kadri Tamm']),
      issued_at: expect.any(String),
    });
  });
});

describe('diploma issued e-mail', () => {
  const diplomaMails = (userId: number) =>
    rowsWhere(t.deps.db, emails, { userId, template: 'diplomaIssued' });

  it('is sent once, in the student language, with the download link and the verification code, when the first download issues the diploma', async () => {
    const account = await makeAccount(t, 'STUDENT');
    await updateWhere(t.deps.db, users, { id: account.id }, { language: 'en' });
    const cookie = await signIn(t, account.email);
    const { participantId } = await finishedCohort(account.id);
    for (let i = 0; i < 3; i++) {
      expect((await t.app.request(`/api/v1/me/registrations/${participantId}/diploma`, { headers: { cookie } })).status).toBe(200);
    }
    await t.deps.tasks.idle();
    const mails = await diplomaMails(account.id);
    expect(mails).toHaveLength(1);
    const diploma = await rowWhere(t.deps.db, diplomas, { participantId });
    const mail = mails[0];
    expect(mail?.lang).toBe('en');
    expect(mail?.subject).toMatch(/^Your diploma: /);
    expect(mail?.text).toContain(`${t.env.PUBLIC_BASE_URL}/api/v1/me/registrations/${participantId}/diploma`);
    expect(mail?.text).toContain(diploma?.verificationCode);
    expect(mail?.text).toContain(`${t.env.PUBLIC_BASE_URL}/diplomas/${diploma?.verificationCode}`);
    const logged = await rowsWhere(t.deps.db, activityLog, { userId: account.id, type: 'EMAIL_SENT' });
    expect(logged.map((l) => (l.metadata as { template: string }).template)).toEqual(['diplomaIssued']);
  });

  it('is sent when an admin sets COMPLETED (the diploma is issued then), once however often it is set', async () => {
    const admin = await makeAccount(t, 'ADMIN');
    const adminCookie = await signIn(t, admin.email);
    const account = await makeAccount(t, 'STUDENT');
    const { participantId } = await finishedCohort(account.id, 'FAILED');
    const put = (status: string) =>
      t.app.request(`/api/v1/manage/participants/${participantId}`, { ...jsonPost({ status }, { cookie: adminCookie }), method: 'PUT' });
    expect((await put('COMPLETED')).status).toBe(200);
    expect(await rowsWhere(t.deps.db, diplomas, { participantId })).toHaveLength(1);
    expect((await put('FAILED')).status).toBe(200);
    expect((await put('COMPLETED')).status).toBe(200);
    await t.deps.tasks.idle();
    const mails = await diplomaMails(account.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.lang).toBe('et');
    expect(mails[0]?.subject).toMatch(/^Sinu tunnistus: /);
    expect(mails[0]?.text).toContain('Laadi tunnistus alla');
  });

  it('is not sent for a FAILED result, which gets no diploma', async () => {
    const admin = await makeAccount(t, 'ADMIN');
    const adminCookie = await signIn(t, admin.email);
    const account = await makeAccount(t, 'STUDENT');
    const { participantId } = await finishedCohort(account.id, 'AWAITING_RESULT');
    const res = await t.app.request(`/api/v1/manage/participants/${participantId}`, { ...jsonPost({ status: 'FAILED' }, { cookie: adminCookie }), method: 'PUT' });
    expect(res.status).toBe(200);
    await t.deps.tasks.idle();
    expect(await diplomaMails(account.id)).toHaveLength(0);
    expect(await rowsWhere(t.deps.db, diplomas, { participantId })).toHaveLength(0);
  });
});

describe('calendar, favourites, classroom', () => {
  it('serves my class times at a secret URL without cookies; a reset token stops the old URL', async () => {
    const account = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, account.email);
    const cohort = await makeCohort(t.deps.db);
    await enrolStudent(t.deps, { userId: account.id, cohortId: cohort.id, payer: 'STUDENT' });
    const { data } = (await (await t.app.request('/api/v1/me/calendar', { headers: { cookie } })).json()) as { data: { url: string } };
    const path = new URL(data.url).pathname;
    const feed = await t.app.request(path);
    expect(feed.status).toBe(200);
    const text = await feed.text();
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text.match(/BEGIN:VEVENT/g)?.length).toBeGreaterThanOrEqual(10);
    await t.app.request('/api/v1/me/calendar/reset', jsonPost({}, { cookie }));
    expect((await t.app.request(path)).status).toBe(404);
  });

  it('adds and removes favourite courses', async () => {
    const account = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, account.email);
    const course = await makeCourse(t.deps.db);
    await t.app.request(`/api/v1/me/favourites/${course.id}`, put({}, cookie));
    const twice = await t.app.request(`/api/v1/me/favourites/${course.id}`, put({}, cookie));
    expect(((await twice.json()) as { data: { course_ids: number[] } }).data.course_ids).toEqual([course.id]);
    const removed = await t.app.request(`/api/v1/me/favourites/${course.id}`, { ...put({}, cookie), method: 'DELETE' });
    expect(((await removed.json()) as { data: { course_ids: number[] } }).data.course_ids).toEqual([]);
  });

  // membership itself: api/tests/community/classroom.test.ts (issue 14)
  it('takes only a Gmail classroom address and stores it lower-cased', async () => {
    const account = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, account.email);
    const bad = await t.app.request('/api/v1/me/classroom-email', put({ email: 'mari@example.ee' }, cookie, 'et'));
    expect(bad.status).toBe(422);
    const ok = await t.app.request('/api/v1/me/classroom-email', put({ email: 'Mari.M@gmail.com' }, cookie));
    expect(((await ok.json()) as { data: { classroom_email: string } }).data.classroom_email).toBe('mari.m@gmail.com');
  });
});

describe.skipIf(isRealPostgres)('jobs through pg-boss on PGlite', () => {
  it('runs the waitlist offer expiry job queued with a start time', async () => {
    const pglite = t.testDb.pglite;
    if (!pglite) throw new Error('PGlite expected');
    const boss = new PgBoss({ db: fromPglite(pglite), schema: 'pgboss' });
    await boss.start();
    try {
      const cohort = await makeCohort(t.deps.db, { size: 1 });
      const a = (await makeStudent(t.deps.db)).user;
      const b = (await makeStudent(t.deps.db)).user;
      const c = (await makeStudent(t.deps.db)).user;
      const reg = await enrolStudent(t.deps, { userId: a.id, cohortId: cohort.id, payer: 'STUDENT' });
      await enrolStudent(t.deps, { userId: b.id, cohortId: cohort.id, payer: 'STUDENT' });
      await enrolStudent(t.deps, { userId: c.id, cohortId: cohort.id, payer: 'STUDENT' });
      if (reg.kind !== 'REGISTERED') throw new Error('expected a registration');
      await cancelRegistration(t.deps, { participantId: reg.registration.id, actorUserId: a.id, reason: 'unenrolled' });
      // the handlers see a clock 49 hours on: b's offer has lapsed
      const handlers = jobHandlers({ ...t.deps, clock: () => new Date(Date.now() + 49 * 3_600_000) });
      await boss.createQueue(JOB_NAMES.waitlistOfferExpiry);
      const done = new Promise<void>((resolve) => {
        void boss.work<{ cohortId: number }>(JOB_NAMES.waitlistOfferExpiry, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
          for (const job of jobs) await handlers[JOB_NAMES.waitlistOfferExpiry](job.data);
          resolve();
        });
      });
      await boss.send(JOB_NAMES.waitlistOfferExpiry, { cohortId: cohort.id });
      await done;
      const entries = await rowsWhere(t.deps.db, waitlistEntries, { cohortId: cohort.id });
      expect(Object.fromEntries(entries.map((e) => [e.userId, e.status]))).toEqual({ [b.id]: 'EXPIRED', [c.id]: 'OFFERED' });
    } finally {
      await boss.stop({ graceful: false, timeout: 2000 });
    }
  });
});
