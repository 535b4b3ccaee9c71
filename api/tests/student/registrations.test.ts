// Registration, waitlist, unenrol and payer change through the API and the business functions (issue 6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, cohortParticipants, invoices, schoolCreditLogs, schools, waitlistEntries } from '@valik/db/schema';
import { addSchoolCredits } from '@valik/db/queries/manage';
import { daysFromNow, makeCohort, makeCourse, makeSchool, makeStudent, rowsWhere, rowWhere, updateWhere } from '@valik/db/testing';
import { enrolStudent } from '../../src/registrations/enrol-student.ts';
import { cancelRegistration } from '../../src/registrations/cancel-registration.ts';
import { changePayer } from '../../src/registrations/change-payer.ts';
import { closeAccess } from '../../src/jobs/close-access.ts';
import { expireWaitlistOffers } from '../../src/jobs/expire-waitlist-offers.ts';
import { BASE_URL, api, createTestApp, errorOf, makeAccount, signIn, type TestApp } from '../helpers.ts';
import { mailbox } from '../accounts/support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.deps.db;

async function schoolWithCredits(credits: number, overrides: Parameters<typeof makeSchool>[1] = {}) {
  const school = await makeSchool(db(), overrides);
  if (credits > 0) await addSchoolCredits(db(), { schoolId: school.id, amount: credits, expiresAt: null, actorUserId: null, note: null, now: daysFromNow(-1) });
  return school;
}

async function student(schoolId: number | null = null) {
  return (await makeStudent(db(), { schoolId })).user;
}

describe('POST /api/v1/cohorts/{id}/registrations', () => {
  it('registers a student payer with an UNPAID personal invoice due 3 days before the start, and e-mails a confirmation', async () => {
    const account = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, account.email);
    const cohort = await makeCohort(db(), { startDate: daysFromNow(20) });
    const register = () => api(t, { cookie }).cohorts[':id'].registrations.$post({ param: { id: String(cohort.id) }, json: { payer: 'STUDENT' } });
    const res = await register();
    expect(res.status).toBe(201);
    const body = await res.json();
    if (!('registration' in body.data) || !body.data.invoice) throw new Error('expected a registration with an invoice');
    expect(body.data.registration).toMatchObject({ status: 'REGISTERED', default_payer: 'STUDENT' });
    expect(body.data.invoice.status).toBe('UNPAID');
    expect(body.data.invoice.number).toMatch(/^VLK-\d{4}-\d{6}$/);
    expect(new Date(String(body.data.invoice.due_date)).getTime()).toBeLessThanOrEqual(cohort.startDate.getTime() - 3 * 86_400_000 + 86_400_000);
    const logged = await rowsWhere(db(), activityLog, { userId: account.id, type: 'COHORT_REGISTRATION' });
    expect(logged).toHaveLength(1);
    await t.deps.tasks.idle();
    expect((await mailbox(t, account.email)).map((m) => m.template)).toContain('registrationConfirmed');

    const again = await register();
    expect(again.status).toBe(409);
    expect((await errorOf(again)).error.message).toBe('Oled sellesse gruppi juba registreeritud');
  });

  it('answers 404 for an unknown or non-numeric cohort and 401 when signed out', async () => {
    const account = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, account.email);
    const register = (id: string, headers: Record<string, string>) => api(t, headers).cohorts[':id'].registrations.$post({ param: { id }, json: { payer: 'STUDENT' } });
    expect((await register('abc', { cookie })).status).toBe(404);
    expect((await register('999999', { cookie })).status).toBe(404);
    expect((await register('1', {})).status).toBe(401);
  });

  it('puts a student on the waitlist (202) when the group is full, and refuses a draft cohort', async () => {
    const account = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, account.email);
    const full = await makeCohort(db(), { size: 1 });
    await enrolStudent(t.deps, { userId: (await student()).id, cohortId: full.id, payer: 'STUDENT' });
    const register = (cohortId: number, headers: Record<string, string>) =>
      api(t, headers).cohorts[':id'].registrations.$post({ param: { id: String(cohortId) }, json: { payer: 'STUDENT' } });
    const res = await register(full.id, { cookie });
    expect(res.status).toBe(202);
    const body = await res.json();
    expect('waitlist_entry' in body.data && body.data.waitlist_entry.position).toBe(1);
    const draft = await makeCohort(db(), { status: 'DRAFT' });
    const refused = await register(draft.id, { cookie, 'accept-language': 'en' });
    expect(refused.status).toBe(409);
  });
});

describe('school as payer', () => {
  it('spends one credit, puts the registration on the school invoice and offers SCHOOL in the payer options', async () => {
    const school = await schoolWithCredits(2, { defaultPayer: 'SCHOOL', paymentConditionText: 'Kool maksab ühe kursuse' });
    const account = await makeAccount(t, 'STUDENT', { schoolId: school.id });
    const cookie = await signIn(t, account.email);
    const cohort = await makeCohort(db());
    const param = { id: String(cohort.id) };
    const options = await api(t, { cookie }).cohorts[':id']['payer-options'].$get({ param });
    expect((await options.json()).data).toMatchObject({ payers: ['STUDENT', 'SCHOOL'], default_payer: 'SCHOOL', condition_text: 'Kool maksab ühe kursuse' });
    const res = await api(t, { cookie }).cohorts[':id'].registrations.$post({ param, json: { payer: 'SCHOOL' } });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect('invoice' in body.data && body.data.invoice?.is_school_invoice).toBe(true);
    const deducted = await rowsWhere(db(), schoolCreditLogs, { schoolId: school.id, type: 'DEDUCT' });
    expect(deducted).toHaveLength(1);
  });

  it('refuses with the limitation as reason (language, course, period, number of courses, funds)', async () => {
    const course = await makeCourse(db(), { language: 'en' });
    const cohort = await makeCohort(db(), { courseId: course.id });
    const cases: [Parameters<typeof makeSchool>[1], number, string][] = [
      [{ paymentLimitations: { inLanguage: ['et'] } }, 5, 'Kool ei maksa selles keeles kursuste eest'],
      [{ paymentLimitations: { courseIds: [course.id + 1000] } }, 5, 'Kool ei maksa selle kursuse eest'],
      [{ paymentLimitations: { inTimePeriod: { start: '2020-01-01', end: '2020-06-30' } } }, 5, 'Kool maksab ainult kursuste eest, mis algavad 01.01.2020 kuni 30.06.2020'],
      [{ paymentLimitations: { numberOfCourses: 0 } }, 5, 'Kool maksab õpilase kohta kuni 0 kursuse eest'],
      [{}, 0, 'Koolil pole enam krediite ega ettemakstud kohti'],
    ];
    for (const [overrides, credits, message] of cases) {
      const school = await schoolWithCredits(credits, overrides);
      const account = await makeAccount(t, 'STUDENT', { schoolId: school.id });
      const cookie = await signIn(t, account.email);
      const res = await api(t, { cookie }).cohorts[':id'].registrations.$post({ param: { id: String(cohort.id) }, json: { payer: 'SCHOOL' } });
      expect(res.status, message).toBe(422);
      expect((await errorOf(res)).error.message).toBe(message);
    }
  });

  it('uses a prepaid seat when the school has no credits, and a private student cannot pick the school', async () => {
    const school = await makeSchool(db(), { prepaidStudentSeats: 1 });
    const cohort = await makeCohort(db());
    const result = await enrolStudent(t.deps, { userId: (await student(school.id)).id, cohortId: cohort.id, payer: 'SCHOOL' });
    expect(result.kind).toBe('REGISTERED');
    const after = await rowWhere(db(), schools, { id: school.id });
    expect(after?.prepaidStudentSeats).toBe(0);
    await expect(enrolStudent(t.deps, { userId: (await student()).id, cohortId: cohort.id, payer: 'SCHOOL' })).rejects.toThrow('You do not belong to a school');
  });
});

describe('unenrol and the waitlist', () => {
  it('gives a full refund within 7 days of the start, offers the seat to the first in line, and expired offers move on', async () => {
    const cohort = await makeCohort(db(), { size: 1, startDate: daysFromNow(3) });
    const first = await student();
    const waiting1 = await student();
    const waiting2 = await student();
    const reg = await enrolStudent(t.deps, { userId: first.id, cohortId: cohort.id, payer: 'STUDENT' });
    if (reg.kind !== 'REGISTERED') throw new Error('expected a registration');
    expect((await enrolStudent(t.deps, { userId: waiting1.id, cohortId: cohort.id, payer: 'STUDENT' })).kind).toBe('WAITLISTED');
    expect((await enrolStudent(t.deps, { userId: waiting2.id, cohortId: cohort.id, payer: 'STUDENT' })).kind).toBe('WAITLISTED');

    const canceled = await cancelRegistration(t.deps, { participantId: reg.registration.id, actorUserId: first.id, reason: 'unenrolled' });
    expect(canceled.refund).toBe('FULL');
    expect(canceled.offers.map((o) => o.userId)).toEqual([waiting1.id]);
    const invoice = await rowWhere(db(), invoices, { id: reg.invoice?.id ?? 0 });
    expect(invoice?.status).toBe('CANCELED');
    // the held seat is not for a newcomer
    expect((await enrolStudent(t.deps, { userId: (await student()).id, cohortId: cohort.id, payer: 'STUDENT' })).kind).toBe('WAITLISTED');

    // 49 hours later the offer has lapsed: the next in line gets it
    const later = new Date(Date.now() + 49 * 3_600_000);
    const batches = await expireWaitlistOffers({ ...t.deps, clock: () => later }, {});
    expect(batches.flatMap((b) => b.offers.map((o) => o.userId))).toEqual([waiting2.id]);
    // the lapsed offer is gone: trying again puts waiting1 at the back of the line
    expect((await enrolStudent({ ...t.deps, clock: () => later }, { userId: waiting1.id, cohortId: cohort.id, payer: 'STUDENT' })).kind).toBe('WAITLISTED');
    const accepted = await enrolStudent({ ...t.deps, clock: () => later }, { userId: waiting2.id, cohortId: cohort.id, payer: 'STUDENT' });
    expect(accepted.kind).toBe('REGISTERED');
    const entry = await rowWhere(db(), waitlistEntries, { userId: waiting2.id, cohortId: cohort.id });
    expect(entry?.status).toBe('ACCEPTED');
  });

  it('gives no refund more than 7 days after the start (unenrol through the API)', async () => {
    const account = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, account.email);
    const cohort = await makeCohort(db(), { startDate: daysFromNow(-10), status: 'IN_PROGRESS' });
    const [row] = await db().insert(cohortParticipants).values({ userId: account.id, cohortId: cohort.id, status: 'IN_PROGRESS' }).returning();
    const unenrol = (headers: Record<string, string>) => api(t, headers).me.registrations[':id'].unenrol.$post({ param: { id: String(row?.id) } });
    const res = await unenrol({ cookie });
    expect(res.status).toBe(200);
    expect((await res.json()).data.refund).toBe('NONE');
    const log = await rowsWhere(db(), activityLog, { userId: account.id, type: 'UNENROLL' });
    expect(log).toHaveLength(1);
    const other = await makeAccount(t, 'STUDENT');
    const otherCookie = await signIn(t, other.email);
    expect((await unenrol({ cookie: otherCookie })).status).toBe(404);
  });
});

describe('payer change', () => {
  it('to the student: off the school invoice, credit back, personal invoice, access closes a week later if unpaid', async () => {
    const school = await schoolWithCredits(1);
    const s = await student(school.id);
    const cohort = await makeCohort(db());
    const reg = await enrolStudent(t.deps, { userId: s.id, cohortId: cohort.id, payer: 'SCHOOL' });
    if (reg.kind !== 'REGISTERED') throw new Error('expected a registration');
    const changed = await changePayer(t.deps, { participantId: reg.registration.id, to: 'STUDENT', actorUserId: s.id, onlyUserId: s.id });
    expect(changed.changed).toBe(true);
    expect(changed.accessClosesAt?.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    const refunds = await rowsWhere(db(), schoolCreditLogs, { schoolId: school.id, type: 'REFUND' });
    expect(refunds).toHaveLength(1);
    const p = await rowWhere(db(), cohortParticipants, { id: reg.registration.id });
    const personal = await rowWhere(db(), invoices, { id: p?.invoiceId ?? 0 });
    expect(personal).toMatchObject({ userId: s.id, status: 'UNPAID' });
    expect((await rowsWhere(db(), activityLog, { userId: s.id, type: 'PAYER_CHANGED' }))).toHaveLength(1);

    // the job does nothing before the week is over, closes access after it
    expect((await closeAccess(t.deps, { participantId: reg.registration.id })).closed).toEqual([]);
    const weekLater = new Date(Date.now() + 8 * 86_400_000);
    expect((await closeAccess({ ...t.deps, clock: () => weekLater }, {})).closed).toEqual([reg.registration.id]);
    const closed = await rowWhere(db(), cohortParticipants, { id: reg.registration.id });
    expect(closed?.status).toBe('CANCELED');
  });

  it('to the school cancels the student invoice and the closing; a paid invoice keeps access', async () => {
    const school = await schoolWithCredits(3);
    const s = await student(school.id);
    const cohort = await makeCohort(db());
    const reg = await enrolStudent(t.deps, { userId: s.id, cohortId: cohort.id, payer: 'STUDENT' });
    if (reg.kind !== 'REGISTERED') throw new Error('expected a registration');
    const toSchool = await changePayer(t.deps, { participantId: reg.registration.id, to: 'SCHOOL', actorUserId: s.id });
    expect(toSchool.participant.defaultPayer).toBe('SCHOOL');
    const old = await rowWhere(db(), invoices, { id: reg.invoice?.id ?? 0 });
    expect(old?.status).toBe('CANCELED');
    const back = await changePayer(t.deps, { participantId: reg.registration.id, to: 'STUDENT', actorUserId: s.id });
    const p = await rowWhere(db(), cohortParticipants, { id: reg.registration.id });
    await updateWhere(db(), invoices, { id: p?.invoiceId ?? 0 }, { status: 'PAID' });
    expect(back.accessClosesAt).not.toBeNull();
    expect((await closeAccess({ ...t.deps, clock: () => new Date(Date.now() + 8 * 86_400_000) }, {})).closed).not.toContain(reg.registration.id);
  });

  it("refuses a past cohort with 'Cannot change payer of a past cohort' (student and admin routes)", async () => {
    const account = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, account.email);
    const cohort = await makeCohort(db(), { startDate: daysFromNow(-60), endDate: daysFromNow(-20), status: 'COMPLETED' });
    const [row] = await db().insert(cohortParticipants).values({ userId: account.id, cohortId: cohort.id, status: 'COMPLETED' }).returning();
    const res = await api(t, { cookie, 'accept-language': 'en' }).me.registrations[':id'].payer.$put({ param: { id: String(row?.id) }, json: { payer: 'SCHOOL' } });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).error.message).toBe('Cannot change payer of a past cohort');
    const admin = await makeAccount(t, 'ADMIN');
    const adminCookie = await signIn(t, admin.email);
    const viaAdmin = await api(t, { cookie: adminCookie }).manage.participants[':id'].payer.$put({ param: { id: String(row?.id) }, json: { payer: 'STUDENT' } });
    expect(viaAdmin.status).toBe(422);
  });
});

describe('my registrations and class links', () => {
  it('lists mine with cohort, payer, invoice state and refund rule, and records VIDEO_CALL_JOINED on the join redirect', async () => {
    const account = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, account.email);
    const cohort = await makeCohort(db(), { startDate: daysFromNow(-1), status: 'IN_PROGRESS' });
    const reg = await enrolStudent(t.deps, { userId: account.id, cohortId: cohort.id, payer: 'STUDENT' });
    if (reg.kind !== 'REGISTERED') throw new Error('expected a registration');
    const res = await api(t, { cookie }).me.registrations.$get({ query: {} });
    const body = await res.json();
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ phase: 'CURRENT', default_payer: 'STUDENT', invoice: { status: 'UNPAID' }, refund_if_canceled_now: 'FULL', cohort: { has_video: true } });
    const join = await api(t, { cookie }).me.registrations[':id'].join[':link'].$get({ param: { id: String(reg.registration.id), link: 'video' } });
    expect(join.status).toBe(302);
    expect(join.headers.get('location')).toBe(cohort.videoUrl);
    const lms = await api(t, { cookie }).me.registrations[':id'].join[':link'].$get({ param: { id: String(reg.registration.id), link: 'lms' } });
    expect(lms.headers.get('location')).toBe(cohort.externalLmsLink);
    const types = (await rowsWhere(db(), activityLog, { userId: account.id })).map((a) => a.type);
    expect(types).toEqual(expect.arrayContaining(['VIDEO_CALL_JOINED', 'LMS_LINK_CLICKED']));
  });
});

void BASE_URL;
