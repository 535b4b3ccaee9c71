// LearnWorlds progress sync (issue 14 item 4): our client (OAuth2 client credentials, then the /v2 API)
// against the LearnWorlds stand-in; progress counts assignments only (spec §4), students are matched by
// lw_user_id (found by e-mail the first time), failures are recorded for the admin and retried.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cohortProgress, integrationSyncs, students, users } from '@valik/db/schema';
import { daysFromNow, makeCohort, makeCourse, makeParticipant, rowWhere, updateWhere } from '@valik/db/testing';
import { listCohortsForLmsSync } from '@valik/db/queries';
import { createLearnWorldsClient } from '../../src/learnworlds/learnworlds-client.ts';
import { syncCohortProgress } from '../../src/learnworlds/sync-cohort-progress.ts';
import { CommunitySyncFailed } from '../../src/discord/sync-cohort-discord.ts';
import { jobHandlers } from '../../src/jobs/index.ts';
import { accountWithSession, call, createListeningApp, submitForm, type ListeningApp } from './support.ts';

let t: ListeningApp;
beforeAll(async () => {
  t = await createListeningApp();
});
afterAll(() => t.close());

const setInLearnWorlds = (email: string, courseId: string, assignments: number, sessions: number) =>
  submitForm(t, '/dev/learnworlds/progress', { email, course_id: courseId, assignments: String(assignments), sessions: String(sessions) });

async function running(lwCourseId: string) {
  const teacher = await accountWithSession(t, 'TEACHER');
  const cohort = await makeCohort(t.deps.db, { lwCourseId, startDate: daysFromNow(-10), endDate: daysFromNow(20), teacherUserIds: [teacher.user.id] });
  return { cohort, teacher };
}

const progressOf = (participantId: number) => rowWhere(t.deps.db, cohortProgress, { cohortParticipantId: participantId });

describe('the progress sync', () => {
  it('writes assignments-only progress as the LMS’s figure, finding the student by e-mail once, then by LearnWorlds id', async () => {
    const { cohort } = await running('python-101');
    const { user, cookie } = await accountWithSession(t);
    const participant = await makeParticipant(t.deps.db, { cohortId: cohort.id, userId: user.id, status: 'IN_PROGRESS' });
    // 3 of 4 assignments; both live sessions attended, which must not count
    expect((await setInLearnWorlds(user.email, 'python-101', 3, 2)).status).toBe(303);

    const first = await syncCohortProgress(t.deps, cohort.id, new Date());
    expect(first).toMatchObject({ synced: 1, changed: 1, notFound: [] });
    const row = await progressOf(participant.id);
    expect(row).toMatchObject({ progressPercent: 75, progressSource: 'LMS' });
    expect(row?.progressSyncedAt).toBeInstanceOf(Date);
    const linked = await rowWhere(t.deps.db, students, { userId: user.id });
    expect(linked?.lwUserId).toMatch(/^[0-9a-f]{24}$/);

    // changed in LearnWorlds: the next sync follows; an e-mail change on our side does not lose the link
    await setInLearnWorlds(user.email, 'python-101', 4, 0);
    await updateWhere(t.deps.db, users, { id: user.id }, { email: `renamed-${user.id}@example.test` });
    await syncCohortProgress(t.deps, cohort.id, new Date());
    expect((await progressOf(participant.id))?.progressPercent).toBe(100);

    // My courses says where the figure came from and when it was synced
    const mine = await call<{ data: { progress_percent: number; progress_source: string; progress_synced_at: string }[] }>(t, 'GET', `/api/v1/me/registrations?cohort=${cohort.id}`, { cookie });
    expect(mine.body.data[0]).toMatchObject({ progress_percent: 100, progress_source: 'LMS' });
    expect(mine.body.data[0]?.progress_synced_at).toEqual((await progressOf(participant.id))?.progressSyncedAt?.toISOString());
    const state = await rowWhere(t.deps.db, integrationSyncs, { cohortId: cohort.id, kind: 'LMS' });
    expect(state).toMatchObject({ lastError: null, failures: 0 });
  });

  it('lists students LearnWorlds does not know, or who are not in the course, without failing', async () => {
    const { cohort } = await running('chem-7');
    const unknown = await makeParticipant(t.deps.db, { cohortId: cohort.id });
    const { user } = await accountWithSession(t);
    await makeParticipant(t.deps.db, { cohortId: cohort.id, userId: user.id });
    await setInLearnWorlds(user.email, 'another-course', 1, 0);
    const result = await syncCohortProgress(t.deps, cohort.id, new Date());
    expect(result?.synced).toBe(0);
    expect(result?.notFound).toHaveLength(1);
    expect(result?.notEnrolled).toEqual([user.email]);
    expect(await progressOf(unknown.id)).toBeUndefined();
  });

  it('records a refused sync for the admin and throws so pg-boss retries it', async () => {
    const { cohort } = await running('refused-1');
    await makeParticipant(t.deps.db, { cohortId: cohort.id });
    const wrongSecret = createLearnWorldsClient({ apiUrl: `${t.base}/dev/learnworlds/admin/api`, clientId: t.deps.standIns.learnworlds!.clientId, clientSecret: 'not-the-secret' });
    await expect(syncCohortProgress({ ...t.deps, learnworlds: wrongSecret }, cohort.id, new Date())).rejects.toBeInstanceOf(CommunitySyncFailed);
    const admin = await accountWithSession(t, 'ADMIN');
    const seen = await call<{ data: { lms: { last_error: string; failures: number; available: boolean } } }>(t, 'GET', `/api/v1/cohorts/${cohort.id}/community`, { cookie: admin.cookie });
    expect(seen.body.data.lms).toMatchObject({ available: true, failures: 1 });
    expect(seen.body.data.lms.last_error).toContain('refused the client credentials');
  });

  it('lets the admin ask for a sync now, which the job runs; a teacher cannot ask', async () => {
    const { cohort, teacher } = await running('on-demand');
    const { user } = await accountWithSession(t);
    const participant = await makeParticipant(t.deps.db, { cohortId: cohort.id, userId: user.id });
    await setInLearnWorlds(user.email, 'on-demand', 1, 2);
    expect((await call(t, 'POST', `/api/v1/cohorts/${cohort.id}/lms-sync`, { body: {}, cookie: teacher.cookie })).status).toBe(403);
    const admin = await accountWithSession(t, 'ADMIN');
    const asked = await call(t, 'POST', `/api/v1/cohorts/${cohort.id}/lms-sync`, { body: {}, cookie: admin.cookie });
    expect(asked.status).toBe(202);
    const requested = await rowWhere(t.deps.db, integrationSyncs, { cohortId: cohort.id, kind: 'LMS' });
    expect(requested?.requestedAt).toBeInstanceOf(Date);
    // the job pg-boss runs for it
    await jobHandlers(t.deps)['lms-progress-sync']({ cohortId: cohort.id });
    expect((await progressOf(participant.id))?.progressPercent).toBe(25);
    const done = await rowWhere(t.deps.db, integrationSyncs, { cohortId: cohort.id, kind: 'LMS' });
    expect(done?.requestedAt).toBeNull();
    expect(done?.lastSuccessAt).toBeInstanceOf(Date);
  });

  it('the hourly run picks running cohorts with a LearnWorlds course (the cohort’s or its course’s)', async () => {
    const viaCourse = await makeCohort(t.deps.db, { courseId: (await makeCourse(t.deps.db, { lwCourseId: 'course-level' })).id, startDate: daysFromNow(-1), endDate: daysFromNow(10) });
    const noLms = await makeCohort(t.deps.db, { startDate: daysFromNow(-1), endDate: daysFromNow(10) });
    const future = await makeCohort(t.deps.db, { lwCourseId: 'later', startDate: daysFromNow(5), endDate: daysFromNow(40) });
    const due = await listCohortsForLmsSync(t.deps.db, { now: new Date(), graceDays: 30 });
    expect(due).toContain(viaCourse.id);
    expect(due).not.toContain(noLms.id);
    expect(due).not.toContain(future.id);
  });

  it('keeps the teacher’s manual entry when no learning platform is connected, marked as the teacher’s', async () => {
    const teacher = await accountWithSession(t, 'TEACHER');
    const cohort = await makeCohort(t.deps.db, { startDate: daysFromNow(-3), teacherUserIds: [teacher.user.id] });
    const participant = await makeParticipant(t.deps.db, { cohortId: cohort.id });
    const roster = await call<{ data: { cohort: { lms_connected: boolean } } }>(t, 'GET', `/api/v1/cohorts/${cohort.id}/students`, { cookie: teacher.cookie });
    expect(roster.body.data.cohort.lms_connected).toBe(false);
    expect((await call(t, 'PUT', `/api/v1/cohorts/${cohort.id}/students/${participant.id}/progress`, { body: { progress_percent: 30 }, cookie: teacher.cookie })).status).toBe(200);
    expect(await progressOf(participant.id)).toMatchObject({ progressPercent: 30, progressSource: 'TEACHER', progressSyncedAt: null });
    const synced = await running('synced-course');
    const lmsRoster = await call<{ data: { cohort: { lms_connected: boolean } } }>(t, 'GET', `/api/v1/cohorts/${synced.cohort.id}/students`, { cookie: synced.teacher.cookie });
    expect(lmsRoster.body.data.cohort.lms_connected).toBe(true);
    const synced_participant = await makeParticipant(t.deps.db, { cohortId: synced.cohort.id });
    const refused = await call<{ error: { message: string } }>(t, 'PUT', `/api/v1/cohorts/${synced.cohort.id}/students/${synced_participant.id}/progress`, { body: { progress_percent: 30 }, cookie: synced.teacher.cookie });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('The progress of this group comes from LearnWorlds');
  });
});
