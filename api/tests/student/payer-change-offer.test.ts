// Issue 18 item 2: my courses offers only the payer change the rules allow, by the check the change itself
// runs, so a student of no school is never offered "my school pays" (which the server refuses with 422).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, makeCohort, makeParticipant, makeSchool } from '@valik/db/testing';
import { api, createTestApp, errorOf, makeAccount, signIn, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function myRegistration(cookie: string, participantId: number) {
  const body = await (await api(t, { cookie }).me.registrations.$get({ query: {} })).json();
  return body.data.find((r) => r.id === participantId);
}

describe('the payer change my courses offers', () => {
  it('offers a student of no school no change from paying personally, and the server agrees', async () => {
    const user = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, user.email);
    const cohort = await makeCohort(t.deps.db, { startDate: daysFromNow(26), endDate: daysFromNow(90) });
    const p = await makeParticipant(t.deps.db, { cohortId: cohort.id, userId: user.id, defaultPayer: 'STUDENT' });
    expect(await myRegistration(cookie, p.id)).toMatchObject({ payer_change_to: null, can_change_payer: false });
    const res = await api(t, { cookie, 'accept-language': 'en' }).me.registrations[':id'].payer.$put({ param: { id: String(p.id) }, json: { payer: 'SCHOOL' } });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).error.message).toBe('You do not belong to a school');
  });

  it('offers the school to a student whose school pays for the course, and the student to a school-paid one', async () => {
    const school = await makeSchool(t.deps.db, { prepaidStudentSeats: 5 });
    const user = await makeAccount(t, 'STUDENT', { schoolId: school.id });
    const cookie = await signIn(t, user.email);
    const cohort = await makeCohort(t.deps.db, { startDate: daysFromNow(26), endDate: daysFromNow(90) });
    const personal = await makeParticipant(t.deps.db, { cohortId: cohort.id, userId: user.id, defaultPayer: 'STUDENT' });
    expect(await myRegistration(cookie, personal.id)).toMatchObject({ payer_change_to: 'SCHOOL', can_change_payer: true });
    const other = await makeCohort(t.deps.db, { startDate: daysFromNow(30), endDate: daysFromNow(90) });
    const schoolPaid = await makeParticipant(t.deps.db, { cohortId: other.id, userId: user.id, defaultPayer: 'SCHOOL' });
    expect(await myRegistration(cookie, schoolPaid.id)).toMatchObject({ payer_change_to: 'STUDENT', can_change_payer: true });
  });

  it('offers no school when the school has nothing left to pay with, nor any change for a past cohort', async () => {
    const school = await makeSchool(t.deps.db, { prepaidStudentSeats: 0 });
    const user = await makeAccount(t, 'STUDENT', { schoolId: school.id });
    const cookie = await signIn(t, user.email);
    const cohort = await makeCohort(t.deps.db, { startDate: daysFromNow(26), endDate: daysFromNow(90) });
    const p = await makeParticipant(t.deps.db, { cohortId: cohort.id, userId: user.id, defaultPayer: 'STUDENT' });
    expect(await myRegistration(cookie, p.id)).toMatchObject({ payer_change_to: null, can_change_payer: false });
    const past = await makeCohort(t.deps.db, { startDate: daysFromNow(-60), endDate: daysFromNow(-3) });
    const old = await makeParticipant(t.deps.db, { cohortId: past.id, userId: user.id, defaultPayer: 'SCHOOL' });
    expect(await myRegistration(cookie, old.id)).toMatchObject({ payer_change_to: null, can_change_payer: false });
  });
});
