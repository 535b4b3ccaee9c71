// The school rep's weekly digest: what it tells (the last 7 days' registrations and results of the
// school's students, low credits), that it runs as the pg-boss job, that it never goes twice in a week,
// and the unsubscribe link (signed, no login, a confirmation step) with subscribing again in the portal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, cohortParticipants, emails, schoolCreditLogs } from '@valik/db/schema';
import { daysFromNow, makeCohort, makeParticipant, makeSchool, makeStudent, rowsWhere, updateWhere } from '@valik/db/testing';
import { JOB_NAMES } from '../src/jobs/queue.ts';
import { jobHandlers } from '../src/jobs/index.ts';
import { digestUnsubscribeToken } from '../src/school-reps/digest-unsubscribe.ts';
import { buildSchoolDigest, sendWeeklyDigests } from '../src/school-reps/weekly-digest.ts';
import { deliverPending } from './support/outbox.ts';
import { createTestApp, jsonPost, makeAccount, signIn, type TestApp } from './helpers.ts';

let t: TestApp;
let school: { id: number; name: string };
let rep: { id: number; email: string };
let repCookie: string;
let otherRep: { id: number; email: string };
let quietRep: { id: number; email: string };
const now = new Date();
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

beforeAll(async () => {
  t = await createTestApp();
  school = await makeSchool(t.deps.db, { name: 'Digikool' });
  const otherSchool = await makeSchool(t.deps.db, { name: 'Teine kool' });
  rep = await makeAccount(t, 'SCHOOL_REP', { schoolId: school.id, firstName: 'Reet', language: 'et' });
  otherRep = await makeAccount(t, 'SCHOOL_REP', { schoolId: otherSchool.id });
  repCookie = await signIn(t, rep.email);
  quietRep = await makeAccount(t, 'SCHOOL_REP', { schoolId: (await makeSchool(t.deps.db)).id });

  const cohort = await makeCohort(t.deps.db, { name: 'Kevadgrupp', startDate: daysFromNow(-60), endDate: daysFromNow(-2) });
  // this week: Jaan registered, Liis passed, Mart failed; older news and other schools are left out
  const { user: jaan } = await makeStudent(t.deps.db, { schoolId: school.id, firstName: 'Jaan', lastName: 'Tamm' });
  const fresh = await makeParticipant(t.deps.db, { userId: jaan.id, cohortId: cohort.id });
  await updateWhere(t.deps.db, cohortParticipants, { id: fresh.id }, { createdAt: hoursAgo(24) });
  const { user: old } = await makeStudent(t.deps.db, { schoolId: school.id, firstName: 'Vana', lastName: 'Registreering' });
  const stale = await makeParticipant(t.deps.db, { userId: old.id, cohortId: cohort.id });
  await updateWhere(t.deps.db, cohortParticipants, { id: stale.id }, { createdAt: hoursAgo(8 * 24) });
  const { user: stranger } = await makeStudent(t.deps.db, { schoolId: otherSchool.id, firstName: 'Võõras' });
  const foreign = await makeParticipant(t.deps.db, { userId: stranger.id, cohortId: cohort.id });
  await updateWhere(t.deps.db, cohortParticipants, { id: foreign.id }, { createdAt: hoursAgo(24) });
  for (const [first, to, at] of [
    ['Liis', 'COMPLETED', hoursAgo(2)],
    ['Mart', 'FAILED', hoursAgo(48)],
    ['Ammu', 'COMPLETED', hoursAgo(9 * 24)],
  ] as const) {
    const { user } = await makeStudent(t.deps.db, { schoolId: school.id, firstName: first, lastName: 'Kask' });
    await makeParticipant(t.deps.db, { userId: user.id, cohortId: cohort.id, status: to });
    await t.deps.db.insert(activityLog).values({ type: 'COHORT_PARTICIPANT_STATUS_CHANGE', userId: user.id, cohortId: cohort.id, schoolId: school.id, metadata: { from: 'IN_PROGRESS', to }, createdAt: at });
  }
  // 10 credits added, 8 used: 2 left, at or below the low mark
  await t.deps.db.insert(schoolCreditLogs).values([
    { schoolId: school.id, type: 'ADD', amount: 10, eventAppliesAt: hoursAgo(30 * 24) },
    { schoolId: school.id, type: 'DEDUCT', amount: 8, eventAppliesAt: hoursAgo(24) },
  ]);
});
afterAll(() => t.close());

const mailsTo = (to: string) => rowsWhere(t.deps.db, emails, { toAddress: to });

describe('weekly digest', () => {
  it("tells this week's registrations and results of the school's students and the low credits, nothing older or foreign", async () => {
    const digest = await buildSchoolDigest(t.deps.db, { schoolId: school.id }, now);
    expect(digest.registrations.map((r) => r.name)).toEqual(['Jaan Tamm']);
    expect(digest.results).toEqual([
      { name: 'Mart Kask', course: expect.any(String), cohort: 'Kevadgrupp', passed: false },
      { name: 'Liis Kask', course: expect.any(String), cohort: 'Kevadgrupp', passed: true },
    ]);
    expect(digest.lowCredits).toBe(2);
  });

  it('is sent by the pg-boss job handler once a week, in the rep’s language, with a working unsubscribe link', async () => {
    await jobHandlers({ ...t.deps, clock: () => now })[JOB_NAMES.weeklyDigest]();
    // the digests are outbox entries: delivered after the commit, by the dispatcher the commit woke
    await deliverPending(t.deps);
    const [mail, ...more] = await mailsTo(rep.email);
    expect(more).toEqual([]);
    expect(mail?.template).toBe('repWeeklyDigest');
    expect(mail?.subject).toContain('Digikool: nädala kokkuvõte');
    expect(mail?.text).toContain('Uued registreeringud (1):');
    expect(mail?.text).toContain('• Jaan Tamm');
    expect(mail?.text).toContain('Liis Kask');
    expect(mail?.text).toContain('– arvestatud');
    expect(mail?.text).toContain('– mittearvestatud');
    expect(mail?.text).toContain('alles on 2 krediiti');
    expect(mail?.text).not.toContain('Vana Registreering');
    expect(mail?.text).not.toContain('Võõras');
    expect(mail?.text).toContain(`/user/track/unsubscribe?token=${encodeURIComponent(digestUnsubscribeToken(t.deps.env.BETTER_AUTH_SECRET, rep.id))}`);
    // the other school's rep gets their own school's week only
    const theirs = await mailsTo(otherRep.email);
    expect(theirs.map((m) => m.text.includes('Võõras'))).toEqual([true]);
    // a school with nothing to tell gets no e-mail
    expect(await mailsTo(quietRep.email)).toEqual([]);
    // a second run in the same week (a retry, another replica) sends nothing
    expect(await sendWeeklyDigests(t.deps, new Date(now.getTime() + 3_600_000))).toBe(0);
    expect(await mailsTo(rep.email)).toHaveLength(1);
    expect(await mailsTo(otherRep.email)).toHaveLength(1);
    const logged = await rowsWhere(t.deps.db, activityLog, { userId: rep.id, type: 'EMAIL_SENT' });
    expect(logged.map((l) => (l.metadata as { template: string }).template)).toEqual(['repWeeklyDigest']);
  });

  it('still tells low credits in a week with no registrations or results', async () => {
    const later = new Date(now.getTime() + 8 * 24 * 3_600_000);
    const digest = await buildSchoolDigest(t.deps.db, { schoolId: school.id }, later);
    expect(digest).toMatchObject({ registrations: [], results: [], lowCredits: 2 });
  });

  it('unsubscribes through the signed link without a login, after a confirmation step; subscribing again in the portal', async () => {
    const token = digestUnsubscribeToken(t.deps.env.BETTER_AUTH_SECRET, rep.id);
    const status = async () => ((await (await t.app.request(`/api/v1/school/digest/unsubscribe?token=${encodeURIComponent(token)}`)).json()) as { data: { subscribed: boolean } }).data.subscribed;
    // opening the link only shows the question (mail scanners open links too)
    expect(await status()).toBe(true);
    const forged = await t.app.request('/api/v1/school/digest/unsubscribe', jsonPost({ token: `${otherRep.id}.${token.split('.')[1]}` }, { 'accept-language': 'en' }));
    expect(forged.status).toBe(404);
    expect(((await forged.json()) as { error: { message: string } }).error.message).toBe('This unsubscribe link is not valid');
    const confirmed = await t.app.request('/api/v1/school/digest/unsubscribe', jsonPost({ token }));
    expect(confirmed.status).toBe(200);
    expect(await status()).toBe(false);
    // the rep's own setting says so, and next week nothing is sent
    const mine = async () => ((await (await t.app.request('/api/v1/school/digest', { headers: { cookie: repCookie } })).json()) as { data: { subscribed: boolean } }).data.subscribed;
    expect(await mine()).toBe(false);
    expect(await sendWeeklyDigests(t.deps, new Date(now.getTime() + 7 * 24 * 3_600_000))).toBe(0);
    // subscribing again from the portal
    const again = await t.app.request('/api/v1/school/digest', { ...jsonPost({ subscribed: true }, { cookie: repCookie }), method: 'PUT' });
    expect(again.status).toBe(200);
    expect(await mine()).toBe(true);
    expect(await status()).toBe(true);
  });

  it('keeps the digest setting to school reps', async () => {
    const student = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, student.email);
    expect((await t.app.request('/api/v1/school/digest', { headers: { cookie } })).status).toBe(403);
    expect((await t.app.request('/api/v1/school/digest', { ...jsonPost({ subscribed: false }, { cookie }), method: 'PUT' })).status).toBe(403);
  });
});
