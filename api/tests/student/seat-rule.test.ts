// One seat rule (issue 15 item 3): the same cohort is counted the same through every path that shows or
// takes a seat: the public catalogue, the admin console, the school rep's list, registration, checkout and
// waitlist offers. A registration, an open waitlist offer and an open payment hold each hold a seat.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlistEntries } from '@valik/db/schema';
import { lockCohortForUpdate } from '@valik/db/queries';
import { daysFromNow, makeCheckout, makeCohort, makeParticipant, makeSchool, makeStudent, makeWaitlistEntry, updateWhere } from '@valik/db/testing';
import { enrolStudent } from '../../src/registrations/enrol-student.ts';
import { startCheckout } from '../../src/payments/start-checkout.ts';
import { offerFreeSeats } from '../../src/waitlist/offer-free-seats.ts';
import { createTestApp, heard, type TestApp } from '../helpers.ts';
import { getJson, listUrl, signedIn, type Session } from '../manage/manage-helpers.ts';

let t: TestApp;
let admin: Session;
let rep: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'ADMIN');
  rep = await signedIn(t, 'SCHOOL_REP');
});
afterAll(() => t.close());

const db = () => t.deps.db;
const HOUR_MS = 3_600_000;

/** Seats taken and whether the group is full, as each read path reports them. */
async function seatsEverywhere(cohort: { id: number; courseId: number }) {
  const pub = await getJson<{ data: Array<{ id: number; seats_taken: number; availability: string }> }>(t, null, `/api/v1/cohorts?course=${cohort.courseId}`);
  const publicRow = pub.body.data.find((c) => c.id === cohort.id);
  const list = await getJson<Array<{ id: number; seats_taken: number; availability: string }>>(t, admin, listUrl('cohorts', { filter: { id: [cohort.id] } }));
  const detail = await getJson<{ seats_taken: number; availability: string }>(t, admin, `/api/v1/manage/cohorts/${cohort.id}`);
  const school = await getJson<{ data: Array<{ id: number; is_full: boolean }> }>(t, rep, '/api/v1/school/cohorts');
  return {
    public: [publicRow?.seats_taken, publicRow?.availability],
    consoleList: [list.body[0]?.seats_taken, list.body[0]?.availability],
    consoleDetail: [detail.body.seats_taken, detail.body.availability],
    schoolRepFull: school.body.data.find((c) => c.id === cohort.id)?.is_full,
  };
}

describe('seats taken', () => {
  it('are the same through the catalogue, the console, the school rep, registration, checkout and waitlist offers', async () => {
    const cohort = await makeCohort(db(), { status: 'REGISTRATION_OPEN', startDate: daysFromNow(20), endDate: daysFromNow(60), size: 4 });
    await makeParticipant(db(), { cohortId: cohort.id });
    await makeParticipant(db(), { cohortId: cohort.id });
    await makeParticipant(db(), { cohortId: cohort.id, status: 'CANCELED' });
    const now = new Date();
    const offer = await makeWaitlistEntry(db(), { cohortId: cohort.id, status: 'OFFERED', offeredAt: now, offerExpiresAt: new Date(now.getTime() + 48 * HOUR_MS) });
    await makeCheckout(db(), { cohortId: cohort.id });
    const waiting = await makeWaitlistEntry(db(), { cohortId: cohort.id, joinedAt: new Date(now.getTime() - HOUR_MS) });

    // 2 registrations + 1 open offer + 1 payment hold = 4 of 4
    expect(await seatsEverywhere(cohort)).toEqual({
      public: [4, 'FULL'],
      consoleList: [4, 'FULL'],
      consoleDetail: [4, 'FULL'],
      schoolRepFull: true,
    });
    const newcomer = (await makeStudent(db(), { schoolId: (await makeSchool(db())).id })).user;
    await expect(startCheckout(t.deps, { userId: newcomer.id, cohortId: cohort.id, method: 'card', lang: 'et' })).rejects.toMatchObject({ status: 409 });
    const joined = await enrolStudent(t.deps, { userId: newcomer.id, cohortId: cohort.id, payer: 'STUDENT' });
    expect(joined.kind).toBe('WAITLISTED');
    expect(await offerFreeSeatsNow(cohort.id)).toEqual([]);

    // the offer lapses: one seat is free on every path, and it goes to the first in line
    await updateWhere(db(), waitlistEntries, { id: offer.id }, { offerExpiresAt: new Date(Date.now() - 60_000) });
    // the public answer is kept with the pages (ADR 029) until the change notice drops it: on PostgreSQL it
    // arrives a moment after the commit
    await heard(t);
    expect(await seatsEverywhere(cohort)).toEqual({
      public: [3, 'OPEN'],
      consoleList: [3, 'OPEN'],
      consoleDetail: [3, 'OPEN'],
      schoolRepFull: false,
    });
    expect((await offerFreeSeatsNow(cohort.id)).map((e) => e.id)).toEqual([waiting.id]);
    await heard(t);
    expect((await seatsEverywhere(cohort)).public).toEqual([4, 'FULL']);
  });

  it('leave the deciding student’s own offer out: the student offered the last seat takes it', async () => {
    const cohort = await makeCohort(db(), { status: 'REGISTRATION_OPEN', startDate: daysFromNow(20), endDate: daysFromNow(60), size: 2 });
    await makeParticipant(db(), { cohortId: cohort.id });
    const offered = (await makeStudent(db())).user;
    const now = new Date();
    await makeWaitlistEntry(db(), { cohortId: cohort.id, userId: offered.id, status: 'OFFERED', offeredAt: now, offerExpiresAt: new Date(now.getTime() + HOUR_MS) });
    expect((await seatsEverywhere(cohort)).public).toEqual([2, 'FULL']);
    const result = await enrolStudent(t.deps, { userId: offered.id, cohortId: cohort.id, payer: 'STUDENT' });
    expect(result.kind).toBe('REGISTERED');
  });
});

async function offerFreeSeatsNow(cohortId: number) {
  return db().transaction(async (tx) => {
    const locked = await lockCohortForUpdate(tx, { cohortId });
    if (!locked) throw new Error('no cohort');
    return offerFreeSeats(tx, locked, new Date());
  });
}
