// School credits and conditions for the school's representatives (issue 7 item 7): the ledger and balance
// (read-only, own school only), SCHOOL_CREDITS_USED/REFUNDED/LOW with the e-mail once per crossing, and
// the conditions they may change only when the school allows it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, schoolCreditLogs, schools } from '@valik/db/schema';
import { addSchoolCredits } from '@valik/db/queries/manage';
import { daysFromNow, makeCohort, makeSchool, rowsWhere, rowWhere, updateWhere } from '@valik/db/testing';
import { SCHOOL_CREDITS_LOW_THRESHOLD } from '@valik/domain';
import type { SchoolConditionsDto, SchoolCreditsDto } from '@valik/domain/contracts';
import { enrolStudent } from '../../src/registrations/enrol-student.ts';
import { cancelRegistration } from '../../src/registrations/cancel-registration.ts';
import { changePayer } from '../../src/registrations/change-payer.ts';
import { deliverPending } from '../support/outbox.ts';
import { BASE_URL, createTestApp, makeAccount, signIn, type TestApp } from '../helpers.ts';
import { mailbox } from '../accounts/support.ts';

let t: TestApp;
const db = () => t.deps.db;
let schoolA: { id: number; name: string };
let schoolB: { id: number };
const cookies: Record<string, string> = {};
let repEmail = '';

beforeAll(async () => {
  t = await createTestApp();
  schoolA = await makeSchool(db(), { name: 'Valiku Gümnaasium', paymentConditionText: 'Kool maksab kahe kursuse eest.', paymentLimitations: { numberOfCourses: 2 } });
  schoolB = await makeSchool(db());
  const rep = await makeAccount(t, 'SCHOOL_REP', { schoolId: schoolA.id });
  repEmail = rep.email;
  for (const [name, role, schoolId] of [
    ['otherRep', 'SCHOOL_REP', schoolB.id],
    ['student', 'STUDENT', schoolA.id],
    ['teacher', 'TEACHER', null],
    ['admin', 'ADMIN', null],
  ] as const) {
    cookies[name] = await signIn(t, (await makeAccount(t, role, schoolId ? { schoolId } : {})).email);
  }
  cookies.rep = await signIn(t, rep.email);
});
afterAll(() => t.close());

const get = (path: string, who: string) => t.app.request(path, { headers: { cookie: cookies[who] ?? '', 'accept-language': 'en' } });
const put = (path: string, who: string, body: unknown) =>
  t.app.request(path, { method: 'PUT', headers: { cookie: cookies[who] ?? '', origin: BASE_URL, 'content-type': 'application/json', 'accept-language': 'en' }, body: JSON.stringify(body) });
const credits = async (who = 'rep', query = '') => ((await (await get(`/api/v1/school/credits${query}`, who)).json()) as { data: SchoolCreditsDto }).data;

async function schoolStudent() {
  return makeAccount(t, 'STUDENT', { schoolId: schoolA.id });
}
async function registerForSchool(userId: number) {
  const cohort = await makeCohort(db(), { size: 30, startDate: daysFromNow(10), endDate: daysFromNow(50) });
  const reg = await enrolStudent(t.deps, { userId, cohortId: cohort.id, payer: 'SCHOOL' });
  if (reg.kind !== 'REGISTERED') throw new Error('expected a registration');
  return reg.registration;
}
const activities = async (type: 'SCHOOL_CREDITS_USED' | 'SCHOOL_CREDITS_REFUNDED' | 'SCHOOL_CREDITS_LOW' | 'SCHOOL_CREDITS_ADDED') =>
  rowsWhere(db(), activityLog, { schoolId: schoolA.id, type });

describe('GET /api/v1/school/credits', () => {
  it('shows the rep their school’s ledger newest first and the balance of unexpired credits', async () => {
    await addSchoolCredits(db(), { schoolId: schoolA.id, amount: 3, expiresAt: daysFromNow(-1), actorUserId: null, note: 'eelmine aasta', now: daysFromNow(-400) });
    await addSchoolCredits(db(), { schoolId: schoolA.id, amount: SCHOOL_CREDITS_LOW_THRESHOLD + 2, expiresAt: daysFromNow(300), actorUserId: null, note: 'sügis', now: daysFromNow(-2) });
    const data = await credits();
    expect(data).toMatchObject({ school_id: schoolA.id, school_name: 'Valiku Gümnaasium', balance: SCHOOL_CREDITS_LOW_THRESHOLD + 2, low_threshold: SCHOOL_CREDITS_LOW_THRESHOLD, is_low: false });
    expect(data.entries.map((e) => [e.type, e.signed_amount, e.note])).toEqual([
      ['ADD', SCHOOL_CREDITS_LOW_THRESHOLD + 2, 'sügis'],
      ['ADD', 3, 'eelmine aasta'],
    ]);
    expect((await activities('SCHOOL_CREDITS_ADDED')).length).toBe(2);
  });

  it('is for school reps (and admins naming a school): 401 signed out, 403 for a student or teacher', async () => {
    expect((await t.app.request('/api/v1/school/credits')).status).toBe(401);
    expect((await get('/api/v1/school/credits', 'student')).status).toBe(403);
    expect((await get('/api/v1/school/credits', 'teacher')).status).toBe(403);
    expect((await credits('admin', `?school_id=${schoolA.id}`)).school_id).toBe(schoolA.id);
    expect((await get('/api/v1/school/credits', 'admin')).status).toBe(400);
  });

  it('never shows another school’s ledger: another rep sees their own, and naming school A is 403', async () => {
    expect((await credits('otherRep')).school_id).toBe(schoolB.id);
    expect((await credits('otherRep')).entries).toEqual([]);
    for (const path of ['credits', 'invoices', 'conditions']) {
      expect((await get(`/api/v1/school/${path}?school_id=${schoolA.id}`, 'otherRep')).status, path).toBe(403);
    }
  });
});

describe('GET /api/v1/school/credits pages the ledger', () => {
  const ROWS = 25;
  let pagedRep = '';
  let amounts: number[] = []; // the school's ledger amounts, newest first

  beforeAll(async () => {
    const school = await makeSchool(db());
    pagedRep = await signIn(t, (await makeAccount(t, 'SCHOOL_REP', { schoolId: school.id })).email);
    // three rows a day share one moment, so the order has ties the pages must not split twice
    const base = Date.now();
    for (let i = 0; i < ROWS; i++) {
      const now = new Date(base - Math.floor(i / 3) * 86_400_000);
      await addSchoolCredits(db(), { schoolId: school.id, amount: i + 1, expiresAt: null, actorUserId: null, note: null, now });
    }
    amounts = Array.from({ length: ROWS }, (_, i) => i + 1).sort((a, b) => Math.floor((a - 1) / 3) - Math.floor((b - 1) / 3) || b - a);
  });
  const page = async (query = '') => {
    const res = await t.app.request(`/api/v1/school/credits${query}`, { headers: { cookie: pagedRep, 'accept-language': 'en' } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: SchoolCreditsDto }).data;
  };

  it('gives the newest 20 rows with the total and the balance of the whole ledger when no page is asked for', async () => {
    const first = await page();
    expect(first).toMatchObject({ entries_total: ROWS, offset: 0, limit: 20, balance: (ROWS * (ROWS + 1)) / 2 });
    expect(first.entries.map((e) => e.amount)).toEqual(amounts.slice(0, 20));
  });

  it('walks the ledger with limit and offset without repeating or skipping a row, ties included', async () => {
    const seen: number[] = [];
    for (let offset = 0; offset < ROWS; offset += 10) {
      const data = await page(`?limit=10&offset=${offset}`);
      expect(data).toMatchObject({ entries_total: ROWS, offset, limit: 10 });
      seen.push(...data.entries.map((e) => e.amount));
    }
    expect(seen).toEqual(amounts);
    expect((await page(`?offset=${ROWS}`)).entries).toEqual([]);
  });

  it('refuses a page size of 0 or over 100, a negative offset and a non-number with 400', async () => {
    for (const query of ['?limit=0', '?limit=101', '?offset=-1', '?limit=abc']) {
      const res = await t.app.request(`/api/v1/school/credits${query}`, { headers: { cookie: pagedRep, 'accept-language': 'en' } });
      expect(res.status, query).toBe(400);
    }
  });
});

describe('credits used, refunded and running low', () => {
  it('logs USED per registration, LOW once when the balance falls to the threshold, and e-mails the reps once', async () => {
    const start = (await credits()).balance; // threshold + 2
    const first = await registerForSchool((await schoolStudent()).id);
    expect((await activities('SCHOOL_CREDITS_LOW')).length).toBe(0);
    await registerForSchool((await schoolStudent()).id); // threshold + 2 → threshold: crossed
    await registerForSchool((await schoolStudent()).id); // below: no new warning
    expect((await credits()).balance).toBe(start - 3);
    expect((await credits()).is_low).toBe(true);
    expect((await activities('SCHOOL_CREDITS_USED')).length).toBe(3);
    const low = await activities('SCHOOL_CREDITS_LOW');
    expect(low.map((a) => a.metadata?.balance)).toEqual([SCHOOL_CREDITS_LOW_THRESHOLD]);

    // the three registrations' confirmations and the one warning are outbox notices
    await deliverPending(t.deps);
    expect(await deliverPending(t.deps)).toBe(0); // delivered: never twice
    const mails = (await mailbox(t, repEmail)).filter((m) => m.template === 'schoolCreditsLow');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Valiku Gümnaasium');
    expect(mails[0]?.text).toContain(`${BASE_URL}/user/school/credits`);

    // a cancellation within the refund window gives the credit back once, and never twice
    await cancelRegistration(t.deps, { participantId: first.id, actorUserId: null, reason: 'unenrolled' });
    const refunds = await rowsWhere(db(), schoolCreditLogs, { schoolId: schoolA.id, type: 'REFUND' });
    expect(refunds).toHaveLength(1);
    expect((await activities('SCHOOL_CREDITS_REFUNDED')).length).toBe(1);
    expect((await credits()).entries[0]).toMatchObject({ type: 'REFUND', signed_amount: 1, reason: 'unenrolled' });
  });

  it('a payer change back and forth refunds exactly what it took', async () => {
    const before = (await credits()).balance;
    const reg = await registerForSchool((await schoolStudent()).id);
    await changePayer(t.deps, { participantId: reg.id, to: 'STUDENT', actorUserId: null as unknown as number });
    await changePayer(t.deps, { participantId: reg.id, to: 'SCHOOL', actorUserId: null as unknown as number });
    await changePayer(t.deps, { participantId: reg.id, to: 'STUDENT', actorUserId: null as unknown as number });
    expect((await credits()).balance).toBe(before);
    const rows = await rowsWhere(db(), schoolCreditLogs, { schoolId: schoolA.id });
    const mine = rows.filter((r) => r.metadata.participant_id === reg.id).map((r) => r.type);
    expect(mine.sort()).toEqual(['DEDUCT', 'DEDUCT', 'REFUND', 'REFUND']);
  });
});

describe('/api/v1/school/conditions', () => {
  it('shows the rep their conditions, read-only unless the school allows editing', async () => {
    const res = await get('/api/v1/school/conditions', 'rep');
    const data = ((await res.json()) as { data: SchoolConditionsDto }).data;
    expect(data).toMatchObject({ school_id: schoolA.id, payment_condition_text: 'Kool maksab kahe kursuse eest.', payment_limitations: { numberOfCourses: 2 }, can_edit: false });
    const refused = await put('/api/v1/school/conditions', 'rep', { payment_condition_text: 'Muudetud', payment_limitations: null });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe('Your school has not allowed representatives to change its payment conditions');
    const row = await rowWhere(db(), schools, { id: schoolA.id });
    expect(row?.paymentConditionText).toBe('Kool maksab kahe kursuse eest.');
  });

  it('lets the rep save text and limitations when allowed, keeping the permission; another school’s rep is refused', async () => {
    await updateWhere(db(), schools, { id: schoolA.id }, { paymentLimitations: { numberOfCourses: 2, repsCanEdit: true } });
    const res = await put('/api/v1/school/conditions', 'rep', {
      payment_condition_text: 'Kool maksab kolme eestikeelse kursuse eest.',
      payment_limitations: { inLanguage: ['et'], numberOfCourses: 3, repsCanEdit: false },
    });
    expect(res.status).toBe(200);
    const data = ((await res.json()) as { data: SchoolConditionsDto }).data;
    expect(data.can_edit).toBe(true);
    expect(data.payment_limitations).toEqual({ inLanguage: ['et'], courseIds: null, numberOfCourses: 3, inTimePeriod: null, repsCanEdit: true });
    expect((await put('/api/v1/school/conditions', 'otherRep', { school_id: schoolA.id, payment_condition_text: 'x', payment_limitations: null })).status).toBe(403);
    const invalid = await put('/api/v1/school/conditions', 'rep', { payment_condition_text: 'x', payment_limitations: { numberOfCourses: -1 } });
    expect(invalid.status).toBe(422);
  });

  it('needs JSON from our own origin to save', async () => {
    const foreign = await t.app.request('/api/v1/school/conditions', { method: 'PUT', headers: { cookie: cookies.rep ?? '', origin: 'https://evil.example', 'content-type': 'application/json' }, body: '{}' });
    expect(foreign.status).toBe(403);
    const form = await t.app.request('/api/v1/school/conditions', { method: 'PUT', headers: { cookie: cookies.rep ?? '', origin: BASE_URL, 'content-type': 'application/x-www-form-urlencoded' }, body: 'payment_condition_text=x' });
    expect(form.status).toBe(415);
    const row = await rowWhere(db(), schools, { id: schoolA.id });
    expect(row?.paymentConditionText).toBe('Kool maksab kolme eestikeelse kursuse eest.');
  });
});
