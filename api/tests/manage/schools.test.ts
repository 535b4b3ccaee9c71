// Schools: data and conditions, the credit ledger (ADD rows, balance, activity), and a school's students.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, schoolCreditLogs, schools } from '@valik/db/schema';
import { daysFromNow, makeCohort, makeParticipant, makeSchool, makeStudent, rowsWhere, rowWhere } from '@valik/db/testing';
import { createTestApp, type TestApp } from '../helpers.ts';
import { getJson, issueAt, listUrl, sendJson, signedIn, type ErrorJson, type Session } from './manage-helpers.ts';

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t);
});
afterAll(() => t.close());

const schoolBody = {
  name: 'Tartu Kool',
  country: 'ee',
  default_payer: 'SCHOOL',
  prepaid_student_seats: 10,
  seat_price: 4900,
};

describe('school data and conditions', () => {
  it('creates a school and saves its payment conditions and limitations', async () => {
    const created = await sendJson<{ id: number; country: string }>(t, admin, 'POST', '/api/v1/manage/schools', schoolBody);
    expect(created.status).toBe(201);
    expect(created.body.country).toBe('EE');
    const { status, body } = await sendJson<Record<string, unknown>>(t, admin, 'PUT', `/api/v1/manage/schools/${created.body.id}`, {
      ...schoolBody,
      payment_condition_text: 'Kool maksab kuni kahe kursuse eest.',
      payment_limitations: {
        inLanguage: ['et'],
        courseIds: [],
        numberOfCourses: 2,
        inTimePeriod: { start: '2026-09-01', end: '2027-06-15' },
      },
    });
    expect(status).toBe(200);
    expect(body.payment_limitations).toEqual({
      inLanguage: ['et'],
      courseIds: null,
      numberOfCourses: 2,
      inTimePeriod: { start: '2026-09-01', end: '2027-06-15' },
    });
    const row = await rowWhere(t.deps.db, schools, { id: created.body.id });
    expect(row?.paymentConditionText).toBe('Kool maksab kuni kahe kursuse eest.');
  });

  it.each([
    ['name', { name: '' }, 'Sisesta nimi'],
    ['country', { country: 'Eesti' }, 'Sisesta kahetäheline riigikood, nt EE'],
    ['default_payer', { default_payer: 'PARENT' }, 'Vali maksja'],
    ['prepaid_student_seats', { prepaid_student_seats: -1 }, 'Sisesta täisarv, mis on 0 või suurem'],
    ['payment_limitations.inTimePeriod', { payment_limitations: { inTimePeriod: { start: '2027-01-01', end: '2026-01-01' } } }, 'Periood peab algama enne, kui see lõpeb'],
  ])('refuses a bad %s in Estonian', async (path, change, message) => {
    const school = await makeSchool(t.deps.db);
    const { status, body } = await sendJson<ErrorJson>(t, admin, 'PUT', `/api/v1/manage/schools/${school.id}`, { ...schoolBody, ...change });
    expect(status).toBe(422);
    expect(issueAt(body, path)).toBe(message);
  });
});

describe('school credits', () => {
  it('adds credits as an ADD row with expiry and note, writes SCHOOL_CREDITS_ADDED with the actor and answers the balance', async () => {
    const school = await makeSchool(t.deps.db);
    const expires = daysFromNow(100).toISOString().slice(0, 10);
    const { status, body } = await sendJson<Record<string, unknown>>(t, admin, 'POST', '/api/v1/manage/school_credits', {
      school_id: school.id,
      amount: 12,
      expires_at: expires,
      note: 'Arve 2026-17',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ type: 'ADD', amount: 12, signed_amount: 12, note: 'Arve 2026-17', balance: 12 });
    const rows = await rowsWhere(t.deps.db, schoolCreditLogs, { schoolId: school.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userId).toBe(admin.userId);
    const activity = await rowsWhere(t.deps.db, activityLog, { schoolId: school.id, type: 'SCHOOL_CREDITS_ADDED' });
    expect(activity).toHaveLength(1);
    expect(activity[0]).toMatchObject({ actorUserId: admin.userId, notes: 'Arve 2026-17' });
    expect(activity[0]?.metadata).toMatchObject({ amount: 12 });
  });

  it('shows the balance of unexpired credits on the school, never below zero', async () => {
    const school = await makeSchool(t.deps.db);
    await t.deps.db.insert(schoolCreditLogs).values([
      { schoolId: school.id, type: 'ADD', amount: 10, eventAppliesAt: daysFromNow(-30), expiresAt: daysFromNow(-1) },
      { schoolId: school.id, type: 'ADD', amount: 6, eventAppliesAt: daysFromNow(-20) },
      { schoolId: school.id, type: 'DEDUCT', amount: 2, eventAppliesAt: daysFromNow(-10) },
      { schoolId: school.id, type: 'REFUND', amount: 1, eventAppliesAt: daysFromNow(-5) },
    ]);
    const { body } = await getJson<{ credit_balance: number }>(t, admin, `/api/v1/manage/schools/${school.id}`);
    // the 10 expired yesterday; the deduction used the credits expiring first (those 10), so 6 + 1 are left
    expect(body.credit_balance).toBe(7);
    const broke = await makeSchool(t.deps.db);
    await t.deps.db.insert(schoolCreditLogs).values([
      { schoolId: broke.id, type: 'ADD', amount: 1, eventAppliesAt: daysFromNow(-3) },
      { schoolId: broke.id, type: 'DEDUCT', amount: 4, eventAppliesAt: daysFromNow(-2) },
    ]);
    expect((await getJson<{ credit_balance: number }>(t, admin, `/api/v1/manage/schools/${broke.id}`)).body.credit_balance).toBe(0);
  });

  it('lists a school ledger newest first with signed amounts', async () => {
    const school = await makeSchool(t.deps.db);
    await t.deps.db.insert(schoolCreditLogs).values([
      { schoolId: school.id, type: 'ADD', amount: 5, eventAppliesAt: daysFromNow(-3) },
      { schoolId: school.id, type: 'DEDUCT', amount: 2, eventAppliesAt: daysFromNow(-1) },
    ]);
    const { body } = await getJson<Array<{ type: string; signed_amount: number }>>(t, admin, listUrl('school_credits', { filter: { school_id: school.id } }));
    expect(body.map((r) => [r.type, r.signed_amount])).toEqual([['DEDUCT', -2], ['ADD', 5]]);
  });

  it.each([
    ['amount', { amount: 0 }, 'Sisesta krediitide arv, mis on 1 või suurem'],
    ['amount', { amount: 2.5 }, 'Sisesta krediitide arv, mis on 1 või suurem'],
    ['expires_at', { expires_at: '2001-01-01' }, 'Aegumiskuupäev peab olema tulevikus'],
    ['school_id', { school_id: 2_000_000_000 }, 'Kooli ei leitud'],
  ])('refuses a bad %s', async (path, change, message) => {
    const school = await makeSchool(t.deps.db);
    const { status, body } = await sendJson<ErrorJson>(t, admin, 'POST', '/api/v1/manage/school_credits', { school_id: school.id, amount: 3, ...change });
    expect(status).toBe(422);
    expect(issueAt(body, path)).toBe(message);
  });
});

describe("a school's students", () => {
  it('lists the registrations and results of the school students', async () => {
    const school = await makeSchool(t.deps.db);
    const { user } = await makeStudent(t.deps.db, { schoolId: school.id });
    await makeStudent(t.deps.db); // another school's (none)
    const cohort = await makeCohort(t.deps.db);
    await makeParticipant(t.deps.db, { userId: user.id, cohortId: cohort.id, status: 'COMPLETED', defaultPayer: 'SCHOOL' });
    const regs = await getJson<Array<Record<string, unknown>>>(t, admin, listUrl('participants', { filter: { school_id: school.id } }));
    expect(regs.body).toHaveLength(1);
    expect(regs.body[0]).toMatchObject({ user_id: user.id, status: 'COMPLETED', default_payer: 'SCHOOL', school_name: school.name });
    const people = await getJson<Array<{ id: number; registration_count: number }>>(t, admin, listUrl('users', { filter: { school_id: school.id } }));
    expect(people.body).toEqual([expect.objectContaining({ id: user.id, registration_count: 1 })]);
  });
});
