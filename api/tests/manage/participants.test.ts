// A cohort's students: status changes with their activity row, payer, invoice, progress, attention flag.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, cohortParticipants, cohorts, courses } from '@valik/db/schema';
import { daysFromNow, makeCohort, makeInvoice, makeParticipant, makeProgress, makeSchool, makeStudent, rowsWhere, rowWhere } from '@valik/db/testing';
import { createTestApp, type TestApp } from '../helpers.ts';
import { getJson, issueAt, listUrl, sendJson, signedIn, type ErrorJson, type Session } from './manage-helpers.ts';

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t);
});
afterAll(() => t.close());

describe('the students of a cohort', () => {
  it('shows status, payer, invoice number and state, registration time, progress and the attention flag', async () => {
    const cohort = await makeCohort(t.deps.db, { startDate: daysFromNow(-70), endDate: daysFromNow(-22) });
    const invoice = await makeInvoice(t.deps.db, { status: 'PAID' });
    const p = await makeParticipant(t.deps.db, { cohortId: cohort.id, status: 'IN_PROGRESS', invoiceId: invoice.id, defaultPayer: 'SCHOOL' });
    await makeProgress(t.deps.db, { cohortParticipantId: p.id, progressPercent: 40 });
    const done = await makeParticipant(t.deps.db, { cohortId: cohort.id, status: 'COMPLETED' });
    const { body, res } = await getJson<Array<Record<string, unknown>>>(t, admin, listUrl('participants', { filter: { cohort_id: cohort.id }, sort: ['id', 'ASC'] }));
    expect(res.headers.get('content-range')).toBe('participants 0-1/2');
    expect(body[0]).toMatchObject({
      id: p.id,
      status: 'IN_PROGRESS',
      default_payer: 'SCHOOL',
      invoice_number: invoice.invoiceId,
      invoice_status: 'PAID',
      progress_percent: 40,
      created_at: p.createdAt.toISOString(),
      needs_attention: true, // ended 22 days ago, no result
    });
    expect(body[1]).toMatchObject({ id: done.id, needs_attention: false, invoice_number: null });
  });

  it('changes a participant status and writes COHORT_PARTICIPANT_STATUS_CHANGE with the actor', async () => {
    const school = await makeSchool(t.deps.db);
    const { user } = await makeStudent(t.deps.db, { schoolId: school.id });
    // a result only from the cohort's last class week on (issue 18 item 1): this one has ended
    const ended = await makeCohort(t.deps.db, { startDate: daysFromNow(-50), endDate: daysFromNow(-8) });
    const p = await makeParticipant(t.deps.db, { userId: user.id, cohortId: ended.id, status: 'AWAITING_RESULT' });
    const { status, body } = await sendJson<Record<string, unknown>>(t, admin, 'PUT', `/api/v1/manage/participants/${p.id}`, { status: 'FAILED' });
    expect(status).toBe(200);
    expect(body.status).toBe('FAILED');
    const row = await rowWhere(t.deps.db, cohortParticipants, { id: p.id });
    expect(row?.status).toBe('FAILED');
    const log = await rowsWhere(t.deps.db, activityLog, { userId: user.id });
    expect(log).toEqual([
      expect.objectContaining({
        type: 'COHORT_PARTICIPANT_STATUS_CHANGE',
        actorUserId: admin.userId,
        cohortId: p.cohortId,
        schoolId: school.id,
        metadata: { participant_id: p.id, from: 'AWAITING_RESULT', to: 'FAILED' },
      }),
    ]);
    // the same status again changes nothing and logs nothing
    await sendJson(t, admin, 'PUT', `/api/v1/manage/participants/${p.id}`, { status: 'FAILED' });
    expect(await rowsWhere(t.deps.db, activityLog, { userId: user.id })).toHaveLength(1);
    // and the activity log lists it by cohort
    const activity = await getJson<Array<Record<string, unknown>>>(t, admin, listUrl('activity_log', { filter: { cohort_id: p.cohortId, type: 'COHORT_PARTICIPANT_STATUS_CHANGE' } }));
    expect(activity.body).toEqual([expect.objectContaining({ actor_user_id: admin.userId, school_name: school.name })]);
    // the cohort is named with its course, never by its season alone (issue 30 item 2)
    const cohortRow = await rowWhere(t.deps.db, cohorts, { id: p.cohortId });
    const courseRow = await rowWhere(t.deps.db, courses, { id: cohortRow?.courseId ?? 0 });
    expect(activity.body[0]?.cohort_name).toBe(`${courseRow?.name} · ${cohortRow?.name}`);
  });

  it('refuses an unknown status in Estonian, and an unknown registration with 404', async () => {
    const p = await makeParticipant(t.deps.db);
    const bad = await sendJson<ErrorJson>(t, admin, 'PUT', `/api/v1/manage/participants/${p.id}`, { status: 'PASSED' });
    expect(bad.status).toBe(422);
    expect(issueAt(bad.body, 'status')).toBe('Vali staatus');
    const missing = await sendJson<ErrorJson>(t, admin, 'PUT', '/api/v1/manage/participants/2000000000', { status: 'FAILED' });
    expect(missing.status).toBe(404);
  });

  it("lists a user's cohorts", async () => {
    const { user } = await makeStudent(t.deps.db);
    await makeParticipant(t.deps.db, { userId: user.id });
    await makeParticipant(t.deps.db, { userId: user.id, status: 'CANCELED' });
    const { body } = await getJson<unknown[]>(t, admin, listUrl('participants', { filter: { user_id: user.id } }));
    expect(body).toHaveLength(2);
  });
});

describe('the activity log', () => {
  it('filters by type, user, school and date', async () => {
    const school = await makeSchool(t.deps.db);
    const { user } = await makeStudent(t.deps.db);
    await t.deps.db.insert(activityLog).values([
      { type: 'EMAIL_SENT', userId: user.id, schoolId: school.id, createdAt: new Date('2026-01-10T10:00:00Z') },
      { type: 'UNENROLL', userId: user.id, createdAt: new Date('2026-01-12T10:00:00Z') },
      { type: 'EMAIL_SENT', createdAt: new Date('2026-01-15T10:00:00Z') },
    ]);
    const q = async (filter: Record<string, unknown>) =>
      (await getJson<Array<{ type: string }>>(t, admin, listUrl('activity_log', { filter }))).body.length;
    expect(await q({ user_id: user.id })).toBe(2);
    expect(await q({ user_id: user.id, type: ['EMAIL_SENT'] })).toBe(1);
    expect(await q({ school_id: school.id })).toBe(1);
    expect(await q({ user_id: user.id, created_gte: '2026-01-11', created_lte: '2026-01-12' })).toBe(1);
    const bad = await getJson<ErrorJson>(t, admin, listUrl('activity_log', { filter: { type: 'NOT_A_TYPE' } }));
    expect(bad.status).toBe(400);
  });
});
