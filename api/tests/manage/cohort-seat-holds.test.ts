// The console counts seats like the public catalogue (ADR 009): live registrations plus seats held by open
// pay-and-register checkouts; a lapsed, failed or canceled-registration seat is not counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCheckouts } from '@valik/db/schema';
import { countSeatsTaken } from '@valik/db/queries';
import { daysFromNow, makeCohort, makeParticipant, makeStudent, updateWhere } from '@valik/db/testing';
import { createTestApp, type TestApp } from '../helpers.ts';
import { openCheckout } from '../payments/support.ts';
import { getJson, listUrl, signedIn, type Session } from './manage-helpers.ts';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t);
});
afterAll(() => t.close());

describe('seats taken in the console', () => {
  it('adds open payment holds to registrations, like the catalogue', async () => {
    const db = t.deps.db;
    const cohort = await makeCohort(db, { startDate: daysFromNow(20), endDate: daysFromNow(60), size: 5 });
    await makeParticipant(db, { cohortId: cohort.id });
    await makeParticipant(db, { cohortId: cohort.id, status: 'CANCELED' });
    const holding = await openCheckout(t, (await makeStudent(db)).user.id, cohort.id, 'card');
    const processing = await openCheckout(t, (await makeStudent(db)).user.id, cohort.id, 'bank_link');
    await updateWhere(db, paymentCheckouts, { id: processing.id }, { status: 'PROCESSING' });
    const lapsed = await openCheckout(t, (await makeStudent(db)).user.id, cohort.id, 'card');
    await updateWhere(db, paymentCheckouts, { id: lapsed.id }, { expiresAt: new Date(Date.now() - 60_000) });
    const failed = await openCheckout(t, (await makeStudent(db)).user.id, cohort.id, 'card');
    await updateWhere(db, paymentCheckouts, { id: failed.id }, { status: 'FAILED' });
    expect(holding.status).toBe('OPEN');

    const expected = 1 + 2; // one live registration, one OPEN and one PROCESSING hold
    expect((await countSeatsTaken(db, { cohortIds: [cohort.id], now: new Date() })).get(cohort.id)).toBe(expected);
    const list = await getJson<Array<Record<string, unknown>>>(t, admin, listUrl('cohorts', { filter: { id: [cohort.id] } }));
    expect(list.body.map((c) => c.seats_taken)).toEqual([expected]);
    const one = await getJson<Record<string, unknown>>(t, admin, `/api/v1/manage/cohorts/${cohort.id}`);
    expect(one.body.seats_taken).toBe(expected);

    // the hold ends: the console gives the seat back at once
    await updateWhere(db, paymentCheckouts, { id: holding.id }, { status: 'EXPIRED' });
    expect((await getJson<Record<string, unknown>>(t, admin, `/api/v1/manage/cohorts/${cohort.id}`)).body.seats_taken).toBe(expected - 1);
  });
});
